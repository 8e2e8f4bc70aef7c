import {
  KioskState,
  type CommandAck,
  type CommandResultCode,
  type Heartbeat,
  type RecycleItem,
  type RecycleTransaction,
} from '@srd/contract';
import { exponentialWait, integer, pick, randomUuid, uniform, type Rng } from './random.js';

/**
 * A simulated kiosk as plain data and pure transitions: `advance` moves it through model time (bins
 * filling with recycling, collections, faults, silences) and returns what happened as events, so the
 * simulator posts them to the device API and the demo history writes them to the tables.
 */

export const NEAR_FULL_PCT = 80;
export const FULL_PCT = 95;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** 0 RVM, 1 Smart Classify, 2 TODI Bin. */
export type KioskKind = 0 | 1 | 2;

export interface SimMaterial {
  code: string;
  /** Null: every kiosk type accepts it. */
  kioskType: number | null;
  unit: 'piece' | 'kg';
  pointsPerUnit: number;
}

/** What the demo catalogue holds, for a server whose catalogue has nothing a kiosk type accepts. */
export const DEFAULT_MATERIALS: SimMaterial[] = [
  { code: 'PET', kioskType: 0, unit: 'piece', pointsPerUnit: 10 },
  { code: 'ALU_CAN', kioskType: 0, unit: 'piece', pointsPerUnit: 10 },
  { code: 'TETRA_PAK', kioskType: null, unit: 'piece', pointsPerUnit: 5 },
  { code: 'GLASS', kioskType: 1, unit: 'kg', pointsPerUnit: 20 },
  { code: 'PAPER', kioskType: 1, unit: 'kg', pointsPerUnit: 15 },
  { code: 'PLASTIC', kioskType: 1, unit: 'kg', pointsPerUnit: 25 },
  { code: 'METAL', kioskType: 1, unit: 'kg', pointsPerUnit: 30 },
  { code: 'FOOD_WASTE', kioskType: 2, unit: 'kg', pointsPerUnit: 10 },
];

/** A fault a kiosk can have: its error code, the alert type it raises, and whether it stops the kiosk. */
export interface FaultKind {
  code: string;
  alertType: string;
  /** Null: any kiosk type. */
  kioskType: KioskKind | null;
  stopsService: boolean;
  message: string;
}

export const FAULTS: FaultKind[] = [
  { code: 'E101', alertType: 'BELT_JAM', kioskType: 0, stopsService: true, message: 'Conveyor belt jammed' },
  { code: 'E102', alertType: 'DOOR_OPEN', kioskType: null, stopsService: true, message: 'Service door left open' },
  {
    code: 'E201',
    alertType: 'CAMERA_FAULT',
    kioskType: 1,
    stopsService: true,
    message: 'Sorting camera not responding',
  },
  { code: 'E301', alertType: 'SPRAY_LOW', kioskType: 2, stopsService: false, message: 'Deodorising spray liquid low' },
];

export interface ModelOptions {
  /** Multiplies how often faults and silences happen (1: a fault every ~3 days, a silence every ~5 days). */
  faultRate: number;
  /** Multiplies how often members recycle. */
  recyclingRate: number;
  /** Multiplies what a bin holds. */
  binCapacityScale: number;
}
export const DEFAULT_MODEL_OPTIONS: ModelOptions = { faultRate: 1, recyclingRate: 1, binCapacityScale: 1 };

/** Transactions an hour at the busiest hour of the day. */
const PEAK_TRANSACTIONS_PER_HOUR: Record<KioskKind, number> = { 0: 10, 1: 5, 2: 6 };
const FAULTS_PER_DAY = 0.3;
const SILENCES_PER_DAY = 0.2;
/** How busy each Hong Kong hour is, relative to the busiest. */
const BUSYNESS_BY_HOUR = [
  0.05, 0.03, 0.02, 0.02, 0.02, 0.05, 0.15, 0.35, 0.55, 0.6, 0.65, 0.75, 0.9, 0.85, 0.7, 0.65, 0.7, 0.85, 1, 0.95, 0.8,
  0.6, 0.35, 0.15,
];
const KG_PER_PIECE: Record<string, number> = { PET: 0.03, ALU_CAN: 0.015, TETRA_PAK: 0.025, HDPE: 0.05 };
const PIECES_PER_BIN = 600;
const KG_PER_BIN: Record<KioskKind, number> = { 0: 30, 1: 60, 2: 40 };
const MAX_BINS = 6;

export interface SimBin {
  bin: number;
  material: SimMaterial;
  capacityKg: number;
  weightKg: number;
  depthPct: number;
}

export interface ActiveFault extends FaultKind {
  since: number;
  until: number;
}

export type OfflineCause = 'silence' | 'reboot';

export interface SimKiosk {
  kid: string;
  kioskType: KioskKind;
  bins: SimBin[];
  /** The state it reports (contract KioskState), and since when. */
  state: KioskState;
  stateSince: number;
  /** False while silent (no network) or rebooting: it sends and fetches nothing. */
  online: boolean;
  offlineCause: OfflineCause | null;
  offlineUntil: number | null;
  fault: ActiveFault | null;
  /** Marked down by a markDown command until a resume. */
  markedDown: boolean;
  /** When a collector empties the bins; set once a bin is near full. */
  collectAt: number | null;
  /** Model times of the next arrival of each random process. */
  next: { transaction: number; fault: number; silence: number };
  batchSeq: number;
  /** Model time the kiosk has been advanced to. */
  clock: number;
}

export type SimEvent =
  | { kind: 'transaction'; at: number; transaction: RecycleTransaction }
  | { kind: 'stateChanged'; at: number; from: KioskState; to: KioskState }
  | { kind: 'faultStarted'; at: number; fault: ActiveFault }
  | { kind: 'faultCleared'; at: number; fault: ActiveFault }
  | { kind: 'wentOffline'; at: number; cause: OfflineCause; until: number }
  | { kind: 'cameOnline'; at: number; cause: OfflineCause }
  | { kind: 'collected'; at: number };

export interface Step {
  kiosk: SimKiosk;
  events: SimEvent[];
}

/** The materials a kiosk type takes, one bin each: its own, and shared ones except in food-waste bins. */
export function materialsFor(kioskType: KioskKind, catalogue: readonly SimMaterial[]): SimMaterial[] {
  const accepts = (material: SimMaterial) =>
    material.kioskType === kioskType || (material.kioskType === null && kioskType !== 2);
  const own = catalogue.filter(accepts);
  return (own.length ? own : DEFAULT_MATERIALS.filter(accepts)).slice(0, MAX_BINS);
}

function binCapacityKg(kioskType: KioskKind, material: SimMaterial, options: ModelOptions): number {
  return (
    (material.unit === 'piece' ? PIECES_PER_BIN * (KG_PER_PIECE[material.code] ?? 0.03) : KG_PER_BIN[kioskType]) *
    options.binCapacityScale
  );
}

/** A kiosk at model time `at`, its bins between empty and half full. */
export function createKiosk(
  kid: string,
  kioskType: KioskKind,
  catalogue: readonly SimMaterial[],
  at: number,
  rng: Rng,
  options = DEFAULT_MODEL_OPTIONS,
): SimKiosk {
  const bins = materialsFor(kioskType, catalogue).map((material, index) => {
    const capacityKg = binCapacityKg(kioskType, material, options);
    return fill({ bin: index + 1, material, capacityKg, weightKg: 0, depthPct: 0 }, uniform(rng, 0, 0.5) * capacityKg);
  });
  return {
    kid,
    kioskType,
    bins,
    state: KioskState.Normal,
    stateSince: at,
    online: true,
    offlineCause: null,
    offlineUntil: null,
    fault: null,
    markedDown: false,
    collectAt: null,
    batchSeq: 0,
    clock: at,
    next: {
      transaction: at + exponentialWait(rng, peakPerMs(kioskType, options)),
      fault: at + exponentialWait(rng, faultsPerMs(options)),
      silence: at + exponentialWait(rng, silencesPerMs(options)),
    },
  };
}

const peakPerMs = (kioskType: KioskKind, options: ModelOptions) =>
  (PEAK_TRANSACTIONS_PER_HOUR[kioskType] * options.recyclingRate) / HOUR;
const faultsPerMs = (options: ModelOptions) => (FAULTS_PER_DAY * Math.max(options.faultRate, 1e-6)) / DAY;
const silencesPerMs = (options: ModelOptions) => (SILENCES_PER_DAY * Math.max(options.faultRate, 1e-6)) / DAY;

/** How busy the hour of `at` is in Hong Kong, 0 to 1. */
export function busyness(at: number): number {
  return BUSYNESS_BY_HOUR[(new Date(at).getUTCHours() + 8) % 24]!;
}

function fill(bin: SimBin, addKg: number): SimBin {
  const weightKg = Math.max(0, Math.min(bin.capacityKg, bin.weightKg + addKg));
  return { ...bin, weightKg, depthPct: Math.min(100, (weightKg / bin.capacityKg) * 100) };
}

export function fullestBinPct(kiosk: SimKiosk): number {
  return Math.max(0, ...kiosk.bins.map((bin) => bin.depthPct));
}

/** The state the kiosk reports: out of service when marked down or stopped by a fault, else by its fullest bin. */
export function reportedState(kiosk: SimKiosk): KioskState {
  if (kiosk.markedDown || kiosk.fault?.stopsService) return KioskState.NotInService;
  const fullest = fullestBinPct(kiosk);
  if (fullest >= FULL_PCT) return KioskState.Full;
  if (fullest >= NEAR_FULL_PCT) return KioskState.NearFull;
  return KioskState.Normal;
}

function copy(kiosk: SimKiosk): SimKiosk {
  return {
    ...kiosk,
    bins: kiosk.bins.map((bin) => ({ ...bin })),
    next: { ...kiosk.next },
    fault: kiosk.fault && { ...kiosk.fault },
  };
}

/** Records a state change, if the kiosk's reported state is no longer the one it had. */
function settle(kiosk: SimKiosk, at: number, events: SimEvent[]): void {
  const state = reportedState(kiosk);
  if (state === kiosk.state) return;
  events.push({ kind: 'stateChanged', at, from: kiosk.state, to: state });
  kiosk.state = state;
  kiosk.stateSince = at;
}

function accepting(kiosk: SimKiosk): boolean {
  return kiosk.online && kiosk.state !== KioskState.NotInService && kiosk.state !== KioskState.Full;
}

/** One member's recycling: a few items into one or two bins. */
function recycle(kiosk: SimKiosk, at: number, rng: Rng): RecycleTransaction {
  const chosen = new Set<number>();
  const wanted = integer(rng, 1, Math.min(2, kiosk.bins.length));
  while (chosen.size < wanted) chosen.add(integer(rng, 0, kiosk.bins.length - 1));
  const items: RecycleItem[] = [...chosen].map((index) => {
    const bin = kiosk.bins[index]!;
    const { material } = bin;
    const count = material.unit === 'piece' ? integer(rng, 1, kiosk.kioskType === 0 ? 12 : 4) : 1;
    const weightKg =
      material.unit === 'piece'
        ? count * (KG_PER_PIECE[material.code] ?? 0.03) * uniform(rng, 0.9, 1.1)
        : uniform(rng, 0.2, kiosk.kioskType === 2 ? 2.5 : 4);
    kiosk.bins[index] = fill(bin, weightKg);
    const points =
      material.unit === 'piece' ? count * material.pointsPerUnit : Math.round(weightKg * material.pointsPerUnit);
    return { material: material.code, count, weightKg: Math.round(weightKg * 1000) / 1000, points };
  });
  kiosk.batchSeq += 1;
  return {
    uuid: randomUuid(rng),
    batchId: `${kiosk.kid}-${String(kiosk.batchSeq).padStart(6, '0')}`,
    tranDttm: new Date(at).toISOString(),
    status: 1,
    amount: 0,
    items,
  };
}

type Due = 'transaction' | 'fault' | 'silence' | 'faultEnd' | 'online' | 'collect';

function nextDue(kiosk: SimKiosk): [Due, number] {
  const candidates: [Due, number | null][] = [
    ['online', kiosk.offlineUntil],
    ['faultEnd', kiosk.fault?.until ?? null],
    ['collect', kiosk.collectAt],
    ['transaction', kiosk.next.transaction],
    ['fault', kiosk.next.fault],
    ['silence', kiosk.next.silence],
  ];
  let best: [Due, number] = ['transaction', Infinity];
  for (const [due, at] of candidates) if (at !== null && at < best[1]) best = [due, at];
  return best;
}

function startFault(draft: SimKiosk, kind: FaultKind, at: number, until: number, events: SimEvent[]): void {
  draft.fault = { ...kind, since: at, until };
  events.push({ kind: 'faultStarted', at, fault: draft.fault });
}

function clearFault(draft: SimKiosk, at: number, events: SimEvent[]): void {
  if (!draft.fault) return;
  events.push({ kind: 'faultCleared', at, fault: draft.fault });
  draft.fault = null;
}

function goOffline(draft: SimKiosk, at: number, cause: OfflineCause, until: number, events: SimEvent[]): void {
  events.push({ kind: 'wentOffline', at, cause, until });
  Object.assign(draft, { online: false, offlineCause: cause, offlineUntil: until });
}

function comeOnline(draft: SimKiosk, at: number, events: SimEvent[]): void {
  if (draft.online) return;
  events.push({ kind: 'cameOnline', at, cause: draft.offlineCause! });
  Object.assign(draft, { online: true, offlineCause: null, offlineUntil: null });
}

function collect(draft: SimKiosk, at: number, events: SimEvent[]): void {
  draft.bins = draft.bins.map((bin) => ({ ...bin, weightKg: 0, depthPct: 0 }));
  draft.collectAt = null;
  events.push({ kind: 'collected', at });
}

/** Moves the kiosk to model time `to`, in order of what falls due. */
export function advance(kiosk: SimKiosk, to: number, rng: Rng, options = DEFAULT_MODEL_OPTIONS): Step {
  const draft = copy(kiosk);
  const events: SimEvent[] = [];
  for (;;) {
    const [due, at] = nextDue(draft);
    if (at > to) break;
    switch (due) {
      case 'transaction':
        draft.next.transaction = at + exponentialWait(rng, peakPerMs(draft.kioskType, options));
        if (accepting(draft) && rng.next() < busyness(at)) {
          events.push({ kind: 'transaction', at, transaction: recycle(draft, at, rng) });
          if (draft.collectAt === null && fullestBinPct(draft) >= NEAR_FULL_PCT)
            draft.collectAt = at + uniform(rng, 2 * HOUR, 12 * HOUR);
        }
        break;
      case 'fault':
        draft.next.fault = at + exponentialWait(rng, faultsPerMs(options));
        if (!draft.fault && draft.online) {
          const kind = pick(
            rng,
            FAULTS.filter((fault) => fault.kioskType === null || fault.kioskType === draft.kioskType),
          );
          startFault(draft, kind, at, at + uniform(rng, 15 * MINUTE, 4 * HOUR), events);
        }
        break;
      case 'faultEnd':
        clearFault(draft, at, events);
        break;
      case 'silence':
        draft.next.silence = at + exponentialWait(rng, silencesPerMs(options));
        if (draft.online) goOffline(draft, at, 'silence', at + uniform(rng, 20 * MINUTE, 6 * HOUR), events);
        break;
      case 'online':
        comeOnline(draft, at, events);
        break;
      case 'collect':
        collect(draft, at, events);
        break;
    }
    settle(draft, at, events);
  }
  draft.clock = Math.max(draft.clock, to);
  return { kiosk: draft, events };
}

/** A change made to a kiosk from outside its random course, to stage a scene (the demo's present). */
export type Intervention =
  /** Ends any fault and silence now, and holds off new ones until `until`. */
  | { kind: 'calm'; until: number }
  /** Empties the bins, or only when the fullest is above `ifFullerThanPct`. */
  | { kind: 'collect'; ifFullerThanPct?: number }
  /** Fills the first bin to `pct` %; its collection comes at `collectAt`. */
  | { kind: 'fillTo'; pct: number; collectAt: number }
  | { kind: 'fault'; fault: FaultKind; until: number }
  | { kind: 'silence'; until: number };

export function intervene(kiosk: SimKiosk, at: number, change: Intervention): Step {
  const draft = copy(kiosk);
  const events: SimEvent[] = [];
  switch (change.kind) {
    case 'calm':
      clearFault(draft, at, events);
      comeOnline(draft, at, events);
      draft.next.fault = Math.max(draft.next.fault, change.until);
      draft.next.silence = Math.max(draft.next.silence, change.until);
      break;
    case 'collect':
      if (fullestBinPct(draft) > (change.ifFullerThanPct ?? -1)) collect(draft, at, events);
      break;
    case 'fillTo': {
      const [first] = draft.bins;
      if (first) draft.bins[0] = fill(first, (change.pct / 100) * first.capacityKg - first.weightKg);
      draft.collectAt = change.collectAt;
      break;
    }
    case 'fault':
      clearFault(draft, at, events);
      startFault(draft, change.fault, at, change.until, events);
      break;
    case 'silence':
      if (draft.online) goOffline(draft, at, 'silence', change.until, events);
      break;
  }
  settle(draft, at, events);
  draft.clock = Math.max(draft.clock, at);
  return { kiosk: draft, events };
}

/**
 * Carries out a command fetched at model time `at`: reboot (a short silence), markDown, resume; anything else is
 * refused. Results are codes, so staff read them in their own language.
 */
export function applyCommand(kiosk: SimKiosk, command: string, at: number, rng: Rng): Step & { ack: CommandAck } {
  const next = copy(kiosk);
  const events: SimEvent[] = [];
  let ack: CommandAck = { ok: true };
  switch (command) {
    case 'reboot':
      goOffline(next, at, 'reboot', at + uniform(rng, 20_000, 60_000), events);
      ack = { ok: true, result: 'rebooting' satisfies CommandResultCode };
      break;
    case 'markDown':
      next.markedDown = true;
      break;
    case 'resume':
      next.markedDown = false;
      break;
    default:
      ack = { ok: false, result: 'unknownCommand' satisfies CommandResultCode };
  }
  settle(next, at, events);
  return { kiosk: next, events, ack };
}

/** The heartbeat body of the kiosk's state now. */
export function heartbeatOf(kiosk: SimKiosk, sentAt: Date): Heartbeat {
  return {
    sentAt: sentAt.toISOString(),
    state: kiosk.state,
    bins: kiosk.bins.map((bin) => ({
      bin: bin.bin,
      material: bin.material.code,
      weightKg: Math.round(bin.weightKg * 1000) / 1000,
      depthPct: Math.round(bin.depthPct * 10) / 10,
    })),
    errorCodes: kiosk.fault ? [kiosk.fault.code] : [],
    versions: { version: '3.2.0', firmware: `fw-${kiosk.kioskType}.8` },
  };
}
