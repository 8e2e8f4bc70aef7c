import { alertTypeActions, ErrorCode, kioskAlertActions, ResourceType } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { alertType } from './tables.js';

let t: TestApp;
let adminToken: string;
const allActions = Object.values(alertTypeActions);

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const create = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/alertType', { token, body });
const update = (token: string, body: Record<string, unknown>) => t.call('PUT', '/api/alertType', { token, body });
const page = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/alertType/page', { token, body });
const audits = (id: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, ResourceType.AlertType), eq(sysAuditLog.recordId, String(id))))
    .orderBy(sysAuditLog.id);
let serial = 0;
const fresh = (values: Record<string, unknown> = {}) => ({
  code: `TEST_${++serial}`,
  name: `Alert ${serial}`,
  level: 2,
  status: 1,
  ...values,
});

describe('alert types', () => {
  it('creates, reads, edits and deletes an alert type, auditing each change', async () => {
    const created = await create(
      adminToken,
      fresh({ code: 'LID_STUCK', name: 'Lid stuck', nameCht: '蓋卡住', kioskType: 2 }),
    );
    expect(created.body).toMatchObject({
      code: 200,
      data: { code: 'LID_STUCK', name: 'Lid stuck', nameCht: '蓋卡住', nameChs: '', kioskType: 2, level: 2, status: 1 },
    });
    const id = created.body.data.id;
    expect((await t.call('GET', `/api/alertType?id=${id}`, { token: adminToken })).body.data.name).toBe('Lid stuck');

    const edited = await update(adminToken, { id, level: 3, status: 0 });
    expect(edited.body.data).toMatchObject({ code: 'LID_STUCK', name: 'Lid stuck', kioskType: 2, level: 3, status: 0 });

    expect((await t.call('DELETE', `/api/alertType/${id}`, { token: adminToken })).body.code).toBe(200);
    expect((await t.call('GET', `/api/alertType?id=${id}`, { token: adminToken })).body.code).toBe(ErrorCode.NotFound);

    const entries = await audits(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]!.columns).toEqual([
      { name: 'level', oldValue: '2', newValue: '3' },
      { name: 'status', oldValue: '1', newValue: '0', oldLabel: 'enabled', newLabel: 'disabled' },
    ]);
  });

  it('writes no audit entry when an edit changes nothing', async () => {
    const { id } = (await create(adminToken, fresh())).body.data;
    expect((await update(adminToken, { id, level: 2 })).body.code).toBe(200);
    expect(await audits(id)).toHaveLength(1);
  });

  it('refuses a code another type uses, whatever its case, and changes nothing', async () => {
    const first = (await create(adminToken, fresh({ code: 'FAN_FAULT' }))).body.data;
    const second = (await create(adminToken, fresh())).body.data;
    const taken = await create(adminToken, fresh({ code: 'FAN_FAULT' }));
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe(ErrorCode.CodeTaken);
    const renamed = await update(adminToken, { id: second.id, code: 'FAN_FAULT', name: 'Changed' });
    expect(renamed.body.code).toBe(ErrorCode.CodeTaken);
    expect((await t.call('GET', `/api/alertType?id=${second.id}`, { token: adminToken })).body.data.name).toBe(
      second.name,
    );
    expect((await update(adminToken, { id: first.id, code: 'FAN_FAULT', name: 'Fan fault' })).body.code).toBe(200);
  });

  it('explains bad input field by field in the caller language', async () => {
    const bad = await t.call('POST', '/api/alertType', {
      token: adminToken,
      lang: 'zh_HK',
      body: { code: 'lower case', level: 4, status: 1 },
    });
    expect(bad.status).toBe(400);
    const fields = bad.body.data.fields.map((field: { field: string }) => field.field).sort();
    expect(fields).toEqual(['code', 'level', 'name']);
    expect(bad.body.data.fields.find((field: { field: string }) => field.field === 'name').message).toBe(
      '此欄位為必填！',
    );
  });

  it('filters and pages the list, and offers only active types for selectors', async () => {
    await create(adminToken, fresh({ code: 'SMOKE', name: 'Smoke detected', level: 3, kioskType: 0 }));
    await create(adminToken, fresh({ code: 'SMOKE_TEST', name: 'Smoke test', level: 1, status: 0 }));
    const smoky = await page(adminToken, { keyword: 'smoke', sort: { field: 'code', order: 'ascend' } });
    expect(smoky.body.data.rows.map((row: { code: string }) => row.code)).toEqual(['SMOKE', 'SMOKE_TEST']);
    expect((await page(adminToken, { keyword: 'smoke', level: 3 })).body.data.total).toBe(1);
    const all = (await t.call('GET', '/api/alertType/getAll', { token: adminToken })).body.data.map(
      (row: { code: string }) => row.code,
    );
    expect(all).toContain('SMOKE');
    expect(all).not.toContain('SMOKE_TEST');
  });

  it('names every type, switched off ones too, in the caller language for any signed-in filter', async () => {
    await create(adminToken, fresh({ code: 'DOOR_AJAR', name: 'Door ajar', nameCht: '機門未關', level: 2 }));
    await create(
      adminToken,
      fresh({ code: 'OLD_SENSOR', name: 'Old sensor', nameCht: '舊感應器', level: 1, status: 0 }),
    );
    // An alarm viewer who cannot open the catalogue.
    const { token } = await signInAs(t, { actions: [kioskAlertActions.view], tid: 1 });
    const options = await t.call('GET', '/api/alertType/getSelectList', { token, lang: 'zh_HK' });
    expect(options.body.data).toEqual(
      expect.arrayContaining([
        { value: 'DOOR_AJAR', label: '機門未關' },
        { value: 'OLD_SENSOR', label: '舊感應器' },
      ]),
    );
  });

  it('lets a tenant-scoped caller read the shared types but not change them', async () => {
    const { token } = await signInAs(t, { actions: allActions, tid: 1 });
    const { id } = (await create(adminToken, fresh())).body.data;
    expect((await page(token)).body.data.total).toBeGreaterThan(0);
    expect((await create(token, fresh())).body.code).toBe(ErrorCode.OutOfScope);
    expect((await update(token, { id, name: 'Renamed' })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await t.call('DELETE', `/api/alertType/${id}`, { token })).body.code).toBe(ErrorCode.OutOfScope);
    const [row] = await t.db.select().from(alertType).where(eq(alertType.id, id));
    expect(row!.name).not.toBe('Renamed');
  });
});
