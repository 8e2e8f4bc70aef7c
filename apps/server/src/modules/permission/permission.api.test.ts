import { allActions, ErrorCode, flattenMenus, roleActions, userManageActions } from '@srd/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action } from '../../platform/auth/tables.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { syncCatalogue } from './catalogue-sync.js';
import { menu } from './tables.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

describe('catalogue sync', () => {
  it('puts every catalogue action and menu in the tables, with method and path from the routes', async () => {
    const [actions] = await t.db.select({ n: count() }).from(action);
    expect(actions!.n).toBe(allActions().length);
    const [clearToken] = await t.db.select().from(action).where(eq(action.name, 'clearToken'));
    expect(clearToken).toMatchObject({
      domain: 'userManage',
      method: 'GET',
      path: '/api/userManage/clearToken/:id,/api/user/deleteToken',
    });
    const [menus] = await t.db.select({ n: count() }).from(menu);
    expect(menus!.n).toBe(flattenMenus().length);
  });

  it('applies changes on the next start and never duplicates', async () => {
    await t.db.update(menu).set({ path: '/moved', sortOrder: 999 }).where(eq(menu.key, 'AdminList'));
    await t.db.insert(action).values({ domain: 'retired', name: 'view' });
    await syncCatalogue(t.db, t.routeTable);
    await syncCatalogue(t.db, t.routeTable);
    const [adminList] = await t.db.select().from(menu).where(eq(menu.key, 'AdminList'));
    expect(adminList).toMatchObject({ path: '/access/adminList', parentKey: 'accessControl' });
    const [retired] = await t.db.select().from(action).where(eq(action.domain, 'retired'));
    expect(retired!.active).toBe(false);
    const [actions] = await t.db.select({ n: count() }).from(action).where(eq(action.active, true));
    expect(actions!.n).toBe(allActions().length);
  });
});

describe('POST /api/permission/getMenuByRoles and getActionByRoles', () => {
  it('returns the whole tree and every granting action to the super administrator', async () => {
    const menuResult = await t.call('POST', '/api/permission/getMenuByRoles', { token: adminToken, body: [1] });
    const tree = menuResult.body.data;
    expect(tree[0]).toMatchObject({
      key: 'TenantAdminDashboard',
      path: '/dashboard',
      screen: 'TenantAdminDashboard',
      titleKey: 'menu.TenantAdminDashboard',
      affix: true,
    });
    const access = tree.find((node: { key: string }) => node.key === 'accessControl');
    expect(access.children.map((node: { screen: string }) => node.screen)).toEqual([
      'AdminList',
      'Admin',
      'RoleList',
      'Role',
      'Action',
      'Menu',
      'AccessControl',
      'ResourcesManager',
      'AuditLog',
    ]);
    expect(access.children.find((node: { key: string }) => node.key === 'Admin').hidden).toBe(true);
    const orders = tree.map((node: { order: number }) => node.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const actionsResult = await t.call('POST', '/api/permission/getActionByRoles', {
      token: adminToken,
      body: { roleIds: [1] },
    });
    expect(actionsResult.body.data.userManage).toEqual([
      'add',
      'changeStatus',
      'clearToken',
      'edit',
      'export',
      'invite',
      'view',
    ]);
    expect(actionsResult.body.data.dashboard).toEqual(['view']);
  });

  it('shows a group only with a visible child, and only the screens whose action the roles hold', async () => {
    const role = await t.createRole({ actions: [userManageActions.view, userManageActions.clearToken] });
    const user = await t.createUser({ roleIds: [role.id] });
    const token = await t.login(user.loginId, user.password);
    const tree = (await t.call('POST', '/api/permission/getMenuByRoles', { token, body: [role.id] })).body.data;
    expect(tree.map((node: { key: string }) => node.key)).toEqual(['accessControl']);
    expect(tree[0].children.map((node: { key: string }) => node.key)).toEqual(['AdminList', 'Admin']);
    const actions = (await t.call('POST', '/api/permission/getActionByRoles', { token, body: [role.id] })).body.data;
    expect(actions).toEqual({ userManage: ['clearToken', 'view'] });
  });

  it('answers about other roles only to holders of the role-viewing action', async () => {
    const plain = await t.createRole();
    const viewer = await t.createRole({ actions: [roleActions.view] });
    const plainUser = await t.createUser({ roleIds: [plain.id] });
    const viewerUser = await t.createUser({ roleIds: [viewer.id] });
    const plainToken = await t.login(plainUser.loginId, plainUser.password);
    const refused = await t.call('POST', '/api/permission/getActionByRoles', { token: plainToken, body: [1] });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.MissingAction);
    const viewerToken = await t.login(viewerUser.loginId, viewerUser.password);
    const allowed = await t.call('POST', '/api/permission/getActionByRoles', { token: viewerToken, body: [plain.id] });
    expect(allowed.body).toMatchObject({ code: 200, data: {} });
  });

  it('ignores disabled roles and validates the ids', async () => {
    const disabled = await t.createRole({ actions: [userManageActions.view], status: 0 });
    const result = await t.call('POST', '/api/permission/getMenuByRoles', { token: adminToken, body: [disabled.id] });
    expect(result.body.data).toEqual([]);
    const bad = await t.call('POST', '/api/permission/getMenuByRoles', { token: adminToken, body: { roleIds: ['x'] } });
    expect(bad.status).toBe(400);
  });
});
