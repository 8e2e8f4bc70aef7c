import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { createTestApp, demoApp, type TestApp } from '../../test/harness.js';
import { castRoles, DEMO_SEED } from './history.js';
import type { KioskKind } from './model/kiosk-model.js';
import { issueDeviceSecret } from '../kiosk/device-secret.js';
import { kiosk as kioskTable } from '../kiosk/tables.js';
import { fleetDemoKiosk } from './tables.js';

/** The live demo at a fast pace: a heartbeat of each demo kiosk every 200 ms, the offline sweep every 250 ms. */
const FAST = { demoFleetSeconds: 0.2, jobs: true, offlineSweepSeconds: 0.25 };
/** Seconds a kiosk may stay silent in these tests: shorter than the form allows, so the sweep's verdict comes soon. */
const OFFLINE_AFTER_SECONDS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Room for the polls and the sleeps of a test on a busy machine. */
const SLOW_MACHINE_MS = 90_000;
/** How the tests poll for heartbeats: a round is 200 ms, but a busy machine may fall far behind. */
const POLL = { timeout: 45_000, interval: 200 };

async function heartbeatsSince(t: TestApp, since: Date, kioskId?: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`
    select count(*)::int as n from kiosk_heartbeat where received_at > ${since.toISOString()}::timestamptz
    ${kioskId === undefined ? sql`` : sql`and kiosk_id = ${kioskId}`}`,
  );
  return row!.n;
}

describe('live demo with demo data', () => {
  let t: TestApp;
  let token: string;
  let startedAt: Date;

  beforeAll(async () => {
    // Seeded as this app starts, as on a first start: the demo's present is the moment it was seeded.
    ({ t, token } = await demoApp({ config: { demoFleet: true, ...FAST }, seedNow: true }));
    startedAt = new Date();
    // Seeding three weeks of demo history takes a while on a busy machine.
  }, 240_000);
  afterAll(() => t.close());

  const demoKiosks = () =>
    queryRows<{ id: number; kid: string; kiosk_type: number; enable_flag: number }>(
      t.db,
      sql`
    select k.id, k.kid, k.kiosk_type, k.enable_flag
    from fleet_demo_kiosk d join kiosk k on k.id = d.kiosk_id order by k.id`,
    );

  it(
    'keeps the demo kiosks reporting past their offline delay, while the silent one and the disabled ones turn offline',
    async () => {
      const offlineDelay = JSON.stringify({ offlineAfterSeconds: OFFLINE_AFTER_SECONDS });
      await t.db.execute(sql`update kiosk set settings = settings || ${offlineDelay}::jsonb`);
      const settingsChanged = Date.now();
      const kiosks = await demoKiosks();
      expect(kiosks.length).toBeGreaterThan(10);
      const roles = castRoles(
        kiosks.map((row) => ({ id: row.id, kid: row.kid, kioskType: row.kiosk_type as KioskKind })),
        DEMO_SEED,
      );
      const reporting = kiosks.filter((kiosk) => kiosk.enable_flag !== 0 && roles.get(kiosk.id) !== 'offline');
      // Past the offline delay, with a few heartbeats of each reporting kiosk.
      await sleep(settingsChanged + (OFFLINE_AFTER_SECONDS + 2) * 1000 - Date.now());
      const behind = async () => {
        const kids: string[] = [];
        for (const kiosk of reporting) if ((await heartbeatsSince(t, startedAt, kiosk.id)) < 3) kids.push(kiosk.kid);
        return kids;
      };
      await expect.poll(behind, { ...POLL, message: 'reporting kiosks with fewer than 3 heartbeats' }).toEqual([]);

      // The kiosk watch job sweeps every 250 ms once its first run starts (its schedule is read within 10 s).
      const wronglyShown = async () => {
        const page = await t.call('POST', '/api/kiosk/getKioskHeartBeats', { token, body: { pageSize: 100 } });
        expect(page.status).toBe(200);
        const online = new Map<string, boolean | null>(
          page.body.data.rows.map((row: { kid: string; online: boolean | null }) => [row.kid, row.online]),
        );
        return kiosks.filter((kiosk) => online.get(kiosk.kid) !== reporting.includes(kiosk)).map((kiosk) => kiosk.kid);
      };
      await expect
        .poll(wronglyShown, { ...POLL, message: 'kiosks online that should not be, or the reverse' })
        .toEqual([]);
      for (const kiosk of kiosks) {
        if (!reporting.includes(kiosk)) expect(await heartbeatsSince(t, startedAt, kiosk.id)).toBe(0);
      }
      // The story of the demo holds: one kiosk full, two near full, one marked down, one with a fault.
      const states = await queryRows<{ kid: string; state: number; manual_down: boolean; error_codes: string[] }>(
        t.db,
        sql`
      select k.kid, s.state, s.manual_down, s.error_codes from kiosk_state s join kiosk k on k.id = s.kiosk_id`,
      );
      const played = (role: string) =>
        kiosks
          .filter((kiosk) => roles.get(kiosk.id) === role)
          .map((kiosk) => states.find((row) => row.kid === kiosk.kid)!);
      expect(played('full').map((row) => row.state)).toEqual([2]);
      expect(played('nearFull').map((row) => row.state)).toEqual([1, 1]);
      expect(played('markedDown').map((row) => [row.state, row.manual_down])).toEqual([[3, true]]);
      expect(played('fault').map((row) => row.error_codes.length)).toEqual([1]);
    },
    SLOW_MACHINE_MS,
  );

  it(
    'drives only the demo kiosks: a kiosk created since gets no heartbeat',
    async () => {
      const [{ tid }] = await queryRows<{ tid: number }>(
        t.db,
        sql`select tid from kiosk where tid is not null limit 1`,
      );
      const created = await t.call('POST', '/api/kiosk', {
        token,
        body: { kid: 'USER-0001', kioskType: 0, name: 'Own kiosk', tid },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const [own] = await queryRows<{ id: number }>(t.db, sql`select id from kiosk where kid = 'USER-0001'`);
      const createdAt = new Date();
      const [driven] = (await demoKiosks()).filter((row) => row.enable_flag !== 0);
      // Once a demo kiosk has reported twice since, the new one had its chances.
      await expect
        .poll(() => heartbeatsSince(t, createdAt, driven!.id), {
          ...POLL,
          message: `heartbeats of ${driven!.kid} since USER-0001 was created`,
        })
        .toBeGreaterThanOrEqual(2);
      expect(await heartbeatsSince(t, startedAt, own!.id)).toBe(0);
    },
    SLOW_MACHINE_MS,
  );

  it(
    'leaves the kiosks to the instance holding the lease, and takes them back once that lease lapses',
    async () => {
      const [kiosk] = (await demoKiosks()).filter((row) => row.enable_flag !== 0);
      await t.db.execute(
        sql`update fleet_demo_lease set holder = 'another instance', expires_at = now() + interval '1 hour'`,
      );
      // A round under way when the lease changed hands may still finish.
      await sleep(3_000);
      const whileHeld = new Date();
      await sleep(3_000);
      expect(await heartbeatsSince(t, whileHeld)).toBe(0);

      // The other instance stopped without handing the lease back.
      await t.db.execute(sql`update fleet_demo_lease set expires_at = now() - interval '1 second'`);
      const lapsed = new Date();
      await expect
        .poll(() => heartbeatsSince(t, lapsed, kiosk!.id), {
          ...POLL,
          message: `heartbeats of ${kiosk!.kid} since the lease lapsed`,
        })
        .toBeGreaterThanOrEqual(2);
      const [lease] = await queryRows<{ holder: string }>(t.db, sql`select holder from fleet_demo_lease`);
      expect(lease!.holder).not.toBe('another instance');
    },
    SLOW_MACHINE_MS,
  );

  it('stops with the server and hands the lease back', async () => {
    await t.app.close();
    const closed = new Date();
    await sleep(2_000);
    expect(await heartbeatsSince(t, closed)).toBe(0);
    expect(await queryRows(t.db, sql`select * from fleet_demo_lease`)).toEqual([]);
  });
});

describe('live demo off', () => {
  /** A kiosk recorded as a demo kiosk with the secret the live demo would send, as seeding the demo leaves it. */
  async function addDemoKiosk(t: TestApp, kid: string): Promise<void> {
    const { secret, secretHash } = issueDeviceSecret();
    const [row] = await t.db
      .insert(kioskTable)
      .values({ kid, kioskType: 0, name: kid, secretHash })
      .returning({ id: kioskTable.id });
    await t.db.insert(fleetDemoKiosk).values({ kioskId: row!.id, secret });
  }

  it('stays off when DEMO_FLEET says so, though the database holds demo kiosks', async () => {
    const t = await createTestApp({ config: { demoFleet: false, ...FAST } });
    try {
      await addDemoKiosk(t, 'RVM-0001');
      const startedAt = new Date();
      await sleep(2_000);
      expect(await heartbeatsSince(t, startedAt)).toBe(0);
      expect(await queryRows(t.db, sql`select * from fleet_demo_lease`)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('drives nothing without demo data: other kiosks get no heartbeat and no instance takes the lease', async () => {
    const t = await createTestApp({ config: { demoFleet: true, ...FAST } });
    try {
      await t.db
        .insert(kioskTable)
        .values({ kid: 'OWN-0001', kioskType: 0, name: 'Own kiosk', secretHash: issueDeviceSecret().secretHash });
      const startedAt = new Date();
      await sleep(2_000);
      expect(await heartbeatsSince(t, startedAt)).toBe(0);
      expect(await queryRows(t.db, sql`select * from fleet_demo_lease`)).toEqual([]);
      // The same app drives a demo kiosk once there is one: what kept it quiet was the missing demo data.
      await addDemoKiosk(t, 'RVM-0001');
      await expect
        .poll(() => heartbeatsSince(t, startedAt), { ...POLL, message: 'heartbeats once a demo kiosk was added' })
        .toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  }, 120_000);
});
