import { ErrorCode, UserStatus } from '@srd/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { session } from './tables.js';

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
    expect(unknown.body).toEqual({ code: ErrorCode.LoginFailed, message: '驗證失敗，請重新登入' });
    expect((await login('nobody-here', 'x')).body.message).toBe('Verification failed, please Login again');
  });

  it('spends about as long on an unknown user as on a wrong password', async () => {
    const timeOf = async (userName: string) => {
      const started = performance.now();
      await login(userName, 'Not-The-Password#1');
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const unknownTimes: number[] = [];
    const wrongTimes: number[] = [];
    for (let round = 0; round < 4; round++) {
      const existing = await t.createUser({ roleIds: [1] });
      wrongTimes.push(await timeOf(existing.loginId));
      unknownTimes.push(await timeOf(`ghost-${round}`));
    }
    // Both paths run one argon2 verification (several ms); without it the unknown path takes well under 1 ms.
    expect(median(unknownTimes)).toBeGreaterThan(median(wrongTimes) * 0.5);
    expect(median(unknownTimes)).toBeLessThan(median(wrongTimes) * 2);
  });

  it('refuses disabled and pending accounts with the same message, even with the right password', async () => {
    for (const status of [UserStatus.Disabled, UserStatus.Pending]) {
      const user = await t.createUser({ roleIds: [1], status });
      const result = await login(user.loginId, user.password);
      expect(result.body).toEqual({ code: ErrorCode.LoginFailed, message: 'Verification failed, please Login again' });
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

  it('locks an account after five failures, escalating, logged, and says when to retry', async () => {
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
    expect(locked.body.message).toMatch(/Too many failed sign-ins\. Try again in \d+ seconds\./);
    expect(t.logs.some((line) => line.msg === 'sign-in refused: account locked' && line.account === user.loginId)).toBe(true);
    expect(t.logs.some((line) => line.msg === 'sign-in failed' && line.failures === 5 && line.lockSeconds === 30)).toBe(true);

    // The lock lapses; the next failure locks again for twice as long.
    await t.db.execute(`update login_throttle set locked_until = now() - interval '1 second' where account_key = '${user.loginId}'` as never);
    expect((await login(user.loginId, 'Wrong#6aaaa')).status).toBe(401);
    const relocked = await login(user.loginId, user.password);
    expect(relocked.status).toBe(429);
    expect(relocked.body.data.retryAfterSeconds).toBeGreaterThan(50);
    expect(relocked.body.data.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('locks unknown account names the same way, so a lock reveals nothing', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) await login('ghost-account', 'Wrong#1aaaa');
    expect((await login('ghost-account', 'Wrong#1aaaa')).status).toBe(429);
  });

  it('clears the failure count after a successful sign-in', async () => {
    const user = await t.createUser({ roleIds: [1] });
    for (let attempt = 1; attempt <= 4; attempt++) await login(user.loginId, 'Wrong#1aaaa');
    expect((await login(user.loginId, user.password)).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) await login(user.loginId, 'Wrong#1aaaa');
    expect((await login(user.loginId, user.password)).status).toBe(200);
  });

  it('names the missing fields', async () => {
    const result = await t.call('POST', '/api/auth/login', { body: { userName: '   ' }, lang: 'zh_CN' });
    expect(result.status).toBe(400);
    expect(result.body.data.fields).toEqual([
      { field: 'userName', message: '此字段为必填项！' },
      { field: 'password', message: '此字段为必填项！' },
    ]);
    const rows = await t.db.select().from(session).where(eq(session.userId, -1));
    expect(rows).toHaveLength(0);
  });
});
