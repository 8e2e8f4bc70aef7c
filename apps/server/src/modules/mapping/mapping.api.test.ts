import { ErrorCode, mappingActions, ResourceType, userManageActions, type ResourceOption } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { adminMapping } from '../../platform/permissions/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedOrganisation } from '../../test/organisation.js';
import { addressEstate } from '../address/tables.js';
import { kiosk } from '../kiosk/tables.js';
import { sysClient } from '../organisation/tables.js';

let t: TestApp;
let adminToken: string;
const editing = [mappingActions.view, mappingActions.edit];
/** What a user who is granted resources holds to see them listed. */
const seeing = [mappingActions.view, userManageActions.view];

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin', ADMIN_PASSWORD);
  // Tenant 1 has merchants 11, 12 and shop 21; tenant 2 has merchant 13 and shop 22.
  await seedOrganisation(t.db, {
    tenants: [1, 2],
    merchants: { 11: 1, 12: 1, 13: 2 },
    shops: { 21: [1, 11], 22: [2, 13] },
  });
  await t.db.insert(sysClient).values({ id: 5, name: 'Operator' });
  await t.db.insert(kiosk).values([
    { id: 31, kid: 'RVM-31', tid: 1, kioskType: 0, name: 'Kiosk 31' },
    { id: 32, kid: 'RVM-32', tid: 2, kioskType: 0, name: 'Kiosk 32' },
  ]);
  await t.db.insert(addressEstate).values([
    { id: 41, tid: 1, name: 'Estate 41' },
    { id: 42, tid: 2, name: 'Estate 42' },
  ]);
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.call('GET', url, { token });
/** The resources the caller reaches: their scope and their grants. */
const options = async (token: string, type: string): Promise<ResourceOption[]> =>
  (await get(token, `/api/mapping/getResourceOptions/${type}`)).body.data;
/** Where the caller may place users: their own scope only. */
const placements = async (token: string, type: string): Promise<ResourceOption[]> =>
  (await get(token, `/api/userManage/getResourceByType/${type}`)).body.data;
const ids = (list: { id: number }[]) => list.map((entry) => entry.id).sort((a, b) => a - b);
const setResources = (token: string, adminId: number, resTypeId: number, resIds: number[]) =>
  t.call('PUT', `/api/mapping/updateAdminMapping/${adminId}`, { token, body: { resTypeId, resIds } });
const grantsOf = async (adminId: number, resTypeId: number) =>
  (
    await t.db
      .select({ resId: adminMapping.resId })
      .from(adminMapping)
      .where(and(eq(adminMapping.adminId, adminId), eq(adminMapping.resTypeId, resTypeId)))
  )
    .map((row) => row.resId)
    .sort((a, b) => a - b);
const mappingAudits = (adminId: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(
      and(
        eq(sysAuditLog.resTypeId, ResourceType.AdminUser),
        eq(sysAuditLog.recordId, String(adminId)),
        eq(sysAuditLog.action, 'mapping'),
      ),
    )
    .orderBy(sysAuditLog.id);

describe('resource types and options', () => {
  it('names the six mappable resource types with their ids', async () => {
    const result = await get(adminToken, '/api/mapping/getResourceTypes');
    expect(result.body.data).toEqual([
      { name: 'SysClient', resourceTypeId: 1 },
      { name: 'Tenant', resourceTypeId: 2 },
      { name: 'Kiosk', resourceTypeId: 3 },
      { name: 'Merchant', resourceTypeId: 4 },
      { name: 'Shop', resourceTypeId: 5 },
      { name: 'HousingEstate', resourceTypeId: 6 },
    ]);
  });

  it("offers a tenant-scoped caller only their tenant's resources, and an all-data caller every one", async () => {
    const { token } = await signInAs(t, { actions: seeing, tid: 1 });
    expect(ids(await options(token, 'Tenant'))).toEqual([1]);
    expect(ids(await options(token, 'Merchant'))).toEqual([11, 12]);
    expect(ids(await options(token, 'Shop'))).toEqual([21]);
    expect(ids(await options(token, 'Kiosk'))).toEqual([31]);
    expect(ids(await options(token, 'HousingEstate'))).toEqual([41]);
    expect(await options(token, 'SysClient')).toEqual([]);
    expect(ids(await options(adminToken, 'Merchant'))).toEqual([11, 12, 13]);
    expect(ids(await options(adminToken, 'SysClient'))).toEqual([5]);
  });

  it('gives each option its parent and labels kiosks by their KID', async () => {
    const merchants = await options(adminToken, 'Merchant');
    expect(merchants.find((option) => option.id === 13)).toEqual({
      id: 13,
      resName: 'Merchant 13',
      resNameCht: '',
      resNameChs: '',
      pId: 2,
    });
    expect((await options(adminToken, 'Shop')).find((option) => option.id === 21)?.pId).toBe(11);
    expect((await options(adminToken, 'Kiosk')).find((option) => option.id === 32)).toMatchObject({
      resName: 'RVM-32',
      resNameCht: 'RVM-32',
      pId: 2,
    });
  });
});

describe('granting resources to an admin', () => {
  it("lets an all-data admin grant another tenant's merchant; the grantee reaches it, the change audited", async () => {
    const grantee = await signInAs(t, { actions: seeing, tid: 1 });
    const result = await setResources(adminToken, grantee.user.id, ResourceType.Merchant, [13]);
    expect(result.body).toMatchObject({ code: 200, data: { added: [13], removed: [] } });
    expect(ids(await options(grantee.token, 'Merchant'))).toEqual([11, 12, 13]);
    // Users are placed only inside the grantee's own scope, where the grantee keeps sight of them.
    expect(ids(await placements(grantee.token, 'Merchant'))).toEqual([11, 12]);
    expect(
      (await get(adminToken, `/api/mapping/getResourceIds/${ResourceType.Merchant}/${grantee.user.id}`)).body.data,
    ).toEqual([13]);
    expect((await get(adminToken, `/api/mapping/getAdminIds/${ResourceType.Merchant}/13`)).body.data).toEqual([
      grantee.user.id,
    ]);
    const [entry] = await mappingAudits(grantee.user.id);
    expect(entry!.columns).toEqual([
      { name: 'merchantIds', oldValue: null, newValue: '13', oldLabel: null, newLabel: 'Merchant 13' },
    ]);

    const listed = await t.call('POST', '/api/adminMapping/list', {
      token: adminToken,
      body: { adminId: grantee.user.id },
    });
    expect(listed.body.data).toMatchObject({
      total: 1,
      rows: [{ adminId: grantee.user.id, resTypeId: ResourceType.Merchant, resId: 13, resName: 'Merchant 13' }],
    });

    const cleared = await setResources(adminToken, grantee.user.id, ResourceType.Merchant, []);
    expect(cleared.body.data).toEqual({ added: [], removed: [13] });
    expect(ids(await options(grantee.token, 'Merchant'))).toEqual([11, 12]);
    expect(await mappingAudits(grantee.user.id)).toHaveLength(2);
  });

  it('writes nothing when the grants do not change', async () => {
    const grantee = await signInAs(t, { tid: 1 });
    await setResources(adminToken, grantee.user.id, ResourceType.Kiosk, [31, 32]);
    const again = await setResources(adminToken, grantee.user.id, ResourceType.Kiosk, [32, 31]);
    expect(again.body.data).toEqual({ added: [], removed: [] });
    expect(await mappingAudits(grantee.user.id)).toHaveLength(1);
  });

  it('lets a tenant caller grant only what they reach, and keeps grants beyond their reach', async () => {
    const caller = await signInAs(t, { actions: editing, tid: 1 });
    const grantee = await signInAs(t, { tid: 1 });
    await setResources(adminToken, grantee.user.id, ResourceType.Merchant, [13]);

    const refused = await setResources(caller.token, grantee.user.id, ResourceType.Merchant, [11, 13]);
    expect(refused.body.code).toBe(ErrorCode.OutOfScope);
    expect(await grantsOf(grantee.user.id, ResourceType.Merchant)).toEqual([13]);

    const granted = await setResources(caller.token, grantee.user.id, ResourceType.Merchant, [11]);
    expect(granted.body.data).toEqual({ added: [11], removed: [] });
    expect(await grantsOf(grantee.user.id, ResourceType.Merchant)).toEqual([11, 13]);
    // The caller sees only the grant they reach.
    expect(
      (await get(caller.token, `/api/mapping/getResourceIds/${ResourceType.Merchant}/${grantee.user.id}`)).body.data,
    ).toEqual([11]);
    const listed = await t.call('POST', '/api/adminMapping/list', {
      token: caller.token,
      body: { adminId: grantee.user.id, pageSize: -1 },
    });
    expect(listed.body.data.rows.map((row: { resId: number }) => row.resId)).toEqual([11]);
  });

  it("refuses another tenant's admin, the caller's own grants and a stronger admin", async () => {
    const caller = await signInAs(t, { actions: editing, tid: 1 });
    const foreign = await signInAs(t, { tid: 2 });
    const stronger = await signInAs(t, { actions: [...editing, userManageActions.add], tid: 1 });
    expect((await setResources(caller.token, foreign.user.id, ResourceType.Merchant, [11])).body.code).toBe(
      ErrorCode.OutOfScope,
    );
    expect((await setResources(caller.token, caller.user.id, ResourceType.Merchant, [11])).body.code).toBe(
      ErrorCode.MissingAction,
    );
    expect((await setResources(caller.token, stronger.user.id, ResourceType.Merchant, [11])).body.code).toBe(
      ErrorCode.MissingAction,
    );
    for (const user of [foreign.user, caller.user, stronger.user])
      expect(await grantsOf(user.id, ResourceType.Merchant)).toEqual([]);
  });

  it('refuses an unknown resource type and a missing resource', async () => {
    const grantee = await signInAs(t, { tid: 1 });
    const unknownType = await setResources(adminToken, grantee.user.id, 7, [1]);
    expect(unknownType.status).toBe(400);
    expect((await setResources(adminToken, grantee.user.id, ResourceType.Shop, [999])).body.code).toBe(
      ErrorCode.NotFound,
    );
    expect((await get(adminToken, `/api/mapping/getAdminIds/${ResourceType.Shop}/999`)).body.code).toBe(
      ErrorCode.NotFound,
    );
  });

  it('accepts the same change through /adminMapping/updateAdminMapping', async () => {
    const grantee = await signInAs(t, { actions: seeing, tid: 1 });
    const body = { adminId: grantee.user.id, resTypeId: ResourceType.HousingEstate, resIds: [42] };
    const result = await t.call('POST', '/api/adminMapping/updateAdminMapping', { token: adminToken, body });
    expect(result.body.data).toEqual({ added: [42], removed: [] });
    expect(ids(await options(grantee.token, 'HousingEstate'))).toEqual([41, 42]);
  });
});

describe("setting a resource's admins", () => {
  it('adds and removes admins of the caller scope, leaving admins beyond it as they were', async () => {
    const caller = await signInAs(t, { actions: editing, tid: 1 });
    const first = await signInAs(t, { tid: 1 });
    const second = await signInAs(t, { tid: 1 });
    const foreign = await signInAs(t, { tid: 2 });
    await setResources(adminToken, foreign.user.id, ResourceType.Shop, [21]);
    await setResources(adminToken, first.user.id, ResourceType.Shop, [21]);

    const update = (adminIds: number[]) =>
      t.call('POST', '/api/mapping/updateAdminMapping', {
        token: caller.token,
        body: { resTypeId: ResourceType.Shop, resId: 21, adminIds },
      });
    const result = await update([second.user.id]);
    expect(result.body.data).toEqual({ added: [second.user.id], removed: [first.user.id] });
    expect((await get(caller.token, `/api/mapping/getAdminIds/${ResourceType.Shop}/21`)).body.data).toEqual([
      second.user.id,
    ]);
    expect((await get(adminToken, `/api/mapping/getAdminIds/${ResourceType.Shop}/21`)).body.data).toEqual(
      [second.user.id, foreign.user.id].sort((a, b) => a - b),
    );

    expect((await update([foreign.user.id])).body.code).toBe(ErrorCode.OutOfScope);
    expect(await grantsOf(second.user.id, ResourceType.Shop)).toEqual([21]);
    const foreignShop = await t.call('POST', '/api/mapping/updateAdminMapping', {
      token: caller.token,
      body: { resTypeId: ResourceType.Shop, resId: 22, adminIds: [] },
    });
    expect(foreignShop.body.code).toBe(ErrorCode.OutOfScope);
  });
});
