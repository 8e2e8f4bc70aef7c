import { ErrorCode, ResourceType, userManageActions } from '@srd/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvent, sysAuditLog } from '../../platform/audit/tables.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';

/** Sign-ins behind a trusted proxy, so each test names the client address it signs in from. */
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: true } });
  adminToken = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const signIn = (userName: string, password: string, from: string, lang?: 'en_US' | 'zh_HK' | 'zh_CN') =>
  t.call('POST', '/api/auth/login', { body: { userName, password }, lang, headers: { 'x-forwarded-for': from } });

async function failFiveTimes(userName: string, from: string): Promise<void> {
  for (let attempt = 1; attempt <= 5; attempt++)
    expect((await signIn(userName, `Wrong#${attempt}aaaa`, from)).status).toBe(401);
}

const eventsOf = (userId: number, type: 'account_locked' | 'account_unlocked') =>
  t.db
    .select()
    .from(securityEvent)
    .where(and(eq(securityEvent.userId, userId), eq(securityEvent.type, type)))
    .orderBy(securityEvent.id);

const unlock = (id: number, token = adminToken) => t.call('PATCH', '/api/userManage/unlock', { token, body: { id } });
const readUser = async (id: number) =>
  (await t.call('GET', `/api/userManage/getInfo?id=${id}`, { token: adminToken })).body.data;

describe('a stranger guessing passwords', () => {
  it('locks only their own address out: the rightful user still signs in from theirs', async () => {
    const user = await t.createUser({ roleIds: [1] });
    await failFiveTimes(user.loginId, '198.51.100.66');

    const stranger = await signIn(user.loginId, user.password, '198.51.100.66');
    expect(stranger.status).toBe(429);
    expect(stranger.body.code).toBe(ErrorCode.LoginLocked);
    expect(Number(stranger.response.headers['retry-after'])).toBe(stranger.body.data.retryAfterSeconds);
    expect(stranger.body.message).toMatch(
      /^Too many failed sign-ins with this user name from your address\. Try again in (2\d|30) seconds\.$/,
    );

    expect((await signIn(user.loginId, user.password, '203.0.113.10')).status).toBe(200);
  });

  it('answers a locked unknown name in the same words: a lock does not tell whether the account exists', async () => {
    await failFiveTimes('nobody-by-this-name', '198.51.100.67');
    const unknown = await signIn('nobody-by-this-name', 'Whatever#1aa', '198.51.100.67', 'zh_HK');
    expect(unknown.status).toBe(429);
    expect(unknown.body.message).toMatch(/^你的網絡位址以此用戶名稱登入失敗次數過多，請於 \d+ 秒後再試。$/);
  });

  it('is locked out on every server instance sharing the database', async () => {
    const user = await t.createUser({ roleIds: [1] });
    await failFiveTimes(user.loginId, '198.51.100.68');
    const peer = await t.peer();
    try {
      const call = (from: string) =>
        peer.call('POST', '/api/auth/login', {
          body: { userName: user.loginId, password: user.password },
          headers: { 'x-forwarded-for': from },
        });
      expect((await call('198.51.100.68')).status).toBe(429);
      expect((await call('203.0.113.11')).status).toBe(200);
    } finally {
      await peer.close();
    }
  });

  it('from many addresses only slows the account: the right password from a new address waits, signs in', async () => {
    const user = await t.createUser({ roleIds: [1] });
    // Ten failures from three addresses, none of them locked (four each at most).
    for (const [from, count] of [
      ['198.51.100.1', 4],
      ['198.51.100.2', 4],
      ['198.51.100.3', 2],
    ] as const) {
      for (let attempt = 1; attempt <= count; attempt++)
        expect((await signIn(user.loginId, `Wrong#${attempt}aaaa`, from)).status).toBe(401);
    }
    const started = performance.now();
    const rightful = await signIn(user.loginId, user.password, '203.0.113.12');
    expect(rightful.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('logs each lock in the security log with the account, the address and its end', async () => {
    const user = await t.createUser({ roleIds: [1] });
    await failFiveTimes(user.loginId, '198.51.100.69');
    const [lock] = await eventsOf(user.id, 'account_locked');
    expect(lock).toMatchObject({ account: `user:${user.id}`, ip: '198.51.100.69', code: ErrorCode.LoginLocked });

    const listed = await t.call('POST', '/api/sysAuditLog/securityEvents', {
      token: adminToken,
      body: { type: 'account_locked', userId: user.id },
    });
    expect(listed.body.data.rows).toEqual([
      expect.objectContaining({
        type: 'account_locked',
        userName: user.loginId,
        ip: '198.51.100.69',
        lockedUntil: lock!.lockedUntil!.toISOString(),
      }),
    ]);
  });
});

describe('PATCH /api/userManage/unlock', () => {
  it('shows until when an account is locked, and lifts its locks: audited and in the security log', async () => {
    const user = await t.createUser({ roleIds: [1], tid: 1 });
    await failFiveTimes(user.loginId, '198.51.100.70');
    const lockedUntil: string = (await readUser(user.id)).lockedUntil;
    expect(new Date(lockedUntil).getTime()).toBeGreaterThan(Date.now() + 20_000);
    const page = await t.call('POST', '/api/userManage/page', { token: adminToken, body: { keyword: user.loginId } });
    expect(page.body.data.rows[0].lockedUntil).toBe(lockedUntil);

    const unlocked = await unlock(user.id);
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.data.lockedUntil).toBeNull();
    expect((await signIn(user.loginId, user.password, '198.51.100.70')).status).toBe(200);

    const [entry] = await t.db
      .select()
      .from(sysAuditLog)
      .where(and(eq(sysAuditLog.resTypeId, ResourceType.AdminUser), eq(sysAuditLog.recordId, String(user.id))))
      .orderBy(desc(sysAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'unlock', tid: 1 });
    expect(entry!.columns).toEqual([
      expect.objectContaining({ name: 'lockedUntil', oldValue: lockedUntil, newValue: null }),
      expect.objectContaining({ name: 'lockedAddresses', oldValue: '198.51.100.70', newValue: null }),
    ]);
    expect(await eventsOf(user.id, 'account_unlocked')).toEqual([
      expect.objectContaining({ account: `user:${user.id}`, ip: '198.51.100.70', lockedUntil: new Date(lockedUntil) }),
    ]);
  });

  it('refuses an account outside the caller scope with 1004 and leaves its lock', async () => {
    const tenantRole = await t.createRole({ actions: [userManageActions.view, userManageActions.changeStatus] });
    const caller = await t.createUser({ roleIds: [tenantRole.id], tid: 1 });
    const elsewhere = await t.createUser({ roleIds: [1], tid: 2 });
    await failFiveTimes(elsewhere.loginId, '198.51.100.71');

    const refused = await unlock(elsewhere.id, await t.login(caller.loginId, caller.password));
    expect(refused.body.code).toBe(ErrorCode.OutOfScope);
    expect((await signIn(elsewhere.loginId, elsewhere.password, '198.51.100.71')).status).toBe(429);
    expect(await eventsOf(elsewhere.id, 'account_unlocked')).toEqual([]);
  });
});
