import type { Db } from '../../platform/db/client.js';
import { deleteOlderThan } from '../../platform/db/retention.js';
import type { JobDefinition } from '../../platform/jobs/job-system.js';
import { kioskHeartbeat } from './tables.js';

/** Deletes heartbeats received more than `days` ago, a chunk at a time; returns how many went. */
export function deleteExpiredHeartbeats(db: Db, days: number, shouldStop?: () => boolean): Promise<number> {
  const target = { table: kioskHeartbeat, id: kioskHeartbeat.id, at: kioskHeartbeat.receivedAt };
  return deleteOlderThan(db, target, days, shouldStop);
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
