import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { queryRows } from '../../platform/db/client.js';
import type { JobDefinition } from '../../platform/jobs/job-system.js';

/** Rows deleted per statement, so the sweep never holds long locks nor writes a huge transaction. */
const CHUNK_ROWS = 5_000;

/** Deletes heartbeats received more than `days` ago, a chunk at a time; returns how many went. */
export async function deleteExpiredHeartbeats(
  db: Db,
  days: number,
  shouldStop: () => boolean = () => false,
): Promise<number> {
  let total = 0;
  for (;;) {
    const [result] = await queryRows<{ deleted: number }>(
      db,
      sql`
      with expired as (
        delete from kiosk_heartbeat where id in (
          select id from kiosk_heartbeat where received_at < now() - make_interval(days => ${days}) limit ${CHUNK_ROWS})
        returning 1)
      select count(*)::int as deleted from expired`,
    );
    total += result!.deleted;
    if (result!.deleted < CHUNK_ROWS || shouldStop()) return total;
  }
}

/** The hourly deletion of heartbeat history older than the retention period (HEARTBEAT_RETENTION_DAYS). */
export function heartbeatRetentionJob(days: number): JobDefinition {
  return {
    name: 'heartbeat.retention',
    cron: '15 * * * *',
    summary: {
      en_US: '{deleted} heartbeats older than {days} days deleted',
      zh_HK: '已刪除 {deleted} 筆超過 {days} 日的心跳記錄',
      zh_CN: '已删除 {deleted} 条超过 {days} 天的心跳记录',
    },
    async run({ db, signal }) {
      return { deleted: await deleteExpiredHeartbeats(db, days, () => signal.aborted), days };
    },
  };
}
