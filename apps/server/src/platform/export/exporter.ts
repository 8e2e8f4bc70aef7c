import type { ActionRef, ExportModule, Lang, Texts } from '@srd/contract';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.js';
import type { SignedInContext } from '../http/context.js';
import type { Cell } from './cells.js';

/** How cells are written for the caller: their language and time zone. */
export interface CellFormat {
  lang: Lang;
  /** `YYYY-MM-DD HH:mm:ss` in the caller's zone; '' when empty. */
  time(value: Date | string | null): string;
  /** The text in the caller's language. */
  text(texts: Texts): string;
}

export interface ExportColumn<R> {
  header: Texts;
  value(row: R, format: CellFormat): Cell;
}

/**
 * The rows an export writes, read in chunks along their order (keyset, not offsets): `matching` is the
 * list's own select with its filters and the caller's scope, narrowed by `after`; `toRows` completes a
 * chunk the way the list completes a page (roles, names).
 */
export interface RowSource<Rec, R> {
  matching(after?: SQL): PgSelect;
  /**
   * The order of the file, the list's default: indexed columns, the last one unique (the id); a grouped list's keys
   * are its grouping expressions, the last one unique within a group.
   */
  keys: (PgColumn | SQL)[];
  /** A record's values of `keys` as stored (a time as text: a Date would lose its microseconds). */
  keyOf(record: Rec): (string | number)[];
  order: 'ascend' | 'descend';
  toRows(records: Rec[]): Promise<R[]> | R[];
}

/** What a domain declares to make one of its lists exportable. */
export interface Exporter<F, R> {
  module: ExportModule;
  /** Names the sheet and the file. */
  title: Texts;
  /** Held by whoever may export the list; the list's scope applies as well. */
  action: ActionRef;
  /** The list's page request without paging: the body of the export. */
  filter: z.ZodType<F>;
  /** The filter's `from` and `to` bound the records' time: SPEC 5's period rule applies. */
  dated?: boolean;
  columns: ExportColumn<R>[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each exporter reads rows of its own type
  rows(db: DbOrTx, ctx: SignedInContext, filter: F): RowSource<any, R>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- exporters of every filter and row type, one a list
const exporters = new Map<ExportModule, Exporter<any, any>>();

/** Makes a list exportable; a domain module calls it when it registers (again on each app: harmless). */
export function registerExporter<F, R>(exporter: Exporter<F, R>): void {
  const existing = exporters.get(exporter.module);
  if (existing && existing !== exporter) throw new Error(`Two exporters for ${exporter.module}`);
  exporters.set(exporter.module, exporter);
}

export function exporterFor(module: ExportModule): Exporter<unknown, unknown> | undefined {
  return exporters.get(module);
}

/** Every registered exporter (the authorization tests give their actions to a role). */
export function allExporters(): Exporter<unknown, unknown>[] {
  return [...exporters.values()];
}
