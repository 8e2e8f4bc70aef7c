import { actionActions, allActions, menuActions, ResourceType, userManageActions, type MenuEntry } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { signInAs } from '../../test/callers.js';
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

const pageActions = async (body: unknown) =>
  (await t.call('POST', '/api/action/page', { token: adminToken, body })).body.data;
const menuTree = async (token = adminToken): Promise<MenuEntry[]> =>
  (await t.call('GET', '/api/menu/tree', { token })).body.data;
const editMenu = (body: unknown, token = adminToken) => t.call('PUT', '/api/menu', { token, body });

function find(entries: MenuEntry[], key: string): MenuEntry | undefined {
  for (const entry of entries) {
    if (entry.key === key) return entry;
    const found = find(entry.children, key);
    if (found) return found;
  }
  return undefined;
}

/** The edit body of an entry as it stands, with changes. */
async function editOf(key: string, changes: Record<string, unknown> = {}) {
  const entry = find(await menuTree(), key)!;
  return {
    key,
    order: entry.order,
    icon: entry.icon,
    hidden: entry.hidden,
    alwaysShow: entry.alwaysShow,
    parentKey: entry.parentKey,
    ...changes,
  };
}

describe('POST /api/action/page', () => {
  it('lists the synced actions with their routes, filtered by domain, keyword and menu flag', async () => {
    const all = await pageActions({ pageSize: -1 });
    expect(all.total).toBe(allActions().length);
    const userManage = await pageActions({ domain: 'userManage', sort: { field: 'name', order: 'ascend' } });
    expect(userManage.rows.map((row: { name: string }) => row.name)).toEqual([
      'add',
      'changeStatus',
      'clearToken',
      'edit',
      'export',
      'invite',
      'view',
    ]);
    expect(userManage.rows.find((row: { name: string }) => row.name === 'view')).toMatchObject({
      key: 'userManage:view',
      method: 'POST,GET',
      menuTitle: 'Admin users',
      isMenu: true,
      active: true,
    });
    const byPath = await pageActions({ keyword: '/api/menu' });
    expect(byPath.rows.map((row: { key: string }) => row.key).sort()).toEqual([
      menuActions.edit.key,
      menuActions.view.key,
    ]);
    const byTitle = await pageActions({ keyword: 'end all sessions' });
    expect(byTitle.rows.map((row: { key: string }) => row.key)).toEqual([userManageActions.clearToken.key]);
    const menus = await pageActions({ domain: 'menu', isMenu: true });
    expect(menus.rows.map((row: { key: string }) => row.key)).toEqual([menuActions.view.key]);
  });

  it('needs the action view', async () => {
    const { token } = await signInAs(t, { actions: [menuActions.view] });
    expect((await t.call('POST', '/api/action/page', { token, body: {} })).status).toBe(403);
    const viewer = await signInAs(t, { actions: [actionActions.view] });
    expect((await t.call('POST', '/api/action/page', { token: viewer.token, body: {} })).body.code).toBe(200);
  });
});

describe('GET /api/menu/tree', () => {
  it('answers every active entry, hidden ones included, with its parent and action', async () => {
    const tree = await menuTree();
    expect(find(tree, 'accessControl')).toMatchObject({
      parentKey: null,
      screen: null,
      actionKey: null,
      customized: false,
    });
    expect(find(tree, 'Admin')).toMatchObject({
      parentKey: 'accessControl',
      path: '/access/admin',
      screen: 'Admin',
      titleKey: 'menu.Admin',
      title: 'Admin',
      hidden: true,
      actionKey: userManageActions.view.key,
      affix: false,
      alwaysShow: false,
    });
    const rows = await t.db.select().from(menu);
    const count = (entries: MenuEntry[]): number => entries.reduce((sum, entry) => sum + 1 + count(entry.children), 0);
    expect(count(tree)).toBe(rows.length);
  });
});

describe('PUT /api/menu', () => {
  it('edits the layout of an entry, audits it, and the menu of a role shows the edit', async () => {
    const result = await editMenu(
      await editOf('AuditLog', { order: 5, icon: 'FileSearchOutlined', alwaysShow: true, parentKey: 'system' }),
    );
    expect(result.body.code).toBe(200);
    expect(find(result.body.data, 'AuditLog')).toMatchObject({
      order: 5,
      icon: 'FileSearchOutlined',
      alwaysShow: true,
      parentKey: 'system',
      customized: true,
    });
    expect(find(result.body.data, 'accessControl')!.children.map((entry) => entry.key)).not.toContain('AuditLog');
    const [entry] = await t.db
      .select()
      .from(sysAuditLog)
      .where(and(eq(sysAuditLog.resTypeId, ResourceType.Menu), eq(sysAuditLog.recordId, 'AuditLog')));
    expect(entry!.columns).toEqual([
      { name: 'order', oldValue: '90', newValue: '5' },
      { name: 'icon', oldValue: null, newValue: 'FileSearchOutlined' },
      { name: 'alwaysShow', oldValue: 'false', newValue: 'true' },
      { name: 'parentKey', oldValue: 'accessControl', newValue: 'system' },
    ]);
    const menuForRoles = (await t.call('POST', '/api/permission/getMenuByRoles', { token: adminToken, body: [1] })).body
      .data;
    const system = menuForRoles.find((node: { key: string }) => node.key === 'system');
    expect(system.children[0]).toMatchObject({
      key: 'AuditLog',
      order: 5,
      icon: 'FileSearchOutlined',
      alwaysShow: true,
    });
  });

  it('keeps the edit through catalogue syncs while still updating the catalogue fields', async () => {
    await editMenu(await editOf('RoleList', { order: 1, hidden: true, icon: 'KeyOutlined' }));
    await t.db.update(menu).set({ path: '/moved', title: 'Old title' }).where(eq(menu.key, 'RoleList'));
    await t.db.update(menu).set({ sortOrder: 999, icon: 'X' }).where(eq(menu.key, 'Role'));
    await syncCatalogue(t.db, t.routeTable);
    const [roleList] = await t.db.select().from(menu).where(eq(menu.key, 'RoleList'));
    expect(roleList).toMatchObject({
      sortOrder: 1,
      hidden: true,
      icon: 'KeyOutlined',
      parentKey: 'accessControl',
      path: '/access/roleList',
      title: 'Role List',
      customized: true,
    });
    const [notEdited] = await t.db.select().from(menu).where(eq(menu.key, 'Role'));
    expect(notEdited).toMatchObject({ sortOrder: 40, icon: null, customized: false });
  });

  it('refuses a parent that is missing, a screen, the entry itself or inside it', async () => {
    await editMenu(await editOf('reports', { parentKey: 'system' }));
    const cases = [
      ['AdminList', 'nowhere'],
      ['AdminList', 'RoleList'], // a screen
      ['system', 'system'],
      ['system', 'reports'], // its own child
    ];
    for (const [key, parentKey] of cases) {
      const result = await editMenu(await editOf(key!, { parentKey }));
      expect(result.status, `${key} under ${parentKey}`).toBe(400);
      expect(result.body.data.fields[0].field).toBe('parentKey');
    }
    expect(find(await menuTree(), 'system')!.parentKey).toBeNull();
  });

  it('answers 404 for an unknown entry, 400 for a bad body, 403 without menu:edit', async () => {
    expect((await editMenu(await editOf('AdminList', { key: 'Nothing' }))).status).toBe(404);
    expect(
      (await editMenu({ key: 'AdminList', order: -1, hidden: false, alwaysShow: false, parentKey: null })).status,
    ).toBe(400);
    const { token } = await signInAs(t, { actions: [menuActions.view] });
    expect((await menuTree(token)).length).toBeGreaterThan(0);
    expect((await editMenu(await editOf('AdminList'), token)).status).toBe(403);
  });
});
