import { hostname } from 'node:os';
import { fillTemplate, JOB_TIME_ZONE, type JobTrigger, type Lang, type Texts } from '@srd/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import type { Database, Db } from '../db/client.js';
import { SERVER_VERSION } from '../version.js';
import { GONE_SECONDS, InstanceReport } from './instances.js';
import { openQueue } from './queue.js';
import { jobRun, jobSchedule, serverInstance } from './tables.js';

/** What a job's run is handed. */
export interface JobContext {
  db: Db;
  log: FastifyBaseLogger;
  /** Aborted when the instance stops or the run outlives its time: a long run checks it and ends early. */
  signal: AbortSignal;
}

/** A background job a module declares: its default schedule and what a run does. */
export interface JobDefinition {
  /** `domain.job`, also the name of its queue. */
  name: string;
  /** Default schedule, five cron fields read in Hong Kong time; people may change it on ScheduleTasks. */
  cron: string;
  /** Further attempts after a failed run, each after twice the wait of the one before. */
  retryLimit?: number;
  /** Seconds before the first retry. */
  retryDelaySeconds?: number;
  /** Seconds a run may take before it is given up (and retried). */
  expireInSeconds?: number;
  /**
   * `overlapping`: runs on several instances at once are welcome (the job shares out its own work, as the outbox
   * does with row claims), and a run whose instance died does not hold up the next; at most one run still waits.
   * Default: one run at a time across the instances.
   */
  overlapping?: boolean;
  /** A PostgreSQL notification channel whose notifications (sent at commit) queue a run at once. */
  wakeOn?: string;
  /** What a run did, in each language, its `{values}` filled from what `run` answers: the job history's summary. */
  summary: Texts;
  /** Does the work; answers the figures its summary names. */
  run(context: JobContext): Promise<JobOutcome>;
}

/** The figures of a run (kiosks marked offline, rows deleted...), kept with it in the history. */
export type JobOutcome = Record<string, string | number>;

/** Each job's summary, by name: the history shows the runs of any job the code declares, in the reader's language. */
const summaries = new Map<string, Texts>();

/** What a run did, in `lang`, from its stored figures; the figures as they are for a job the code no longer has. */
export function describeOutcome(name: string, outcome: string | null, lang: Lang): string | null {
  if (outcome === null) return null;
  const summary = summaries.get(name);
  return summary ? fillTemplate(summary[lang], JSON.parse(outcome) as JobOutcome) : outcome;
}

/** What a queued job carries: why it runs and, when a person asked, who. */
interface JobRequest {
  trigger: Exclude<JobTrigger, 'retry'>;
  userId?: number;
  userName?: string;
}

/** Marks as failed the runs still said to be running by an instance that has stopped since (or has started again). */
async function closeOrphanedRuns(db: Db): Promise<void> {
  await db
    .update(jobRun)
    .set({ status: 'failed', error: INTERRUPTED, finishedAt: sql`now()` })
    .where(
      and(
        eq(jobRun.status, 'running'),
        sql`not exists (select 1 from ${serverInstance} i where i.instance = ${jobRun.instance}
          and i.started_at <= ${jobRun.startedAt} and i.seen_at > now() - make_interval(secs => ${GONE_SECONDS}))`,
      ),
    );
}

const INTERRUPTED = 'Interrupted: the instance running it stopped';

/** How many job systems this process has made: tests run several instances in one process. */
let made = 0;
function instanceName(): string {
  made += 1;
  return `${hostname()}:${process.pid}${made > 1 ? `#${made}` : ''}`;
}

/** What a job that says nothing of its retries and time gets. */
export const JOB_DEFAULTS = { retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 15 * 60 };
/** How often an idle worker looks for a queued run. */
const POLLING_SECONDS = 2;

/**
 * Every background job of the server on one durable queue (pg-boss, on whichever database the app uses).
 * Each job has a queue of its own with the `stately` policy: at most one run waits and one runs, across all
 * instances, so runs never overlap and a slow run does not pile up more. Schedules fire once across the
 * instances; each run, retries included, is written to the job history.
 */
export class JobSystem {
  /** The instance's name in the job history: its host and process (and its rank, for a second one in a process). */
  readonly instance = instanceName();
  private readonly definitions = new Map<string, JobDefinition>();
  private boss?: PgBoss;
  private report?: InstanceReport;
  /** Aborted as the instance stops, so that long runs end at once rather than hold up the stop. */
  private readonly stopping = new AbortController();
  /** This instance's worker of each job, to wake at once rather than at its next poll. */
  private readonly workerIds = new Map<string, string>();
  private readonly unlisteners: (() => Promise<void>)[] = [];
  /** Jobs whose wake is on its way to the queue: a burst of notifications queues one run, not one each. */
  private readonly waking = new Set<string>();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    /** Off: this instance queues runs but neither works them nor fires schedules (tests, a web-only instance). */
    private readonly workers: boolean,
  ) {}

  /** Declares a job; modules do so while they register, before the app starts. */
  define(definition: JobDefinition): void {
    if (this.boss) throw new Error(`Job ${definition.name} is declared after the job system started`);
    if (this.definitions.has(definition.name)) throw new Error(`Job ${definition.name} is declared twice`);
    this.definitions.set(definition.name, definition);
    summaries.set(definition.name, definition.summary);
  }

  get jobs(): JobDefinition[] {
    return [...this.definitions.values()];
  }

  definition(name: string): JobDefinition | undefined {
    return this.definitions.get(name);
  }

  async start(): Promise<void> {
    const boss = openQueue(this.database.queueDb, this.database.kind, {
      migrate: false,
      supervise: this.workers,
      schedule: this.workers,
      // Schedules are read every 10 s (pg-boss: 30) and their runs queued within 2 s (5): a fresh database's
      // schedules, set just after the first reading, fire in seconds, and a minute's run starts near its minute.
      cronMonitorIntervalSeconds: 10,
      cronWorkerIntervalSeconds: 2,
    });
    boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
    await boss.start();
    this.boss = boss;
    for (const job of this.definitions.values()) {
      const options = { ...JOB_DEFAULTS, ...job };
      const retries = {
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: options.expireInSeconds,
      };
      // A queue keeps its policy for life; its retries follow the code of the instance that started last.
      // `short`: one run waits, any number run; `stately`: one waits and one runs.
      const policy = job.overlapping ? 'short' : 'stately';
      if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, retries);
      else await boss.createQueue(job.name, { policy, ...retries });
    }
    await this.applySchedules();
    this.report = new InstanceReport(this.database.db, this.log, {
      instance: this.instance,
      version: SERVER_VERSION,
      jobs: this.workers,
      startedAt: new Date(),
    });
    await this.report.start();
    await closeOrphanedRuns(this.database.db);
    if (!this.workers) return;
    for (const job of this.definitions.values()) {
      const workerId = await boss.work(
        job.name,
        { includeMetadata: true, pollingIntervalSeconds: POLLING_SECONDS },
        async ([queued]: JobWithMetadata<JobRequest>[]) => this.execute(job, queued!),
      );
      this.workerIds.set(job.name, workerId);
      if (job.wakeOn) {
        const wake = () => void this.wake(job.name);
        this.unlisteners.push(await this.database.listen(job.wakeOn, wake, wake));
        // Work committed while no instance listened (all were down) is not left for the schedule.
        wake();
      }
    }
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await Promise.all(this.unlisteners.splice(0).map((unlisten) => unlisten()));
    await this.report?.stop();
    await this.boss?.stop({ graceful: true, close: false, timeout: 10_000 });
    this.boss = undefined;
  }

  /**
   * Sets every job's schedule from ScheduleTasks' settings (or its default). Schedules of jobs this instance does not
   * know are left alone: during a rolling upgrade another instance may declare them.
   */
  async applySchedules(): Promise<void> {
    const boss = this.started();
    const settings = new Map((await this.database.db.select().from(jobSchedule)).map((row) => [row.name, row]));
    for (const job of this.definitions.values()) {
      const setting = settings.get(job.name);
      if (setting && !setting.enabled) await boss.unschedule(job.name);
      else
        await boss.schedule(job.name, setting?.cron ?? job.cron, { trigger: 'schedule' } satisfies JobRequest, {
          tz: JOB_TIME_ZONE,
        });
    }
  }

  /** Queues a run now; false when one is already waiting (it will do the same work). */
  async runNow(name: string, by: { id: number; loginId: string }): Promise<boolean> {
    const request: JobRequest = { trigger: 'manual', userId: by.id, userName: by.loginId };
    return (await this.started().send(name, request)) !== null;
  }

  /**
   * Queues a run for an event (new work was committed) and wakes this instance's worker: the run starts now, not at
   * the next poll. A run already waiting does the same work, so a burst of wakes queues one.
   */
  async wake(name: string): Promise<void> {
    if (this.waking.has(name) || !this.boss) return;
    this.waking.add(name);
    try {
      await this.boss.send(name, { trigger: 'event' } satisfies JobRequest);
      const workerId = this.workerIds.get(name);
      if (workerId) this.boss.notifyWorker(workerId);
    } catch (error) {
      this.log.warn({ err: error, job: name }, 'could not queue a run; the schedule will');
    } finally {
      this.waking.delete(name);
    }
  }

  /** The queue's schedules of a job (none while it is switched off). */
  schedules(name: string) {
    return this.started().getSchedules(name);
  }

  /** The next times `cron` fires in Hong Kong time; throws on an expression that is not a valid schedule. */
  nextRuns(cron: string, count = 1, from?: Date): Date[] {
    return this.started().previewSchedule(cron, { tz: JOB_TIME_ZONE, count, from });
  }

  /** Whether a run of the job waits in its queue: queued, or failed and waiting for its retry. */
  async waiting(name: string): Promise<'queued' | 'retrying' | undefined> {
    const states = (await this.started().findJobs(name, { queued: true })).map((job) => job.state);
    return states.includes('retry') ? 'retrying' : states.length > 0 ? 'queued' : undefined;
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('The job system has not started');
    return this.boss;
  }

  /** One attempt of a job: recorded as it starts and as it ends; a failure is rethrown so the queue retries it. */
  private async execute(job: JobDefinition, queued: JobWithMetadata<JobRequest>): Promise<void> {
    const db = this.database.db;
    const attempt = queued.retryCount + 1;
    // An attempt that is retried while its row still says running died with its instance.
    await db
      .update(jobRun)
      .set({ status: 'failed', error: INTERRUPTED, finishedAt: sql`now()` })
      .where(and(eq(jobRun.jobId, queued.id), eq(jobRun.status, 'running')));
    const startedAt = new Date();
    const [row] = await db
      .insert(jobRun)
      .values({
        name: job.name,
        jobId: queued.id,
        trigger: attempt > 1 ? 'retry' : queued.data.trigger,
        attempt,
        startedAt: startedAt.toISOString(),
        status: 'running',
        instance: this.instance,
        userId: queued.data.userId ?? null,
        userName: queued.data.userName ?? null,
      })
      .returning({ id: jobRun.id });
    const finish = (values: Partial<typeof jobRun.$inferInsert>) => {
      const finishedAt = new Date();
      return db
        .update(jobRun)
        .set({
          ...values,
          finishedAt: finishedAt.toISOString(),
          durationMs: finishedAt.getTime() - startedAt.getTime(),
        })
        .where(eq(jobRun.id, row!.id));
    };
    try {
      const signal = AbortSignal.any([queued.signal, this.stopping.signal]);
      const outcome = await job.run({ db, log: this.log, signal });
      await finish({ status: 'succeeded', result: JSON.stringify(outcome) });
    } catch (error) {
      await finish({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
      this.log.error({ err: error, job: job.name, attempt }, 'job run failed');
      throw error;
    }
  }
}
