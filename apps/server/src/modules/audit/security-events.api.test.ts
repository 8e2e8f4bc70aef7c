import { ErrorCode, sysAuditLogActions } from '@srd/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSecurityEvent } from '../../platform/audit/security-events.js';
import { securityEvent } from '../../platform/audit/tables.js';
import type { Db } from '../../platform/db/client.js';
import { ADMIN_PASSWORD, createTestApp, type LogLine, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const login = (userName: string, password: string) =>
  t.call('POST', '/api/auth/login', { body: { userName, password } });
const eventsOf = (userId: number) =>
  t.db.select().from(securityEvent).where(eq(securityEvent.userId, userId)).orderBy(securityEvent.id);

/** Refusals are written after the answer, without holding it up: a test polls for them. */
const WRITTEN = { timeout: 5_000, interval: 20 };
const eventsAt = (path: string) => t.db.select().from(securityEvent).where(eq(securityEvent.path, path));

describe('sign-in events', () => {
  it('records a successful sign-in with the account and address', async () => {
    const user = await t.createUser({ roleIds: [1] });
    await login(user.loginId, user.password);
    expect(await eventsOf(user.id)).toEqual([
      expect.objectContaining({
        type: 'login_succeeded',
        userId: user.id,
        account: `user:${user.id}`,
        ip: '127.0.0.1',
        code: 200,
        method: null,
        path: null,
      }),
    ]);
  });

  it('records failures, naming an unknown account only by a digest', async () => {
    const user = await t.createUser({ roleIds: [1] });
    await login(user.loginId, 'Wrong#Password1');
    expect(await eventsOf(user.id)).toEqual([
      expect.objectContaining({ type: 'login_failed', code: ErrorCode.LoginFailed }),
    ]);

    await login('nobody.at.all', 'Wrong#Password1');
    const [unknown] = await t.db.select().from(securityEvent).orderBy(desc(securityEvent.id)).limit(1);
    expect(unknown).toMatchObject({
      type: 'login_failed',
      userId: null,
      code: ErrorCode.LoginFailed,
      account: expect.stringMatching(/^name#[0-9a-f]{12}$/),
    });
    expect(JSON.stringify(await t.db.select().from(securityEvent))).not.toContain('nobody.at.all');
  });

  it('records a refused sign-in of an account without an active role', async () => {
    const inactive = await t.createRole({ status: 0 });
    const user = await t.createUser({ roleIds: [inactive.id] });
    await login(user.loginId, user.password);
    expect(await eventsOf(user.id)).toEqual([
      expect.objectContaining({ type: 'login_failed', code: ErrorCode.NoRoles }),
    ]);
  });

  it('records the lock five failures set, with the address and its end, and each attempt it refuses', async () => {
    const user = await t.createUser({ roleIds: [1] });
    for (let attempt = 1; attempt <= 5; attempt++) await login(user.loginId, `Wrong#${attempt}aaaa`);
    expect((await login(user.loginId, user.password)).status).toBe(429);
    const events = await eventsOf(user.id);
    const types = events.map((event) => `${event.type} ${event.code}`);
    expect(types).toEqual([
      ...Array(5).fill(`login_failed ${ErrorCode.LoginFailed}`),
      `account_locked ${ErrorCode.LoginLocked}`,
      `login_locked ${ErrorCode.LoginLocked}`,
    ]);
    const lock = events.find((event) => event.type === 'account_locked')!;
    expect(lock).toMatchObject({ account: `user:${user.id}`, ip: '127.0.0.1' });
    const seconds = (lock.lockedUntil!.getTime() - lock.createdAt.getTime()) / 1000;
    expect(seconds).toBeGreaterThan(25);
    expect(seconds).toBeLessThanOrEqual(31);
  });

  it('does not count a refused sign-in again as a refused request', async () => {
    await login('admin', 'Wrong#Password1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await t.db.select().from(securityEvent).where(eq(securityEvent.path, '/api/auth/login'))).toEqual([]);
  });
});

describe('refused requests', () => {
  it('records a 403 with the caller, the request and the code', async () => {
    const role = await t.createRole({ actions: [] });
    const user = await t.createUser({ roleIds: [role.id], tid: 1 });
    const token = await t.login(user.loginId, user.password);
    expect((await t.call('POST', '/api/sysAuditLog/page?x=1', { token, body: {} })).status).toBe(403);
    await expect
      .poll(() => eventsOf(user.id), { ...WRITTEN, message: 'the sign-in and the refusal recorded' })
      .toEqual([
        expect.objectContaining({ type: 'login_succeeded' }),
        expect.objectContaining({
          type: 'access_refused',
          userId: user.id,
          account: `user:${user.id}`,
          method: 'POST',
          path: '/api/sysAuditLog/page',
          code: ErrorCode.MissingAction,
        }),
      ]);
  });

  it('records a 401 of a request without a valid session', async () => {
    const path = '/api/userManage/getUserProfile';
    await t.call('GET', path, { headers: { authorization: `Bearer ${'x'.repeat(43)}` } });
    await expect
      .poll(() => eventsAt(path), { ...WRITTEN, message: 'the refusal recorded' })
      .toEqual([
        expect.objectContaining({
          type: 'access_refused',
          userId: null,
          account: null,
          method: 'GET',
          code: ErrorCode.InvalidToken,
        }),
      ]);
  });

  it('does not record requests that present no token at all', async () => {
    const path = '/api/userManage/userSelectlist';
    expect((await t.call('GET', path)).status).toBe(401);
    await t.call('GET', path, { headers: { authorization: `Bearer ${'y'.repeat(43)}` } });
    await expect
      .poll(() => eventsAt(path), { ...WRITTEN, message: 'only the refusal of the invalid token recorded' })
      .toHaveLength(1);
  });

  it('logs a failed write instead of failing the request it describes', async () => {
    const failing = {
      insert: () => {
        throw new Error('database gone');
      },
    } as unknown as Db;
    const logged: LogLine[] = [];
    const log = { error: (fields: object, msg: string) => logged.push({ level: 50, msg, ...fields }) };
    await expect(recordSecurityEvent(failing, log as never, { type: 'access_refused' })).resolves.toBeUndefined();
    expect(logged).toEqual([expect.objectContaining({ msg: 'security event not recorded', type: 'access_refused' })]);
  });
});

describe('POST /api/sysAuditLog/securityEvents', () => {
  const page = async (body: Record<string, unknown>, token = admin) => {
    const result = await t.call('POST', '/api/sysAuditLog/securityEvents', { token, body });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body.data as {
      rows: { id: number; type: string; userId: number | null; userName: string | null }[];
      total: number;
    };
  };

  it('lists events newest first with the user name, filtered by type, user, code, address and time', async () => {
    const user = await t.createUser({ loginId: 'events.user', roleIds: [1] });
    await login(user.loginId, 'Wrong#Password1');
    await login(user.loginId, user.password);
    const mine = await page({ userId: user.id });
    expect(mine.rows.map((row) => row.type)).toEqual(['login_succeeded', 'login_failed']);
    expect(mine.rows[0]).toMatchObject({
      userName: 'events.user',
      account: `user:${user.id}`,
      ip: '127.0.0.1',
      code: 200,
    });
    expect(mine.total).toBe(2);
    expect((await page({ userId: user.id, type: 'login_failed' })).rows).toHaveLength(1);
    expect((await page({ userId: user.id, code: ErrorCode.LoginFailed })).rows).toHaveLength(1);
    expect((await page({ userId: user.id, ip: '10.0.0.1' })).rows).toHaveLength(0);
    expect(
      (await page({ userId: user.id, sort: { field: 'id', order: 'ascend' } })).rows.map((row) => row.type),
    ).toEqual(['login_failed', 'login_succeeded']);
    expect((await page({ userId: user.id, to: '2020-01-01T00:00:00Z' })).rows).toHaveLength(0);
    expect((await page({ userId: user.id, from: new Date(Date.now() - 60_000).toISOString() })).total).toBe(2);
    expect((await page({ userId: user.id, pageSize: 1, page: 2 })).rows.map((row) => row.type)).toEqual([
      'login_failed',
    ]);
  });

  it('shows a caller without access-all-data only the events of users in their scope', async () => {
    const plain = await t.createRole();
    const inTenant = await t.createUser({ roleIds: [plain.id], tid: 7 });
    const elsewhere = await t.createUser({ roleIds: [plain.id], tid: 8 });
    // Placed in the tenant but reaching every tenant: what they do may concern any of them.
    const reachesAll = await t.createUser({ roleIds: [1], tid: 7 });
    for (const user of [inTenant, elsewhere, reachesAll]) await t.login(user.loginId, user.password);
    await login('unknown.person', 'Wrong#Password1');
    const viewer = await t.createRole({ actions: [sysAuditLogActions.view] });
    const caller = await t.createUser({ roleIds: [viewer.id], tid: 7 });
    const token = await t.login(caller.loginId, caller.password);
    const seen = await page({ pageSize: -1 }, token);
    expect(new Set(seen.rows.map((row) => row.userId))).toEqual(new Set([inTenant.id, caller.id]));
    expect((await page({ userId: elsewhere.id }, token)).rows).toEqual([]);
    expect((await page({ userId: elsewhere.id })).rows).toHaveLength(1);
  });

  it('names the invalid fields', async () => {
    const result = await t.call('POST', '/api/sysAuditLog/securityEvents', {
      token: admin,
      body: { type: 'logout', from: 'today' },
    });
    expect(result.status).toBe(400);
    expect(result.body.data.fields.map((field: { field: string }) => field.field)).toEqual(['type', 'from']);
  });
});
