import { ErrorCode, KioskState } from '@srd/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { seedKiosks, type TestKiosk } from '../../test/kiosks.js';
import { seedOrganisation } from '../../test/organisation.js';
import { kiosk } from '../kiosk/tables.js';
import { sweepOffline } from '../kiosk-ops/jobs.js';
import { kioskActivity, kioskAlarm, kioskDowntime, kioskErrorCode } from '../kiosk-ops/tables.js';
import type { DeviceKiosk } from './credentials.js';
import { HeartbeatIngest } from './heartbeat-ingest.js';
import { KIOSK_LIVE_CHANNEL } from './live-notify.js';
import { deleteExpiredHeartbeats } from './retention.js';
import { kioskHeartbeat, kioskState } from './tables.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1] });
  await t.db.insert(kioskErrorCode).values({ code: 'E101', alertTypeCode: 'BELT_JAM', description: 'Belt jammed' });
});
afterAll(() => t.close());

let clock = Date.now() - 60 * 60_000;
/** Heartbeat times a second apart, each newer than the last. */
const nextSentAt = () => new Date((clock += 1000)).toISOString();
const post = (who: TestKiosk, body: Record<string, unknown>, lang?: 'en_US' | 'zh_HK' | 'zh_CN') =>
  t.call('POST', '/api/device/heartbeat', {
    body: { sentAt: nextSentAt(), state: 0, ...body },
    lang,
    headers: { authorization: who.auth },
  });
const history = (who: TestKiosk) =>
  t.db.select().from(kioskHeartbeat).where(eq(kioskHeartbeat.kioskId, who.id)).orderBy(asc(kioskHeartbeat.sentAt));
const stateOf = async (who: TestKiosk) =>
  (await t.db.select().from(kioskState).where(eq(kioskState.kioskId, who.id)))[0];
const alarms = (who: TestKiosk) =>
  t.db.select().from(kioskAlarm).where(eq(kioskAlarm.kioskId, who.id)).orderBy(kioskAlarm.id);
const downtimes = (who: TestKiosk) =>
  t.db.select().from(kioskDowntime).where(eq(kioskDowntime.kioskId, who.id)).orderBy(kioskDowntime.id);
const activity = (who: TestKiosk) =>
  t.db.select().from(kioskActivity).where(eq(kioskActivity.kioskId, who.id)).orderBy(kioskActivity.id);
/** The kiosk as an instance that has not seen any of its heartbeats yet knows it. */
const deviceKioskOf = (who: TestKiosk): DeviceKiosk => ({
  id: who.id,
  tid: 1,
  kid: who.kid,
  secretHash: null,
  enabled: true,
  lastSentAtMs: 0,
  loadedAt: 0,
  versions: { version: null, firmware: null, extVersion: null, fixedVersion: null },
});

describe('heartbeat validation', () => {
  it('refuses a time more than 5 minutes ahead or 24 hours old, and a replay, storing nothing of them', async () => {
    const [machine] = await seedKiosks(t.db, 1, { tid: 1 });
    const ahead = await post(machine!, { sentAt: new Date(Date.now() + 6 * 60_000).toISOString() });
    expect(ahead.status).toBe(400);
    expect(ahead.body.code).toBe(ErrorCode.HeartbeatInFuture);
    const old = await post(machine!, { sentAt: new Date(Date.now() - 25 * 3_600_000).toISOString() }, 'zh_HK');
    expect(old.body).toMatchObject({ code: ErrorCode.HeartbeatTooOld, message: '心跳已超過 24 小時，未有儲存' });
    expect(await history(machine!)).toEqual([]);

    const sentAt = nextSentAt();
    expect((await post(machine!, { sentAt })).body.code).toBe(200);
    for (const replayed of [sentAt, new Date(Date.parse(sentAt) - 1000).toISOString(), sentAt.replace('Z', '+00:00')]) {
      const replay = await post(machine!, { sentAt: replayed, state: KioskState.Full });
      expect(replay.status).toBe(409);
      expect(replay.body).toMatchObject({
        code: ErrorCode.HeartbeatReplay,
        message: 'Heartbeat replayed: it is not newer than the last one accepted from this kiosk',
      });
    }
    expect(await history(machine!)).toHaveLength(1);
    expect((await stateOf(machine!))!.state).toBe(KioskState.Normal);
  });

  it('explains a malformed heartbeat field by field', async () => {
    const [machine] = await seedKiosks(t.db, 1, { tid: 1 });
    const bad = await post(machine!, {
      sentAt: 'yesterday',
      state: 7,
      bins: [{ bin: 0, weightKg: -1, depthPct: 120 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields.map((field: { field: string }) => field.field).sort()).toEqual([
      'bins.0.bin',
      'bins.0.depthPct',
      'bins.0.weightKg',
      'sentAt',
      'state',
    ]);
  });
});

describe('heartbeat storage', () => {
  it('keeps every heartbeat in the history, the newest as the latest state, with the reported versions', async () => {
    const [machine] = await seedKiosks(t.db, 1, { tid: 1 });
    const bins = [
      { bin: 1, material: 'PET', weightKg: 3.5, depthPct: 40 },
      { bin: 2, weightKg: 1, depthPct: 10 },
    ];
    await post(machine!, { bins, versions: { version: '2.1.0', firmware: 'fw-7' } });
    await post(machine!, { state: KioskState.Running, bins });
    const last = nextSentAt();
    await post(machine!, {
      sentAt: last,
      state: KioskState.NearFull,
      bins,
      errorCodes: ['W1'],
      versions: { version: '2.2.0' },
    });

    const rows = await history(machine!);
    expect(rows.map((row) => row.state)).toEqual([KioskState.Normal, KioskState.Running, KioskState.NearFull]);
    expect(rows[2]).toMatchObject({ bins, errorCodes: ['W1'] });
    const latest = await stateOf(machine!);
    expect(latest).toMatchObject({ state: KioskState.NearFull, online: true, bins, errorCodes: ['W1'] });
    expect(latest!.sentAt.toISOString()).toBe(last);
    const [versions] = await t.db
      .select({ version: kiosk.version, firmware: kiosk.firmware })
      .from(kiosk)
      .where(eq(kiosk.id, machine!.id));
    expect(versions).toEqual({ version: '2.2.0', firmware: 'fw-7' });
  });

  it('stores error codes as sent, whatever characters they hold', async () => {
    const [machine] = await seedKiosks(t.db, 1, { tid: 1 });
    const errorCodes = ['E"1', 'E\\2', 'A,B', '{C}', 'NULL', 'E 3'];
    expect((await post(machine!, { errorCodes })).status).toBe(200);
    expect((await history(machine!))[0]!.errorCodes).toEqual(errorCodes);
    expect((await stateOf(machine!))!.errorCodes).toEqual(errorCodes);
  });

  it('writes heartbeats arriving together in batches, one live announcement a batch with the newest seq', async () => {
    const machines = await seedKiosks(t.db, 60, { tid: 1 });
    const announced: string[] = [];
    const unlisten = await t.deps.database.listen(
      KIOSK_LIVE_CHANNEL,
      (payload) => announced.push(payload),
      () => {},
    );
    const answers = await Promise.all(machines.map((machine) => post(machine, { state: KioskState.Running })));
    expect(answers.map((answer) => answer.status)).toEqual(machines.map(() => 200));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await unlisten();
    const [stored] = await t.db
      .select({ rows: count() })
      .from(kioskHeartbeat)
      .where(sql`${kioskHeartbeat.kioskId} in ${machines.map((machine) => machine.id)}`);
    expect(stored!.rows).toBe(60);
    expect(announced.length).toBeGreaterThan(0);
    expect(announced.length).toBeLessThan(20);
    const [maxSeq] = await t.db.select({ seq: sql<string>`max(${kioskState.seq})::text` }).from(kioskState);
    expect(announced.at(-1)).toBe(maxSeq!.seq);
  });

  it("answers 503 and keeps nothing when a batch can't be written; the heartbeat is accepted once it can", async () => {
    const [machine] = await seedKiosks(t.db, 1, { tid: 1 });
    const sentAt = nextSentAt();
    await t.db.execute(sql`alter table kiosk_heartbeat rename to kiosk_heartbeat_away`);
    let refused;
    try {
      refused = await post(machine!, { sentAt, state: KioskState.Full }, 'zh_CN');
    } finally {
      await t.db.execute(sql`alter table kiosk_heartbeat_away rename to kiosk_heartbeat`);
    }
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ code: ErrorCode.HeartbeatNotStored, message: '暂时无法保存心跳：请重新发送' });
    expect(await stateOf(machine!)).toBeUndefined();
    expect(await alarms(machine!)).toEqual([]);
    expect((await post(machine!, { sentAt, state: KioskState.Full })).status).toBe(200);
    expect(await history(machine!)).toHaveLength(1);
  });

  it('writes what is buffered before shutting down', async () => {
    const [machine] = await seedKiosks(t.db, 1, { tid: 1 });
    const ingest = new HeartbeatIngest(t.db, t.app.log, { flushIntervalMs: 60_000, maxBatch: 100 }, () => {});
    const kioskRef = deviceKioskOf(machine!);
    const sentAt = nextSentAt();
    const stored = ingest.accept({
      kiosk: kioskRef,
      sentAt,
      receivedAt: new Date().toISOString(),
      state: 0,
      bins: '[]',
      errorCodes: [],
    });
    expect(await history(machine!)).toEqual([]);
    await ingest.drain();
    await stored;
    expect(await history(machine!)).toHaveLength(1);
  });

  it('keeps the newest heartbeat of a batch as the latest state, whatever order they arrived in', async () => {
    const [machine] = await seedKiosks(t.db, 1, { tid: 1 });
    const ingest = new HeartbeatIngest(t.db, t.app.log, { flushIntervalMs: 60_000, maxBatch: 100 }, () => {});
    const kioskRef = deviceKioskOf(machine!);
    const older = nextSentAt();
    const newer = nextSentAt();
    const receivedAt = new Date().toISOString();
    const stored = [
      ingest.accept({
        kiosk: kioskRef,
        sentAt: newer,
        receivedAt,
        state: KioskState.NearFull,
        bins: '[]',
        errorCodes: ['W1'],
      }),
      ingest.accept({
        kiosk: kioskRef,
        sentAt: older,
        receivedAt,
        state: KioskState.Normal,
        bins: '[]',
        errorCodes: [],
      }),
    ];
    await ingest.drain();
    await Promise.all(stored);
    expect(await history(machine!)).toHaveLength(2);
    expect(await stateOf(machine!)).toMatchObject({ state: KioskState.NearFull, errorCodes: ['W1'] });
    expect((await stateOf(machine!))!.sentAt.toISOString()).toBe(newer);
  });

  it('answers a replay with 409, storing nothing, when another instance stored a newer heartbeat since', async () => {
    const [machine] = await seedKiosks(t.db, 1, { tid: 1 });
    const older = nextSentAt();
    expect((await post(machine!, { state: KioskState.NearFull })).status).toBe(200);
    // A second instance, which has not seen that heartbeat, gets the older one and then a newer one.
    const forgotten: string[] = [];
    const other = new HeartbeatIngest(t.db, t.app.log, { flushIntervalMs: 60_000, maxBatch: 100 }, (kiosks) =>
      forgotten.push(...kiosks.map((one) => one.kid)),
    );
    const receivedAt = new Date().toISOString();
    const replay = other.accept({
      kiosk: deviceKioskOf(machine!),
      sentAt: older,
      receivedAt,
      state: KioskState.Full,
      bins: '[]',
      errorCodes: ['E101'],
    });
    const newer = nextSentAt();
    const fresh = other.accept({
      kiosk: deviceKioskOf(machine!),
      sentAt: newer,
      receivedAt,
      state: KioskState.Normal,
      bins: '[]',
      errorCodes: [],
    });
    await other.drain();
    await expect(replay).rejects.toMatchObject({ code: ErrorCode.HeartbeatReplay });
    await fresh;
    expect((await history(machine!)).map((row) => row.state)).toEqual([KioskState.NearFull, KioskState.Normal]);
    expect(await stateOf(machine!)).toMatchObject({ state: KioskState.Normal, errorCodes: [] });
    expect((await alarms(machine!)).filter((alarm) => alarm.typeCode === 'BELT_JAM')).toEqual([]);
    // Its replay check starts again from what the database holds.
    expect(forgotten).toEqual([machine!.kid]);
  });
});

describe('kiosk state transitions', () => {
  it('raises the full alarm and capacity downtime when a kiosk goes full, and ends both back to normal', async () => {
    const [machine] = await seedKiosks(t.db, 1, { tid: 1 });
    await post(machine!, { state: KioskState.Normal });
    await post(machine!, { state: KioskState.NearFull });
    expect((await alarms(machine!)).map(({ typeCode, active }) => ({ typeCode, active }))).toEqual([
      { typeCode: 'BIN_NEAR_FULL', active: true },
    ]);
    await post(machine!, { state: KioskState.Full });
    await post(machine!, { state: KioskState.Full });
    expect((await alarms(machine!)).map(({ typeCode, active, tid }) => ({ typeCode, active, tid }))).toEqual([
      { typeCode: 'BIN_NEAR_FULL', active: false, tid: 1 },
      { typeCode: 'BIN_FULL', active: true, tid: 1 },
    ]);
    expect(
      (await downtimes(machine!)).map(({ cause, kind, endedAt }) => ({ cause, kind, open: endedAt === null })),
    ).toEqual([{ cause: 'full', kind: 2, open: true }]);

    await post(machine!, { state: KioskState.Normal });
    expect((await alarms(machine!)).every((alarm) => !alarm.active && alarm.clearedAt !== null)).toBe(true);
    expect((await downtimes(machine!))[0]!.endedAt).not.toBeNull();
    const changes = (await activity(machine!))
      .filter((entry) => entry.kind === 'stateChanged')
      .map((entry) => entry.detail);
    expect(changes).toEqual([
      { from: 0, to: 1 },
      { from: 1, to: 2 },
      { from: 2, to: 0 },
    ]);
  });

  it('opens technical downtime and an alarm per error type while errors come or the kiosk is down', async () => {
    const [machine] = await seedKiosks(t.db, 1, { tid: 1 });
    await post(machine!, { errorCodes: ['E101', 'X9'] });
    const raised = await alarms(machine!);
    expect(raised.map(({ typeCode, errorCode, active }) => ({ typeCode, errorCode, active }))).toEqual([
      { typeCode: 'BELT_JAM', errorCode: 'E101', active: true },
      { typeCode: 'X9', errorCode: 'X9', active: true },
    ]);
    expect(
      (await downtimes(machine!)).map(({ cause, kind, endedAt }) => ({ cause, kind, open: endedAt === null })),
    ).toEqual([{ cause: 'fault', kind: 1, open: true }]);

    await post(machine!, { errorCodes: ['X9'] });
    expect((await alarms(machine!)).map(({ typeCode, active }) => ({ typeCode, active }))).toEqual([
      { typeCode: 'BELT_JAM', active: false },
      { typeCode: 'X9', active: true },
    ]);
    await post(machine!, { state: KioskState.NotInService });
    expect((await alarms(machine!)).every((alarm) => !alarm.active)).toBe(true);
    expect((await downtimes(machine!)).filter((period) => period.endedAt === null)).toHaveLength(1);
    await post(machine!, { state: KioskState.Normal });
    expect((await downtimes(machine!)).every((period) => period.endedAt !== null)).toBe(true);
  });

  it('brings a kiosk the offline sweep marked offline back online with its next heartbeat', async () => {
    const [machine] = await seedKiosks(t.db, 1, { tid: 1 });
    await post(machine!, {});
    // The heartbeat is overdue by the default 180 s a sweep allows.
    await sweepOffline(t.db, new Date(Date.now() + 181_000));
    expect((await alarms(machine!)).map(({ typeCode, active }) => ({ typeCode, active }))).toEqual([
      { typeCode: 'OFFLINE', active: true },
    ]);
    const seqBefore = (await stateOf(machine!))!.seq;

    await post(machine!, {});
    const latest = await stateOf(machine!);
    expect(latest!.online).toBe(true);
    expect(latest!.seq).toBeGreaterThan(seqBefore);
    const [offline] = await t.db
      .select()
      .from(kioskDowntime)
      .where(and(eq(kioskDowntime.kioskId, machine!.id), eq(kioskDowntime.cause, 'offline')));
    expect(offline!.endedAt).not.toBeNull();
    expect((await alarms(machine!)).map(({ typeCode, active }) => ({ typeCode, active }))).toEqual([
      { typeCode: 'OFFLINE', active: false },
    ]);
    expect((await activity(machine!)).map((entry) => entry.kind)).toEqual([
      'offline',
      'alarmRaised',
      'alarmCleared',
      'online',
    ]);
  });
});

describe('heartbeat retention', () => {
  it('deletes a deleted kiosk heartbeats with it, and only its own', async () => {
    const [gone, kept] = await seedKiosks(t.db, 2, { tid: 1 });
    await post(gone!, {});
    await post(kept!, {});
    await t.db.delete(kiosk).where(eq(kiosk.id, gone!.id));
    expect(await history(gone!)).toEqual([]);
    expect(await history(kept!)).toHaveLength(1);
  });

  it('deletes history older than the retention period, chunk after chunk, and keeps the rest', async () => {
    const [machine] = await seedKiosks(t.db, 1, { tid: 1 });
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const row = (days: number) => ({
      kioskId: machine!.id,
      receivedAt: daysAgo(days),
      sentAt: daysAgo(days),
      state: 0,
    });
    await t.db.insert(kioskHeartbeat).values([...Array.from({ length: 5_003 }, () => row(91)), row(89), row(1)]);
    expect(await deleteExpiredHeartbeats(t.db, 90)).toBe(5_003);
    const left = await history(machine!);
    expect(left).toHaveLength(2);
  });
});
