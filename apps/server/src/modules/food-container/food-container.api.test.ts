import { ContainerStatus, ErrorCode, foodContainerActions, ResourceType } from '@srd/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedOrganisation } from '../../test/organisation.js';
import { foodContainer } from './tables.js';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1, 2] });
  adminToken = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

type Lang = 'zh_HK' | 'zh_CN' | 'en_US';
const batch = (token: string, body: Record<string, unknown>, lang?: Lang) =>
  t.call('POST', '/api/foodContainer/batchCreate', { token, body, lang });
const setStatus = (token: string, id: number, status: number, lang?: Lang) =>
  t.call('PUT', '/api/foodContainer', { token, body: { id, status }, lang });
const remove = (token: string, id: number, lang?: Lang) =>
  t.call('DELETE', `/api/foodContainer/${id}`, { token, lang });
const list = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/foodContainer/list', { token, body });
const audits = (id: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, ResourceType.FoodContainer), eq(sysAuditLog.recordId, String(id))))
    .orderBy(sysAuditLog.id);
const withPrefix = (prefix: string) =>
  t.db
    .select()
    .from(foodContainer)
    .where(like(foodContainer.code, `${prefix}%`))
    .orderBy(foodContainer.code);
const fresh = (values: Record<string, unknown> = {}) => ({
  tid: 1,
  containerType: 'BIN20',
  count: 3,
  prefix: 'FC-',
  startNo: 1,
  ...values,
});

describe('food containers', () => {
  it('lists the container types with their names in three languages and capacity', async () => {
    const types = (await t.call('GET', '/api/foodContainer/getContainerTypes', { token: adminToken })).body.data;
    expect(types.map((type: { code: string; capacityLitres: number }) => [type.code, type.capacityLitres])).toEqual([
      ['BOX5', 5],
      ['BOX10', 10],
      ['BIN20', 20],
      ['BIN120', 120],
    ]);
    expect(types[3]).toEqual({
      code: 'BIN120',
      capacityLitres: 120,
      name: '120 L wheelie bin',
      nameCht: '120 公升手推桶',
      nameChs: '120 升手推桶',
    });
  });

  it('creates a batch of drafted containers with numbered codes, each audited', async () => {
    const created = await batch(adminToken, fresh({ prefix: 'BA-', startNo: 98, count: 3 }));
    expect(created.body.data).toEqual({ count: 3, codes: ['BA-0098', 'BA-0099', 'BA-0100'] });
    const rows = await withPrefix('BA-');
    expect(rows.map((row) => [row.code, row.status, row.containerType, row.tid])).toEqual([
      ['BA-0098', 2, 'BIN20', 1],
      ['BA-0099', 2, 'BIN20', 1],
      ['BA-0100', 2, 'BIN20', 1],
    ]);
    const entry = (await audits(rows[0]!.id))[0]!;
    expect(entry.action).toBe('create');
    expect(entry.tid).toBe(1);
    expect(entry.columns).toContainEqual({ name: 'code', oldValue: null, newValue: 'BA-0098' });
    expect(entry.columns).toContainEqual({
      name: 'status',
      oldValue: null,
      newValue: '2',
      oldLabel: null,
      newLabel: 'drafted',
    });
  });

  it('refuses a whole batch when one code is taken, naming it, and creates nothing', async () => {
    await batch(adminToken, fresh({ prefix: 'DUP-', startNo: 5, count: 1 }));
    const overlapping = await batch(adminToken, fresh({ prefix: 'DUP-', startNo: 1, count: 10 }), 'en_US');
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.code).toBe(ErrorCode.ContainerCodesTaken);
    expect(overlapping.body.message).toBe('These container codes are already used: DUP-0005. Nothing was created.');
    expect((await withPrefix('DUP-')).map((row) => row.code)).toEqual(['DUP-0005']);
    const bad = await batch(adminToken, { tid: 1, containerType: 'BIN999', count: 0, prefix: 'lower', startNo: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields.map((field: { field: string }) => field.field).sort()).toEqual([
      'containerType',
      'count',
      'prefix',
      'startNo',
    ]);
    expect((await batch(adminToken, fresh({ count: 201 }))).status).toBe(400);
  });

  it('changes status only along the allowed transitions, auditing each change', async () => {
    await batch(adminToken, fresh({ prefix: 'ST-', count: 1 }));
    const [container] = await withPrefix('ST-');
    const id = container!.id;
    const refused = await setStatus(adminToken, id, ContainerStatus.Returned, 'zh_HK');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('容器狀態不可由草稿改為已歸還');
    for (const status of [
      ContainerStatus.Available,
      ContainerStatus.Returned,
      ContainerStatus.Available,
      ContainerStatus.Disable,
      ContainerStatus.Available,
    ]) {
      expect((await setStatus(adminToken, id, status)).body.data.status).toBe(status);
    }
    await setStatus(adminToken, id, ContainerStatus.Disable);
    expect((await setStatus(adminToken, id, ContainerStatus.Drafted)).body.code).toBe(
      ErrorCode.ContainerStatusTransition,
    );
    expect((await setStatus(adminToken, id, ContainerStatus.Returned)).body.code).toBe(
      ErrorCode.ContainerStatusTransition,
    );
    const entries = await audits(id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'create',
      'update',
      'update',
      'update',
      'update',
      'update',
      'update',
    ]);
    expect(entries[2]!.columns).toEqual([
      { name: 'status', oldValue: '1', newValue: '3', oldLabel: 'available', newLabel: 'returned' },
    ]);
  });

  it('deletes only drafted or disabled containers; others answer 409 with a clear message', async () => {
    await batch(adminToken, fresh({ prefix: 'DEL-', count: 3 }));
    const [drafted, inUse, retired] = await withPrefix('DEL-');
    await setStatus(adminToken, inUse!.id, ContainerStatus.Available);
    await setStatus(adminToken, retired!.id, ContainerStatus.Disable);
    const refused = await remove(adminToken, inUse!.id, 'en_US');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only drafted or disabled containers can be deleted; this one is available');
    expect((await remove(adminToken, drafted!.id)).body.code).toBe(200);
    expect((await remove(adminToken, retired!.id)).body.code).toBe(200);
    expect((await withPrefix('DEL-')).map((row) => row.code)).toEqual([inUse!.code]);
    expect((await audits(drafted!.id)).map((entry) => entry.action)).toEqual(['create', 'delete']);
  });

  it('filters the list and keeps a tenant to its own containers', async () => {
    await batch(adminToken, fresh({ prefix: 'OWN-', count: 2, containerType: 'BOX5' }));
    await batch(adminToken, fresh({ tid: 2, prefix: 'OTHER-', count: 2 }));
    const [foreign] = await withPrefix('OTHER-');
    expect((await list(adminToken, { keyword: 'own-', containerType: 'BOX5', status: 2 })).body.data.total).toBe(2);
    const { token } = await signInAs(t, { actions: Object.values(foodContainerActions), tid: 1 });
    const rows = (await list(token, { pageSize: -1 })).body.data.rows as { tid: number; code: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.tid))).toEqual(new Set([1]));
    expect((await batch(token, fresh({ tid: 2, prefix: 'SNEAK-' }))).body.code).toBe(ErrorCode.OutOfScope);
    expect(await withPrefix('SNEAK-')).toEqual([]);
    expect((await setStatus(token, foreign!.id, ContainerStatus.Available)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await remove(token, foreign!.id)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await withPrefix('OTHER-'))[0]!.status).toBe(ContainerStatus.Drafted);
  });
});
