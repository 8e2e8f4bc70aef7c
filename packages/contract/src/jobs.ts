import { z } from 'zod';
import { defineActions } from './actions.js';
import { IsoDateTime } from './calendar.js';
import { ruleText } from './issue-message.js';
import { pageRequest, pageResult } from './paging.js';

export const scheduleTaskActions = defineActions('scheduleTasks', {
  view: { menuTitle: 'Schedule tasks' },
  edit: { menuTitle: 'Change a task schedule' },
  run: { menuTitle: 'Run a task now' },
});
export const scheduleJobHistoryActions = defineActions('scheduleJobHistory', {
  view: { menuTitle: 'Job history' },
  export: { menuTitle: 'Export the job history' },
});

/** Schedules are read in Hong Kong time, whatever the server's own zone. */
export const JOB_TIME_ZONE = 'Asia/Hong_Kong';

/** A background job, by the name its module gives it. */
export const JobName = z.string().trim().min(1).max(60);

const CRON_FIELD = /^[\d*,/\-A-Za-z?LW#]+$/;
/** A five-field cron expression (minute, hour, day of month, month, day of week); the server checks it fully. */
export const Cron = z
  .string()
  .trim()
  .max(120)
  .refine((text) => {
    const fields = text.split(/\s+/);
    return fields.length === 5 && fields.every((field) => CRON_FIELD.test(field));
  }, ruleText('cron'));

/** What a job is doing now, as ScheduleTasks shows it. */
export const JobState = z.enum(['idle', 'queued', 'running', 'retrying', 'disabled']);
export type JobState = z.infer<typeof JobState>;

/** How a run ended (or that it has not yet). */
export const JobRunStatus = z.enum(['running', 'succeeded', 'failed']);
export type JobRunStatus = z.infer<typeof JobRunStatus>;
export const JOB_RUN_STATUSES = JobRunStatus.options;

/** What started a run: its schedule, a person (Run now), a retry of a failed run, or an event (work was committed). */
export const JobTrigger = z.enum(['schedule', 'manual', 'retry', 'event']);
export type JobTrigger = z.infer<typeof JobTrigger>;

export const JobRunSummary = z.object({
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  status: JobRunStatus,
});

/** `GET /scheduleTask/list`: one row per job the server knows. */
export const ScheduleTask = z.object({
  name: JobName,
  cron: z.string(),
  /** The schedule the job ships with, for "reset to default". */
  defaultCron: z.string(),
  timeZone: z.string(),
  enabled: z.boolean(),
  state: JobState,
  /** Next time the schedule fires; null while disabled. */
  nextRunAt: z.string().nullable(),
  lastRun: JobRunSummary.nullable(),
  /** Further attempts after a failed run, with a growing wait between them. */
  retryLimit: z.int32(),
  lupdDttm: z.string().nullable(),
  lupdUserName: z.string().nullable(),
});
export type ScheduleTask = z.infer<typeof ScheduleTask>;
export const ScheduleTaskList = z.array(ScheduleTask);

/** `PUT /scheduleTask/{name}`: a new schedule, or the job switched on or off. */
export const ScheduleTaskUpdate = z.object({
  cron: Cron.optional(),
  enabled: z.boolean().optional(),
});
export type ScheduleTaskUpdate = z.infer<typeof ScheduleTaskUpdate>;

/** `POST /scheduleTask/{name}/run`: whether a run was queued (false: one is already waiting). */
export const ScheduleTaskRunResult = z.object({ queued: z.boolean() });

/** One run of a job, as ScheduleJobHistory lists it. */
export const JobRun = z.object({
  id: z.int32(),
  name: JobName,
  trigger: JobTrigger,
  /** 1 for the first try, more for retries. */
  attempt: z.int32(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.int32().nullable(),
  status: JobRunStatus,
  /** What the run did, in a line in the caller's language (how many kiosks went offline, rows deleted...). */
  result: z.string().nullable(),
  error: z.string().nullable(),
  /** The server instance that ran it (host and process). */
  instance: z.string(),
  /** Who pressed Run now, for manual runs. */
  userName: z.string().nullable(),
});
export type JobRun = z.infer<typeof JobRun>;

export const JobRunPageRequest = pageRequest(['startedAt', 'durationMs', 'name', 'id'], {
  name: JobName.optional(),
  status: JobRunStatus.optional(),
  trigger: JobTrigger.optional(),
  instance: z.string().trim().max(120).optional(),
  from: IsoDateTime().optional(),
  to: IsoDateTime().optional(),
});
export type JobRunPageRequest = z.infer<typeof JobRunPageRequest>;
export const JobRunPage = pageResult(JobRun);
