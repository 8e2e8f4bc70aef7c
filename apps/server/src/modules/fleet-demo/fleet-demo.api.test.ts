import { CommandStatus, KioskState } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { kioskState } from '../device/tables.js';
import { modules } from '../index.js';
import { kiosk } from '../kiosk/tables.js';
import { kioskAlarm, kioskCommand, kioskDowntime } from '../kiosk-ops/tables.js';
import { HEARTBEAT_EVERY_MS, HISTORY_DAYS, OLDER_HEARTBEAT_EVERY_MS, RECENT_DAYS } from './history.js';

let t: TestApp;
let kioskCount = 0;
const seededAt = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  // A fleet larger than the demo's own kiosks, so every scene has a kiosk and most stay normal.
  await t.db.insert(kiosk).values(
    Array.from({ length: 20 }, (_, index) => ({
      kid: `EXTRA-${index + 1}`,
      kioskType: index % 3,
      name: `Extra ${index + 1}`,
    })),
  );
  // What a first start with demo data does: every module's demo rows, in registration order, in one transaction.
  await t.db.transaction(async (tx) => {
    for (const module of modules) await module.seedDemo?.(tx);
  });
  kioskCount = (await t.db.select().from(kiosk)).length;
});
afterAll(() => t.close());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query);

describe('demo fleet history', () => {
  it('gives every kiosk weeks of heartbeats at a coarse interval and transactions with their items', async () => {
    const perKiosk = await rows<{ kiosk_id: number; beats: number; first: string; last: string }>(sql`
      select k.id as kiosk_id, count(h.id)::int as beats,
        min(h.received_at)::text as first, max(h.received_at)::text as last
      from kiosk k left join kiosk_heartbeat h on h.kiosk_id = k.id group by k.id`);
    expect(perKiosk.length).toBe(kioskCount);
    const day = 86_400_000;
    const mostPossible =
      ((HISTORY_DAYS - RECENT_DAYS) * day) / OLDER_HEARTBEAT_EVERY_MS + (RECENT_DAYS * day) / HEARTBEAT_EVERY_MS;
    for (const row of perKiosk) {
      // Silences leave gaps; never more than one heartbeat an hour, or a quarter in the last days.
      expect(row.beats).toBeGreaterThan(mostPossible * 0.8);
      expect(row.beats).toBeLessThanOrEqual(mostPossible);
      expect(Date.parse(row.first)).toBeGreaterThanOrEqual(seededAt - HISTORY_DAYS * day - HEARTBEAT_EVERY_MS);
    }
    const transactions = await rows<{ kiosk_id: number; n: number; bad_totals: number; items: number }>(sql`
      select t.kiosk_id, count(*)::int as n,
        count(*) filter (where t.total_count <> (select sum(count) from recycle_item i where i.transaction_id = t.id)
          or t.total_points <> (select sum(points) from recycle_item i where i.transaction_id = t.id)
        )::int as bad_totals,
        (select count(*)::int from recycle_item i join recycle_transaction u on u.id = i.transaction_id
          where u.kiosk_id = t.kiosk_id) as items
      from recycle_transaction t group by t.kiosk_id`);
    expect(transactions.length).toBe(kioskCount);
    for (const row of transactions) {
      expect(row.n).toBeGreaterThan(50);
      expect(row.bad_totals).toBe(0);
      expect(row.items).toBeGreaterThanOrEqual(row.n);
    }
  });

  it('leaves one latest state per kiosk: most normal, some near full, full, offline, down, faulted', async () => {
    const states = await t.db.select().from(kioskState);
    expect(states.length).toBe(kioskCount);
    expect(new Set(states.map((state) => state.kioskId)).size).toBe(kioskCount);
    const online = states.filter((state) => state.online);
    expect(online.filter((state) => state.state === KioskState.Normal).length).toBeGreaterThan(kioskCount / 2);
    expect(online.filter((state) => state.state === KioskState.NearFull).length).toBeGreaterThanOrEqual(2);
    expect(online.filter((state) => state.state === KioskState.Full).length).toBe(1);
    expect(states.filter((state) => !state.online).length).toBe(1);
    const down = states.filter((state) => state.manualDown);
    expect(down.map((state) => [state.state, state.downReason])).toEqual([
      [KioskState.NotInService, 'Scheduled maintenance'],
    ]);
    const faulted = online.filter((state) => state.errorCodes.length > 0);
    expect(faulted.length).toBe(1);
    expect(faulted[0]!.state).toBe(KioskState.NotInService);
    // Online kiosks sent their last heartbeat as the demo was seeded; the offline one hours ago.
    for (const state of online) expect(state.lastHeartbeatAt.getTime()).toBeGreaterThanOrEqual(seededAt);
    expect(seededAt - states.find((state) => !state.online)!.lastHeartbeatAt.getTime()).toBeGreaterThan(2 * 3_600_000);

    const active = await t.db
      .select()
      .from(kioskAlarm)
      .where(sql`${kioskAlarm.active}`);
    const activeOf = (kioskId: number) =>
      active.filter((alarm) => alarm.kioskId === kioskId).map((alarm) => alarm.typeCode);
    expect(activeOf(online.find((state) => state.state === KioskState.Full)!.kioskId)).toContain('BIN_FULL');
    expect(activeOf(states.find((state) => !state.online)!.kioskId)).toContain('OFFLINE');
    expect(activeOf(faulted[0]!.kioskId).length).toBeGreaterThan(0);
    expect(active.length).toBeGreaterThanOrEqual(4);
  });

  it('keeps alarms, downtime periods and commands well formed', async () => {
    const activePairs = await rows<{ n: number }>(
      sql`select count(*)::int as n from kiosk_alarm where active group by kiosk_id, type_code having count(*) > 1`,
    );
    expect(activePairs).toEqual([]);
    const alarms = await t.db.select().from(kioskAlarm);
    expect(alarms.filter((alarm) => !alarm.active).length).toBeGreaterThan(kioskCount);
    for (const alarm of alarms) {
      if (alarm.active) expect(alarm.clearedAt).toBeNull();
      else expect(alarm.clearedAt!.getTime()).toBeGreaterThanOrEqual(alarm.raisedAt.getTime());
    }

    const downtimes = await t.db
      .select()
      .from(kioskDowntime)
      .orderBy(kioskDowntime.kioskId, kioskDowntime.cause, kioskDowntime.startedAt);
    expect(new Set(downtimes.map((period) => period.cause))).toEqual(new Set(['full', 'fault', 'offline', 'manual']));
    for (let i = 0; i < downtimes.length; i++) {
      const period = downtimes[i]!;
      expect(period.kind).toBe(period.cause === 'full' ? 2 : 1);
      if (period.endedAt) expect(period.endedAt.getTime()).toBeGreaterThan(period.startedAt.getTime());
      const previous = downtimes[i - 1];
      if (previous && previous.kioskId === period.kioskId && previous.cause === period.cause) {
        // Periods of one cause follow each other: the earlier one ended before the next began.
        expect(previous.endedAt).not.toBeNull();
        expect(previous.endedAt!.getTime()).toBeLessThanOrEqual(period.startedAt.getTime());
      }
    }
    const open = downtimes
      .filter((period) => period.endedAt === null)
      .map((period) => period.cause)
      .sort();
    expect(open).toEqual(['fault', 'full', 'manual', 'offline']);

    const commands = await t.db.select().from(kioskCommand);
    const statuses = new Set(commands.map((command) => command.status));
    for (const status of [CommandStatus.Pending, CommandStatus.Delivered, CommandStatus.Done, CommandStatus.Expired])
      expect(statuses).toContain(status);
    for (const command of commands.filter((one) => one.status === CommandStatus.Done)) {
      expect(command.completedAt!.getTime()).toBeGreaterThanOrEqual(command.deliveredAt!.getTime());
    }
    const activity = await rows<{ kind: string }>(sql`select distinct kind from kiosk_activity`);
    expect(activity.map((row) => row.kind)).toEqual(
      expect.arrayContaining([
        'stateChanged',
        'offline',
        'online',
        'alarmRaised',
        'alarmCleared',
        'markedDown',
        'command',
      ]),
    );
  });
});
