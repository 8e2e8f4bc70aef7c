import { DEFAULT_REJECTION_THRESHOLD, REJECTIONS_ALERT_TYPE } from '@srd/contract';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../platform/db/client.js';
import type { JobDefinition } from '../../platform/jobs/job-system.js';
import { kioskAlarm } from '../kiosk-ops/tables.js';
import { clearAlarms, raiseAlarms, type KioskRef } from '../kiosk-ops/lifecycle.js';

/**
 * The REJECTIONS alarm: raised in the transaction that records the rejection reaching the kiosk's threshold, cleared
 * by a job once the count within the window falls below it.
 */

export interface Threshold {
  count: number;
  windowMinutes: number;
}

/** Key of the advisory locks that put a kiosk's rejection batches, and the clearing of its alarm, in turn. */
const REJECTION_LOCK = 0x52454a; // "REJ"

/**
 * Waits for (and holds until the transaction ends) the kiosk's rejection lock: a batch counts what the batches before
 * it recorded, so two batches together past the threshold raise the alarm, and the job never clears an alarm a batch
 * is about to keep.
 */
export async function lockKioskRejections(tx: DbOrTx, kioskIds: number[]): Promise<void> {
  for (const id of [...new Set(kioskIds)].sort((a, b) => a - b))
    await tx.execute(sql`select pg_advisory_xact_lock(${REJECTION_LOCK}, ${id})`);
}

/** The threshold in effect for a tenant: its own row, else the platform's (tid null), else the built-in default. */
export const thresholdFor = (tid: ReturnType<typeof sql>) => sql`(
  select json_build_object('count', t.count, 'windowMinutes', t.window_minutes) from rejection_threshold t
  where t.tid = ${tid} or t.tid is null order by t.tid nulls last limit 1)`;

export async function effectiveThreshold(db: DbOrTx, tid: number | null): Promise<Threshold> {
  const [row] = await queryRows<{ threshold: Threshold | null }>(
    db,
    sql`select ${thresholdFor(sql`${tid}::int`)} as threshold`,
  );
  return row?.threshold ?? { ...DEFAULT_REJECTION_THRESHOLD };
}

/** The kiosk's rejections within the last `minutes` before `now`. */
export async function countWithin(db: DbOrTx, kioskId: number, minutes: number, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from kiosk_rejection
      where kiosk_id = ${kioskId} and at > ${now.toISOString()}::timestamptz - make_interval(mins => ${minutes})`,
  );
  return row!.n;
}

/** What the alarm says: the count, the window and the threshold it reached. */
export function alarmMessage(count: number, threshold: Threshold): string {
  return `${count} rejections within ${threshold.windowMinutes} minutes (threshold ${threshold.count})`;
}

/**
 * Raises the kiosk's REJECTIONS alarm when its count within the window has reached the threshold and none is open;
 * call it holding the kiosk's rejection lock, in the transaction that recorded the rejections. True when raised now.
 */
export async function checkThreshold(tx: DbOrTx, kiosk: KioskRef, now: Date): Promise<boolean> {
  const [open] = await tx
    .select({ id: kioskAlarm.id })
    .from(kioskAlarm)
    .where(
      and(
        eq(kioskAlarm.kioskId, kiosk.kioskId),
        eq(kioskAlarm.typeCode, REJECTIONS_ALERT_TYPE),
        eq(kioskAlarm.active, true),
      ),
    );
  if (open) return false;
  const threshold = await effectiveThreshold(tx, kiosk.tid);
  const count = await countWithin(tx, kiosk.kioskId, threshold.windowMinutes, now);
  if (count < threshold.count) return false;
  const [alarm] = await raiseAlarms(tx, [
    { ...kiosk, typeCode: REJECTIONS_ALERT_TYPE, message: alarmMessage(count, threshold), at: now },
  ]);
  return alarm?.raised ?? false;
}

/**
 * Clears, in one transaction, the open REJECTIONS alarms of kiosks whose count within their threshold's window is now
 * below it. Returns the kiosks cleared.
 */
export async function clearQuietKiosks(db: Db, now = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const open = await queryRows<{ kiosk_id: number; tid: number | null }>(
      tx,
      sql`select a.kiosk_id, k.tid from kiosk_alarm a join kiosk k on k.id = a.kiosk_id
        where a.active and a.type_code = ${REJECTIONS_ALERT_TYPE} order by a.kiosk_id`,
    );
    if (open.length === 0) return [];
    await lockKioskRejections(
      tx,
      open.map((row) => row.kiosk_id),
    );
    const quiet: KioskRef[] = [];
    for (const row of open) {
      const threshold = await effectiveThreshold(tx, row.tid);
      const count = await countWithin(tx, row.kiosk_id, threshold.windowMinutes, now);
      if (count < threshold.count) quiet.push({ kioskId: row.kiosk_id, tid: row.tid });
    }
    const cleared = await clearAlarms(tx, quiet, REJECTIONS_ALERT_TYPE, now);
    return cleared.map((row) => row.kioskId);
  });
}

/** Each minute: the rejection alarms of kiosks that have calmed down are cleared. */
export const rejectionClearJob: JobDefinition = {
  name: 'rejectionAlert.clear',
  cron: '* * * * *',
  summary: {
    en_US: '{cleared} rejection alarms cleared',
    zh_HK: '已解除 {cleared} 個拒收警報',
    zh_CN: '已解除 {cleared} 个拒收警报',
  },
  retryLimit: 0,
  expireInSeconds: 120,
  async run({ db }) {
    return { cleared: (await clearQuietKiosks(db)).length };
  },
};
