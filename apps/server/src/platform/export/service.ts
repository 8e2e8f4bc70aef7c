import { PassThrough, type Readable } from 'node:stream';
import { ErrorCode, type ExportQuery } from '@srd/contract';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { can } from '../auth/auth-user.js';
import type { Database, DbOrTx } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import type { SignedInContext } from '../http/context.js';
import { RequestValidationError } from '../http/validation.js';
import { countRows } from '../paging/paginate.js';
import { attachment } from './content-disposition.js';
import { exporterFor, type CellFormat, type Exporter, type RowSource } from './exporter.js';
import { withExportLock } from './lock.js';
import { exportPeriod, type Period } from './period.js';
import { csvWriter, ExportAborted, xlsxWriter } from './writers.js';
import { formatInZone, serverTimeZone } from './zoned-time.js';

/** Rows read per query: large enough to keep round trips few, small enough to keep memory flat. */
const EXPORT_CHUNK_ROWS = 1000;

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** A started export: the file as a stream and what the answer's headers say about it. */
export interface ExportFile {
  stream: Readable;
  contentType: string;
  disposition: string;
  /** Rows to come (exact up to the paging count limit, else the planner's estimate). */
  rows: number;
  estimated: boolean;
}

/** After the record with `values` in the source's order: a row comparison the keys' index serves. */
function after<R>(source: RowSource<unknown, R>, values: (string | number)[]): SQL {
  const keys = sql.join(
    source.keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const bound = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  return source.order === 'descend' ? sql`(${keys}) < (${bound})` : sql`(${keys}) > (${bound})`;
}

/** The records of a source, chunk by chunk, in its order. */
async function* chunksOf<R>(source: RowSource<unknown, R>): AsyncGenerator<R[]> {
  const direction = source.order === 'descend' ? desc : asc;
  let last: unknown;
  for (;;) {
    const narrowed = last === undefined ? undefined : after(source, source.keyOf(last));
    const records = (await source
      .matching(narrowed)
      .orderBy(...source.keys.map((key) => direction(key)))
      .limit(EXPORT_CHUNK_ROWS)) as unknown[];
    if (records.length === 0) return;
    yield await source.toRows(records);
    if (records.length < EXPORT_CHUNK_ROWS) return;
    last = records.at(-1);
  }
}

/** The export's filter, checked like a request body; a dated list gets its SPEC 5 period. */
function filterOf(exporter: Exporter<unknown, unknown>, body: unknown, tz: string): unknown {
  const parsed = safeParse(exporter.filter as unknown as $ZodType, body ?? {}, { reportInput: true });
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues);
  if (!exporter.dated) return parsed.data;
  const filter = parsed.data as Period;
  return { ...filter, ...exportPeriod({ from: filter.from, to: filter.to }, tz) };
}

function cellFormat(ctx: SignedInContext, tz: string): CellFormat {
  return {
    lang: ctx.lang,
    time: (value) => (value === null || value === '' ? '' : formatInZone(new Date(value), tz)),
    text: (texts) => texts[ctx.lang],
  };
}

/** `Title-20260520-093000.xlsx` in the caller's language, with an ASCII twin from the module name. */
function disposition(
  exporter: Exporter<unknown, unknown>,
  ctx: SignedInContext,
  query: ExportQuery,
  tz: string,
): string {
  const stamp = formatInZone(new Date(), tz).replace(/-|:/g, '').replace(' ', '-');
  return attachment(
    `${exporter.title[ctx.lang]}-${stamp}.${query.format}`,
    `${exporter.module}-${stamp}.${query.format}`,
  );
}

/**
 * Starts an export of a list (SPEC 7 `POST /export/exportExcel`): the caller's action for that list,
 * the list's filters and the caller's scope, one export per list at a time (10027), then the file as a
 * stream that is written only as fast as the client reads it. Resolves once the rows are counted; the
 * writing goes on, holding the lock, until the file is complete or the client has gone.
 */
export async function startExport(
  database: Database,
  ctx: SignedInContext,
  query: ExportQuery,
  body: unknown,
  log: FastifyBaseLogger,
): Promise<ExportFile> {
  const exporter = exporterFor(query.module);
  if (!exporter) throw new AppError(ErrorCode.NotFound);
  if (!can(ctx.user, exporter.action)) throw new AppError(ErrorCode.MissingAction);
  const tz = query.tz ?? serverTimeZone();
  const filter = filterOf(exporter, body, tz);
  const format = cellFormat(ctx, tz);
  const headers = exporter.columns.map((column) => column.header[ctx.lang]);

  let opened: (file: ExportFile) => void;
  let started = false;
  const file = new Promise<ExportFile>((resolve) => (opened = resolve));
  const writing = withExportLock(database, exporter.module, async (db: DbOrTx) => {
    const source = exporter.rows(db, ctx, filter);
    const { total, estimated } = await countRows(db, () => source.matching());
    const sink = new PassThrough();
    const writer =
      query.format === 'csv' ? csvWriter(sink, headers) : xlsxWriter(sink, headers, exporter.title[ctx.lang]);
    opened({
      stream: sink,
      contentType: CONTENT_TYPES[query.format],
      disposition: disposition(exporter, ctx, query, tz),
      rows: total,
      estimated,
    });
    started = true;
    try {
      for await (const rows of chunksOf(source)) {
        await writer.write(rows.map((row) => exporter.columns.map((column) => column.value(row, format))));
      }
      await writer.end();
      return sink;
    } catch (error) {
      // Fastify destroys the stream when the client goes: that ends the export, it is no failure.
      const clientLeft = error instanceof ExportAborted || sink.destroyed;
      sink.destroy();
      if (clientLeft) return sink;
      throw error;
    }
  });
  // The lock is released before the file ends: whoever has the whole file may export again at once.
  writing.then(
    (sink) => sink.end(),
    (error: unknown) => {
      // Once the file has opened, the answer is under way: a failure can only cut it short.
      if (started) log.error({ err: error, module: exporter.module }, 'export failed while writing');
    },
  );
  // Before that, a failure (10027, the database) is the caller's answer.
  return Promise.race([file, writing.then(() => file)]);
}
