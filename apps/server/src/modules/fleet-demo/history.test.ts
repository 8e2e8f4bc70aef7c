import { KioskState } from '@srd/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MATERIALS, HOUR } from './model/kiosk-model.js';
import { castRoles, kioskHistory, type DemoKiosk, type LifecycleWrite, type SceneRole } from './history.js';
import { splitAt } from './past-records.js';

const NOW = Date.parse('2026-03-20T08:00:00Z');
const fleet = (size: number): DemoKiosk[] =>
  Array.from({ length: size }, (_, index) => ({
    id: index + 1,
    kid: `K-${index + 1}`,
    kioskType: (index % 3) as 0 | 1 | 2,
  }));

describe('demo fleet history', () => {
  it('is the same for the same kiosk and seed', () => {
    const [kiosk] = fleet(1);
    const first = kioskHistory(kiosk!, 'normal', DEFAULT_MATERIALS, NOW, 1);
    expect(kioskHistory(kiosk!, 'normal', DEFAULT_MATERIALS, NOW, 1)).toEqual(first);
    expect(kioskHistory({ ...kiosk!, kid: 'K-other' }, 'normal', DEFAULT_MATERIALS, NOW, 1).transactions).not.toEqual(
      first.transactions,
    );
  });

  it('casts one kiosk of each scene over the kiosk types and keeps at least half the fleet normal', () => {
    const roles = castRoles(fleet(24), 2026);
    const cast = [...roles.entries()].filter(([, role]) => role !== 'normal');
    expect(cast.map(([, role]) => role).sort()).toEqual([
      'fault',
      'full',
      'markedDown',
      'nearFull',
      'nearFull',
      'offline',
    ]);
    expect(new Set(cast.map(([id]) => fleet(24)[id - 1]!.kioskType)).size).toBeGreaterThan(1);
    expect([...castRoles(fleet(4), 2026).values()].filter((role) => role === 'normal').length).toBe(2);
  });

  it('ends each kiosk in the state of its scene', () => {
    const [rvm, sc, bin] = fleet(3);
    expect(kioskHistory(rvm!, 'full', DEFAULT_MATERIALS, NOW, 1).kiosk.state).toBe(KioskState.Full);
    expect(kioskHistory(bin!, 'nearFull', DEFAULT_MATERIALS, NOW, 1).kiosk.state).toBe(KioskState.NearFull);
    expect(kioskHistory(sc!, 'offline', DEFAULT_MATERIALS, NOW, 1).kiosk.online).toBe(false);
    const down = kioskHistory(sc!, 'markedDown', DEFAULT_MATERIALS, NOW, 1);
    expect([down.kiosk.state, down.manualDown]).toEqual([KioskState.NotInService, true]);
    const faulted = kioskHistory(bin!, 'fault', DEFAULT_MATERIALS, NOW, 1);
    expect([faulted.kiosk.state, faulted.kiosk.fault?.code]).toEqual([KioskState.NotInService, 'E102']);
    const normal = kioskHistory(rvm!, 'normal', DEFAULT_MATERIALS, NOW, 1);
    expect([normal.kiosk.state, normal.kiosk.online]).toEqual([KioskState.Normal, true]);
  });

  // Every scene at each of the 24 hours, for one kiosk of each type. A scene is staged in the last
  // SCENE_HOURS from whatever came before (bins fuller than 40 % emptied, faults and silences ended), so
  // a day of history reaches the same hour-dependent staging as three weeks, in a seventh of the replay.
  it('leaves a full bin only at the kiosk meant to be full, each scene its open downtime, whatever the hour', () => {
    const openDowntimes = (writes: readonly LifecycleWrite[]) => {
      const open = new Set<string>();
      for (const write of writes) {
        if (write.kind === 'startDowntime') open.add(write.cause);
        if (write.kind === 'endDowntime') open.delete(write.cause);
      }
      return [...open];
    };
    const expected: Record<SceneRole, { state: KioskState; open: string[] }> = {
      normal: { state: KioskState.Normal, open: [] },
      nearFull: { state: KioskState.NearFull, open: [] },
      full: { state: KioskState.Full, open: ['full'] },
      offline: { state: KioskState.Normal, open: ['offline'] },
      markedDown: { state: KioskState.NotInService, open: ['manual'] },
      fault: { state: KioskState.NotInService, open: ['fault'] },
    };
    for (let hour = 0; hour < 24; hour++) {
      const now = NOW + hour * HOUR;
      for (const kiosk of fleet(3)) {
        for (const [role, { state, open }] of Object.entries(expected)) {
          const history = kioskHistory(kiosk, role as SceneRole, DEFAULT_MATERIALS, now, hour, 1);
          expect({
            hour,
            kid: kiosk.kid,
            role,
            state: history.kiosk.state,
            open: openDowntimes(history.writes),
          }).toEqual({ hour, kid: kiosk.kid, role, state, open });
        }
      }
    }
  });

  it('splits lifecycle writes into finished rows and writes to make; an alarm open at the cut stays active', () => {
    const writes = [
      { at: 1, kind: 'raise', typeCode: 'DOOR_OPEN', errorCode: 'E102' },
      { at: 1, kind: 'startDowntime', cause: 'fault' },
      { at: 2, kind: 'clear', typeCode: 'DOOR_OPEN' },
      { at: 2, kind: 'endDowntime', cause: 'fault' },
      { at: 3, kind: 'raise', typeCode: 'OFFLINE' },
      { at: 3, kind: 'startDowntime', cause: 'offline' },
      { at: 5, kind: 'clear', typeCode: 'OFFLINE' },
      { at: 5, kind: 'endDowntime', cause: 'offline' },
    ] as const;
    const { past, present } = splitAt(writes, 4);
    expect(past.alarms).toEqual([
      { typeCode: 'DOOR_OPEN', errorCode: 'E102', message: null, raisedAt: 1, clearedAt: 2 },
      { typeCode: 'OFFLINE', errorCode: null, message: null, raisedAt: 3, clearedAt: null },
    ]);
    expect(past.downtimes).toEqual([
      { cause: 'fault', startedAt: 1, endedAt: 2 },
      { cause: 'offline', startedAt: 3, endedAt: null },
    ]);
    expect(past.activities.map((entry) => [entry.kind, entry.alarm])).toEqual([
      ['alarmRaised', 0],
      ['alarmCleared', 0],
      ['alarmRaised', 1],
    ]);
    expect(present).toEqual(writes.slice(6));
  });

  it('writes a few hundred heartbeats a kiosk, hourly and then every quarter hour', () => {
    const { heartbeats } = kioskHistory(fleet(1)[0]!, 'normal', DEFAULT_MATERIALS, NOW, 1);
    expect(heartbeats.length).toBeLessThanOrEqual(19 * 24 + 2 * 96);
    expect(heartbeats.length).toBeGreaterThan(500);
    expect(heartbeats.at(-1)!.at).toBe(NOW);
    const gaps = heartbeats.slice(1).map((beat, index) => beat.at - heartbeats[index]!.at);
    expect(Math.min(...gaps)).toBe(HOUR / 4);
  });

  it('puts heartbeats on round quarters and the last one at the present, seeded at any minute', () => {
    const now = NOW + 7 * 60_000 + 12_345;
    const { heartbeats } = kioskHistory(fleet(1)[0]!, 'normal', DEFAULT_MATERIALS, now, 1);
    expect(heartbeats.at(-1)!.at).toBe(now);
    expect(heartbeats.slice(0, -1).every((beat) => beat.at % (HOUR / 4) === 0)).toBe(true);
  });
});
