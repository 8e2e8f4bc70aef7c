import { ErrorCode } from '@srd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { pgErrorOf } from '../../platform/db/pg-errors.js';
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

/** Why rows of a batch were not stored, by position in the batch; a position not named was committed. */
type Refusals = ReadonlyMap<number, ErrorCode>;

interface Batch {
  rows: BufferedHeartbeat[];
  /** Resolves once every row of the batch is committed or refused. */
  settled: Promise<Refusals>;
  resolve(refusals: Refusals): void;
}

function newBatch(): Batch {
  let resolve!: (refusals: Refusals) => void;
  const settled = new Promise<Refusals>((ok) => {
    resolve = ok;
  });
  return { rows: [], settled, resolve };
}

/** Data exceptions (class 22) and integrity violations (23) are the rows' fault; anything else is the database's. */
function isRowsFault(error: unknown): boolean {
  const state = pgErrorOf(error)?.code;
  return state !== undefined && (state.startsWith('22') || state.startsWith('23'));
}

/**
 * Buffers heartbeats and writes them in batches, one batch at a time, each in one transaction; a
 * heartbeat's request is answered only once its batch committed, so nothing acknowledged can be lost
 * in a crash. A batch the database refuses for its data is split in halves, and each half written
 * again, down to single rows: only the heartbeats at fault are refused (400), the others of the batch
 * are stored. When the database itself fails, the part being written answers 503.
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
    /**
     * Told which kiosks' heartbeats were not stored (failed or stale), so their replay check starts again from the
     * database.
     */
    private readonly onLost: (kiosks: DeviceKiosk[]) => void,
  ) {}

  /**
   * Resolves once the heartbeat is committed; rejects with 409 (2024) when another instance stored a
   * heartbeat of the kiosk at least as new meanwhile, with 400 (2033) when the database refuses what it
   * holds, and with 503 (2031) when the database failed.
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
    const refused = (await batch.settled).get(position);
    if (refused !== undefined) throw new AppError(refused);
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
    const refusals = new Map<number, ErrorCode>();
    if (batch.rows.length > 0) await this.writePart(batch.rows, 0, refusals);
    if (refusals.size > 0) this.onLost([...refusals.keys()].map((position) => batch.rows[position]!.kiosk));
    batch.resolve(refusals);
  }

  /** Writes rows `offset...` of a batch in one transaction, or, when their data is refused, each half on its own. */
  private async writePart(rows: BufferedHeartbeat[], offset: number, refusals: Map<number, ErrorCode>): Promise<void> {
    try {
      const { versions, stale } = await writeHeartbeats(this.db, rows);
      for (const [kiosk, reported] of versions) kiosk.versions = reported;
      // This instance's idea of these kiosks' newest heartbeat was behind: they are read again from the database.
      for (const position of stale) refusals.set(offset + position, ErrorCode.HeartbeatReplay);
    } catch (error) {
      const rowsFault = isRowsFault(error);
      if (rowsFault && rows.length > 1) {
        // Halves in arrival order, so a kiosk's older heartbeat is still written before its newer one.
        const half = Math.ceil(rows.length / 2);
        await this.writePart(rows.slice(0, half), offset, refusals);
        await this.writePart(rows.slice(half), offset + half, refusals);
        return;
      }
      if (rowsFault) this.log.warn({ err: error, kid: rows[0]!.kiosk.kid }, 'heartbeat refused by the database');
      else this.log.error({ err: error, heartbeats: rows.length }, 'heartbeats not stored');
      const code = rowsFault ? ErrorCode.HeartbeatRefused : ErrorCode.HeartbeatNotStored;
      rows.forEach((_, position) => refusals.set(offset + position, code));
    }
  }
}
