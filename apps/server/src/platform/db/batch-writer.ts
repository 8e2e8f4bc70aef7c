import type { ErrorCode } from '@srd/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../http/app-error.js';
import { pgErrorOf } from './pg-errors.js';

export interface BatchOptions {
  /** Longest wait of the first row of a batch before the batch is written. */
  flushIntervalMs: number;
  /** A batch this large is written at once. */
  maxBatch: number;
  /**
   * Batches written at the same time, each on its own connection (1 by default: rows are then written in arrival
   * order). More lets one batch's statements overlap another's round trips; the write must then lock in one order.
   */
  writers?: number;
}

/** What writing a batch made of one row: its answer, or the refusal its request answers. */
export type RowOutcome<Answer> = { answer: Answer } | { refused: AppError };

export interface BatchWriterSpec<Row, Answer> {
  /** Writes rows in one transaction and says how each ended; throws when the transaction failed. */
  write(rows: Row[]): Promise<RowOutcome<Answer>[]>;
  /** The refusal of a row the database refuses for its data (400), and of rows it could not store (503). */
  refused: ErrorCode;
  notStored: ErrorCode;
  /** What the log says of a row the database refused, and of a batch it failed. */
  describe(row: Row): Record<string, unknown>;
  noun: string;
  /** Told of the rows that were refused, whatever the reason. */
  onRefused?(rows: Row[]): void;
}

interface Batch<Row, Answer> {
  rows: Row[];
  /** Resolves once every row of the batch is committed or refused, with each row's outcome by position. */
  settled: Promise<RowOutcome<Answer>[]>;
  resolve(outcomes: RowOutcome<Answer>[]): void;
}

function newBatch<Row, Answer>(): Batch<Row, Answer> {
  let resolve!: (outcomes: RowOutcome<Answer>[]) => void;
  const settled = new Promise<RowOutcome<Answer>[]>((ok) => {
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
 * Buffers rows that requests bring and writes them in batches, one batch at a time, each in one transaction (a commit
 * shared by many requests instead of one each); a request is answered only once its batch committed, so nothing
 * acknowledged can be lost in a crash. A batch the database refuses for its data is split in halves, and each half
 * written again, down to single rows: only the rows at fault are refused (400), the others are stored. When the
 * database itself fails, the part being written answers 503.
 */
export class BatchWriter<Row, Answer> {
  private current = newBatch<Row, Answer>();
  /** Full batches waiting behind the one being written. */
  private readonly queued: Batch<Row, Answer>[] = [];
  private timer?: NodeJS.Timeout;
  private readonly writing = new Set<Promise<void>>();

  constructor(
    private readonly spec: BatchWriterSpec<Row, Answer>,
    private readonly log: FastifyBaseLogger,
    private readonly options: BatchOptions,
  ) {}

  /** Resolves with the row's answer once its batch committed; rejects with its refusal. */
  async accept(row: Row): Promise<Answer> {
    let batch = this.current;
    if (batch.rows.length >= this.options.maxBatch) {
      this.queued.push(batch);
      batch = this.current = newBatch();
    }
    const position = batch.rows.push(row) - 1;
    if (this.writerFree()) {
      if (batch.rows.length >= this.options.maxBatch) this.flushSoon(0);
      else this.flushSoon(this.options.flushIntervalMs);
    }
    const outcome = (await batch.settled)[position]!;
    if ('refused' in outcome) throw outcome.refused;
    return outcome.answer;
  }

  /** Writes everything buffered (at shutdown). */
  async drain(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.writing.size > 0 || this.queued.length > 0 || this.current.rows.length > 0) {
      await (this.writing.size > 0 ? Promise.race(this.writing) : this.writeNext());
    }
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private writerFree(): boolean {
    return this.writing.size < (this.options.writers ?? 1);
  }

  private flushSoon(delayMs: number): void {
    if (this.timer) {
      if (delayMs > 0) return;
      clearTimeout(this.timer);
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.writerFree()) void this.writeNext();
    }, delayMs);
  }

  private writeNext(): Promise<void> {
    const batch = this.queued.shift() ?? this.current;
    if (batch === this.current) this.current = newBatch();
    const writing: Promise<void> = this.write(batch).finally(() => {
      this.writing.delete(writing);
      // What arrived meanwhile has waited one write already: write it straight away.
      if (this.queued.length > 0 || this.current.rows.length > 0) this.flushSoon(0);
    });
    this.writing.add(writing);
    return writing;
  }

  private async write(batch: Batch<Row, Answer>): Promise<void> {
    const outcomes = batch.rows.length > 0 ? await this.writePart(batch.rows) : [];
    const refused = batch.rows.filter((_, position) => 'refused' in outcomes[position]!);
    if (refused.length > 0) this.spec.onRefused?.(refused);
    batch.resolve(outcomes);
  }

  /** Writes rows in one transaction, or, when their data is refused, each half on its own. */
  private async writePart(rows: Row[]): Promise<RowOutcome<Answer>[]> {
    try {
      return await this.spec.write(rows);
    } catch (error) {
      const rowsFault = isRowsFault(error);
      if (rowsFault && rows.length > 1) {
        // Halves in arrival order, so a kiosk's older row is still written before its newer one.
        const half = Math.ceil(rows.length / 2);
        return [...(await this.writePart(rows.slice(0, half))), ...(await this.writePart(rows.slice(half)))];
      }
      const { noun, describe } = this.spec;
      if (rowsFault) this.log.warn({ err: error, ...describe(rows[0]!) }, `${noun} refused by the database`);
      else this.log.error({ err: error, rows: rows.length }, `${noun}s not stored`);
      const refused = new AppError(rowsFault ? this.spec.refused : this.spec.notStored);
      return rows.map(() => ({ refused }));
    }
  }
}
