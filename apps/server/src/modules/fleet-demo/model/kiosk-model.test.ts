import { Heartbeat, KioskState, RecycleTransaction } from '@srd/contract';
import { describe, expect, it } from 'vitest';
import {
  advance,
  applyCommand,
  createKiosk,
  DEFAULT_MATERIALS,
  DEFAULT_MODEL_OPTIONS,
  FULL_PCT,
  fullestBinPct,
  heartbeatOf,
  HOUR,
  MINUTE,
  NEAR_FULL_PCT,
  type KioskKind,
  type ModelOptions,
  type SimEvent,
  type SimKiosk,
} from './kiosk-model.js';
import { seededRng } from './random.js';

const START = Date.parse('2026-03-02T00:00:00Z');
const QUIET: ModelOptions = { ...DEFAULT_MODEL_OPTIONS, faultRate: 0, recyclingRate: 1 };

/** Runs a kiosk in 15-minute steps, keeping every event and the kiosk after each step. */
function run(kioskType: KioskKind, hours: number, seed: number, options: ModelOptions) {
  const rng = seededRng(seed);
  let kiosk = createKiosk(`K-${seed}`, kioskType, DEFAULT_MATERIALS, START, rng, options);
  const events: SimEvent[] = [];
  const snapshots: SimKiosk[] = [];
  for (let at = START + 15 * MINUTE; at <= START + hours * HOUR; at += 15 * MINUTE) {
    const step = advance(kiosk, at, rng, options);
    kiosk = step.kiosk;
    events.push(...step.events);
    snapshots.push(kiosk);
  }
  return { kiosk, events, snapshots };
}

const stateChanges = (events: SimEvent[]) =>
  events.flatMap((event) => (event.kind === 'stateChanged' ? [event.to] : []));

describe('kiosk model', () => {
  it('fills its bins with recycling to near full, then full, until a collection empties them', () => {
    // Busy members fill a bin faster than the collector comes.
    const { events, snapshots } = run(0, 72, 7, { ...DEFAULT_MODEL_OPTIONS, faultRate: 0, recyclingRate: 8 });
    const changes = stateChanges(events);
    const nearFull = changes.indexOf(KioskState.NearFull);
    const full = changes.indexOf(KioskState.Full);
    expect(nearFull).toBeGreaterThanOrEqual(0);
    expect(full).toBeGreaterThan(nearFull);
    expect(changes[full + 1]).toBe(KioskState.Normal);

    const collected = events.findIndex((event) => event.kind === 'collected');
    const beforeCollection = events.slice(0, collected);
    expect(beforeCollection.some((event) => event.kind === 'transaction')).toBe(true);
    // Bins only grow between collections, and a full kiosk takes nothing more.
    const firstCollectionAt = events[collected]!.at;
    const depths = snapshots.filter((kiosk) => kiosk.clock < firstCollectionAt).map(fullestBinPct);
    expect(depths).toEqual([...depths].sort((a, b) => a - b));
    expect(Math.max(...depths)).toBeGreaterThanOrEqual(FULL_PCT);
    const fullAt = events.find((event) => event.kind === 'stateChanged' && event.to === KioskState.Full)!.at;
    expect(
      events.some((event) => event.kind === 'transaction' && event.at > fullAt && event.at < firstCollectionAt),
    ).toBe(false);
    const afterCollection = snapshots.find((kiosk) => kiosk.clock >= firstCollectionAt)!;
    expect(afterCollection.bins.every((bin) => bin.depthPct < NEAR_FULL_PCT)).toBe(true);
  });

  it('reports weight and depth per material bin in a heartbeat the contract accepts', () => {
    for (const kioskType of [0, 1, 2] as const) {
      const { kiosk } = run(kioskType, 12, 3, QUIET);
      const heartbeat = Heartbeat.parse(heartbeatOf(kiosk, new Date(kiosk.clock)));
      expect(heartbeat.bins.length).toBeGreaterThan(0);
      expect(heartbeat.bins.some((bin) => bin.weightKg > 0 && bin.depthPct > 0)).toBe(true);
      expect(heartbeat.state).toBe(kiosk.state);
    }
    expect(run(2, 1, 3, QUIET).kiosk.bins.map((bin) => bin.material.code)).toEqual(['FOOD_WASTE']);
  });

  it('has faults that stop the kiosk with an error code and recover later', () => {
    const { events, snapshots } = run(0, 24 * 7, 11, { ...DEFAULT_MODEL_OPTIONS, faultRate: 10, recyclingRate: 1 });
    const started = events.filter((event) => event.kind === 'faultStarted');
    expect(started.length).toBeGreaterThan(3);
    for (const start of started) {
      const cleared = events.find((event) => event.kind === 'faultCleared' && event.at >= start.at);
      if (!cleared) continue;
      expect(cleared.kind === 'faultCleared' && cleared.fault.code).toBe(start.fault.code);
      expect(cleared.at - start.at).toBeLessThanOrEqual(4 * HOUR);
    }
    const faulted = snapshots.find((kiosk) => kiosk.fault?.stopsService)!;
    expect(faulted.state).toBe(KioskState.NotInService);
    expect(heartbeatOf(faulted, new Date()).errorCodes).toEqual([faulted.fault!.code]);
    // Every fault that stops service ends with the kiosk back in a serving state.
    const outOfService = stateChanges(events).filter((state) => state === KioskState.NotInService).length;
    const backInService = events.filter(
      (event) => event.kind === 'stateChanged' && event.from === KioskState.NotInService,
    ).length;
    expect(backInService).toBeGreaterThanOrEqual(outOfService - 1);
  });

  it('goes silent for a while and comes back, recycling nothing meanwhile', () => {
    const { events } = run(1, 24 * 10, 5, { ...DEFAULT_MODEL_OPTIONS, faultRate: 5, recyclingRate: 1 });
    const silences = events.filter((event) => event.kind === 'wentOffline');
    expect(silences.length).toBeGreaterThan(1);
    for (const silence of silences) {
      if (silence.kind !== 'wentOffline') continue;
      const back = events.find((event) => event.kind === 'cameOnline' && event.at >= silence.at);
      if (!back) continue;
      expect(back.at).toBe(silence.until);
      expect(events.some((event) => event.kind === 'transaction' && event.at > silence.at && event.at < back.at)).toBe(
        false,
      );
    }
  });

  it('is the same for the same seed and differs for another', () => {
    const first = run(0, 48, 42, { ...DEFAULT_MODEL_OPTIONS, faultRate: 3, recyclingRate: 1 });
    const again = run(0, 48, 42, { ...DEFAULT_MODEL_OPTIONS, faultRate: 3, recyclingRate: 1 });
    const other = run(0, 48, 43, { ...DEFAULT_MODEL_OPTIONS, faultRate: 3, recyclingRate: 1 });
    expect(again.events).toEqual(first.events);
    expect(again.kiosk).toEqual(first.kiosk);
    expect(other.events).not.toEqual(first.events);
  });

  it('gives every transaction a uuid of its own and a body the contract accepts', () => {
    const uuids: string[] = [];
    for (let seed = 1; seed <= 6; seed++) {
      for (const event of run((seed % 3) as KioskKind, 24 * 5, seed, QUIET).events) {
        if (event.kind !== 'transaction') continue;
        const parsed = RecycleTransaction.parse(event.transaction);
        expect(parsed.items.every((item) => item.points > 0 && item.weightKg > 0)).toBe(true);
        uuids.push(parsed.uuid);
      }
    }
    expect(uuids.length).toBeGreaterThan(500);
    expect(new Set(uuids).size).toBe(uuids.length);
  });

  it('carries out commands: reboot is a short silence, markDown holds it down until resume, others refused', () => {
    const rng = seededRng(9);
    const kiosk = createKiosk('K-CMD', 0, DEFAULT_MATERIALS, START, rng, QUIET);
    const rebooted = applyCommand(kiosk, 'reboot', START, rng);
    expect(rebooted.ack.ok).toBe(true);
    expect(rebooted.kiosk.online).toBe(false);
    const back = advance(rebooted.kiosk, START + 2 * MINUTE, rng, QUIET);
    expect(back.kiosk.online).toBe(true);
    expect(back.events.find((event) => event.kind === 'cameOnline')).toMatchObject({ cause: 'reboot' });

    const down = applyCommand(back.kiosk, 'markDown', START + 3 * MINUTE, rng);
    expect(down.kiosk.state).toBe(KioskState.NotInService);
    const stillDown = advance(down.kiosk, START + 5 * HOUR, rng, QUIET);
    expect(stillDown.kiosk.state).toBe(KioskState.NotInService);
    expect(stillDown.events.some((event) => event.kind === 'transaction')).toBe(false);
    const resumed = applyCommand(stillDown.kiosk, 'resume', START + 5 * HOUR, rng);
    expect(resumed.ack.ok).toBe(true);
    expect(resumed.kiosk.state).not.toBe(KioskState.NotInService);

    const unknown = applyCommand(resumed.kiosk, 'selfDestruct', START + 5 * HOUR, rng);
    expect(unknown.ack).toEqual({ ok: false, result: 'unknownCommand' });
    expect(unknown.kiosk).toEqual(resumed.kiosk);
  });
});
