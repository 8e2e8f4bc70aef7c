import { KioskState } from '@srd/contract';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import {
  clearAlarm,
  endDowntime,
  FULL_ALERT_TYPE,
  type KioskRef,
  NEAR_FULL_ALERT_TYPE,
  OFFLINE_ALERT_TYPE,
  raiseAlarm,
  recordActivity,
  startDowntime,
} from '../kiosk-ops/lifecycle.js';
import { kioskErrorCode } from '../kiosk-ops/tables.js';

interface ReportedState {
  state: number;
  errorCodes: string[];
}

/** A kiosk whose state, error codes or online flag a heartbeat batch changed. */
export interface StateChange extends ReportedState {
  kiosk: KioskRef;
  at: Date;
  /** Null for the kiosk's first heartbeat. */
  previous: (ReportedState & { online: boolean }) | null;
}

/** Technical downtime: an error reported, or the kiosk not in service. */
const faulty = (reported: ReportedState) =>
  reported.errorCodes.length > 0 || reported.state === KioskState.NotInService;

/** The alert type of each active error code (the catalogue's, else the code itself), first code of each type kept. */
function alertTypes(codes: string[], typeOf: Map<string, string>): Map<string, string> {
  const types = new Map<string, string>();
  for (const code of codes) {
    const type = typeOf.get(code) ?? code;
    if (!types.has(type)) types.set(type, code);
  }
  return types;
}

async function stateAlarm(
  tx: Tx,
  change: StateChange,
  typeCode: string,
  state: KioskState,
  before: number | null,
): Promise<void> {
  if (change.state === state && before !== state) await raiseAlarm(tx, { ...change.kiosk, typeCode, at: change.at });
  else if (change.state !== state && before === state) await clearAlarm(tx, change.kiosk, typeCode, change.at);
}

async function transition(tx: Tx, change: StateChange, typeOf: Map<string, string>): Promise<void> {
  const { kiosk, at, previous } = change;
  const before = previous?.state ?? null;
  if (previous && !previous.online) {
    await endDowntime(tx, kiosk.kioskId, 'offline', at);
    await clearAlarm(tx, kiosk, OFFLINE_ALERT_TYPE, at);
    await recordActivity(tx, kiosk, 'online', {}, at);
  }
  if (previous && before !== change.state)
    await recordActivity(tx, kiosk, 'stateChanged', { from: before, to: change.state }, at);

  if (change.state === KioskState.Full && before !== KioskState.Full)
    await startDowntime(tx, kiosk.kioskId, 'full', at);
  if (change.state !== KioskState.Full && before === KioskState.Full) await endDowntime(tx, kiosk.kioskId, 'full', at);
  await stateAlarm(tx, change, FULL_ALERT_TYPE, KioskState.Full, before);
  await stateAlarm(tx, change, NEAR_FULL_ALERT_TYPE, KioskState.NearFull, before);

  const wasFaulty = !!previous && faulty(previous);
  if (faulty(change) && !wasFaulty) await startDowntime(tx, kiosk.kioskId, 'fault', at);
  if (!faulty(change) && wasFaulty) await endDowntime(tx, kiosk.kioskId, 'fault', at);

  const now = alertTypes(change.errorCodes, typeOf);
  const then = alertTypes(previous?.errorCodes ?? [], typeOf);
  for (const [typeCode, errorCode] of now)
    if (!then.has(typeCode)) await raiseAlarm(tx, { ...kiosk, typeCode, errorCode, at });
  for (const typeCode of then.keys()) if (!now.has(typeCode)) await clearAlarm(tx, kiosk, typeCode, at);
}

/** Activity, downtime and alarms of the few kiosks of a batch whose state changed, in the batch's transaction. */
export async function applyTransitions(tx: Tx, changes: StateChange[]): Promise<void> {
  const codes = new Set(changes.flatMap((change) => [...change.errorCodes, ...(change.previous?.errorCodes ?? [])]));
  const typeOf = new Map<string, string>();
  if (codes.size > 0) {
    const rows = await tx
      .select({ code: kioskErrorCode.code, type: kioskErrorCode.alertTypeCode })
      .from(kioskErrorCode)
      .where(inArray(kioskErrorCode.code, [...codes]));
    for (const row of rows) if (row.type) typeOf.set(row.code, row.type);
  }
  for (const change of changes) await transition(tx, change, typeOf);
}
