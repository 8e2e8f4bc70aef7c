import {
  JobRunPageRequest,
  PAGING_FIELDS,
  scheduleJobHistoryActions,
  type JobRun,
  type JobRunStatus,
  type JobTrigger,
  type Texts,
} from '@srd/contract';
import { and, getTableColumns, sql } from 'drizzle-orm';
import type { Exporter } from '../../platform/export/exporter.js';
import { jobRun } from '../../platform/jobs/tables.js';
import { jobRunFilter, presentRun, requireAllData } from './service.js';

type JobRunFilter = Omit<JobRunPageRequest, 'page' | 'pageSize' | 'sort'>;

const STATUS_LABELS: Record<JobRunStatus, Texts> = {
  running: { en_US: 'Running', zh_HK: '執行中', zh_CN: '执行中' },
  succeeded: { en_US: 'Succeeded', zh_HK: '成功', zh_CN: '成功' },
  failed: { en_US: 'Failed', zh_HK: '失敗', zh_CN: '失败' },
};
const TRIGGER_LABELS: Record<JobTrigger, Texts> = {
  schedule: { en_US: 'Schedule', zh_HK: '排程', zh_CN: '定时' },
  manual: { en_US: 'Run now', zh_HK: '立即執行', zh_CN: '立即执行' },
  retry: { en_US: 'Retry', zh_HK: '重試', zh_CN: '重试' },
  event: { en_US: 'New message', zh_HK: '新訊息', zh_CN: '新消息' },
};

/** The start time as text for the keyset: a Date keeps milliseconds, the column microseconds. */
const exportedColumns = { ...getTableColumns(jobRun), startedAtKey: sql<string>`${jobRun.startedAt}::text` };
type ExportedRun = typeof jobRun.$inferSelect & { startedAtKey: string };

/** ScheduleJobHistory as a file: the runs its filters match, newest first (SPEC 5 period). */
export const jobHistoryExporter: Exporter<JobRunFilter, JobRun> = {
  module: 'scheduleJobHistory',
  title: { en_US: 'Job history', zh_HK: '任務執行紀錄', zh_CN: '任务执行记录' },
  action: scheduleJobHistoryActions.export,
  filter: JobRunPageRequest.omit(PAGING_FIELDS),
  dated: true,
  columns: [
    { header: { en_US: 'Task', zh_HK: '任務', zh_CN: '任务' }, value: (run) => run.name },
    {
      header: { en_US: 'Started', zh_HK: '開始時間', zh_CN: '开始时间' },
      value: (run, format) => format.time(run.startedAt),
    },
    {
      header: { en_US: 'Ended', zh_HK: '結束時間', zh_CN: '结束时间' },
      value: (run, format) => format.time(run.finishedAt),
    },
    {
      header: { en_US: 'Duration (ms)', zh_HK: '耗時（毫秒）', zh_CN: '耗时（毫秒）' },
      value: (run) => run.durationMs,
    },
    {
      header: { en_US: 'Result', zh_HK: '結果', zh_CN: '结果' },
      value: (run, format) => format.text(STATUS_LABELS[run.status]),
    },
    {
      header: { en_US: 'Started by', zh_HK: '觸發方式', zh_CN: '触发方式' },
      value: (run, format) => format.text(TRIGGER_LABELS[run.trigger]),
    },
    { header: { en_US: 'Attempt', zh_HK: '嘗試次數', zh_CN: '尝试次数' }, value: (run) => run.attempt },
    { header: { en_US: 'Summary', zh_HK: '摘要', zh_CN: '摘要' }, value: (run) => run.result },
    { header: { en_US: 'Error', zh_HK: '錯誤', zh_CN: '错误' }, value: (run) => run.error },
    { header: { en_US: 'Instance', zh_HK: '執行實例', zh_CN: '执行实例' }, value: (run) => run.instance },
    { header: { en_US: 'User', zh_HK: '用戶', zh_CN: '用户' }, value: (run) => run.userName },
  ],
  rows(db, ctx, filter) {
    requireAllData(ctx);
    return {
      matching: (after) =>
        db
          .select(exportedColumns)
          .from(jobRun)
          .where(and(jobRunFilter(filter), after))
          .$dynamic(),
      keys: [jobRun.startedAt, jobRun.id],
      keyOf: (run: ExportedRun) => [run.startedAtKey, run.id],
      order: 'descend',
      toRows: (runs: ExportedRun[]) => runs.map(({ startedAtKey: _key, ...run }) => presentRun(run, ctx.lang)),
    };
  },
};
