import { ErrorCode } from '@srd/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { PAGES_SCOPE, registerGuard } from './guard.js';
import type { RouteAccess } from '../http/context.js';
import type { SessionStore } from './sessions.js';

/** Routes anyone may call. Adding a public route means adding it here, on purpose. */
const PUBLIC_ROUTES = new Set(['GET /api/health', 'POST /api/auth/login']);

/**
 * Routes that act only on the caller's own session, account or preferences, or only add an entry in
 * the caller's own name (logReceive), so no other tenant's record is reachable.
 */
const SELF_ROUTES = new Set([
  'GET /api/userManage/getUserProfile', 'PATCH /api/userManage/updatePassword', 'POST /api/auth/logout',
  'GET /api/userManage/filteredColumns', 'PUT /api/userManage/filteredColumns', 'POST /api/sysAuditLog/logReceive',
]);

interface Fixtures {
  otherTenantId: number;
  otherTenantUserId: number;
  foreignRoleId: number;
  /** A role the caller could not give anyone (access-all-data): roles belong to no tenant, so this is their "elsewhere". */
  unassignableRoleId: number;
}

interface CrossTenantCase {
  url: string;
  body?: unknown;
  expectCode: number;
  expectNoRows?: boolean;
  /** A list that has rows in the caller's tenant: the ids it answered, none of which may be `absentId`. */
  listed?: { ids: (data: any) => number[]; absentId: number };
}

const rowIds = (data: { rows: { id: number }[] }) => data.rows.map((row) => row.id);
const optionIds = (data: { id: number }[]) => data.map((option) => option.id);
const newUser = (fx: Fixtures) => ({ loginId: `cross-${fx.otherTenantUserId}`, password: 'Fresh-Kiosk#88', status: 1, roleIds: [fx.foreignRoleId], tid: fx.otherTenantId });
const roleFields = { name: 'Cross role', status: 1, type: 'tenant', levelMin: 0, levelMax: 9, accessAllData: true };
const editUser = (fx: Fixtures) => ({ id: fx.otherTenantUserId, loginId: `cross-${fx.otherTenantUserId}`, status: 1, roleIds: [fx.foreignRoleId] });

/**
 * For every other route, a request against a record of another tenant (or a role the caller does not
 * hold); a new route must add its case here, with what an out-of-scope caller gets.
 */
const CROSS_TENANT: Record<string, (fx: Fixtures) => CrossTenantCase> = {
  'GET /api/userManage/clearToken/:id': (fx) => ({ url: `/api/userManage/clearToken/${fx.otherTenantUserId}`, expectCode: ErrorCode.OutOfScope }),
  'GET /api/user/deleteToken': (fx) => ({ url: `/api/user/deleteToken?userId=${fx.otherTenantUserId}`, expectCode: ErrorCode.OutOfScope }),
  'POST /api/userManage/page': (fx) => ({ url: '/api/userManage/page', body: { pageSize: -1 }, expectCode: 200, listed: { ids: rowIds, absentId: fx.otherTenantUserId } }),
  'POST /api/user/page': (fx) => ({ url: '/api/user/page', body: { pageSize: -1 }, expectCode: 200, listed: { ids: rowIds, absentId: fx.otherTenantUserId } }),
  'GET /api/userManage/getInfo': (fx) => ({ url: `/api/userManage/getInfo?id=${fx.otherTenantUserId}`, expectCode: ErrorCode.OutOfScope }),
  'GET /api/user': (fx) => ({ url: `/api/user?id=${fx.otherTenantUserId}`, expectCode: ErrorCode.OutOfScope }),
  'POST /api/userManage': (fx) => ({ url: '/api/userManage', body: newUser(fx), expectCode: ErrorCode.OutOfScope }),
  'POST /api/user': (fx) => ({ url: '/api/user', body: newUser(fx), expectCode: ErrorCode.OutOfScope }),
  'PUT /api/userManage': (fx) => ({ url: '/api/userManage', body: editUser(fx), expectCode: ErrorCode.OutOfScope }),
  'PUT /api/user': (fx) => ({ url: '/api/user', body: editUser(fx), expectCode: ErrorCode.OutOfScope }),
  'PATCH /api/userManage/changeStatus': (fx) => ({ url: '/api/userManage/changeStatus', body: { id: fx.otherTenantUserId, status: 0 }, expectCode: ErrorCode.OutOfScope }),
  'GET /api/userManage/userSelectlist': (fx) => ({ url: '/api/userManage/userSelectlist', expectCode: 200, listed: { ids: optionIds, absentId: fx.otherTenantUserId } }),
  'GET /api/userManage/getResourceByType/:type': (fx) => ({ url: '/api/userManage/getResourceByType/Tenant', expectCode: 200, listed: { ids: optionIds, absentId: fx.otherTenantId } }),
  // The caller holds role:view, which lets them read any role (roles belong to no tenant); without it a
  // role they do not hold answers 1003 (permission.api.test.ts).
  'POST /api/permission/getMenuByRoles': (fx) => ({ url: '/api/permission/getMenuByRoles', body: [fx.foreignRoleId], expectCode: 200 }),
  'POST /api/permission/getActionByRoles': (fx) => ({ url: '/api/permission/getActionByRoles', body: { roleIds: [fx.foreignRoleId] }, expectCode: 200 }),
  'POST /api/role/page': () => ({ url: '/api/role/page', body: {}, expectCode: 200 }),
  'GET /api/role/getInfo': (fx) => ({ url: `/api/role/getInfo?id=${fx.unassignableRoleId}`, expectCode: 200 }),
  'POST /api/role': () => ({ url: '/api/role', body: roleFields, expectCode: ErrorCode.MissingAction }),
  'PUT /api/role': (fx) => ({ url: '/api/role', body: { ...roleFields, id: fx.unassignableRoleId }, expectCode: ErrorCode.MissingAction }),
  'DELETE /api/role/:id': (fx) => ({ url: `/api/role/${fx.unassignableRoleId}`, expectCode: ErrorCode.MissingAction }),
  'GET /api/role/options': (fx) => ({ url: '/api/role/options', expectCode: 200, listed: { ids: optionIds, absentId: fx.unassignableRoleId } }),
  'GET /api/permission/actionTree': () => ({ url: '/api/permission/actionTree', expectCode: 200 }),
  'POST /api/action/page': () => ({ url: '/api/action/page', body: {}, expectCode: 200 }),
  'GET /api/menu/tree': () => ({ url: '/api/menu/tree', expectCode: 200 }),
  // Menus belong to no tenant: an edit that keeps the catalogue's layout.
  'PUT /api/menu': () => ({ url: '/api/menu', body: { key: 'Menu', order: 60, icon: null, hidden: false, alwaysShow: false, parentKey: 'accessControl' }, expectCode: ErrorCode.OutOfScope }),
  'POST /api/sysAuditLog/page': (fx) => ({ url: '/api/sysAuditLog/page', body: { userId: fx.otherTenantUserId }, expectCode: 200, expectNoRows: true }),
  'POST /api/sysAuditLog/securityEvents': (fx) => ({ url: '/api/sysAuditLog/securityEvents', body: { userId: fx.otherTenantUserId }, expectCode: 200, expectNoRows: true }),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const apiRoutes = () => t.routeTable.filter((route) => route.url.startsWith('/api') && !route.url.startsWith('/api/docs'));
const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const sampleUrl = (url: string) => url.replace(/:(\w+)/g, '1');

describe('authorization matrix over the route table', () => {
  it('knows every route: public ones and self-service ones are listed, the others have a cross-tenant case', () => {
    for (const route of apiRoutes()) {
      if (route.config.public) expect(PUBLIC_ROUTES, keyOf(route)).toContain(keyOf(route));
      else if (!SELF_ROUTES.has(keyOf(route))) expect(Object.keys(CROSS_TENANT), keyOf(route)).toContain(keyOf(route));
    }
  });

  it('answers 401 (1002) to every non-public route called without a token', async () => {
    for (const route of apiRoutes().filter((entry) => !entry.config.public)) {
      const result = await t.call(route.method, sampleUrl(route.url), { body: {} });
      expect(result.status, keyOf(route)).toBe(401);
      expect(result.body.code, keyOf(route)).toBe(ErrorCode.InvalidToken);
    }
  });

  it('answers 403 (1003) to every action route for a role lacking the action', async () => {
    const role = await t.createRole({ actions: [] });
    const user = await t.createUser({ roleIds: [role.id], tid: 1 });
    const token = await t.login(user.loginId, user.password);
    for (const route of apiRoutes().filter((entry) => entry.config.action)) {
      const result = await t.call(route.method, sampleUrl(route.url), { token, body: {} });
      expect(result.status, keyOf(route)).toBe(403);
      expect(result.body.code, keyOf(route)).toBe(ErrorCode.MissingAction);
    }
  });

  it('keeps every route inside the caller tenant', async () => {
    const actions = apiRoutes().flatMap((route) => (route.config.action ? [route.config.action] : []));
    const tenantRole = await t.createRole({ actions });
    const foreignRole = await t.createRole({ actions: [] });
    const unassignableRole = await t.createRole({ actions: [], accessAllData: true });
    const other = await t.createUser({ roleIds: [tenantRole.id], tid: 2 });
    // The other tenant's user signs in and reports a change, so the logs hold rows no caller here may see.
    const otherToken = await t.login(other.loginId, other.password);
    const report = { resTypeId: 2, recordId: 2, action: 'update', columnsDto: [{ name: 'name', oldValue: 'a', newValue: 'b' }] };
    await t.call('POST', '/api/sysAuditLog/logReceive', { token: otherToken, body: report });
    const fx: Fixtures = { otherTenantId: 2, otherTenantUserId: other.id, foreignRoleId: foreignRole.id, unassignableRoleId: unassignableRole.id };
    for (const route of apiRoutes().filter((entry) => !entry.config.public && !SELF_ROUTES.has(keyOf(entry)))) {
      const caller = await t.createUser({ roleIds: [tenantRole.id], tid: 1 });
      const token = await t.login(caller.loginId, caller.password);
      const sample = CROSS_TENANT[keyOf(route)]!(fx);
      const result = await t.call(route.method, sample.url, { token, body: sample.body });
      expect(result.body.code, keyOf(route)).toBe(sample.expectCode);
      if (sample.expectNoRows) expect(result.body.data.rows, keyOf(route)).toEqual([]);
      if (sample.listed) expect(sample.listed.ids(result.body.data), keyOf(route)).not.toContain(sample.listed.absentId);
    }
  });
});

describe('declaring access', () => {
  it('requires a declaration outside /api too, sparing only the pages scope', async () => {
    const app = Fastify();
    registerGuard(app, { db: t.db, sessions: {} as SessionStore });
    expect(() => app.get('/ws/feed', () => 'x')).toThrow(/must declare exactly one/);
    expect(() => app.post('/internal/do', () => 'x')).toThrow(/must declare exactly one/);
    await app.register(async (pages) => {
      pages.decorate(PAGES_SCOPE, true);
      pages.get('/index.html', () => 'page');
    });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/index.html' })).body).toBe('page');
    await app.close();
  });

  it('refuses to build an app where a route declares no action, or more than one kind of access', async () => {
    for (const config of [{}, { public: true, signedIn: true }] as RouteAccess[]) {
      const app = Fastify();
      registerGuard(app, { db: t.db, sessions: {} as SessionStore });
      expect(() => app.get('/api/undeclared', { config }, () => 'x')).toThrow(
        /must declare exactly one of config.action, config.signedIn or config.public/,
      );
      await app.close();
    }
  });
});
