import { EXPORT_ROWS_HEADER, type ExportFormat, type ExportModule } from '@srd/contract';
import { download, TIMEOUTS } from '../api';

/** A list's page request without paging: an export writes every row the filters match. */
export function exportFilter<T extends { page?: unknown; pageSize?: unknown; sort?: unknown }>(
  request: T,
): Omit<T, 'page' | 'pageSize' | 'sort'> {
  const { page: _page, pageSize: _pageSize, sort: _sort, ...filter } = request;
  return filter;
}

/** The file name the server gave: the RFC 5987 `filename*` (any language) first, else the plain one. */
export function filenameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;\s]+)/i.exec(disposition ?? '');
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!);
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

export interface ExportProgress {
  /** Rows the file will hold, from the answer's header; unknown until it arrives. */
  rows?: number;
  estimated: boolean;
  /** Bytes received so far. */
  received: number;
  /** CSV only: line breaks received so far, one per record (header included). */
  lines?: number;
}

const LINE_FEED = 10;

function lineFeeds(chunk: Uint8Array): number {
  let count = 0;
  for (const byte of chunk) if (byte === LINE_FEED) count++;
  return count;
}

/**
 * How far a CSV export is, in percent, from its records so far; undefined for XLSX, whose compressed
 * bytes say nothing about rows. A quoted line break counts as a record, so it stops at 99 until done.
 */
export function percentDone(progress: ExportProgress): number | undefined {
  if (progress.lines === undefined || !progress.rows) return undefined;
  return Math.min(99, Math.floor((Math.max(0, progress.lines - 1) / progress.rows) * 100));
}

/** The next progress after `chunk` arrived. */
export function advance(progress: ExportProgress, chunk: Uint8Array, headers: Headers): ExportProgress {
  const rows = headers.get(EXPORT_ROWS_HEADER);
  return {
    rows: rows === null ? undefined : Number(rows),
    estimated: headers.get(`${EXPORT_ROWS_HEADER}-estimated`) === 'true',
    received: progress.received + chunk.byteLength,
    lines: progress.lines === undefined ? undefined : progress.lines + lineFeeds(chunk),
  };
}

export interface ExportRequest {
  module: ExportModule;
  format: ExportFormat;
  filter: object;
  signal: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
}

/** SPEC 7 `POST /export/exportExcel` (600 s): the file of a list's filter, with progress as it arrives. */
export async function exportList({
  module,
  format,
  filter,
  signal,
  onProgress,
}: ExportRequest): Promise<{ blob: Blob; filename: string }> {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  let progress: ExportProgress = { estimated: false, received: 0, lines: format === 'csv' ? 0 : undefined };
  const file = await download('POST', `/export/exportExcel?${new URLSearchParams({ module, format, tz })}`, {
    body: filter,
    timeoutMs: TIMEOUTS.export,
    signal,
    onChunk: (chunk, headers) => {
      progress = advance(progress, chunk, headers);
      onProgress(progress);
    },
  });
  return { blob: file.blob, filename: filenameOf(file.headers.get('content-disposition'), `${module}.${format}`) };
}

/** Hands a file to the browser's downloads under `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The download has its own copy once it started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
