import type { DowntimeCause } from '@srd/contract';
import { DowntimeKind, REJECTIONS_ALERT_TYPE } from '@srd/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { kiosk } from '../kiosk/tables.js';
import { publishWebhookEvents } from '../webhook/publish.js';
import { kioskActivity, kioskAlarm, kioskDowntime } from './tables.js';

/**
 * The kiosk lifecycle writes shared by the device API, the operations calls and the offline job:
 * alarms (one active per kiosk and type), activity entries and downtime periods.
 * Each runs inside the caller's transaction; the plural forms write a whole batch in one statement.
 */

/** PostgreSQL channel announcing, at commit, that alarms were raised or cleared: the alert notifier runs at once. */
export const ALARM_CHANGE_CHANNEL = 'kiosk_alarm';

const announceAlarmChange = (tx: DbOrTx) => tx.execute(sql`select pg_notify(${ALARM_CHANGE_CHANNEL}, '')`);

export interface KioskRef {
  kioskId: number;
  tid: number | null;
}

export interface AlarmRaise extends KioskRef {
  typeCode: string;
  errorCode?: string | null;
  batchId?: string | null;
  message?: string | null;
  at: Date;
}

export interface ActivityEntry {
  kiosk: KioskRef;
  kind: string;
  detail: Record<string, unknown>;
  at: Date;
  /** The staff member who caused it; null for the kiosk or the server. */
  userId?: number | null;
}

/**
 * Raises alarms, or counts one more occurrence of a kiosk's active alarm of that type. Give at most one
 * alarm per kiosk and type (a later duplicate is dropped). Returns each alarm's id and whether it is new.
 */
export async function raiseAlarms(
  tx: DbOrTx,
  alarms: AlarmRaise[],
): Promise<{ id: number; kioskId: number; typeCode: string; raised: boolean }[]> {
  const unique = [...new Map(alarms.map((alarm) => [`${alarm.kioskId}/${alarm.typeCode}`, alarm])).values()];
  if (unique.length === 0) return [];
  const rows = await tx
    .insert(kioskAlarm)
    .values(
      unique.map((alarm) => ({
        kioskId: alarm.kioskId,
        tid: alarm.tid,
        typeCode: alarm.typeCode,
        errorCode: alarm.errorCode ?? null,
        batchId: alarm.batchId ?? null,
        message: alarm.message ?? null,
        raisedAt: alarm.at,
        lastSeenAt: alarm.at,
      })),
    )
    .onConflictDoUpdate({
      target: [kioskAlarm.kioskId, kioskAlarm.typeCode],
      targetWhere: sql`${kioskAlarm.active}`,
      set: {
        occurrences: sql`${kioskAlarm.occurrences} + 1`,
        lastSeenAt: sql`excluded.last_seen_at`,
        message: sql`coalesce(excluded.message, ${kioskAlarm.message})`,
      },
    })
    .returning({
      id: kioskAlarm.id,
      kioskId: kioskAlarm.kioskId,
      typeCode: kioskAlarm.typeCode,
      occurrences: kioskAlarm.occurrences,
    });
  const byKey = new Map(unique.map((alarm) => [`${alarm.kioskId}/${alarm.typeCode}`, alarm]));
  const raised = rows.filter((row) => row.occurrences === 1);
  if (raised.length > 0) {
    await announceAlarmChange(tx);
    const kids = await kidsOf(tx, raised);
    await publishWebhookEvents(
      tx,
      'alarm.raised',
      raised.map((row) => {
        const alarm = byKey.get(`${row.kioskId}/${row.typeCode}`)!;
        return {
          tid: alarm.tid,
          key: String(row.id),
          at: alarm.at,
          data: {
            alarmId: row.id,
            kid: kids.get(row.kioskId) ?? null,
            typeCode: row.typeCode,
            errorCode: alarm.errorCode ?? null,
            message: alarm.message ?? null,
            raisedAt: alarm.at.toISOString(),
          },
        };
      }),
    );
  }
  await recordActivities(
    tx,
    raised.map((row) => {
      const alarm = byKey.get(`${row.kioskId}/${row.typeCode}`)!;
      return {
        kiosk: alarm,
        kind: 'alarmRaised',
        detail: { alarmId: row.id, typeCode: row.typeCode, errorCode: alarm.errorCode ?? null },
        at: alarm.at,
      };
    }),
  );
  return rows.map((row) => ({
    id: row.id,
    kioskId: row.kioskId,
    typeCode: row.typeCode,
    raised: row.occurrences === 1,
  }));
}

/** The KIDs of the alarms' kiosks, which the systems hearing of them know them by. */
async function kidsOf(tx: DbOrTx, alarms: { kioskId: number }[]): Promise<Map<number, string>> {
  const ids = [...new Set(alarms.map((alarm) => alarm.kioskId))];
  const rows = await tx.select({ id: kiosk.id, kid: kiosk.kid }).from(kiosk).where(inArray(kiosk.id, ids));
  return new Map(rows.map((row) => [row.id, row.kid]));
}

/** Raises one alarm, or counts one more occurrence of the kiosk's active alarm of that type. */
export async function raiseAlarm(tx: DbOrTx, alarm: AlarmRaise): Promise<{ id: number; raised: boolean }> {
  const [row] = await raiseAlarms(tx, [alarm]);
  return { id: row!.id, raised: row!.raised };
}

/**
 * Clears the kiosks' active alarms of a type; `userId` null: cleared by the kiosk or the server.
 * Returns the cleared alarms.
 */
export async function clearAlarms(
  tx: DbOrTx,
  kiosks: KioskRef[],
  typeCode: string,
  at: Date,
  userId: number | null = null,
): Promise<{ id: number; kioskId: number }[]> {
  if (kiosks.length === 0) return [];
  const rows = await tx
    .update(kioskAlarm)
    .set({ active: false, clearedAt: at, clearedBy: userId })
    .where(
      and(
        inArray(
          kioskAlarm.kioskId,
          kiosks.map((kiosk) => kiosk.kioskId),
        ),
        eq(kioskAlarm.typeCode, typeCode),
        eq(kioskAlarm.active, true),
      ),
    )
    .returning({ id: kioskAlarm.id, kioskId: kioskAlarm.kioskId });
  const refs = new Map(kiosks.map((kiosk) => [kiosk.kioskId, kiosk]));
  if (rows.length > 0) {
    await announceAlarmChange(tx);
    const kids = await kidsOf(tx, rows);
    await publishWebhookEvents(
      tx,
      'alarm.cleared',
      rows.map((row) => ({
        tid: refs.get(row.kioskId)!.tid,
        key: String(row.id),
        at,
        data: {
          alarmId: row.id,
          kid: kids.get(row.kioskId) ?? null,
          typeCode,
          clearedAt: at.toISOString(),
          clearedBy: userId === null ? 'kiosk' : 'staff',
        },
      })),
    );
  }
  await recordActivities(
    tx,
    rows.map((row) => ({
      kiosk: refs.get(row.kioskId)!,
      kind: 'alarmCleared',
      detail: { alarmId: row.id, typeCode },
      at,
      userId,
    })),
  );
  return rows;
}

/**
 * Clears the kiosk's active alarm of a type; `userId` null: cleared by the kiosk or the server. Returns its id, if one
 * was active.
 */
export async function clearAlarm(
  tx: DbOrTx,
  kiosk: KioskRef,
  typeCode: string,
  at: Date,
  userId: number | null = null,
): Promise<number | null> {
  const [row] = await clearAlarms(tx, [kiosk], typeCode, at, userId);
  return row?.id ?? null;
}

/** Entries of the kiosks' activity history. */
export async function recordActivities(tx: DbOrTx, entries: ActivityEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(kioskActivity).values(
    entries.map((entry) => ({
      kioskId: entry.kiosk.kioskId,
      tid: entry.kiosk.tid,
      kind: entry.kind,
      detail: entry.detail,
      at: entry.at,
      userId: entry.userId ?? null,
    })),
  );
}

/** One entry of the kiosk's activity history. */
export async function recordActivity(
  tx: DbOrTx,
  kiosk: KioskRef,
  kind: string,
  detail: Record<string, unknown>,
  at: Date,
  userId: number | null = null,
): Promise<void> {
  await recordActivities(tx, [{ kiosk, kind, detail, at, userId }]);
}

/** Which kind of downtime each cause counts as. */
export const KIND_OF: Record<DowntimeCause, DowntimeKind> = {
  fault: DowntimeKind.Technical,
  offline: DowntimeKind.Technical,
  manual: DowntimeKind.Technical,
  full: DowntimeKind.Capacity,
};

/** The alert type the offline job raises (seeded with the demo alert types). */
export const OFFLINE_ALERT_TYPE = 'OFFLINE';
/** The alert type of a full bin, whose downtime counts against capacity, not availability. */
export const FULL_ALERT_TYPE = 'BIN_FULL';

/** The alert type of a nearly full bin. */
export const NEAR_FULL_ALERT_TYPE = 'BIN_NEAR_FULL';

/** Alert types that warn without the kiosk being down. */
const WARNING_ALERT_TYPES = new Set([NEAR_FULL_ALERT_TYPE, REJECTIONS_ALERT_TYPE]);

/** The downtime an active alarm of a type stands for: offline, full bins, none for a warning, else a fault. */
export function downtimeCauseOf(typeCode: string): DowntimeCause | null {
  if (typeCode === OFFLINE_ALERT_TYPE) return 'offline';
  if (typeCode === FULL_ALERT_TYPE) return 'full';
  return WARNING_ALERT_TYPES.has(typeCode) ? null : 'fault';
}

/** Opens a downtime period of a cause for each kiosk that has none open. */
export async function startDowntimes(tx: DbOrTx, kioskIds: number[], cause: DowntimeCause, at: Date): Promise<void> {
  if (kioskIds.length === 0) return;
  await tx
    .insert(kioskDowntime)
    .values(kioskIds.map((kioskId) => ({ kioskId, cause, kind: KIND_OF[cause], startedAt: at })))
    .onConflictDoNothing({
      target: [kioskDowntime.kioskId, kioskDowntime.cause],
      where: isNull(kioskDowntime.endedAt),
    });
}

/** Opens a downtime period of a cause unless one is open already. */
export async function startDowntime(tx: DbOrTx, kioskId: number, cause: DowntimeCause, at: Date): Promise<void> {
  await startDowntimes(tx, [kioskId], cause, at);
}

/** Closes the kiosks' open downtime periods of a cause, if any. */
export async function endDowntimes(tx: DbOrTx, kioskIds: number[], cause: DowntimeCause, at: Date): Promise<void> {
  if (kioskIds.length === 0) return;
  await tx
    .update(kioskDowntime)
    .set({ endedAt: at })
    .where(
      and(inArray(kioskDowntime.kioskId, kioskIds), eq(kioskDowntime.cause, cause), isNull(kioskDowntime.endedAt)),
    );
}

/** Closes the open downtime period of a cause, if any. */
export async function endDowntime(tx: DbOrTx, kioskId: number, cause: DowntimeCause, at: Date): Promise<void> {
  await endDowntimes(tx, [kioskId], cause, at);
}
