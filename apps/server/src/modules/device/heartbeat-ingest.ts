import { ErrorCode } from '@srd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { DeviceKiosk, ReportedVersions } from './credentials.js';
import { writeHeartbeats } from './heartbeat-writer.js';

/** A heartbeat accepted into the buffer, in the shape the batch statements take it. */
export interface BufferedHeartbeat {
  kiosk: DeviceKiosk;
  /** As the kiosk sent it (ISO 8601 with offset). */
  sentAt: string;
  receivedAt: string;
  state: number;
  /** JSON text of the bins. */
  bins: string;
  errorCodes: string[];
  /** The versions to store (reported ones over stored ones) when the kiosk reported different ones. */
  versions?: ReportedVersions;
}

export interface IngestOptions {
  /** Longest wait of the first heartbeat of a batch before the batch is written. */
  flushIntervalMs: number;
  /** A batch this large is written at once. */
  maxBatch: number;
}

interface Batch {
  rows: BufferedHeartbeat[];
  /** Resolves with the positions of the rows left out as stale once the batch committed. */
  committed: Promise<ReadonlySet<number>>;
  resolve(stale: ReadonlySet<number>): void;
  reject(error: unknown): void;
}

function newBatch(): Batch {
  let resolve!: (stale: ReadonlySet<number>) => void;
  let reject!: (error: unknown) => void;
  const committed = new Promise<ReadonlySet<number>>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  // Every batch has waiters; this only keeps a rejection of an emptied batch from being unhandled.
  committed.catch(() => {});
  return { rows: [], committed, resolve, reject };
}

/**
 * Buffers heartbeats and writes them in batches, one batch at a time, each in one transaction; a
 * heartbeat's request is answered only once its batch committed (or 503 when the batch failed), so
 * nothing acknowledged can be lost in a crash.
 */
export class HeartbeatIngest {
  private current = newBatch();
  /** Full batches waiting behind the one being written. */
  private readonly queued: Batch[] = [];
  private timer?: NodeJS.Timeout;
  private writing?: Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: IngestOptions,
    /** Told which kiosks' heartbeats were not stored (failed or stale), so their replay check starts again from the database. */
    private readonly onLost: (kiosks: DeviceKiosk[]) => void,
  ) {}

  /**
   * Resolves once the heartbeat is committed; rejects with 409 (2024) when another instance stored a
   * heartbeat of the kiosk at least as new meanwhile, and with 503 (2030) when the batch failed.
   */
  async accept(row: BufferedHeartbeat): Promise<void> {
    let batch = this.current;
    if (batch.rows.length >= this.options.maxBatch) {
      this.queued.push(batch);
      batch = this.current = newBatch();
    }
    const position = batch.rows.push(row) - 1;
    if (!this.writing) {
      if (batch.rows.length >= this.options.maxBatch) this.flushSoon(0);
      else this.flushSoon(this.options.flushIntervalMs);
    }
    const stale = await batch.committed;
    if (stale.has(position)) throw new AppError(ErrorCode.HeartbeatReplay);
  }

  /** Writes everything buffered (at shutdown). */
  async drain(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.writing || this.queued.length > 0 || this.current.rows.length > 0) {
      await (this.writing ?? this.writeNext());
    }
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private flushSoon(delayMs: number): void {
    if (this.timer) {
      if (delayMs > 0) return;
      clearTimeout(this.timer);
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.writing) void this.writeNext();
    }, delayMs);
  }

  private writeNext(): Promise<void> {
    const batch = this.queued.shift() ?? this.current;
    if (batch === this.current) this.current = newBatch();
    this.writing = this.write(batch).finally(() => {
      this.writing = undefined;
      // What arrived meanwhile has waited one write already: write it straight away.
      if (this.queued.length > 0 || this.current.rows.length > 0) this.flushSoon(0);
    });
    return this.writing;
  }

  private async write(batch: Batch): Promise<void> {
    if (batch.rows.length === 0) return batch.resolve(new Set());
    try {
      const { versions, stale } = await writeHeartbeats(this.db, batch.rows);
      for (const [kiosk, reported] of versions) kiosk.versions = reported;
      // This instance's idea of the kiosks' newest heartbeat was behind: read it again from the database.
      if (stale.size > 0) this.onLost([...stale].map((position) => batch.rows[position]!.kiosk));
      batch.resolve(stale);
    } catch (error) {
      this.log.error({ err: error, heartbeats: batch.rows.length }, 'heartbeat batch not stored');
      this.onLost(batch.rows.map((row) => row.kiosk));
      batch.reject(new AppError(ErrorCode.HeartbeatNotStored));
    }
  }
}
