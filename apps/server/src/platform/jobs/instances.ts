import { gt, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { serverInstance } from './tables.js';

/** How often an instance reports, and after how long without a report it no longer counts. */
const REPORT_SECONDS = 30;
export const GONE_SECONDS = 90;

/** This instance's entry among the server instances: written at start, refreshed while it runs, removed at stop. */
export class InstanceReport {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly entry: { instance: string; version: string; jobs: boolean; startedAt: Date },
  ) {}

  async start(): Promise<void> {
    await this.report();
    // Entries of instances gone without stopping (killed) are cleared by whichever instance starts next.
    await this.db.delete(serverInstance).where(lt(serverInstance.seenAt, sql`now() - make_interval(days => 1)`));
    this.timer = setInterval(
      () => void this.report().catch((error: unknown) => this.log.warn({ err: error }, 'instance report failed')),
      REPORT_SECONDS * 1000,
    ).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.db.delete(serverInstance).where(sql`${serverInstance.instance} = ${this.entry.instance}`);
  }

  private async report(): Promise<void> {
    const { instance, version, jobs, startedAt } = this.entry;
    await this.db
      .insert(serverInstance)
      .values({ instance, version, jobs, startedAt: startedAt.toISOString(), seenAt: sql`now()` })
      .onConflictDoUpdate({ target: serverInstance.instance, set: { seenAt: sql`now()` } });
  }
}

/** The instances that reported lately. */
export function liveInstances(db: Db) {
  return db
    .select()
    .from(serverInstance)
    .where(gt(serverInstance.seenAt, sql`now() - make_interval(secs => ${GONE_SECONDS})`))
    .orderBy(serverInstance.startedAt);
}
