import type { JobRunStatus, JobTrigger } from '@srd/contract';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A job's schedule as people set it on ScheduleTasks; a job without a row runs on the schedule its module
 * declares. Every instance reads it at start and after a change, so all of them agree.
 */
export const jobSchedule = pgTable('job_schedule', {
  name: text('name').primaryKey(),
  cron: text('cron').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  lupdUser: integer('lupd_user'),
  lupdUserName: text('lupd_user_name'),
  lupdDttm: timestamp('lupd_dttm', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** One run of a job (each retry is a run of its own): ScheduleJobHistory. */
export const jobRun = pgTable(
  'job_run',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The queue's job id: the attempts of one job share it. */
    jobId: text('job_id').notNull(),
    trigger: text('trigger').$type<JobTrigger>().notNull(),
    attempt: integer('attempt').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
    durationMs: integer('duration_ms'),
    status: text('status').$type<JobRunStatus>().notNull(),
    /** The run's figures as JSON (JobOutcome), which its job's summary puts in words. */
    result: text('result'),
    error: text('error'),
    instance: text('instance').notNull(),
    userId: integer('user_id'),
    userName: text('user_name'),
  },
  (t) => [
    index('job_run_started_idx').on(t.startedAt, t.id),
    index('job_run_name_started_idx').on(t.name, t.startedAt, t.id),
    index('job_run_job_idx').on(t.jobId),
  ],
);

/** The server instances sharing the database, each reporting every half minute while it runs. */
export const serverInstance = pgTable('server_instance', {
  instance: text('instance').primaryKey(),
  version: text('version').notNull(),
  /** Whether it works jobs (JOBS) or only queues them. */
  jobs: boolean('jobs').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'string' }).notNull(),
});
