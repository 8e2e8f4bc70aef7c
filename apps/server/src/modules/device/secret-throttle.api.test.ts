import { ErrorCode } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvent } from '../../platform/audit/tables.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { basicAuth, seedKiosks, type TestKiosk } from '../../test/kiosks.js';
import { DEVICE_SECRET_LIMITS } from './secret-throttle.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A device call from a given client address, as the kiosk (or a stranger) would send it. */
async function fetchCommands(authorization: string, remoteAddress: string, lang = 'en_US') {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/device/commands',
    remoteAddress,
    headers: { authorization, lang },
  });
  return {
    status: response.statusCode,
    retryAfter: response.headers['retry-after'],
    body: response.json<{ code: number; message: string }>(),
  };
}
const wrong = (who: TestKiosk) => basicAuth(who.kid, `${who.secret}x`);
const locksOf = (account: string) =>
  t.db
    .select()
    .from(securityEvent)
    .where(and(eq(securityEvent.type, 'account_locked'), eq(securityEvent.account, account)))
    .orderBy(securityEvent.id);

describe('wrong kiosk secrets', () => {
  it("lock a stranger's address after its free failures, the kiosk still working from its own; log it", async () => {
    const [machine] = await seedKiosks(t.db, 1);
    expect((await fetchCommands(machine!.auth, '10.0.0.5')).status).toBe(200);
    for (let i = 0; i < DEVICE_SECRET_LIMITS.pairFreeFailures; i++)
      expect((await fetchCommands(wrong(machine!), '10.0.0.66')).status).toBe(401);
    expect((await fetchCommands(wrong(machine!), '10.0.0.66')).status).toBe(401);

    // Locked now: even the right secret from the stranger's address is refused, and says when to retry.
    for (const [authorization, lang, message] of [
      [wrong(machine!), 'en_US', 'Too many wrong secrets for this kiosk: try again in 30 seconds'],
      [machine!.auth, 'zh_HK', '此設備的錯誤密鑰次數過多：請於 30 秒後再試'],
    ]) {
      const locked = await fetchCommands(authorization!, '10.0.0.66', lang);
      expect(locked).toMatchObject({
        status: 429,
        retryAfter: '30',
        body: { code: ErrorCode.DeviceAuthThrottled, message },
      });
    }
    expect((await fetchCommands(machine!.auth, '10.0.0.5')).status).toBe(200);
    expect((await fetchCommands(machine!.auth, '10.0.0.7')).status).toBe(200);

    const [lock, ...more] = await locksOf(`kiosk:${machine!.kid}`);
    expect(more).toEqual([]);
    expect(lock).toMatchObject({ ip: '10.0.0.66', code: ErrorCode.DeviceAuthThrottled, path: '/api/device/commands' });
    expect(Math.abs(lock!.lockedUntil!.getTime() - (lock!.createdAt.getTime() + 30_000))).toBeLessThan(2_000);
  });

  it("from many addresses lock the KID softly: refused from new addresses, never from the kiosk's own", async () => {
    const [machine] = await seedKiosks(t.db, 1);
    expect((await fetchCommands(machine!.auth, '10.0.0.5')).status).toBe(200);
    const addresses = Math.ceil((DEVICE_SECRET_LIMITS.kidFreeFailures + 1) / DEVICE_SECRET_LIMITS.pairFreeFailures);
    const answers: number[] = [];
    for (let failure = 0; failure <= DEVICE_SECRET_LIMITS.kidFreeFailures; failure++) {
      answers.push((await fetchCommands(wrong(machine!), `10.2.${failure % addresses}.1`)).status);
    }
    expect(answers).toEqual(answers.map(() => 401));

    const elsewhere = await fetchCommands(machine!.auth, '10.3.0.1');
    expect(elsewhere).toMatchObject({ status: 429, retryAfter: '30', body: { code: ErrorCode.DeviceAuthThrottled } });
    expect((await fetchCommands(machine!.auth, '10.0.0.5')).status).toBe(200);
    expect(await locksOf(`kiosk:${machine!.kid}`)).toEqual([
      expect.objectContaining({ ip: null, code: ErrorCode.DeviceAuthThrottled }),
    ]);
  });

  it('throttle a KID no kiosk has alike, so a 429 tells nothing of which KIDs exist; log it by a digest', async () => {
    const stranger = basicAuth('NO-SUCH-KIOSK', 'guess');
    for (let i = 0; i < DEVICE_SECRET_LIMITS.pairFreeFailures + 1; i++)
      expect((await fetchCommands(stranger, '10.0.0.77')).status).toBe(401);
    expect((await fetchCommands(stranger, '10.0.0.77')).status).toBe(429);
    const [lock] = await t.db
      .select()
      .from(securityEvent)
      .where(and(eq(securityEvent.type, 'account_locked'), eq(securityEvent.ip, '10.0.0.77')));
    expect(lock!.account).toMatch(/^kid#[0-9a-f]{12}$/);
  });
});
