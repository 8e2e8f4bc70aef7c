import { ErrorCode, ResourceType, sysClientActions } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { adminMapping } from '../../platform/permissions/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { sysClient, tenant } from '../organisation/tables.js';

let t: TestApp;
let adminToken: string;
const allActions = Object.values(sysClientActions);

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const create = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/sysClient', { token, body });
const update = (token: string, body: Record<string, unknown>) => t.call('PUT', '/api/sysClient', { token, body });
const read = (token: string, id: number) => t.call('GET', `/api/sysClient?id=${id}`, { token });
const remove = (token: string, id: number) => t.call('DELETE', `/api/sysClient/${id}`, { token });
const page = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/sysClient/page', { token, body });
const audits = (id: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, ResourceType.SysClient), eq(sysAuditLog.recordId, String(id))))
    .orderBy(sysAuditLog.id);
let serial = 0;
const fresh = (values: Record<string, unknown> = {}) => ({ name: `Client ${++serial}`, status: 1, ...values });
const stored = async (id: number) => (await t.db.select().from(sysClient).where(eq(sysClient.id, id)))[0];

describe('system clients', () => {
  it('creates, reads, edits and deletes a client with its contact details, auditing each change', async () => {
    const created = await create(
      adminToken,
      fresh({
        name: 'Eco Partners',
        nameCht: '環保夥伴',
        contactPerson: 'Ada Wong',
        contactEmail: 'ada@eco.example',
        phone: '+852 2123 4567',
        remarks: 'Pilot operator',
      }),
    );
    expect(created.body).toMatchObject({
      code: 200,
      data: {
        name: 'Eco Partners',
        nameCht: '環保夥伴',
        nameChs: '',
        status: 1,
        contactPerson: 'Ada Wong',
        contactEmail: 'ada@eco.example',
        phone: '+852 2123 4567',
        remarks: 'Pilot operator',
      },
    });
    const id = created.body.data.id;
    expect((await read(adminToken, id)).body.data.contactPerson).toBe('Ada Wong');

    const edited = await update(adminToken, { id, phone: '2999 8888', status: 0 });
    expect(edited.body.data).toMatchObject({
      name: 'Eco Partners',
      contactEmail: 'ada@eco.example',
      phone: '2999 8888',
      status: 0,
    });

    expect((await remove(adminToken, id)).body.code).toBe(200);
    expect((await read(adminToken, id)).body.code).toBe(ErrorCode.NotFound);

    const entries = await audits(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]!.columns).toEqual([
      { name: 'status', oldValue: '1', newValue: '0', oldLabel: 'enabled', newLabel: 'disabled' },
      { name: 'phone', oldValue: '+852 2123 4567', newValue: '2999 8888' },
    ]);
  });

  it('refuses a malformed e-mail or phone number field by field in the caller language, changing nothing', async () => {
    const before = await t.db.select().from(sysClient);
    const bad = await t.call('POST', '/api/sysClient', {
      token: adminToken,
      lang: 'zh_HK',
      body: fresh({ contactEmail: 'not-an-email', phone: 'call me' }),
    });
    expect(bad.status).toBe(400);
    const fields = bad.body.data.fields.map((field: { field: string }) => field.field).sort();
    expect(fields).toEqual(['contactEmail', 'phone']);
    expect(bad.body.message).toMatch(/^請檢查/);
    expect(await t.db.select().from(sysClient)).toHaveLength(before.length);

    const { id } = (await create(adminToken, fresh({ phone: '+852 2000 0000' }))).body.data;
    const refused = await update(adminToken, { id, phone: '12' });
    expect(refused.body.data.fields.map((field: { field: string }) => field.field)).toEqual(['phone']);
    expect((await stored(id))!.phone).toBe('+852 2000 0000');
    expect((await create(adminToken, { status: 1 })).body.data.fields[0]).toMatchObject({
      field: 'name',
      message: 'This field is required!',
    });
    // A cleared field of the form means no value, not a malformed one.
    const cleared = await create(adminToken, fresh({ contactEmail: '', phone: '  ' }));
    expect(cleared.body.data).toMatchObject({ contactEmail: null, phone: null });
  });

  it('refuses to delete a client that still runs tenants (1021), keeping it', async () => {
    const { id } = (await create(adminToken, fresh())).body.data;
    await t.db.insert(tenant).values({ sysClientId: id, name: 'Running tenant' });
    const refused = await remove(adminToken, id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(ErrorCode.InUse);
    expect(await stored(id)).toBeDefined();
  });

  it('filters by keyword over names and contacts, and by status', async () => {
    await create(adminToken, fresh({ name: 'Keyword Alpha', contactPerson: 'Zed Filter' }));
    await create(adminToken, fresh({ name: 'Other', contactEmail: 'zed.filter@x.example', status: 0 }));
    const found = await page(adminToken, { keyword: 'zed.filter', sort: { field: 'name', order: 'ascend' } });
    expect(found.body.data.rows.map((row: { name: string }) => row.name)).toEqual(['Other']);
    expect(
      (await page(adminToken, { keyword: 'zed', status: 1 })).body.data.rows.map((row: { name: string }) => row.name),
    ).toEqual(['Keyword Alpha']);
  });

  it('shows a scoped caller only the clients admin mapping grants, read only', async () => {
    const { token, user } = await signInAs(t, { actions: allActions, tid: null });
    const granted = (await create(adminToken, fresh({ name: 'Granted client' }))).body.data;
    const hidden = (await create(adminToken, fresh({ name: 'Hidden client' }))).body.data;
    expect((await page(token, { pageSize: -1 })).body.data.rows).toEqual([]);

    await t.db.insert(adminMapping).values({ adminId: user.id, resTypeId: ResourceType.SysClient, resId: granted.id });
    expect((await page(token, { pageSize: -1 })).body.data.rows.map((row: { id: number }) => row.id)).toEqual([
      granted.id,
    ]);
    expect((await read(token, granted.id)).body.data.name).toBe('Granted client');
    expect((await read(token, hidden.id)).body.code).toBe(ErrorCode.OutOfScope);

    expect((await create(token, fresh())).body.code).toBe(ErrorCode.OutOfScope);
    expect((await update(token, { id: granted.id, name: 'Renamed' })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await remove(token, granted.id)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await update(token, { id: hidden.id, name: 'Renamed' })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await stored(granted.id))!.name).toBe('Granted client');
  });

  it('lets an access-all-data caller reach and change every client', async () => {
    const { token } = await signInAs(t, { actions: allActions, accessAllData: true });
    const { id } = (await create(adminToken, fresh())).body.data;
    expect((await page(token, { pageSize: -1 })).body.data.rows.map((row: { id: number }) => row.id)).toContain(id);
    expect((await update(token, { id, remarks: 'Checked' })).body.data.remarks).toBe('Checked');
  });
});
