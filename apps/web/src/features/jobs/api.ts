import type { JobRun, JobRunPageRequest, ScheduleTask, ScheduleTaskUpdate } from '@srd/contract';
import { request } from '../../platform/api';
import type { PageOf } from '../../platform/crud/EntityTable';

/** React Query keys of what the two screens read: a change or a run refreshes both. */
export const JOBS_KEY = ['jobs'] as const;
export const TASKS_KEY = [...JOBS_KEY, 'tasks'] as const;
export const RUNS_KEY = [...JOBS_KEY, 'runs'] as const;

const path = (name: string) => `/scheduleTask/${encodeURIComponent(name)}`;

/** `GET /scheduleTask/list`: every background task, its schedule, next and last run and state. */
export const fetchTasks = () => request<ScheduleTask[]>('GET', '/scheduleTask/list');

/** `PUT /scheduleTask/{name}`: a new schedule, or the task switched on or off. */
export const updateTask = (name: string, body: ScheduleTaskUpdate) =>
  request<ScheduleTask>('PUT', path(name), { body });

/** `POST /scheduleTask/{name}/run`: `queued` false when a run is already waiting. */
export const runTask = (name: string) => request<{ queued: boolean }>('POST', `${path(name)}/run`);

/** `POST /scheduleJobHistory/page`. */
export const fetchRuns = (body: JobRunPageRequest) =>
  request<PageOf<JobRun>>('POST', '/scheduleJobHistory/page', { body });
