import { ErrorCode, ResourceType, UserStatus } from '@srd/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { adminUser } from '../../platform/auth/tables.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (token: string, oldPassword: string, newPassword: string, lang?: 'zh_HK') =>
  t.call('PATCH', '/api/userManage/updatePassword', { token, body: { oldPassword, newPassword }, lang });

describe('PATCH /api/userManage/updatePassword', () => {
  it('refuses every broken rule with its own message and keeps the old password', async () => {
    const user = await t.createUser({ roleIds: [1] });
    const token = await t.login(user.loginId, user.password);
    const cases: [string, string, number][] = [
      [user.password, user.password, ErrorCode.PasswordUnchanged],
      [user.password, 'Ab1!', ErrorCode.WeakPassword],
      [user.password, 'abcdefgh1234', ErrorCode.WeakPassword], // two classes only
      [user.password, 'ABCDEFGH!!!!', ErrorCode.WeakPassword],
      [user.password, `Aa1!${'x'.repeat(125)}`, 400], // over 128 characters: a validation error on the field
      [user.password, 'Password123!', ErrorCode.CommonPassword],
      [user.password, 'Qwerty2024!', ErrorCode.CommonPassword],
      ['Wrong-Old#1', 'Fresh-Kiosk#88', ErrorCode.WrongOldPassword],
    ];
    for (const [oldPassword, newPassword, code] of cases) {
      const result = await change(token, oldPassword, newPassword);
      expect(result.body.code, newPassword).toBe(code);
      expect(result.status).toBe(400);
    }
    expect(
      (await t.call('POST', '/api/auth/login', { body: { userName: user.loginId, password: user.password } })).status,
    ).toBe(200);
  });

  it('answers in the caller language', async () => {
    const user = await t.createUser({ roleIds: [1] });
    const token = await t.login(user.loginId, user.password);
    const result = await change(token, user.password, 'short', 'zh_HK');
    expect(result.body.message).toBe('密碼須至少 8 個字元，並包含大寫字母、小寫字母、數字及符號中至少三類');
  });

  it('accepts 8 characters of three classes, and 64 characters and more', async () => {
    const user = await t.createUser({ roleIds: [1] });
    let current = user.password;
    const token = await t.login(user.loginId, current);
    for (const next of ['Kio5k-bx', `Kiosk#${'7'.repeat(30)}${'z'.repeat(28)}`, `${'Rv#9'.repeat(32)}`]) {
      const result = await change(token, current, next);
      expect(result.body.code, next).toBe(200);
      current = next;
    }
    expect(current).toHaveLength(128);
    expect(
      (await t.call('POST', '/api/auth/login', { body: { userName: user.loginId, password: current } })).status,
    ).toBe(200);
  });

  it('lifts status 3, writes the audit entry and ends the other sessions only', async () => {
    const user = await t.createUser({ roleIds: [1], status: UserStatus.MustChangePassword });
    const other = await t.login(user.loginId, user.password);
    const token = await t.login(user.loginId, user.password);
    expect((await change(token, user.password, 'Fresh-Kiosk#88')).body.code).toBe(200);
    const [stored] = await t.db.select().from(adminUser).where(eq(adminUser.id, user.id));
    expect(stored!.status).toBe(UserStatus.Active);
    expect((await t.call('GET', '/api/userManage/getUserProfile', { token })).body.data.status).toBe(UserStatus.Active);
    expect((await t.call('GET', '/api/userManage/getUserProfile', { token: other })).body.code).toBe(
      ErrorCode.SessionRevoked,
    );
    const entries = await t.db
      .select()
      .from(sysAuditLog)
      .where(eq(sysAuditLog.recordId, String(user.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ resTypeId: ResourceType.AdminUser, action: 'changePassword', userId: user.id });
    const names = entries[0]!.columns.map((column) => column.name);
    expect(names).toEqual(expect.arrayContaining(['status', 'passwordChangedAt']));
    expect(names).not.toContain('passwordHash');
    expect(entries[0]!.columns.find((column) => column.name === 'status')).toEqual({
      name: 'status',
      oldValue: '3',
      newValue: '1',
      oldLabel: 'enabled',
      newLabel: 'enabled',
    });
  });

  it('counts wrong old passwords as failed sign-ins', async () => {
    const user = await t.createUser({ roleIds: [1] });
    const token = await t.login(user.loginId, user.password);
    for (let attempt = 0; attempt < 5; attempt++) await change(token, `Wrong#${attempt}xyz`, 'Fresh-Kiosk#88');
    expect((await change(token, user.password, 'Fresh-Kiosk#88')).status).toBe(429);
  });
});

describe('status 3: password change first', () => {
  it('allows only the profile, the password change and logout until the password changes', async () => {
    const user = await t.createUser({ roleIds: [1], status: UserStatus.MustChangePassword });
    const login = await t.call('POST', '/api/auth/login', {
      body: { userName: user.loginId, password: user.password },
    });
    expect(login.body.data.mustChangePassword).toBe(true);
    const token = login.body.data.accessToken;
    expect((await t.call('GET', '/api/userManage/getUserProfile', { token })).body.data.status).toBe(3);
    for (const [method, url, body] of [
      ['POST', '/api/permission/getMenuByRoles', [1]],
      ['POST', '/api/permission/getActionByRoles', [1]],
      ['GET', `/api/userManage/clearToken/${user.id}`, undefined],
    ] as const) {
      const result = await t.call(method, url, { token, body });
      expect(result.status, url).toBe(403);
      expect(result.body.code).toBe(ErrorCode.PasswordChangeRequired);
    }
    expect((await change(token, user.password, 'Fresh-Kiosk#88')).body.code).toBe(200);
    expect((await t.call('POST', '/api/permission/getActionByRoles', { token, body: [1] })).body.code).toBe(200);
    expect((await t.call('POST', '/api/auth/logout', { token })).body.code).toBe(200);
  });
});
