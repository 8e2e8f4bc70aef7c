import { ErrorCode, UserStatus } from '@srd/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminUser, session } from '../../platform/auth/tables.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (token: string) => t.call('GET', '/api/userManage/getUserProfile', { token });

/** Notifications from the database reach the session cache asynchronously on a server. */
const eventually = (check: () => Promise<void>, timeout = 2000) => vi.waitFor(check, { timeout, interval: 25 });

describe('sessions', () => {
  it('returns the profile with roles, scope and actions by domain', async () => {
    const role = await t.createRole({ actions: [] });
    const user = await t.createUser({ loginId: 'profile.user', roleIds: [role.id], tid: 4, mid: 7 });
    await t.db
      .update(adminUser)
      .set({ firstName: 'Mei', lastName: 'Chan', email: 'mei@example.com' })
      .where(eq(adminUser.id, user.id));
    const token = await t.login('profile.user', user.password);
    const result = await profile(token);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      id: user.id,
      loginId: 'profile.user',
      fullName: 'Mei Chan',
      email: 'mei@example.com',
      status: 1,
      tid: 4,
      mid: 7,
      sid: null,
      accessAllData: false,
      roles: [{ id: role.id, name: role.name }],
      actions: {},
    });
    const admin = await profile(await t.login('admin', ADMIN_PASSWORD));
    expect(admin.body.data.actions.userManage).toEqual([
      'add',
      'changeStatus',
      'clearToken',
      'edit',
      'export',
      'invite',
      'view',
    ]);
    expect(admin.body.data.actions.dashboard).not.toContain('notShowDashboard');
  });

  it('rejects a missing, malformed or unknown token with 401 code 1002', async () => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', `Bearer ${'A'.repeat(43)}`, 'Bearer short']) {
      const result = await t.call('GET', '/api/userManage/getUserProfile', {
        headers: authorization ? { authorization } : {},
      });
      expect(result.status).toBe(401);
      expect(result.body.code).toBe(ErrorCode.InvalidToken);
    }
  });

  it("deletes a user's sessions that ended over a month ago when the user signs in", async () => {
    const user = await t.createUser({ roleIds: [1] });
    await t.login(user.loginId, user.password);
    const monthsAgo = new Date(Date.now() - 40 * 86_400_000);
    await t.db.update(session).set({ revokedAt: monthsAgo, revokeReason: 1 }).where(eq(session.userId, user.id));
    const recent = await t.login(user.loginId, user.password);
    await t.call('POST', '/api/auth/logout', { token: recent });
    await t.login(user.loginId, user.password);
    const rows = await t.db.select().from(session).where(eq(session.userId, user.id)).orderBy(session.id);
    expect(rows.map((row) => row.revokedAt === null)).toEqual([false, true]);
  });

  it('ends the session at logout', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const other = await t.login('admin', ADMIN_PASSWORD);
    expect((await t.call('POST', '/api/auth/logout', { token })).body.code).toBe(200);
    const after = await profile(token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(ErrorCode.InvalidToken);
    expect((await profile(other)).status).toBe(200);
  });

  it('ends every session of a user through clearToken and deleteToken, in the caller scope only', async () => {
    const user = await t.createUser({ roleIds: [1] });
    const first = await t.login(user.loginId, user.password);
    const second = await t.login(user.loginId, user.password);
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const cleared = await t.call('GET', `/api/userManage/clearToken/${user.id}`, { token: admin });
    expect(cleared.body).toMatchObject({ code: 200, data: { revoked: 2 } });
    for (const token of [first, second]) {
      const result = await profile(token);
      expect(result.status).toBe(401);
      expect(result.body.code).toBe(ErrorCode.SessionRevoked);
    }
    const third = await t.login(user.loginId, user.password);
    const deleted = await t.call('GET', `/api/user/deleteToken?userId=${user.id}`, { token: admin });
    expect(deleted.body.data).toEqual({ revoked: 1 });
    expect((await profile(third)).body.code).toBe(ErrorCode.SessionRevoked);
    expect((await t.call('GET', '/api/userManage/clearToken/999999', { token: admin })).status).toBe(404);
  });

  it("lets only a super administrator end a super administrator's sessions", async () => {
    const { userManageActions } = await import('@srd/contract');
    const clearer = await t.createRole({ actions: [userManageActions.clearToken], accessAllData: true });
    const caller = await t.createUser({ roleIds: [clearer.id] });
    const token = await t.login(caller.loginId, caller.password);
    const adminToken = await t.login('admin', ADMIN_PASSWORD);
    const refused = await t.call('GET', '/api/userManage/clearToken/1', { token });
    expect(refused.body.code).toBe(ErrorCode.OutOfScope);
    expect((await profile(adminToken)).status).toBe(200);
  });

  it('revokes on every server instance at once, through the database', async () => {
    const peer = await t.peer();
    try {
      const user = await t.createUser({ roleIds: [1] });
      const token = await t.login(user.loginId, user.password);
      const onPeer = () => peer.call('GET', '/api/userManage/getUserProfile', { token });
      expect((await onPeer()).status).toBe(200);
      const admin = await t.login('admin', ADMIN_PASSWORD);
      await t.call('GET', `/api/userManage/clearToken/${user.id}`, { token: admin });
      await eventually(async () => expect((await onPeer()).body.code).toBe(ErrorCode.SessionRevoked), 1000);

      const other = await t.createUser({ roleIds: [1] });
      const otherToken = await t.login(other.loginId, other.password);
      expect(
        (await peer.call('GET', '/api/userManage/getUserProfile', { token: otherToken })).body.data.roles,
      ).toHaveLength(1);
      await t.db.execute(sql`update role set name = 'Renamed' where id = 1`);
      await eventually(async () => {
        const roles = (await peer.call('GET', '/api/userManage/getUserProfile', { token: otherToken })).body.data.roles;
        expect(roles[0].name).toBe('Renamed');
      }, 1000);
    } finally {
      await peer.close();
    }
  });

  it('lets an account that lost every role sign out, and nothing else', async () => {
    const role = await t.createRole();
    const user = await t.createUser({ roleIds: [role.id] });
    const token = await t.login(user.loginId, user.password);
    await t.db.execute(sql`delete from user_role where user_id = ${user.id}`);
    await eventually(async () => {
      const result = await profile(token);
      expect(result.status).toBe(403);
      expect(result.body.code).toBe(ErrorCode.NoRoles);
    });
    expect((await t.call('POST', '/api/auth/logout', { token })).body.code).toBe(200);
    expect((await profile(token)).body.code).toBe(ErrorCode.InvalidToken);
  });

  it('refuses clearToken for a user outside the caller tenant with 1004', async () => {
    const { userManageActions } = await import('@srd/contract');
    const tenantAdminRole = await t.createRole({ actions: [userManageActions.clearToken] });
    const tenantAdmin = await t.createUser({ roleIds: [tenantAdminRole.id], tid: 1 });
    const sameTenant = await t.createUser({ roleIds: [tenantAdminRole.id], tid: 1, mid: 3 });
    const otherTenant = await t.createUser({ roleIds: [tenantAdminRole.id], tid: 2 });
    const victimToken = await t.login(otherTenant.loginId, otherTenant.password);
    const token = await t.login(tenantAdmin.loginId, tenantAdmin.password);
    const refused = await t.call('GET', `/api/userManage/clearToken/${otherTenant.id}`, { token, lang: 'zh_CN' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: ErrorCode.OutOfScope, message: '没有权限访问此数据' });
    // An id that does not exist answers the same, so ids reveal nothing.
    expect((await t.call('GET', '/api/userManage/clearToken/999999', { token, lang: 'zh_CN' })).body).toEqual(
      refused.body,
    );
    expect((await profile(victimToken)).status).toBe(200);
    expect((await t.call('GET', `/api/userManage/clearToken/${sameTenant.id}`, { token })).body.code).toBe(200);
  });

  it('ends the sessions of a user who is disabled, whatever changed the status', async () => {
    const user = await t.createUser({ roleIds: [1] });
    const token = await t.login(user.loginId, user.password);
    expect((await profile(token)).status).toBe(200);
    await t.db.update(adminUser).set({ status: UserStatus.Disabled }).where(eq(adminUser.id, user.id));
    await eventually(async () => {
      const result = await profile(token);
      expect(result.status).toBe(401);
      expect(result.body.code).toBe(ErrorCode.AccountDisabled);
    });
    const [row] = await t.db.select().from(session).where(eq(session.userId, user.id));
    expect(row!.revokedAt).not.toBeNull();
    // Enabled again, the old session stays ended.
    await t.db.update(adminUser).set({ status: UserStatus.Active }).where(eq(adminUser.id, user.id));
    expect((await profile(token)).status).toBe(401);
  });

  it('applies a role change to signed-in users at once', async () => {
    const { userManageActions } = await import('@srd/contract');
    const role = await t.createRole({ actions: [userManageActions.clearToken] });
    const user = await t.createUser({ roleIds: [role.id] });
    const token = await t.login(user.loginId, user.password);
    expect((await profile(token)).body.data.actions).toEqual({ userManage: ['clearToken'] });
    await t.db.execute(sql`delete from role_action where role_id = ${role.id}`);
    await eventually(async () => {
      expect((await profile(token)).body.data.actions).toEqual({});
      expect((await t.call('GET', `/api/userManage/clearToken/${user.id}`, { token })).body.code).toBe(
        ErrorCode.MissingAction,
      );
    });
  });
});

describe('session expiry', () => {
  it('ends a session after the idle time with 1001', async () => {
    const idle = await createTestApp({ config: { sessionIdleMinutes: 0.005 } });
    try {
      const token = await idle.login('admin', ADMIN_PASSWORD);
      expect((await idle.call('GET', '/api/userManage/getUserProfile', { token })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 450));
      const result = await idle.call('GET', '/api/userManage/getUserProfile', { token, lang: 'zh_HK' });
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ code: ErrorCode.SessionExpired, message: '登入已逾時，請重新登入' });
    } finally {
      await idle.close();
    }
  });

  it('ends a session at its absolute lifetime with 50014, however active', async () => {
    const short = await createTestApp({ config: { sessionMaxHours: 0.0002 } });
    try {
      const token = await short.login('admin', ADMIN_PASSWORD);
      for (let i = 0; i < 4; i++) {
        expect((await short.call('GET', '/api/userManage/getUserProfile', { token })).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 450));
      const result = await short.call('GET', '/api/userManage/getUserProfile', { token });
      expect(result.status).toBe(401);
      expect(result.body.code).toBe(ErrorCode.SessionLifetimeReached);
    } finally {
      await short.close();
    }
  });
});
