import {
  JobName,
  JobRunPage,
  JobRunPageRequest,
  ScheduleTask,
  ScheduleTaskList,
  ScheduleTaskRunResult,
  ScheduleTaskUpdate,
  scheduleJobHistoryActions,
  scheduleTaskActions,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { registerExporter } from '../../platform/export/exporter.js';
import { signedIn } from '../../platform/http/context.js';
import { jobHistoryExporter } from './job-history-export.js';
import { createJobService } from './service.js';

const ByName = z.object({ name: JobName });

/**
 * ScheduleTasks (`/scheduleTask/list`, `PUT /scheduleTask/{name}`, `POST /scheduleTask/{name}/run`) and
 * ScheduleJobHistory (`/scheduleJobHistory/page`, export `scheduleJobHistory`).
 */
export const jobsModule: AppModule = {
  name: 'jobs',
  register(app, deps) {
    const jobs = createJobService(deps);
    registerExporter(jobHistoryExporter);
    app.get(
      '/api/scheduleTask/list',
      {
        schema: {
          tags: ['scheduleTask'],
          summary: 'Every background task with its schedule, next and last run and state',
          response: { 200: ScheduleTaskList },
        },
        config: { action: scheduleTaskActions.view },
      },
      (req) => jobs.list(signedIn(req.ctx)),
    );
    app.put(
      '/api/scheduleTask/:name',
      {
        schema: {
          tags: ['scheduleTask'],
          summary: "Change a task's schedule or switch it on or off (audited)",
          params: ByName,
          body: ScheduleTaskUpdate,
          response: { 200: ScheduleTask },
        },
        config: { action: scheduleTaskActions.edit },
      },
      (req) => jobs.update(signedIn(req.ctx), req.params.name, req.body),
    );
    app.post(
      '/api/scheduleTask/:name/run',
      {
        schema: {
          tags: ['scheduleTask'],
          summary: 'Queue a run of a task now',
          params: ByName,
          response: { 200: ScheduleTaskRunResult },
        },
        config: { action: scheduleTaskActions.run },
      },
      (req) => jobs.runNow(signedIn(req.ctx), req.params.name),
    );
    app.post(
      '/api/scheduleJobHistory/page',
      {
        schema: {
          tags: ['scheduleJobHistory'],
          summary: 'Runs of the background tasks by task, result, trigger, instance and time',
          body: JobRunPageRequest,
          response: { 200: JobRunPage },
        },
        config: { action: scheduleJobHistoryActions.view },
      },
      (req) => jobs.history(signedIn(req.ctx), req.body),
    );
  },
};
