import type { Db } from '../../platform/db/client.js';
import { deleteOlderThan } from '../../platform/db/retention.js';
import type { JobDefinition } from '../../platform/jobs/job-system.js';
import { kioskRejection } from './tables.js';

/** Deletes rejections made more than `days` ago (by the kiosk's clock), a chunk at a time; returns how many went. */
export function deleteExpiredRejections(db: Db, days: number, shouldStop?: () => boolean): Promise<number> {
  const target = { table: kioskRejection, id: kioskRejection.id, at: kioskRejection.at };
  return deleteOlderThan(db, target, days, shouldStop);
}

/** The nightly deletion of rejection records older than the retention period (REJECTION_RETENTION_DAYS). */
export function rejectionRetentionJob(days: number): JobDefinition {
  return {
    name: 'rejection.retention',
    cron: '45 3 * * *',
    summary: {
      en_US: '{deleted} rejections older than {days} days deleted',
      zh_HK: '已刪除 {deleted} 筆超過 {days} 日的拒收記錄',
      zh_CN: '已删除 {deleted} 条超过 {days} 天的拒收记录',
    },
    async run({ db, signal }) {
      return { deleted: await deleteExpiredRejections(db, days, () => signal.aborted), days };
    },
  };
}
