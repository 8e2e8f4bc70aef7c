import { ErrorCode } from '@srd/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { seedKiosks, type TestKiosk } from '../../test/kiosks.js';
import { seedOrganisation } from '../../test/organisation.js';
import type { DeviceKiosk } from './credentials.js';
import { HeartbeatIngest, type BufferedHeartbeat } from './heartbeat-ingest.js';
import { kioskHeartbeat, kioskState } from './tables.js';

/** One kiosk must not stop the fleet: a heartbeat the server cannot store is refused alone, never its whole batch. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1, 2, 3] });
});
afterAll(() => t.close());

let clock = Date.now() - 60 * 60_000;
/** Heartbeat times a second apart, each newer than the last. */
const nextSentAt = () => new Date((clock += 1000)).toISOString();
const bins = [{ bin: 1, material: 'PET', weightKg: 2.5, depthPct: 30 }];
const post = (who: TestKiosk, body: Record<string, unknown>) =>
  t.call('POST', '/api/device/heartbeat', {
    body: { sentAt: nextSentAt(), state: 0, bins, ...body },
    headers: { authorization: who.auth },
  });
const storedOf = async (machines: TestKiosk[]) => {
  const [row] = await t.db
    .select({ rows: count() })
    .from(kioskHeartbeat)
    .where(
      inArray(
        kioskHeartbeat.kioskId,
        machines.map((machine) => machine.id),
      ),
    );
  return row!.rows;
};

/** Poisoned bodies: control characters the schema refuses, and a lone surrogate only the database refuses (jsonb). */
const POISONS: { name: string; body: Record<string, unknown>; field?: string }[] = [
  { name: 'NUL in an error code', body: { errorCodes: ['E\u0000'] }, field: 'errorCodes.0' },
  {
    name: 'NUL in a bin material',
    body: { bins: [{ bin: 1, material: 'P\u0000T', weightKg: 1, depthPct: 5 }] },
    field: 'bins.0.material',
  },
  { name: 'NUL in a version', body: { versions: { firmware: 'fw\u0000' } }, field: 'versions.firmware' },
  { name: 'DEL in a version', body: { versions: { version: '2.1\u007f' } }, field: 'versions.version' },
  {
    name: 'lone surrogate in a bin material',
    body: { bins: [{ bin: 1, material: 'P\ud800', weightKg: 1, depthPct: 5 }] },
  },
];

describe('a poisoned kiosk among a healthy fleet', () => {
  it('refuses only the poisoned heartbeats, clearly, while four kiosks of three tenants are still stored', async () => {
    const good = [
      ...(await seedKiosks(t.db, 2, { tid: 1 })),
      ...(await seedKiosks(t.db, 1, { tid: 2 })),
      ...(await seedKiosks(t.db, 1, { tid: 3 })),
    ];
    const [poisoner] = await seedKiosks(t.db, 1, { tid: 1 });
    const rounds = 12;
    const goodStatuses: number[] = [];
    const poisonAnswers: {
      name: string;
      field?: string;
      status: number;
      body: { code: number; message: string; data?: any };
    }[] = [];
    for (let round = 0; round < rounds; round++) {
      // All at once, so the good heartbeats share their batch with the poisoned one the database refuses.
      await Promise.all([
        ...good.map(async (machine) =>
          goodStatuses.push((await post(machine, { errorCodes: ['W1'], versions: { version: '2.0.0' } })).status),
        ),
        ...POISONS.map(async ({ name, field, body }) =>
          poisonAnswers.push({ name, field, ...(await post(poisoner!, body)) }),
        ),
      ]);
    }

    expect(goodStatuses).toEqual(Array(rounds * good.length).fill(200));
    expect(await storedOf(good)).toBe(rounds * good.length);
    const states = await t.db
      .select()
      .from(kioskState)
      .where(
        inArray(
          kioskState.kioskId,
          good.map((machine) => machine.id),
        ),
      );
    expect(states.map((state) => ({ online: state.online, errorCodes: state.errorCodes }))).toEqual(
      good.map(() => ({ online: true, errorCodes: ['W1'] })),
    );

    expect(poisonAnswers.map((answer) => answer.status)).toEqual(Array(rounds * POISONS.length).fill(400));
    for (const answer of poisonAnswers.filter((one) => one.field)) {
      expect(answer.body.data.fields, answer.name).toContainEqual({
        field: answer.field,
        message: 'Remove the control characters (such as NUL) from this text',
      });
    }
    for (const answer of poisonAnswers.filter((one) => !one.field)) {
      expect(answer.body, answer.name).toMatchObject({
        code: ErrorCode.HeartbeatRefused,
        message: expect.stringContaining('cannot store'),
      });
    }
    expect(await storedOf([poisoner!])).toBe(0);
  });
});

describe('bisecting a batch the database refuses', () => {
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
  const row = (who: DeviceKiosk, binsJson = JSON.stringify(bins)): BufferedHeartbeat => ({
    kiosk: who,
    sentAt: nextSentAt(),
    receivedAt: new Date().toISOString(),
    state: 0,
    bins: binsJson,
    errorCodes: [],
  });

  it('stores every row but those at fault, refused with 400, and tells which kiosks were not stored', async () => {
    const machines = (await seedKiosks(t.db, 9, { tid: 2 })).map(deviceKioskOf);
    const lost: string[] = [];
    const ingest = new HeartbeatIngest(t.db, t.app.log, { flushIntervalMs: 60_000, maxBatch: 100 }, (kiosks) =>
      lost.push(...kiosks.map((one) => one.kid)),
    );
    // NUL in jsonb text: refused by PostgreSQL (22P05) whatever reached the writer.
    const poisoned = new Set([2, 7]);
    const answers = machines.map((machine, index) =>
      ingest
        .accept(
          row(machine, poisoned.has(index) ? '[{"bin":1,"material":"\\u0000","weightKg":1,"depthPct":1}]' : undefined),
        )
        .then(
          () => 200,
          (error: { code: number; httpStatus: number }) => error.httpStatus,
        ),
    );
    await ingest.drain();
    expect(await Promise.all(answers)).toEqual(machines.map((_, index) => (poisoned.has(index) ? 400 : 200)));
    for (const [index, machine] of machines.entries()) {
      const [stored] = await t.db
        .select({ rows: count() })
        .from(kioskHeartbeat)
        .where(eq(kioskHeartbeat.kioskId, machine.id));
      expect(stored!.rows, machine.kid).toBe(poisoned.has(index) ? 0 : 1);
    }
    expect(lost.sort()).toEqual([machines[2]!.kid, machines[7]!.kid].sort());
  });

  it("keeps a kiosk's newest heartbeat as its state when its rows end up in different halves", async () => {
    const [machine, other] = (await seedKiosks(t.db, 2, { tid: 2 })).map(deviceKioskOf);
    const ingest = new HeartbeatIngest(t.db, t.app.log, { flushIntervalMs: 60_000, maxBatch: 100 }, () => {});
    const first = row(machine!);
    const poison = row(other!, '[{"bin":1,"material":"\\u0000","weightKg":1,"depthPct":1}]');
    const newest = { ...row(machine!), state: 2 };
    const answers = [first, poison, newest].map((one) =>
      ingest.accept(one).then(
        () => 200,
        (error: { httpStatus: number }) => error.httpStatus,
      ),
    );
    await ingest.drain();
    expect(await Promise.all(answers)).toEqual([200, 400, 200]);
    const [state] = await t.db.select().from(kioskState).where(eq(kioskState.kioskId, machine!.id));
    expect(state).toMatchObject({ state: 2, sentAt: new Date(newest.sentAt) });
  });
});
