import {
  ErrorCode,
  JOB_TIME_ZONE,
  ResourceType,
  type JobRunPageRequest,
  type Lang,
  type ScheduleTask,
  type ScheduleTaskUpdate,
} from '@srd/contract';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-module.js';
import { audit } from '../../platform/audit/audit.js';
import { describeOutcome, JOB_DEFAULTS, type JobDefinition } from '../../platform/jobs/job-system.js';
import { jobRun, jobSchedule } from '../../platform/jobs/tables.js';
import { AppError, fieldError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { contains, withinRange } from '../../platform/paging/filters.js';
import { paginate, type PageSpec } from '../../platform/paging/paginate.js';

const HISTORY_PAGE: PageSpec<'startedAt' | 'durationMs' | 'name' | 'id'> = {
  sortColumns: { startedAt: jobRun.startedAt, durationMs: jobRun.durationMs, name: jobRun.name, id: jobRun.id },
  defaultSort: { field: 'startedAt', order: 'descend' },
  tiebreaker: jobRun.id,
};

/** The runs a history filter matches. */
export function jobRunFilter(filter: Omit<JobRunPageRequest, 'page' | 'pageSize' | 'sort'>) {
  return and(
    filter.name === undefined ? undefined : eq(jobRun.name, filter.name),
    filter.status === undefined ? undefined : eq(jobRun.status, filter.status),
    filter.trigger === undefined ? undefined : eq(jobRun.trigger, filter.trigger),
    contains(jobRun.instance, filter.instance),
    withinRange(jobRun.startedAt, filter),
  );
}

/**
 * Jobs work for every tenant at once and their summaries count across tenants: only a caller reaching all data
 * sees or changes them.
 */
export function requireAllData(ctx: SignedInContext): void {
  if (!ctx.user.scope.allData) throw new AppError(ErrorCode.OutOfScope);
}

/** A run as the history and the export show it, its summary in the reader's language. */
export function presentRun(row: typeof jobRun.$inferSelect, lang: Lang) {
  const { jobId: _jobId, userId: _userId, ...shown } = row;
  return { ...shown, result: describeOutcome(row.name, row.result, lang) };
}

/** ScheduleTasks and ScheduleJobHistory: the jobs the modules declared, their schedules and their runs. */
export function createJobService({ db, jobs }: AppDeps) {
  function definition(name: string): JobDefinition {
    const job = jobs.definition(name);
    if (!job) throw new AppError(ErrorCode.JobNotFound);
    return job;
  }

  async function describe(job: JobDefinition): Promise<ScheduleTask> {
    const [setting] = await db.select().from(jobSchedule).where(eq(jobSchedule.name, job.name));
    const [lastRun] = await db
      .select()
      .from(jobRun)
      .where(eq(jobRun.name, job.name))
      .orderBy(desc(jobRun.startedAt), desc(jobRun.id))
      .limit(1);
    const enabled = setting?.enabled ?? true;
    const cron = setting?.cron ?? job.cron;
    const waiting = await jobs.waiting(job.name);
    return {
      name: job.name,
      cron,
      defaultCron: job.cron,
      timeZone: JOB_TIME_ZONE,
      enabled,
      state: lastRun?.status === 'running' ? 'running' : (waiting ?? (enabled ? 'idle' : 'disabled')),
      nextRunAt: enabled ? (jobs.nextRuns(cron)[0]?.toISOString() ?? null) : null,
      lastRun: lastRun
        ? { startedAt: lastRun.startedAt, finishedAt: lastRun.finishedAt, status: lastRun.status }
        : null,
      retryLimit: job.retryLimit ?? JOB_DEFAULTS.retryLimit,
      lupdDttm: setting?.lupdDttm ?? null,
      lupdUserName: setting?.lupdUserName ?? null,
    };
  }

  return {
    async list(ctx: SignedInContext): Promise<ScheduleTask[]> {
      requireAllData(ctx);
      return Promise.all(jobs.jobs.map(describe));
    },

    /** A new schedule, or the job switched on or off: audited, and in force on every instance at once. */
    async update(ctx: SignedInContext, name: string, input: ScheduleTaskUpdate): Promise<ScheduleTask> {
      const job = definition(name);
      requireAllData(ctx);
      if (input.cron !== undefined) {
        let fires: Date[];
        try {
          fires = jobs.nextRuns(input.cron);
        } catch {
          fires = [];
        }
        if (fires.length === 0) throw fieldError('cron', ErrorCode.InvalidSchedule, ctx.lang);
      }
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(jobSchedule).where(eq(jobSchedule.name, name)).for('update');
        const before = { cron: current?.cron ?? job.cron, enabled: current?.enabled ?? true };
        const after = { cron: input.cron ?? before.cron, enabled: input.enabled ?? before.enabled };
        const stamp = { lupdUser: ctx.user.id, lupdUserName: ctx.user.profile.loginId, lupdDttm: sql`now()` };
        await tx
          .insert(jobSchedule)
          .values({ name, ...after, ...stamp })
          .onConflictDoUpdate({ target: jobSchedule.name, set: { ...after, ...stamp } });
        await audit(tx, ctx, {
          resType: ResourceType.ScheduleTask,
          recordId: name,
          action: 'update',
          before,
          after,
          labels: { enabled: (value) => (value ? 'enabled' : 'disabled') },
        });
      });
      await jobs.applySchedules();
      return describe(job);
    },

    /** Queues a run at once; `queued` is false when one is already waiting to run. */
    async runNow(ctx: SignedInContext, name: string): Promise<{ queued: boolean }> {
      definition(name);
      requireAllData(ctx);
      return { queued: await jobs.runNow(name, { id: ctx.user.id, loginId: ctx.user.profile.loginId }) };
    },

    async history(ctx: SignedInContext, input: JobRunPageRequest) {
      requireAllData(ctx);
      const matching = () => db.select(getTableColumns(jobRun)).from(jobRun).where(jobRunFilter(input)).$dynamic();
      const page = await paginate(db, matching, input, HISTORY_PAGE);
      return { ...page, rows: page.rows.map((row) => presentRun(row, ctx.lang)) };
    },
  };
}
