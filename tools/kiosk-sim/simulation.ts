import { setTimeout as sleep } from 'node:timers/promises';
import { KioskState } from '@srd/contract';
import { deviceClient } from '../../apps/server/src/modules/fleet-demo/device-client.js';
import { httpSender } from './http-sender.js';
import { createKiosk, DEFAULT_MODEL_OPTIONS } from '../../apps/server/src/modules/fleet-demo/model/kiosk-model.js';
import { emptyStats, KioskRunner, type SimStats } from '../../apps/server/src/modules/fleet-demo/kiosk-runner.js';
import { pick, seededRng, seedOf, type Rng } from '../../apps/server/src/modules/fleet-demo/model/random.js';
import { provisionKiosks, staffClient } from './staff-client.js';

export interface SimOptions {
  url: string;
  user: string;
  password: string;
  /** Tenant of the kiosks it creates. */
  tenant?: number;
  kiosks: number;
  intervalSeconds: number;
  /** Model time runs this many times faster than the clock: bins fill, faults come and go sooner. */
  speed: number;
  /** Where model time starts (ms since epoch), e.g. at a busy hour; unset: now. */
  modelStartAt?: number;
  /** Stops by itself after this long; unset: until interrupted. */
  durationSeconds?: number;
  /** Multiplies how often faults and silences happen. */
  faultRate: number;
  seed: number;
  /** Ticks (each a few requests) in flight at once, and the keep-alive sockets they share. */
  concurrency: number;
  summaryEverySeconds: number;
  /** Member card numbers (of the kiosks' tenant) that pay every session, one drawn each time; unset: anonymous. */
  memberCards?: readonly string[];
}

export const DEFAULT_SIM_OPTIONS = {
  url: 'http://localhost:8080',
  user: 'admin',
  kiosks: 10,
  intervalSeconds: 10,
  speed: 1,
  faultRate: 1,
  seed: 1,
  concurrency: 64,
  summaryEverySeconds: 10,
} satisfies Partial<SimOptions>;

const STATE_NAMES: Record<KioskState, string> = {
  [KioskState.Normal]: 'normal',
  [KioskState.NearFull]: 'near full',
  [KioskState.Full]: 'full',
  [KioskState.NotInService]: 'not in service',
  [KioskState.Running]: 'running',
};

/** How many kiosks are in each state now; silent ones count as offline whatever their state. */
export function kiosksPerState(runners: readonly KioskRunner[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(
    [...Object.values(STATE_NAMES), 'offline'].map((name) => [name, 0]),
  );
  for (const { kiosk } of runners) counts[kiosk.online ? STATE_NAMES[kiosk.state] : 'offline']!++;
  return counts;
}

export function summaryLine(elapsedMs: number, stats: SimStats, perState: Record<string, number>): string {
  const states = Object.entries(perState)
    .filter(([, count]) => count > 0)
    .map(([name, count]) => `${count} ${name}`)
    .join(', ');
  return [
    `[sim ${Math.round(elapsedMs / 1000)}s] heartbeats ${stats.heartbeatsOk} ok, ${stats.heartbeatsFailed} failed`,
    `transactions ${stats.transactionsAccepted} ok, ${stats.transactionsReplayed} replayed, ` +
      `${stats.transactionsRetried} retried, ${stats.transactionsRefused} refused`,
    `alerts ${stats.alertsSent}`,
    `commands ${stats.commandsAcked} acked, ${stats.commandsRefused} refused`,
    `kiosks ${states}`,
  ].join(' | ');
}

export interface SimResult {
  stats: SimStats;
  runners: KioskRunner[];
}

/**
 * Signs in as staff, provisions the kiosks (created once, secrets rotated on later runs) and drives
 * them until `signal` aborts or the duration ends, printing a summary line every `summaryEverySeconds`.
 */
export async function runSimulation(
  options: SimOptions,
  signal: AbortSignal,
  log: (line: string) => void,
): Promise<SimResult> {
  const sender = httpSender(options.url, options.concurrency);
  const stats = emptyStats();
  try {
    const staff = staffClient(sender);
    await staff.login(options.user, options.password);
    const catalogue = await staff.materials();
    const provisioned = await provisionKiosks(staff, options.kiosks, options.tenant, Math.min(16, options.concurrency));
    if (provisioned.length < options.kiosks)
      log(`only ${provisioned.length} of ${options.kiosks} kiosks could be provisioned`);
    const start = Date.now();
    const modelStart = options.modelStartAt ?? start;
    const modelOptions = { ...DEFAULT_MODEL_OPTIONS, faultRate: options.faultRate };
    const client = deviceClient(sender);
    const runners = provisioned.map((kiosk) => {
      const rng = seededRng(seedOf(kiosk.kid, options.seed));
      return new KioskRunner(
        kiosk,
        createKiosk(kiosk.kid, kiosk.kioskType, catalogue, modelStart, rng, modelOptions),
        rng,
        client,
        stats,
        modelOptions,
        payingCard(options.memberCards),
      );
    });
    log(
      `driving ${runners.length} kiosks at ${options.url}, a heartbeat every ${options.intervalSeconds} s, ` +
        `model time x${options.speed}`,
    );
    const summary = setInterval(
      () => log(summaryLine(Date.now() - start, stats, kiosksPerState(runners))),
      options.summaryEverySeconds * 1000,
    );
    const stop =
      options.durationSeconds === undefined
        ? signal
        : AbortSignal.any([signal, AbortSignal.timeout(options.durationSeconds * 1000)]);
    try {
      await drive(runners, options, stop, (wallMs) => modelStart + (wallMs - start) * options.speed, log);
    } finally {
      clearInterval(summary);
    }
    log(summaryLine(Date.now() - start, stats, kiosksPerState(runners)));
    return { stats, runners };
  } finally {
    sender.close();
  }
}

/** The card a session is paid by: one of `cards` drawn by the kiosk's generator, or none (an anonymous session). */
function payingCard(cards: readonly string[] | undefined): (rng: Rng) => string | undefined {
  return (rng) => (cards?.length ? pick(rng, cards) : undefined);
}

/**
 * Ticks each kiosk about once per interval (jittered), at most `concurrency` at a time, until stopped; waits for ticks
 * under way.
 */
async function drive(
  runners: KioskRunner[],
  options: SimOptions,
  stop: AbortSignal,
  modelTime: (wallMs: number) => number,
  log: (line: string) => void,
): Promise<void> {
  const intervalMs = options.intervalSeconds * 1000;
  const slots = runners.map((runner) => ({ runner, dueAt: Date.now() + Math.random() * intervalMs, busy: false }));
  const inFlight = new Set<Promise<void>>();
  let cursor = 0;
  while (!stop.aborted && slots.length) {
    const now = Date.now();
    for (let scanned = 0; scanned < slots.length && inFlight.size < options.concurrency; scanned++) {
      const slot = slots[cursor]!;
      cursor = (cursor + 1) % slots.length;
      if (slot.busy || slot.dueAt > now) continue;
      slot.busy = true;
      const ticking: Promise<void> = slot.runner
        .tick(modelTime(now))
        .catch((error: Error) => log(`${slot.runner.credentials.kid}: ${error.message}`))
        .finally(() => {
          slot.busy = false;
          slot.dueAt = Date.now() + intervalMs * (0.8 + Math.random() * 0.4);
          inFlight.delete(ticking);
        });
      inFlight.add(ticking);
    }
    await sleep(Math.min(25, intervalMs / 4), undefined, { signal: stop }).catch(() => {});
  }
  await Promise.allSettled(inFlight);
}
