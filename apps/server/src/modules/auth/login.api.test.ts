import { ErrorCode, UserStatus } from '@srd/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { loginThrottle, session } from '../../platform/auth/tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (userName: string, password: string, lang?: 'en_US' | 'zh_HK' | 'zh_CN') =>
  t.call('POST', '/api/auth/login', { body: { userName, password }, lang });

describe('POST /api/auth/login', () => {
  it('signs in with a trimmed user name and returns a 256-bit token', async () => {
    const result = await login('  admin  ', ADMIN_PASSWORD);
    expect(result.status).toBe(200);
    expect(result.body.code).toBe(200);
    const token: string = result.body.data.accessToken;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(result.body.data.mustChangePassword).toBe(false);
    expect(new Date(result.body.data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);
  });

  it('accepts the e-mail address and ignores letter case', async () => {
    const user = await t.createUser({ loginId: 'Case.User', email: 'case.user@example.com', roleIds: [1] });
    expect((await login('case.user', user.password)).body.code).toBe(200);
    expect((await login('CASE.USER@example.com', user.password)).body.code).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const token = (await login('admin', ADMIN_PASSWORD)).body.data.accessToken as string;
    const rows = await t.db.select().from(session);
    const stored = JSON.stringify(rows.map((row) => ({ ...row, tokenHash: row.tokenHash.toString('base64url') })));
    expect(stored).not.toContain(token);
    expect(rows.every((row) => row.tokenHash.length === 32)).toBe(true);
  });

  it('answers unknown user and wrong password with the same message in the caller language', async () => {
    const unknown = await login('nobody-here', 'Whatever#123', 'zh_HK');
    const wrong = await login('admin', 'Wrong#Password1', 'zh_HK');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.body).toEqual({ code: ErrorCode.LoginFailed, message: '用戶名稱或密碼不正確。' });
    expect((await login('nobody-here', 'x')).body.message).toBe('The user name or password is incorrect.');
  });

  it('spends an argon2 verification on an unknown user, as on a wrong password', async () => {
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const timed = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await work();
      return performance.now() - started;
    };
    const storedHash = await hashPassword('Some-Password#1');
    const verifyTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let round = 0; round < 5; round++) {
      verifyTimes.push(await timed(() => verifyPassword(storedHash, 'Not-The-Password#1')));
      unknownTimes.push(await timed(() => login(`ghost-${round}`, 'Not-The-Password#1')));
    }
    // Without the verification an unknown name is refused in about a millisecond, which would tell
    // an attacker the name is free; with it the refusal takes at least as long as one verification.
    expect(median(unknownTimes)).toBeGreaterThan(median(verifyTimes) * 0.5);
  });

  it('refuses disabled and pending accounts with the same message, even with the right password', async () => {
    for (const status of [UserStatus.Disabled, UserStatus.Pending]) {
      const user = await t.createUser({ roleIds: [1], status });
      const result = await login(user.loginId, user.password);
      expect(result.body).toEqual({ code: ErrorCode.LoginFailed, message: 'The user name or password is incorrect.' });
    }
  });

  it('refuses an account without any active role', async () => {
    const inactive = await t.createRole({ status: 0 });
    const user = await t.createUser({ roleIds: [inactive.id] });
    const result = await login(user.loginId, user.password);
    expect(result.status).toBe(403);
    expect(result.body.code).toBe(ErrorCode.NoRoles);
    expect(result.body.message).toBe("You don't have permission to do anything!");
  });

  it('locks an account from an address after five failures, escalating, logged, and says when to retry', async () => {
    const user = await t.createUser({ roleIds: [1] });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(user.loginId, `Wrong#${attempt}aaaa`)).status).toBe(401);
    }
    const locked = await login(user.loginId, user.password);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(ErrorCode.LoginLocked);
    expect(locked.body.data.retryAfterSeconds).toBeGreaterThan(20);
    expect(locked.body.data.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(Number(locked.response.headers['retry-after'])).toBe(locked.body.data.retryAfterSeconds);
    const account = `user:${user.id}`;
    expect(
      t.logs.some((line) => line.msg === 'sign-in refused: locked for this address' && line.account === account),
    ).toBe(true);
    expect(
      t.logs.some(
        (line) => line.msg === 'sign-in locked for this address' && line.account === account && line.attempts === 5,
      ),
    ).toBe(true);

    // The lock lapses; the next failure locks again for twice as long.
    await t.db
      .update(loginThrottle)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginThrottle.accountKey, account));
    expect((await login(user.loginId, 'Wrong#6aaaa')).status).toBe(401);
    const relocked = await login(user.loginId, user.password);
    expect(relocked.status).toBe(429);
    expect(relocked.body.data.retryAfterSeconds).toBeGreaterThan(50);
    expect(relocked.body.data.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('locks unknown account names the same way, so a lock reveals nothing, and never logs the name', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) await login('ghost-account', 'Wrong#1aaaa');
    expect((await login('ghost-account', 'Wrong#1aaaa')).status).toBe(429);
    expect(JSON.stringify(t.logs)).not.toContain('ghost-account');
  });

  it('counts parallel guesses before checking them, so they cannot outrun the lock', async () => {
    const user = await t.createUser({ roleIds: [1] });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => login(user.loginId, `Wrong#${i}aaaa`)));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('counts the login id and the e-mail of one account together', async () => {
    const user = await t.createUser({ roleIds: [1], email: 'shared.count@example.com' });
    for (let attempt = 1; attempt <= 3; attempt++) await login(user.loginId, 'Wrong#1aaaa');
    for (let attempt = 1; attempt <= 2; attempt++) await login('Shared.Count@example.com', 'Wrong#1aaaa');
    expect((await login(user.loginId, user.password)).status).toBe(429);
  });

  it('prefers a login id over another account whose e-mail reads the same', async () => {
    const byEmail = await t.createUser({ roleIds: [1], email: 'clash@example.com' });
    const byLoginId = await t.createUser({ loginId: 'clash@example.com', roleIds: [1], password: 'Other-Pass#2026' });
    expect((await login('clash@example.com', byLoginId.password)).status).toBe(200);
    expect((await login(byEmail.loginId, byEmail.password)).status).toBe(200);
  });

  it('limits sign-ins per client address, behind a trusted proxy by the forwarded address', async () => {
    const limited = await createTestApp({ config: { loginRatePerMinute: 3, trustProxy: true } });
    try {
      const attempt = (forwardedFor: string) =>
        limited.call('POST', '/api/auth/login', {
          body: { userName: 'nobody', password: 'x' },
          headers: { 'x-forwarded-for': forwardedFor },
        });
      for (let i = 0; i < 3; i++) expect((await attempt('203.0.113.7')).status).toBe(401);
      const refused = await attempt('203.0.113.7');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: 429, message: 'too frequent, retry later' });
      expect(refused.response.headers['retry-after']).toBeDefined();
      expect((await attempt('203.0.113.8')).status).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('clears the failure count after a successful sign-in', async () => {
    const user = await t.createUser({ roleIds: [1] });
    for (let attempt = 1; attempt <= 4; attempt++) await login(user.loginId, 'Wrong#1aaaa');
    expect((await login(user.loginId, user.password)).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) await login(user.loginId, 'Wrong#1aaaa');
    expect((await login(user.loginId, user.password)).status).toBe(200);
  });

  it('names the missing fields', async () => {
    const sessionsBefore = await t.db.$count(session);
    const result = await t.call('POST', '/api/auth/login', { body: { userName: '   ' }, lang: 'zh_CN' });
    expect(result.status).toBe(400);
    expect(result.body.data.fields).toEqual([
      { field: 'userName', message: '此字段为必填项！' },
      { field: 'password', message: '此字段为必填项！' },
    ]);
    expect(await t.db.$count(session)).toBe(sessionsBefore);
  });
});
