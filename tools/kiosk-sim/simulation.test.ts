import { setTimeout as sleep } from 'node:timers/promises';
import { KioskState } from '@srd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSimulation, type SimOptions } from './simulation.js';
import { PEER_PASSWORD, PEER_TENANT, startPeer, type Peer } from './test-peer.js';

let peer: Peer;
beforeAll(async () => {
  peer = await startPeer();
});
afterAll(() => peer.close());

/** A Hong Kong morning, when members recycle. */
const BUSY_MORNING = Date.parse('2026-03-02T10:00:00+08:00');

const options = (overrides: Partial<SimOptions>): SimOptions => ({
  url: peer.url, user: 'admin', password: PEER_PASSWORD, kiosks: 3, intervalSeconds: 0.1, speed: 600, modelStartAt: BUSY_MORNING,
  faultRate: 0, seed: 5, concurrency: 8, summaryEverySeconds: 1, ...overrides,
});

async function waitFor(what: string, condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe('kiosk simulator against the device API', () => {
  it('creates its kiosks, then sends heartbeats and transactions the contract accepts, retrying by uuid and acknowledging commands', { timeout: 40_000 }, async () => {
    const { record } = peer;
    // The first transaction's connection drops before the server applies it, the second's after.
    peer.drop.beforeApply.add(1);
    peer.drop.afterApply.add(2);
    const stop = new AbortController();
    const lines: string[] = [];
    const running = runSimulation(options({}), stop.signal, (line) => lines.push(line));

    await waitFor('heartbeats of every kiosk', () => new Set(record.heartbeats.map((heartbeat) => heartbeat.kid)).size === 3);
    // Created one by one in the tenant the staff account lists first, each placed in Hong Kong.
    expect(record.created.map((kiosk) => [kiosk.kid, kiosk.kioskType, kiosk.tid]).sort()).toEqual([['SIM-BIN-0001', 2, PEER_TENANT.id], ['SIM-RVM-0001', 0, PEER_TENANT.id], ['SIM-SC-0001', 1, PEER_TENANT.id]]);
    for (const { lat, lon } of record.created) {
      expect(lat).toBeGreaterThan(22.2);
      expect(lat).toBeLessThan(22.5);
      expect(lon).toBeGreaterThan(113.9);
      expect(lon).toBeLessThan(114.3);
    }

    // Commands: markDown holds the RVM out of service until resume; the smart bin refuses what it does not know; the smart-classify kiosk reboots.
    const markDown = peer.queue('SIM-RVM-0001', 'markDown');
    const unknown = peer.queue('SIM-BIN-0001', 'selfDestruct');
    const reboot = peer.queue('SIM-SC-0001', 'reboot');
    await waitFor('the markDown acknowledgement', () => record.acks.some((ack) => ack.body.id === markDown));
    const downAckAt = record.acks.find((ack) => ack.body.id === markDown)!.at;
    await waitFor('heartbeats while marked down', () => record.heartbeats.filter((beat) => beat.kid === 'SIM-RVM-0001' && beat.at > downAckAt).length >= 3);
    const resume = peer.queue('SIM-RVM-0001', 'resume');
    await waitFor('the resume acknowledgement', () => record.acks.some((ack) => ack.body.id === resume));
    const resumeAckAt = record.acks.find((ack) => ack.body.id === resume)!.at;
    const whileDown = record.heartbeats.filter((beat) => beat.kid === 'SIM-RVM-0001' && beat.at > downAckAt && beat.at < resumeAckAt);
    expect(whileDown.every((beat) => beat.body.state === KioskState.NotInService)).toBe(true);
    await waitFor('a heartbeat back in service', () => record.heartbeats.some((beat) => beat.kid === 'SIM-RVM-0001' && beat.at > resumeAckAt && beat.body.state !== KioskState.NotInService));
    await waitFor('every acknowledgement', () => record.acks.length === 4);
    expect(record.acks.find((ack) => ack.body.id === unknown)!.body).toMatchObject({ ok: false, result: 'unknown command: selfDestruct' });
    expect(record.acks.find((ack) => ack.body.id === reboot)!.body).toMatchObject({ ok: true });

    await waitFor('a few transactions', () => record.applied.size >= 5);
    stop.abort();
    const { stats } = await running;

    // A dropped connection is retried with the same uuid; the retry of one applied before is answered 409 and counts as done.
    const attemptsOf = (uuid: string) => record.transactionAttempts.filter((attempt) => attempt.body.uuid === uuid);
    const [lost, applied] = [...new Set(record.transactionAttempts.map((attempt) => attempt.body.uuid))].map((uuid) => attemptsOf(uuid)[0]);
    expect(attemptsOf(lost!.body.uuid).length).toBe(2);
    expect(attemptsOf(lost!.body.uuid)[1]!.body).toEqual(lost!.body);
    expect(attemptsOf(applied!.body.uuid).length).toBe(2);
    expect(stats.transactionsReplayed).toBe(1);
    expect(stats.transactionsRetried).toBe(2);
    // Each transaction the kiosks made reached the server exactly once in effect.
    expect(new Set(record.transactionAttempts.map((attempt) => attempt.body.uuid)).size).toBe(record.applied.size);
    expect(stats.transactionsAccepted + stats.transactionsReplayed).toBe(record.applied.size);
    expect(record.applied.get(lost!.body.uuid)!.kid).toBe(lost!.kid);

    expect(stats.commandsAcked).toBe(3);
    expect(stats.commandsRefused).toBe(1);
    expect(stats.heartbeatsOk).toBe(record.heartbeats.length);
    // The two ticks whose transaction got no answer sent no heartbeat either.
    expect(stats.heartbeatsFailed).toBe(2);
    expect(record.unauthorized).toBe(0);
    expect(record.invalid).toEqual([]);
    // Transactions name the materials of the server's catalogue, with their points.
    const items = record.transactionAttempts.flatMap((attempt) => attempt.body.items);
    expect(items.every((item) => ['PET', 'PAPER', 'FOOD_WASTE'].includes(item.material))).toBe(true);
    expect(items.filter((item) => item.material === 'PET').every((item) => item.points === item.count * 10)).toBe(true);
    expect(lines.at(-1)).toMatch(/^\[sim \d+s\] heartbeats \d+ ok, 2 failed \| transactions \d+ ok, 1 replayed, 2 retried, 0 refused \| alerts 0 \| commands 3 acked, 1 refused \| kiosks /);
  });

  it('rotates the secrets of kiosks it created before, and reports faults as alerts that clear', { timeout: 30_000 }, async () => {
    const { record } = peer;
    const createdBefore = record.created.length;
    const stop = new AbortController();
    const running = runSimulation(options({ faultRate: 40, speed: 3600, seed: 8 }), stop.signal, () => {});
    await waitFor('an alert raised and cleared', () => record.alerts.some((alert) => !alert.body.active), 20_000);
    stop.abort();
    await running;

    expect(record.created.length).toBe(createdBefore);
    expect(record.rotated.sort()).toEqual([1, 2, 3]);
    // The peer knows only the new secrets: every device call of this run used them.
    expect(record.unauthorized).toBe(0);
    expect(record.invalid).toEqual([]);
    const cleared = record.alerts.find((alert) => !alert.body.active)!;
    const raised = record.alerts.find((alert) => alert.body.active && alert.kid === cleared.kid && alert.body.type === cleared.body.type);
    expect(raised).toBeDefined();
    expect(raised!.body.errorCode).toMatch(/^E\d{3}$/);
  });
});
