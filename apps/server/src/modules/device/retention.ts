import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { queryRows } from '../../platform/db/client.js';

/** Rows deleted per statement, so the sweep never holds long locks nor writes a huge transaction. */
const CHUNK_ROWS = 5_000;
const SWEEP_INTERVAL_MS = 60 * 60_000;

/** Deletes heartbeats received more than `days` ago, a chunk at a time; returns how many went. */
export async function deleteExpiredHeartbeats(
  db: Db,
  days: number,
  shouldStop: () => boolean = () => false,
): Promise<number> {
  let total = 0;
  for (;;) {
    const [result] = await queryRows<{ deleted: number }>(
      db,
      sql`
      with expired as (
        delete from kiosk_heartbeat where id in (
          select id from kiosk_heartbeat where received_at < now() - make_interval(days => ${days}) limit ${CHUNK_ROWS})
        returning 1)
      select count(*)::int as deleted from expired`,
    );
    total += result!.deleted;
    if (result!.deleted < CHUNK_ROWS || shouldStop()) return total;
  }
}

/** The hourly sweep of heartbeat history older than the retention period (HEARTBEAT_RETENTION_DAYS). */
export class HeartbeatRetention {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly days: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS).unref();
    this.sweep();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private sweep(): void {
    if (this.running || this.stopped) return;
    this.running = deleteExpiredHeartbeats(this.db, this.days, () => this.stopped)
      .then((deleted) => deleted > 0 && this.log.info({ deleted, days: this.days }, 'expired heartbeats deleted'))
      .catch((error: unknown) => this.log.error({ err: error }, 'expired heartbeats not deleted'))
      .finally(() => (this.running = undefined));
  }
}
