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
    async run({ db, signal }) {
      const deleted = await deleteExpiredHeartbeats(db, days, () => signal.aborted);
      return `${deleted} heartbeats older than ${days} days deleted`;
    },
  };
}
