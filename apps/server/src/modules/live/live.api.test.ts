import {
  ErrorCode,
  KioskState,
  LiveCloseCode,
  ResourceType,
  UserStatus,
  actionByKey,
  alertTypeActions,
  type LiveKiosk,
} from '@srd/contract';
import { eq } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '../../platform/auth/tables.js';
import { signInAs } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { writeKioskStates } from '../../test/kiosk-states.js';
import { feedReader } from '../../test/live-client.js';
import { seedOrganisation } from '../../test/organisation.js';
import { adminMapping } from '../../platform/permissions/tables.js';
import { loadAppSecret } from '../../platform/secrets/app-secret.js';
import { kiosk } from '../kiosk/tables.js';
import { replaceGrants } from '../permission/grants.js';
import { signLiveAddress } from './handshake.js';

const kioskView = actionByKey('kiosk:view')!;
/** PUBLIC_URL of the test server: the origin its pages have. */
const ORIGIN = 'http://srd.test';

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1, 2] });
  const rows = await t.db
    .insert(kiosk)
    .values([
      { kid: 'T1-A', tid: 1, kioskType: 0, name: 'Tenant 1 A', lat: 22.33, lon: 114.18 },
      { kid: 'T1-B', tid: 1, kioskType: 1, name: 'Tenant 1 B' },
      { kid: 'T2-A', tid: 2, kioskType: 0, name: 'Tenant 2 A' },
      { kid: 'T2-GRANTED', tid: 2, kioskType: 2, name: 'Tenant 2 granted to tenant 1' },
    ])
    .returning({ id: kiosk.id, kid: kiosk.kid });
  for (const row of rows) ids[row.kid] = row.id;
  await writeKioskStates(t.db, [{ kioskId: ids['T1-A']!, state: KioskState.Normal }]);
});
afterAll(() => t.close());

type Injectable = {
  injectWS(
    path: string,
    context?: { headers?: Record<string, string> },
    options?: { onInit?: (socket: WebSocket) => void },
  ): Promise<WebSocket>;
};

async function addressOf(token: string): Promise<string> {
  const answer = await t.call('GET', '/api/kiosk/liveFeedAddress', { token });
  expect(answer.body.code).toBe(200);
  return answer.body.data.url;
}

async function open(token: string, app: Injectable = t.app) {
  let reader: ReturnType<typeof feedReader> | undefined;
  // Read from the start: the snapshot may come in with the upgrade's answer.
  await app.injectWS(
    await addressOf(token),
    { headers: { origin: ORIGIN } },
    { onInit: (socket) => (reader = feedReader(socket)) },
  );
  return reader!;
}

/** The HTTP status the upgrade was refused with, or 'open'. */
async function refusal(url: string, headers: Record<string, string> = { origin: ORIGIN }): Promise<number | 'open'> {
  try {
    const socket = await (t.app as unknown as Injectable).injectWS(url, { headers });
    socket.terminate();
    return 'open';
  } catch (error) {
    return Number(/Unexpected server response: (\d+)/.exec((error as Error).message)?.[1]);
  }
}

const kidsOf = (kiosks: LiveKiosk[]) => kiosks.map((row) => row.kid).sort();

async function tenantUser(tid: number) {
  return signInAs(t, { actions: [kioskView], tid });
}

describe('live feed address', () => {
  it('is signed for the caller for 60 s, and needs the kiosk view action', async () => {
    const { user, token } = await tenantUser(1);
    const answer = await t.call('GET', '/api/kiosk/liveFeedAddress', { token });
    expect(answer.body.data.url).toMatch(
      new RegExp(`^/ws\\?uid=${user.id}&session=\\d+&ts=\\d{13}&sign=[0-9A-F]{64}$`),
    );
    const expiresIn = Date.parse(answer.body.data.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(55_000);
    expect(expiresIn).toBeLessThanOrEqual(60_000);

    const other = await signInAs(t, { actions: [alertTypeActions.view], tid: 1 });
    expect((await t.call('GET', '/api/kiosk/liveFeedAddress', { token: other.token })).body.code).toBe(
      ErrorCode.MissingAction,
    );
  });
});

describe('live feed refusals', () => {
  it('refuses a missing, malformed, altered, expired or foreign address before upgrading', async () => {
    const caller = await tenantUser(1);
    const victim = await tenantUser(2);
    const url = new URL(await addressOf(caller.token), ORIGIN);
    const withParam = (name: string, value: string | null) => {
      const copy = new URL(url);
      if (value === null) copy.searchParams.delete(name);
      else copy.searchParams.set(name, value);
      return copy.pathname + copy.search;
    };
    expect(await refusal(url.pathname + url.search)).toBe('open');
    expect(await refusal('/ws')).toBe(401);
    expect(await refusal(withParam('sign', null))).toBe(401);
    expect(await refusal(withParam('ts', 'yesterday'))).toBe(401);
    const sign = url.searchParams.get('sign')!;
    expect(await refusal(withParam('sign', `${sign.slice(0, -1)}${sign.endsWith('0') ? '1' : '0'}`))).toBe(401);
    // Someone else's user id on the caller's signature.
    expect(await refusal(withParam('uid', String(victim.user.id)))).toBe(401);

    const key = await loadAppSecret(t.db, undefined);
    const session = Number(url.searchParams.get('session'));
    const expired = signLiveAddress(key, { uid: caller.user.id, session }, Date.now() - 61_000);
    expect(await refusal(expired.url)).toBe(401);
    // Even correctly signed, a session must belong to the user the address names.
    const foreign = signLiveAddress(key, { uid: victim.user.id, session });
    expect(await refusal(foreign.url)).toBe(401);
  });

  it('refuses pages of another site, and requests that name none, with 403', async () => {
    const { token } = await tenantUser(1);
    const url = await addressOf(token);
    expect(await refusal(url, { origin: 'https://evil.example' })).toBe(403);
    expect(await refusal(url, {})).toBe(403);
    // The server's own address, as the request reached it, is its own page too.
    expect(await refusal(url, { origin: 'http://10.1.2.3:8080', host: '10.1.2.3:8080' })).toBe('open');
  });
});

describe('live feed limits', () => {
  it('opens one socket per address: the same address again is refused, also after the first closed', async () => {
    const { token } = await tenantUser(1);
    const url = await addressOf(token);
    const first = await (t.app as unknown as Injectable).injectWS(url, { headers: { origin: ORIGIN } });
    expect(await refusal(url)).toBe(401);
    first.terminate();
    expect(await refusal(url)).toBe(401);
    // A new address of the same session opens.
    expect(await refusal(await addressOf(token))).toBe('open');
  });

  it('holds at most 10 sockets per session: the 11th is refused with 429 until one closes', async () => {
    const { user, token } = await tenantUser(1);
    const feeds = [];
    for (let index = 0; index < 10; index++) feeds.push(await open(token));
    for (const feed of feeds) expect((await feed.next()).type).toBe('snapshot');
    // A refused address is not used up: it opens once a place is free.
    const eleventh = await addressOf(token);
    expect(await refusal(eleventh)).toBe(429);
    // Another sign-in of the same user has its own share.
    expect(await refusal(await addressOf(await t.login(user.loginId, user.password)))).toBe('open');
    feeds[0]!.socket.terminate();
    await expect.poll(() => refusal(eleventh), { timeout: 2_000 }).toBe('open');
    for (const feed of feeds.slice(1)) feed.socket.close();
  });
});

describe('live feed', () => {
  it("sends a snapshot of the kiosks in the caller's scope, grants included", async () => {
    const tenant1 = await tenantUser(1);
    await t.db
      .insert(adminMapping)
      .values({ adminId: tenant1.user.id, resTypeId: ResourceType.Kiosk, resId: ids['T2-GRANTED']! });
    const tenant2 = await tenantUser(2);
    const everyone = await signInAs(t, { actions: [kioskView], accessAllData: true });

    const feed1 = await open(tenant1.token);
    const snapshot = await feed1.next();
    expect(snapshot.type).toBe('snapshot');
    expect(kidsOf(snapshot.kiosks)).toEqual(['T1-A', 'T1-B', 'T2-GRANTED']);
    expect(snapshot.kiosks.find((row) => row.kid === 'T1-A')).toMatchObject({
      tid: 1,
      kioskType: 0,
      lat: 22.33,
      lon: 114.18,
      state: KioskState.Normal,
      online: true,
    });
    expect(snapshot.kiosks.find((row) => row.kid === 'T1-B')).toMatchObject({
      state: null,
      lastHeartbeatAt: null,
      seq: 0,
    });
    expect(kidsOf((await (await open(tenant2.token)).next()).kiosks)).toEqual(['T2-A', 'T2-GRANTED']);
    expect(kidsOf((await (await open(everyone.token)).next()).kiosks)).toEqual(['T1-A', 'T1-B', 'T2-A', 'T2-GRANTED']);
    feed1.socket.close();
  });

  it("delivers a written and announced change to the sockets of the kiosk's tenant only", async () => {
    const feed1 = await open((await tenantUser(1)).token);
    const feed2 = await open((await tenantUser(2)).token);
    await feed1.next();
    await feed2.next();

    await writeKioskStates(t.db, [
      { kioskId: ids['T1-B']!, state: KioskState.Full, bins: [{ bin: 1, weightKg: 12.5, depthPct: 97 }] },
    ]);
    const update = await feed1.next();
    expect(update.type).toBe('update');
    expect(update.kiosks).toHaveLength(1);
    expect(update.kiosks[0]).toMatchObject({
      kid: 'T1-B',
      state: KioskState.Full,
      online: true,
      bins: [{ bin: 1, weightKg: 12.5, depthPct: 97 }],
    });
    expect(update.kiosks[0]!.seq).toBeGreaterThan(0);

    // One write changing kiosks of both tenants: each socket gets its own.
    await writeKioskStates(t.db, [
      { kioskId: ids['T1-A']!, online: false },
      { kioskId: ids['T2-A']!, state: KioskState.NearFull },
    ]);
    expect(kidsOf((await feed1.next()).kiosks)).toEqual(['T1-A']);
    const tenant2Update = await feed2.next();
    // Tenant 2's first message after its snapshot: the tenant 1 change never reached it.
    expect(kidsOf(tenant2Update.kiosks)).toEqual(['T2-A']);
    expect(tenant2Update.kiosks[0]!.state).toBe(KioskState.NearFull);
    expect(feed2.unread()).toEqual([]);
    feed1.socket.close();
    feed2.socket.close();
  });

  it('closes the socket when its session ends: signed out, or the account disabled', async () => {
    const signedOut = await tenantUser(1);
    const feed = await open(signedOut.token);
    await feed.next();
    await t.call('POST', '/api/auth/logout', { token: signedOut.token });
    expect((await feed.closed).code).toBe(LiveCloseCode.SessionEnded);

    const disabled = await tenantUser(1);
    const other = await open(disabled.token);
    await other.next();
    await t.db.update(adminUser).set({ status: UserStatus.Disabled }).where(eq(adminUser.id, disabled.user.id));
    expect((await other.closed).code).toBe(LiveCloseCode.SessionEnded);
    // An address issued before the sign-out no longer opens.
    const again = await tenantUser(1);
    const url = await addressOf(again.token);
    await t.call('POST', '/api/auth/logout', { token: again.token });
    expect(await refusal(url)).toBe(401);
  });

  it('closes the socket when the role loses the kiosk view action', async () => {
    const { role, token } = await tenantUser(1);
    const feed = await open(token);
    await feed.next();
    await replaceGrants(t.db, role.id, [alertTypeActions.view.key]);
    expect((await feed.closed).code).toBe(LiveCloseCode.NotAllowed);
  });

  it('works across instances sharing the database: addresses, changes and sign-outs', async () => {
    // On PostgreSQL (DATABASE_URL) the peer has its own connections, so all it learns comes through LISTEN/NOTIFY.
    const peer = await t.peer();
    try {
      const user = await tenantUser(1);
      const feed = await open(user.token, peer.app);
      expect(kidsOf((await feed.next()).kiosks)).toEqual(['T1-A', 'T1-B']);
      await writeKioskStates(t.db, [{ kioskId: ids['T1-A']!, manualDown: true }]);
      const update = await feed.next();
      expect(update.kiosks[0]).toMatchObject({ kid: 'T1-A', manualDown: true });
      await t.call('POST', '/api/auth/logout', { token: user.token });
      expect((await feed.closed).code).toBe(LiveCloseCode.SessionEnded);
    } finally {
      await peer.close();
    }
  });
});
