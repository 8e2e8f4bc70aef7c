import { ErrorCode, kioskGroupActions, kioskScheduleActions, ResourceType } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedOrganisation } from '../../test/organisation.js';
import { insertKiosks } from './fixtures.js';
import { kioskGroup, kioskGroupMember } from './tables.js';

let t: TestApp;
let adminToken: string;
let k: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1, 2], merchants: { 3: 1 } });
  adminToken = await t.login('admin', ADMIN_PASSWORD);
  k = await insertKiosks(t.db, {
    'G-RVM-1': [1, 0],
    'G-RVM-2': [1, 0],
    'G-RVM-3': [1, 0],
    'G-SC-1': [1, 1],
    'G-RVM-9': [2, 0],
  });
});
afterAll(() => t.close());

type Lang = 'zh_HK' | 'zh_CN' | 'en_US';
const create = (token: string, body: Record<string, unknown>, lang?: Lang) =>
  t.call('POST', '/api/kioskGroup', { token, body, lang });
const update = (token: string, body: Record<string, unknown>, lang?: Lang) =>
  t.call('PUT', '/api/kioskGroup', { token, body, lang });
const read = (token: string, id: number) => t.call('GET', `/api/kioskGroup?id=${id}`, { token });
const remove = (token: string, id: number) => t.call('DELETE', `/api/kioskGroup/${id}`, { token });
const page = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/kioskGroup/page', { token, body });
const audits = (id: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, ResourceType.KioskGroup), eq(sysAuditLog.recordId, String(id))))
    .orderBy(sysAuditLog.id);
const members = (id: number) => t.db.select().from(kioskGroupMember).where(eq(kioskGroupMember.groupId, id));
const fieldsOf = (body: { data?: { fields?: { field: string }[] } }) =>
  body.data?.fields?.map((field) => field.field).sort();
const kidsOf = (data: { kiosks: { kid: string }[] }) => data.kiosks.map((member) => member.kid);
let serial = 0;
const fresh = (values: Record<string, unknown> = {}) => ({
  tid: 1,
  name: `Group ${++serial}`,
  kioskType: 0,
  kioskIds: [k['G-RVM-1']],
  ...values,
});

describe('kiosk groups', () => {
  it('creates a group with its kiosks, edits its membership and deletes it, auditing the KIDs as a list', async () => {
    const created = await create(
      adminToken,
      fresh({ name: 'Lok Fu RVMs', nameCht: '樂富回收機', kioskIds: [k['G-RVM-2'], k['G-RVM-1']] }),
    );
    expect(created.body).toMatchObject({
      code: 200,
      data: {
        tid: 1,
        tenantName: 'Tenant 1',
        name: 'Lok Fu RVMs',
        nameCht: '樂富回收機',
        nameChs: '',
        kioskType: 0,
        status: 1,
      },
    });
    const id = created.body.data.id;
    expect(kidsOf(created.body.data)).toEqual(['G-RVM-1', 'G-RVM-2']);

    const edited = await update(adminToken, { id, kioskIds: [k['G-RVM-1'], k['G-RVM-3']], status: 0 });
    expect(kidsOf(edited.body.data)).toEqual(['G-RVM-1', 'G-RVM-3']);
    expect(kidsOf((await read(adminToken, id)).body.data)).toEqual(['G-RVM-1', 'G-RVM-3']);
    // An edit without kioskIds keeps the membership.
    expect(kidsOf((await update(adminToken, { id, name: 'Lok Fu fleet' })).body.data)).toEqual(['G-RVM-1', 'G-RVM-3']);

    expect((await remove(adminToken, id)).body.code).toBe(200);
    expect((await read(adminToken, id)).body.code).toBe(ErrorCode.NotFound);
    expect(await members(id)).toEqual([]);
    const entries = await audits(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(entries[0]!.columns).toContainEqual({ name: 'kiosks', oldValue: null, newValue: 'G-RVM-1, G-RVM-2' });
    expect(entries[1]!.columns).toEqual([
      { name: 'status', oldValue: '1', newValue: '0', oldLabel: 'enabled', newLabel: 'disabled' },
      { name: 'kiosks', oldValue: 'G-RVM-1, G-RVM-2', newValue: 'G-RVM-1, G-RVM-3' },
    ]);
    expect(entries[2]!.columns).toEqual([{ name: 'name', oldValue: 'Lok Fu RVMs', newValue: 'Lok Fu fleet' }]);
    expect(entries[0]!.tid).toBe(1);
  });

  it('requires a name, a tenant, a kiosk type and at least one kiosk (SPEC 5), in the caller language', async () => {
    const empty = await create(adminToken, { kioskIds: [] }, 'zh_HK');
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty.body)).toEqual(['kioskIds', 'kioskType', 'name', 'tid']);
    expect(empty.body.data.fields.find((field: { field: string }) => field.field === 'kioskIds').message).toBe(
      '請選擇至少一部設備',
    );
    const { id } = (await create(adminToken, fresh())).body.data;
    const emptied = await update(adminToken, { id, kioskIds: [] }, 'en_US');
    expect(fieldsOf(emptied.body)).toEqual(['kioskIds']);
    expect(emptied.body.data.fields[0].message).toBe('Choose at least one kiosk');
    expect(await members(id)).toHaveLength(1);
  });

  it('refuses kiosks of another type or tenant, naming their KIDs, and changes nothing', async () => {
    const mixed = await create(
      adminToken,
      fresh({ name: 'Mixed', kioskIds: [k['G-RVM-1'], k['G-SC-1'], k['G-RVM-9']] }),
      'en_US',
    );
    expect(mixed.status).toBe(400);
    expect(mixed.body.code).toBe(ErrorCode.KioskGroupMemberMismatch);
    expect(mixed.body.message).toContain('G-RVM-9, G-SC-1');
    expect(await t.db.select().from(kioskGroup).where(eq(kioskGroup.name, 'Mixed'))).toEqual([]);
    // Changing the type alone checks the kiosks already in the group.
    const { id } = (await create(adminToken, fresh())).body.data;
    const retyped = await update(adminToken, { id, kioskType: 1 });
    expect(retyped.body.code).toBe(ErrorCode.KioskGroupMemberMismatch);
    expect((await read(adminToken, id)).body.data.kioskType).toBe(0);
    expect((await update(adminToken, { id, kioskType: 1, kioskIds: [k['G-SC-1']] })).body.data.kioskType).toBe(1);
    // A kiosk that does not exist.
    expect((await update(adminToken, { id, kioskIds: [999_999] })).body.code).toBe(ErrorCode.NotFound);
  });

  it('finds groups by name or member KID and filters by tenant, type and status', async () => {
    const { id } = (await create(adminToken, fresh({ name: 'Keyword fleet', kioskIds: [k['G-RVM-3']] }))).body.data;
    const byKid = await page(adminToken, { keyword: 'g-rvm-3', pageSize: -1 });
    expect(byKid.body.data.rows.map((row: { id: number }) => row.id)).toContain(id);
    expect((await page(adminToken, { keyword: 'Keyword', kioskType: 1 })).body.data.total).toBe(0);
    expect((await page(adminToken, { keyword: 'Keyword', tid: 1, status: 1 })).body.data.total).toBe(1);
  });

  it('keeps a group in use by a schedule', async () => {
    const { id } = (await create(adminToken, fresh())).body.data;
    const schedule = await t.call('POST', '/api/kioskSchedule', {
      token: adminToken,
      body: {
        name: 'Hours',
        groupId: id,
        weekdays: [1],
        openTime: '08:00',
        closeTime: '18:00',
        effectiveDate: '2026-01-01',
      },
    });
    expect(schedule.body.code).toBe(200);
    expect((await remove(adminToken, id)).body.code).toBe(ErrorCode.InUse);
  });

  it("keeps a tenant's staff to their tenant's groups and kiosks", async () => {
    const own = (await create(adminToken, fresh())).body.data;
    const foreign = (await create(adminToken, fresh({ tid: 2, kioskIds: [k['G-RVM-9']] }))).body.data;
    const { token } = await signInAs(t, {
      actions: [...Object.values(kioskGroupActions), kioskScheduleActions.view],
      tid: 1,
    });
    const listed = (await page(token, { pageSize: -1 })).body.data.rows.map((row: { tid: number }) => row.tid);
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed)).toEqual(new Set([1]));
    expect((await read(token, foreign.id)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await create(token, fresh({ tid: 2, kioskIds: [k['G-RVM-9']] }))).body.code).toBe(ErrorCode.OutOfScope);
    // A kiosk of another tenant is out of reach, whatever the group's tenant.
    expect((await create(token, fresh({ kioskIds: [k['G-RVM-1'], k['G-RVM-9']] }))).body.code).toBe(
      ErrorCode.OutOfScope,
    );
    expect((await update(token, { id: own.id, tid: 2 })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await update(token, { id: foreign.id, name: 'Taken over' })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await remove(token, foreign.id)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await read(adminToken, foreign.id)).body.data.name).toBe(foreign.name);
    const options = await t.call('GET', '/api/kioskGroup/kioskOptions', { token });
    expect(options.body.data.map((option: { resNo: string }) => option.resNo)).toEqual([
      'G-RVM-1',
      'G-RVM-2',
      'G-RVM-3',
      'G-SC-1',
    ]);
    const rvms = await t.call('GET', '/api/kioskGroup/kioskOptions?tid=1&kioskType=0', { token });
    expect(rvms.body.data.map((option: { resNo: string }) => option.resNo)).toEqual(['G-RVM-1', 'G-RVM-2', 'G-RVM-3']);
    expect((await t.call('GET', '/api/kioskGroup/kioskOptions?tid=2', { token })).body.data).toEqual([]);
    // Merchant staff reach no kiosk.
    const merchantStaff = await signInAs(t, { actions: Object.values(kioskGroupActions), tid: 1, mid: 3 });
    expect((await page(merchantStaff.token)).body.data.rows).toEqual([]);
    expect((await t.call('GET', '/api/kioskGroup/kioskOptions', { token: merchantStaff.token })).body.data).toEqual([]);
  });
});
