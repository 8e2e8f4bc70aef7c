import { dashboardActions, ErrorCode, roleActions, userManageActions, type ActionRef } from '@srd/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { role } from '../../platform/auth/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let adminToken: string;
let serial = 0;

const managing = [roleActions.view, roleActions.add, roleActions.edit, roleActions.delete];

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

function newRole(values: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `Escalation ${serial}`,
    status: 1,
    type: 'tenant',
    levelMin: 5,
    levelMax: 9,
    actionKeys: [roleActions.view.key],
    ...values,
  };
}

const create = (token: string, body: unknown) => t.call('POST', '/api/role', { token, body });
const update = (token: string, body: unknown) => t.call('PUT', '/api/role', { token, body });
const remove = (token: string, id: number) => t.call('DELETE', `/api/role/${id}`, { token });
const info = async (id: number) => (await t.call('GET', `/api/role/getInfo?id=${id}`, { token: adminToken })).body.data;

/** A caller holding the role actions (and `extra`), whose role sits at `level`. */
async function manager(values: { extra?: ActionRef[]; accessAllData?: boolean; level?: number } = {}) {
  const caller = await signInAs(t, {
    actions: [...managing, ...(values.extra ?? [])],
    accessAllData: values.accessAllData,
  });
  await t.db
    .update(role)
    .set({ levelMin: values.level ?? 3, levelMax: 9 })
    .where(eq(role.id, caller.role.id));
  return caller;
}

/** A role created by the super administrator. */
async function existing(values: Record<string, unknown> = {}) {
  return (await create(adminToken, newRole(values))).body.data;
}

describe('the super-administrator role', () => {
  const superEdit = async (changes: Record<string, unknown>) => ({ ...(await info(1)), ...changes });

  it('cannot be disabled, lose access-all-data or actions, even by a super administrator', async () => {
    const superRole = await info(1);
    for (const changes of [{ status: 0 }, { accessAllData: false }, { actionKeys: superRole.actionKeys.slice(1) }]) {
      const result = await update(adminToken, await superEdit(changes));
      expect(result.status, JSON.stringify(changes).slice(0, 60)).toBe(409);
      expect(result.body.code).toBe(ErrorCode.SuperRoleProtected);
    }
    expect(await info(1)).toEqual(superRole);
  });

  it('can be renamed by a super administrator, and stays super whatever is sent', async () => {
    const result = await update(adminToken, await superEdit({ nameCht: '系統總管', isSuper: false }));
    expect(result.body.data).toMatchObject({ nameCht: '系統總管', isSuper: true, accessAllData: true });
  });

  it('cannot be deleted', async () => {
    const result = await remove(adminToken, 1);
    expect(result.status).toBe(409);
    expect(result.body.code).toBe(ErrorCode.SuperRoleProtected);
  });

  it('cannot be touched by anyone else (1003)', async () => {
    const { token } = await manager({ accessAllData: true, level: 0 });
    expect((await update(token, await superEdit({ nameCht: 'x' }))).body.code).toBe(ErrorCode.MissingAction);
    expect((await remove(token, 1)).body.code).toBe(ErrorCode.MissingAction);
  });

  it('is never created through the API', async () => {
    const created = await create(adminToken, newRole({ isSuper: true }));
    expect(created.body.data.isSuper).toBe(false);
    const edited = await update(adminToken, { ...created.body.data, isSuper: true });
    expect(edited.body.data.isSuper).toBe(false);
  });
});

describe('no escalation', () => {
  it('refuses actions the caller does not hold, but allows held and restricting ones', async () => {
    const { token } = await manager({ extra: [userManageActions.view] });
    const refused = await create(token, newRole({ actionKeys: [roleActions.view.key, userManageActions.add.key] }));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.MissingAction);
    const allowed = await create(
      token,
      newRole({
        actionKeys: [userManageActions.view.key, dashboardActions.notShowDashboard.key, roleActions.edit.key],
      }),
    );
    expect(allowed.body.code).toBe(200);
    const widened = await update(token, {
      ...allowed.body.data,
      actionKeys: [...allowed.body.data.actionKeys, userManageActions.edit.key],
    });
    expect(widened.body.code).toBe(ErrorCode.MissingAction);
    expect((await info(allowed.body.data.id)).actionKeys).toEqual(allowed.body.data.actionKeys);
  });

  it('refuses access-all-data to a caller without it', async () => {
    const scoped = await manager();
    expect((await create(scoped.token, newRole({ accessAllData: true }))).body.code).toBe(ErrorCode.MissingAction);
    const own = (await create(scoped.token, newRole())).body.data;
    expect((await update(scoped.token, { ...own, accessAllData: true })).body.code).toBe(ErrorCode.MissingAction);
    const allData = await manager({ accessAllData: true });
    expect((await create(allData.token, newRole({ accessAllData: true }))).body.code).toBe(200);
  });

  it('refuses a level below the caller own lowest level', async () => {
    const { token } = await manager({ level: 3 });
    expect((await create(token, newRole({ levelMin: 2, levelMax: 9 }))).body.code).toBe(ErrorCode.MissingAction);
    const own = (await create(token, newRole({ levelMin: 3, levelMax: 3 }))).body.data;
    expect((await update(token, { ...own, levelMin: 0 })).body.code).toBe(ErrorCode.MissingAction);
    expect((await update(token, { ...own, levelMax: 99 })).body.code).toBe(200);
  });

  it('refuses to edit or delete a role the caller could not assign', async () => {
    const { token } = await manager({ level: 3 });
    const cases = {
      widerActions: await existing({ actionKeys: [userManageActions.add.key] }),
      allData: await existing({ accessAllData: true, actionKeys: [] }),
      lowerLevel: await existing({ levelMin: 1, actionKeys: [] }),
    };
    for (const [name, target] of Object.entries(cases)) {
      expect((await update(token, { ...target, name: 'Renamed' })).body.code, name).toBe(ErrorCode.MissingAction);
      expect((await remove(token, target.id)).body.code, name).toBe(ErrorCode.MissingAction);
      expect((await info(target.id)).name, name).toBe(target.name);
    }
  });

  it('lets a caller manage a disabled role they could otherwise assign', async () => {
    const { token } = await manager();
    const disabled = await existing({ status: 0 });
    expect((await update(token, { ...disabled, status: 1 })).body.data.status).toBe(1);
    expect((await remove(token, disabled.id)).body.code).toBe(200);
  });
});

describe('GET /api/role/options', () => {
  it('lists the active roles the caller may give, as resource options', async () => {
    const assignable = await existing({ name: 'Option Viewer', nameCht: '選項', actionKeys: [roleActions.view.key] });
    const wider = await existing({ actionKeys: [userManageActions.add.key] });
    const allData = await existing({ accessAllData: true, actionKeys: [] });
    const disabled = await existing({ status: 0, actionKeys: [] });
    const { token } = await manager({ extra: [userManageActions.view] });
    const options = (await t.call('GET', '/api/role/options', { token })).body.data;
    const ids = options.map((option: { id: number }) => option.id);
    expect(options).toContainEqual({
      id: assignable.id,
      resName: 'Option Viewer',
      resNameCht: '選項',
      resNameChs: '',
      pId: null,
    });
    for (const refused of [1, wider.id, allData.id, disabled.id]) expect(ids).not.toContain(refused);
    const superIds = (await t.call('GET', '/api/role/options', { token: adminToken })).body.data.map(
      (option: { id: number }) => option.id,
    );
    expect(superIds).toEqual(expect.arrayContaining([1, assignable.id, wider.id, allData.id]));
    expect(superIds).not.toContain(disabled.id);
  });

  it('is for those who see admin users: role names are not for every signed-in user', async () => {
    const none = await signInAs(t, { actions: [roleActions.view] });
    expect((await t.call('GET', '/api/role/options', { token: none.token })).body.code).toBe(ErrorCode.MissingAction);
    const viewer = await signInAs(t, { actions: [userManageActions.view] });
    expect((await t.call('GET', '/api/role/options', { token: viewer.token })).body.code).toBe(200);
  });
});

describe('GET /api/permission/actionTree', () => {
  it('groups the active actions by domain and flags what the caller may grant', async () => {
    const { token } = await manager({ extra: [userManageActions.view] });
    const tree = (await t.call('GET', '/api/permission/actionTree', { token })).body.data;
    const domain = (name: string) => tree.find((entry: { domain: string }) => entry.domain === name);
    const grantable = (name: string) =>
      Object.fromEntries(
        domain(name).actions.map((entry: { name: string; grantable: boolean }) => [entry.name, entry.grantable]),
      );
    expect(domain('userManage')).toMatchObject({ title: 'Admin users' });
    expect(grantable('userManage')).toEqual({
      add: false,
      changeStatus: false,
      clearToken: false,
      edit: false,
      export: false,
      invite: false,
      view: true,
    });
    expect(grantable('role')).toEqual({ add: true, delete: true, edit: true, export: false, view: true });
    expect(grantable('dashboard').notShowDashboard).toBe(true);
    expect(domain('role').actions.find((entry: { name: string }) => entry.name === 'delete')).toMatchObject({
      key: 'role:delete',
      menuTitle: 'Delete a role',
      method: 'DELETE',
      path: '/api/role/:id',
      isMenu: false,
    });
    expect(domain('role').actions.find((entry: { name: string }) => entry.name === 'view').isMenu).toBe(true);
    const superTree = (await t.call('GET', '/api/permission/actionTree', { token: adminToken })).body.data;
    expect(
      superTree.every((entry: { actions: { grantable: boolean }[] }) => entry.actions.every((item) => item.grantable)),
    ).toBe(true);
  });
});

describe('roles every tenant shares', () => {
  it('keeps a tenant caller from changing a role that users of another tenant hold', async () => {
    const caller = await signInAs(t, { actions: managing, tid: 1 });
    await t.db.update(role).set({ levelMin: 3, levelMax: 9 }).where(eq(role.id, caller.role.id));
    const shared = await existing();
    await t.createUser({ roleIds: [shared.id], tid: 2 });
    const edit = (id: number) => update(caller.token, { ...newRole(), id, description: 'Changed by tenant 1' });
    expect((await edit(shared.id)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await remove(caller.token, shared.id)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await info(shared.id)).description).toBeNull();

    const own = await existing();
    await t.createUser({ roleIds: [own.id], tid: 1 });
    expect((await edit(own.id)).body.code).toBe(200);
  });
});
