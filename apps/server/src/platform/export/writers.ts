import { PassThrough, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { neutralise, type Cell } from './cells.js';

/** The client went away before the file was complete. */
export class ExportAborted extends Error {
  constructor() {
    super('The client closed the export before it was complete');
  }
}

/**
 * Rejects with ExportAborted once `sink` closes before it finished; every wait of an export races
 * it, so a client that leaves never keeps the export (and its lock) waiting.
 */
export function abortedBy(sink: Writable): Promise<never> {
  const aborted = new Promise<never>((_, reject) => {
    sink.once('close', () => {
      if (!sink.writableFinished) reject(new ExportAborted());
    });
  });
  aborted.catch(() => {});
  return aborted;
}

/** Backpressure: waits while the client has not taken what was written. */
async function drained(sink: Writable, aborted: Promise<never>): Promise<void> {
  if (sink.destroyed) throw new ExportAborted();
  if (!sink.writableNeedDrain) return;
  await Promise.race([new Promise((resolve) => sink.once('drain', resolve)), aborted]);
}

/**
 * A file written chunk by chunk into the response stream. The stream is left open: the export ends
 * it once its lock is released, so a client that has the whole file can start the next export at once.
 */
export interface SheetWriter {
  /** Writes rows; resolves once the client can take more. */
  write(rows: Cell[][]): Promise<void>;
  /** Writes the rest of the file. */
  end(): Promise<void>;
}

/** RFC 4180 CSV (CRLF, quotes where needed) in UTF-8 with a BOM, so Excel reads Chinese right. */
export function csvWriter(sink: Writable, headers: string[]): SheetWriter {
  const aborted = abortedBy(sink);
  let first = true;
  const write = async (rows: Cell[][]) => {
    const records = rows.map((row) => row.map(neutralise));
    const text = stringify(first ? [headers, ...records] : records, { bom: first, record_delimiter: 'windows' });
    first = false;
    sink.write(text);
    await drained(sink, aborted);
  };
  return {
    write,
    async end() {
      if (first) await write([]);
    },
  };
}

/** Worksheet names may not hold []:*?/\ and have at most 31 characters. */
function sheetNameOf(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
}

/**
 * XLSX through exceljs's streaming writer: rows leave as they are committed, without shared strings
 * or styles, so memory stays bounded however many rows. The header row stays in view (frozen pane).
 */
export function xlsxWriter(sink: Writable, headers: string[], title: string): SheetWriter {
  const aborted = abortedBy(sink);
  // exceljs ends the stream it writes to; this one passes the bytes on and leaves `sink` open.
  const zip = new PassThrough();
  zip.pipe(sink, { end: false });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: zip, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetNameOf(title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(headers).commit();
  return {
    async write(rows) {
      for (const row of rows) sheet.addRow(row.map(neutralise)).commit();
      await drained(sink, aborted);
    },
    async end() {
      sheet.commit();
      await Promise.race([workbook.commit(), aborted]);
    },
  };
}
