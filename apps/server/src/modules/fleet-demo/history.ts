import {
  KioskState,
  type BinReading,
  type CommandResultCode,
  type DowntimeCause,
  type RecycleTransaction,
} from '@srd/contract';
import {
  advance,
  applyCommand,
  createKiosk,
  DAY,
  FAULTS,
  fullestBinPct,
  heartbeatOf,
  HOUR,
  intervene,
  MINUTE,
  NEAR_FULL_PCT,
  type Intervention,
  type KioskKind,
  type ModelOptions,
  type SimEvent,
  type SimKiosk,
  type SimMaterial,
} from './model/kiosk-model.js';
import { integer, pick, seededRng, seedOf, type Rng } from './model/random.js';

/**
 * A demo kiosk's past weeks, computed with the simulator's kiosk model (no database): heartbeats at a
 * coarse interval, transactions, and the alarm, downtime and activity writes its events call for, in
 * time order. The last hours are staged so the present shows each state the screens care about.
 */

export const HISTORY_DAYS = 21;
/**
 * Heartbeats kept every quarter hour for the last days, hourly before: a few hundred rows a kiosk keep a new database's
 * first start quick.
 */
export const HEARTBEAT_EVERY_MS = 15 * MINUTE;
export const OLDER_HEARTBEAT_EVERY_MS = HOUR;
export const RECENT_DAYS = 2;
/** The hours before now in which each kiosk's scene is set. */
export const SCENE_HOURS = 6;
/** Fewer members with smaller bins than the simulator's default: bins fill as often, in fewer transaction rows. */
export const DEMO_MODEL_OPTIONS: ModelOptions = { faultRate: 1, recyclingRate: 0.2, binCapacityScale: 0.35 };
export const MARKED_DOWN_REASON = 'Scheduled maintenance';
/** Of the sessions at a demo kiosk, the share a member holds a card to the reader for; the rest recycle anonymously. */
export const MEMBER_SHARE = 0.7;

/** What a kiosk shows now: most are normal; one of each of the others makes the fleet screens worth a look. */
export type SceneRole = 'normal' | 'nearFull' | 'full' | 'offline' | 'markedDown' | 'fault';
/** The same demo history, and the same roles, on every new database. */
export const DEMO_SEED = 2026;
const SCENE_ROLES: SceneRole[] = ['full', 'offline', 'markedDown', 'nearFull', 'fault', 'nearFull'];

export interface DemoKiosk {
  id: number;
  kid: string;
  kioskType: KioskKind;
}

export type LifecycleWrite =
  | { at: number; kind: 'raise'; typeCode: string; errorCode?: string; message?: string }
  | { at: number; kind: 'clear'; typeCode: string }
  | { at: number; kind: 'startDowntime' | 'endDowntime'; cause: DowntimeCause }
  | { at: number; kind: 'activity'; activity: string; detail: Record<string, unknown>; byStaff?: boolean };

export interface HeartbeatRecord {
  at: number;
  state: KioskState;
  bins: BinReading[];
  errorCodes: string[];
}

export interface CommandRecord {
  command: string;
  params: Record<string, unknown>;
  /** Contract CommandStatus. */
  status: number;
  createdAt: number;
  deliveredAt: number | null;
  completedAt: number | null;
  result: string | null;
}

export interface KioskHistory {
  heartbeats: HeartbeatRecord[];
  transactions: RecycleTransaction[];
  writes: LifecycleWrite[];
  commands: CommandRecord[];
  kiosk: SimKiosk;
  lastHeartbeatAt: number;
  manualDown: boolean;
}

/**
 * Which kiosks play which scene: a seeded shuffle spreads the roles over the kiosk types; at least half the fleet stays
 * normal.
 */
export function castRoles(kiosks: readonly DemoKiosk[], seed: number): Map<number, SceneRole> {
  const rng = seededRng(seed);
  const order = kiosks.map((kiosk) => ({ kiosk, key: rng.next() })).sort((a, b) => a.key - b.key);
  const special = Math.min(SCENE_ROLES.length, Math.floor(kiosks.length / 2));
  return new Map(order.map(({ kiosk }, index) => [kiosk.id, index < special ? SCENE_ROLES[index]! : 'normal']));
}

/** Turns model events into the writes they call for, tracking which alarms and downtimes are open. */
class LifecycleLog {
  readonly writes: LifecycleWrite[] = [];
  private readonly activeAlarms = new Set<string>();
  private readonly openDowntimes = new Set<DowntimeCause>();

  raise(at: number, typeCode: string, errorCode?: string, message?: string): void {
    if (this.activeAlarms.has(typeCode)) return;
    this.activeAlarms.add(typeCode);
    this.writes.push({ at, kind: 'raise', typeCode, errorCode, message });
  }

  clear(at: number, typeCode: string): void {
    if (this.activeAlarms.delete(typeCode)) this.writes.push({ at, kind: 'clear', typeCode });
  }

  startDowntime(at: number, cause: DowntimeCause): void {
    if (this.openDowntimes.has(cause)) return;
    this.openDowntimes.add(cause);
    this.writes.push({ at, kind: 'startDowntime', cause });
  }

  endDowntime(at: number, cause: DowntimeCause): void {
    if (this.openDowntimes.delete(cause)) this.writes.push({ at, kind: 'endDowntime', cause });
  }

  activity(at: number, activity: string, detail: Record<string, unknown>, byStaff = false): void {
    this.writes.push({ at, kind: 'activity', activity, detail, byStaff });
  }

  record(event: SimEvent, kiosk: SimKiosk): void {
    const { at } = event;
    switch (event.kind) {
      case 'stateChanged':
        this.activity(at, 'stateChanged', { from: event.from, to: event.to });
        if (event.to === KioskState.NearFull)
          this.raise(at, 'BIN_NEAR_FULL', undefined, `Fullest bin at ${Math.round(fullestBinPct(kiosk))} %`);
        if (event.to === KioskState.Full) {
          this.raise(at, 'BIN_FULL', undefined, `Fullest bin at ${Math.round(fullestBinPct(kiosk))} %`);
          this.startDowntime(at, 'full');
        }
        break;
      case 'collected':
        this.clear(at, 'BIN_FULL');
        this.clear(at, 'BIN_NEAR_FULL');
        this.endDowntime(at, 'full');
        break;
      case 'faultStarted':
        this.raise(at, event.fault.alertType, event.fault.code, event.fault.message);
        if (event.fault.stopsService) this.startDowntime(at, 'fault');
        break;
      case 'faultCleared':
        this.clear(at, event.fault.alertType);
        this.endDowntime(at, 'fault');
        break;
      case 'wentOffline':
        this.activity(at, 'offline', {});
        this.raise(at, 'OFFLINE');
        this.startDowntime(at, 'offline');
        break;
      case 'cameOnline':
        this.activity(at, 'online', {});
        this.clear(at, 'OFFLINE');
        this.endDowntime(at, 'offline');
        break;
      case 'transaction':
        break;
    }
  }
}

/** The interventions that set a kiosk's scene, each at its time before now. */
function scene(role: SceneRole, kioskType: KioskKind, now: number): [number, Intervention | 'markDown'][] {
  const start = now - SCENE_HOURS * HOUR;
  const steps: [number, Intervention | 'markDown'][] = [[start, { kind: 'calm', until: now + DAY }]];
  // Emptied now if fuller than this, so a kiosk meant to be normal cannot fill up before the present.
  steps.push([start, { kind: 'collect', ifFullerThanPct: role === 'nearFull' || role === 'full' ? -1 : 40 }]);
  // Busy hours can fill a bin in the hours of a scene: only the kiosk meant to be full is left full or
  // near full at the present, whatever the hour of day the demo is seeded.
  if (role !== 'full') steps.push([now, { kind: 'collect', ifFullerThanPct: NEAR_FULL_PCT }]);
  if (role === 'nearFull') steps.push([now, { kind: 'fillTo', pct: 82, collectAt: now + 10 * HOUR }]);
  if (role === 'full') steps.push([now - 3 * HOUR, { kind: 'fillTo', pct: 97, collectAt: now + 10 * HOUR }]);
  if (role === 'offline') steps.push([now - 3 * HOUR, { kind: 'silence', until: now + DAY }]);
  if (role === 'markedDown') steps.push([now - 5 * HOUR, 'markDown']);
  if (role === 'fault') {
    const fault = FAULTS.find(
      (kind) => kind.stopsService && (kind.kioskType === kioskType || kind.kioskType === null),
    )!;
    steps.push([now - HOUR, { kind: 'fault', fault, until: now + DAY }]);
  }
  return steps;
}

/** A few commands staff sent over the weeks, done or refused as the kiosk model answers them. */
function pastCommands(kiosk: SimKiosk, start: number, now: number, rng: Rng): CommandRecord[] {
  return Array.from({ length: integer(rng, 0, 2) }, () => {
    const createdAt = start + rng.next() * (now - start - DAY);
    const [command, params] = pick(rng, [
      ['reboot', {}],
      ['setVolume', { volume: 60 }],
      ['reboot', {}],
    ] as const);
    const { ack } = applyCommand(kiosk, command, createdAt, rng);
    const deliveredAt = createdAt + integer(rng, 2, 20) * 1000;
    return {
      command,
      params,
      status: ack.ok ? 2 : 3,
      createdAt,
      deliveredAt,
      completedAt: deliveredAt + 1500,
      result: ack.result ?? null,
    };
  });
}

/**
 * A kiosk's history from `days` ago to `now`, the same for the same kiosk, role and seed.
 * Heartbeats fall on round quarters of the hour, the last one at `now` itself: a new database's
 * fleet shows its scene until its heartbeats are overdue, however far into a quarter it was seeded.
 */
export function kioskHistory(
  demo: DemoKiosk,
  role: SceneRole,
  catalogue: readonly SimMaterial[],
  now: number,
  seed: number,
  days = HISTORY_DAYS,
): KioskHistory {
  const rng = seededRng(seedOf(demo.kid, seed));
  const start = Math.floor((now - days * DAY) / HEARTBEAT_EVERY_MS) * HEARTBEAT_EVERY_MS;
  let kiosk = createKiosk(demo.kid, demo.kioskType, catalogue, start, rng, DEMO_MODEL_OPTIONS);
  const log = new LifecycleLog();
  const heartbeats: HeartbeatRecord[] = [];
  const transactions: RecycleTransaction[] = [];
  const commands = pastCommands(kiosk, start, now, rng);
  let lastHeartbeatAt = start;
  let manualDown = false;
  const apply = (events: SimEvent[]) => {
    for (const event of events) {
      if (event.kind === 'transaction') transactions.push(event.transaction);
      log.record(event, kiosk);
    }
  };

  const staged = scene(role, demo.kioskType, now);
  const recentFrom = now - RECENT_DAYS * DAY;
  for (let previous = start, at = start; at < now; previous = at) {
    at = Math.min(now, at + (at < recentFrom ? OLDER_HEARTBEAT_EVERY_MS : HEARTBEAT_EVERY_MS));
    for (const [when, change] of staged) {
      if (when > previous && when <= at) {
        const step = advance(kiosk, when, rng, DEMO_MODEL_OPTIONS);
        kiosk = step.kiosk;
        apply(step.events);
        if (change === 'markDown') {
          const result = applyCommand(kiosk, 'markDown', when, rng);
          kiosk = result.kiosk;
          manualDown = true;
          commands.push({
            command: 'markDown',
            params: {},
            status: 2,
            createdAt: when - 40_000,
            deliveredAt: when - 5_000,
            completedAt: when,
            result: null,
          });
          log.activity(when, 'markedDown', { reason: MARKED_DOWN_REASON }, true);
          log.startDowntime(when, 'manual');
          apply(result.events);
        } else {
          const step = intervene(kiosk, when, change);
          kiosk = step.kiosk;
          apply(step.events);
        }
      }
    }
    const step = advance(kiosk, at, rng, DEMO_MODEL_OPTIONS);
    kiosk = step.kiosk;
    apply(step.events);
    if (kiosk.online) {
      const { state, bins, errorCodes } = heartbeatOf(kiosk, new Date(at));
      heartbeats.push({ at, state, bins, errorCodes });
      lastHeartbeatAt = at;
    }
  }
  // Commands still waiting: the offline kiosk has not fetched its reboot; another has fetched one but not answered yet.
  if (role === 'offline')
    commands.push({
      command: 'reboot',
      params: {},
      status: 0,
      createdAt: now - HOUR,
      deliveredAt: null,
      completedAt: null,
      result: null,
    });
  if (role === 'fault') {
    commands.push({
      command: 'reboot',
      params: {},
      status: 1,
      createdAt: now - 2 * MINUTE,
      deliveredAt: now - MINUTE,
      completedAt: null,
      result: null,
    });
    commands.push({
      command: 'reboot',
      params: {},
      status: 4,
      createdAt: now - 3 * DAY,
      deliveredAt: null,
      completedAt: null,
      result: 'notFetchedInTime' satisfies CommandResultCode,
    });
  }
  for (const command of commands)
    log.activity(command.createdAt, 'command', { command: command.command, params: command.params }, true);
  return { heartbeats, transactions, writes: log.writes, commands, kiosk, lastHeartbeatAt, manualDown };
}
