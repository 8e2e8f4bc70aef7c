import { ErrorCode, ResourceType, type JobRun, type ScheduleTask } from '@srd/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppModule } from '../../platform/app-module.js';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { jobRun } from '../../platform/jobs/tables.js';
import { csvRows } from '../../test/exports.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';

const ECHOED = { en_US: 'Echoed {times} times', zh_HK: '回應了 {times} 次', zh_CN: '回应了 {times} 次' };

/** A job that holds its run until the test lets it go, a job that fails once, and one that says what it did. */
let releaseSlow: () => void = () => undefined;
let flakyCalls = 0;
const testJobs: AppModule = {
  name: 'testJobs',
  register(_app, { jobs }) {
    jobs.define({ name: 'test.echo', cron: '0 4 * * *', summary: ECHOED, run: async () => ({ times: 1 }) });
    jobs.define({
      name: 'test.flaky',
      cron: '0 5 * * *',
      retryLimit: 2,
      retryDelaySeconds: 1,
      summary: ECHOED,
      async run() {
        flakyCalls += 1;
        if (flakyCalls === 1) throw new Error('Gateway did not answer');
        return { times: 2 };
      },
    });
    jobs.define({
      name: 'test.slow',
      cron: '0 6 * * *',
      summary: ECHOED,
      run: () => new Promise((resolve) => (releaseSlow = () => resolve({ times: 0 }))),
    });
  },
};

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ config: { jobs: true }, extraModules: [testJobs] });
  token = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  releaseSlow();
  await t.close();
});

const tasks = async () => (await t.call('GET', '/api/scheduleTask/list', { token })).body.data as ScheduleTask[];
const task = async (name: string) => (await tasks()).find((entry) => entry.name === name)!;
const runs = async (name: string) =>
  (
    (
      await t.call('POST', '/api/scheduleJobHistory/page', {
        token,
        body: { name, sort: { field: 'id', order: 'ascend' } },
      })
    ).body.data as { rows: JobRun[] }
  ).rows;
const runNow = async (name: string) =>
  (await t.call('POST', `/api/scheduleTask/${name}/run`, { token })).body.data as { queued: boolean };

describe('schedule tasks', () => {
  it('lists every job with its schedule in Hong Kong time and when it next runs', async () => {
    const all = await tasks();
    expect(all.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['kiosk.watch', 'heartbeat.retention', 'test.echo', 'test.flaky', 'test.slow']),
    );
    const echo = all.find((entry) => entry.name === 'test.echo')!;
    expect(echo).toMatchObject({ cron: '0 4 * * *', timeZone: 'Asia/Hong_Kong', enabled: true, state: 'idle' });
    // 04:00 in Hong Kong is 20:00 UTC the day before.
    expect(new Date(echo.nextRunAt!).toISOString()).toMatch(/T20:00:00\.000Z$/);
    expect(new Date(echo.nextRunAt!).getTime()).toBeGreaterThan(Date.now());
  });

  it('runs a job now and records the run: who asked, where it ran, how long it took and what it did', async () => {
    expect(await runNow('test.echo')).toEqual({ queued: true });
    await expect.poll(async () => (await runs('test.echo'))[0]?.status, { timeout: 20_000 }).toBe('succeeded');
    const [run] = await runs('test.echo');
    expect(run).toMatchObject({
      trigger: 'manual',
      attempt: 1,
      result: 'Echoed 1 times',
      userName: 'admin',
      error: null,
    });
    expect(run!.instance).toBe(t.deps.jobs.instance);
    expect(run!.durationMs).toBeGreaterThanOrEqual(0);
    expect((await task('test.echo')).lastRun).toMatchObject({ status: 'succeeded', startedAt: run!.startedAt });
  });

  it('retries a failed run after a wait, recording each attempt with its error', async () => {
    await runNow('test.flaky');
    await expect
      .poll(async () => (await runs('test.flaky')).map((run) => run.status), { timeout: 30_000 })
      .toEqual(['failed', 'succeeded']);
    const [first, second] = await runs('test.flaky');
    expect(first).toMatchObject({ attempt: 1, trigger: 'manual', error: 'Gateway did not answer' });
    expect(second).toMatchObject({ attempt: 2, trigger: 'retry', result: 'Echoed 2 times' });
    // The retry waited its delay (one second) after the failure.
    expect(new Date(second!.startedAt).getTime() - new Date(first!.finishedAt!).getTime()).toBeGreaterThanOrEqual(900);
  });

  it('never runs a job twice at once: one run waits while one runs, and a third request is not queued', async () => {
    await runNow('test.slow');
    await expect.poll(async () => (await task('test.slow')).state, { timeout: 20_000 }).toBe('running');
    expect(await runNow('test.slow')).toEqual({ queued: true });
    expect(await runNow('test.slow')).toEqual({ queued: false });
    releaseSlow();
    await expect.poll(async () => (await runs('test.slow')).length, { timeout: 20_000 }).toBe(2);
    releaseSlow();
    await expect
      .poll(async () => (await runs('test.slow')).map((run) => run.status), { timeout: 20_000 })
      .toEqual(['succeeded', 'succeeded']);
  });

  it('changes a schedule, in force at once and audited; refuses one that cannot be read or never runs', async () => {
    const refused = await t.call('PUT', '/api/scheduleTask/test.echo', {
      token,
      lang: 'zh_HK',
      body: { cron: '61 * * * *' },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('請輸入五個欄位');
    const never = await t.call('PUT', '/api/scheduleTask/test.echo', { token, body: { cron: '0 3 31 2 *' } });
    expect(never.body.code).toBe(ErrorCode.InvalidSchedule);
    expect((await task('test.echo')).cron).toBe('0 4 * * *');

    const changed = await t.call('PUT', '/api/scheduleTask/test.echo', { token, body: { cron: '30 2 * * 1' } });
    expect(changed.body.data).toMatchObject({ cron: '30 2 * * 1', defaultCron: '0 4 * * *', lupdUserName: 'admin' });
    // Monday 02:30 in Hong Kong is Sunday 18:30 UTC.
    const next = new Date((changed.body.data as ScheduleTask).nextRunAt!);
    expect([next.getUTCDay(), next.getUTCHours(), next.getUTCMinutes()]).toEqual([0, 18, 30]);
    const [schedule] = await t.deps.jobs.schedules('test.echo');
    expect(schedule).toMatchObject({ cron: '30 2 * * 1', timezone: 'Asia/Hong_Kong' });

    await t.call('PUT', '/api/scheduleTask/test.echo', { token, body: { enabled: false } });
    expect(await task('test.echo')).toMatchObject({ enabled: false, state: 'disabled', nextRunAt: null });
    expect(await t.deps.jobs.schedules('test.echo')).toEqual([]);

    const entries = await t.db
      .select()
      .from(sysAuditLog)
      .where(and(eq(sysAuditLog.resTypeId, ResourceType.ScheduleTask), eq(sysAuditLog.recordId, 'test.echo')));
    expect(entries.map((entry) => entry.columns)).toEqual([
      [{ name: 'cron', oldValue: '0 4 * * *', newValue: '30 2 * * 1' }],
      [{ name: 'enabled', oldValue: 'true', newValue: 'false', oldLabel: 'enabled', newLabel: 'disabled' }],
    ]);
  });

  it('answers 2090 for a task nobody declared', async () => {
    const missing = await t.call('POST', '/api/scheduleTask/no.such.job/run', { token });
    expect(missing.body.code).toBe(ErrorCode.JobNotFound);
  });
});

describe('job history', () => {
  it('filters runs by result and exports them in the reader language', async () => {
    const failed = (await t.call('POST', '/api/scheduleJobHistory/page', { token, body: { status: 'failed' } })).body
      .data as { rows: JobRun[] };
    expect(failed.rows.map((run) => run.name)).toEqual(['test.flaky']);
    const file = await t.call('POST', '/api/export/exportExcel?module=scheduleJobHistory&format=csv', {
      token,
      lang: 'zh_HK',
      body: { name: 'test.flaky' },
    });
    const records = csvRows(file.response.rawPayload);
    expect(records[0]).toContain('任務');
    expect(records.slice(1).map((record) => record[4])).toEqual(expect.arrayContaining(['失敗', '成功']));
    // The summary in the reader's language, from the job's own words and the run's figures.
    expect(records.slice(1).map((record) => record[7])).toContain('回應了 2 次');
  });
});

describe('several instances', () => {
  it('close the runs of an instance that stopped without finishing them, and leave those of live ones', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const run = { name: 'test.echo', trigger: 'schedule', attempt: 1, status: 'running' } as const;
    const [orphan, live] = await t.db
      .insert(jobRun)
      .values([
        { ...run, jobId: 'orphan', startedAt: hourAgo, instance: 'gone-host:1' },
        { ...run, jobId: 'live', startedAt: new Date().toISOString(), instance: t.deps.jobs.instance },
      ])
      .returning();
    const peer = await t.peer();
    try {
      const rows = await t.db
        .select()
        .from(jobRun)
        .where(inArray(jobRun.id, [orphan!.id, live!.id]));
      expect(rows.find((row) => row.id === orphan!.id)).toMatchObject({
        status: 'failed',
        error: 'Interrupted: the instance running it stopped',
      });
      expect(rows.find((row) => row.id === live!.id)).toMatchObject({ status: 'running', error: null });
    } finally {
      await peer.close();
      await t.db.delete(jobRun).where(inArray(jobRun.id, [orphan!.id, live!.id]));
    }
  });

  it('share the work: a run asked of an instance that works no jobs is worked by one that does', async () => {
    const queueOnly = await createTestApp({ extraModules: [testJobs] });
    const worker = await queueOnly.peer({ config: { jobs: true }, extraModules: [testJobs] });
    try {
      const asker = await queueOnly.login('admin', ADMIN_PASSWORD);
      const asked = await queueOnly.call('POST', '/api/scheduleTask/test.echo/run', { token: asker });
      expect(asked.body.data).toEqual({ queued: true });
      const history = async () =>
        (
          (await queueOnly.call('POST', '/api/scheduleJobHistory/page', { token: asker, body: { name: 'test.echo' } }))
            .body.data as { rows: JobRun[] }
        ).rows;
      await expect.poll(async () => (await history())[0]?.status, { timeout: 20_000 }).toBe('succeeded');
      expect((await history())[0]!.instance).toBe(worker.deps.jobs.instance);
      expect(worker.deps.jobs.instance).not.toBe(queueOnly.deps.jobs.instance);
    } finally {
      await worker.close();
      await queueOnly.close();
    }
  });
});
