import type { ActionRef, ExportModule, Texts } from '@srd/contract';
import type { z } from 'zod';
import type { ExportColumn, Exporter } from '../export/exporter.js';
import type { PageInput } from '../paging/paginate.js';
import type { createEntityService } from './entity.js';

/**
 * Any entity's service whose list filters by F (its page request without paging). Its sort fields do not matter to
 * an export, but the service's type holds them invariantly, so no narrower type than `any` admits every entity.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EntityServiceOf<F, R> = ReturnType<typeof createEntityService<F & PageInput<any>, R>>;

interface EntityExport<F, R> {
  module: ExportModule;
  title: Texts;
  action: ActionRef;
  /** The list's page request without paging. */
  filter: z.ZodType<F>;
  columns: ExportColumn<R>[];
  service: EntityServiceOf<F, R>;
}

/**
 * A simple entity's list as a file: the rows its filters match in the caller's reach, newest first,
 * each presented as the list presents it.
 */
export function entityExporter<F, R>({ service, ...declared }: EntityExport<F, R>): Exporter<F, R> {
  const { table, present } = service.definition;
  return {
    ...declared,
    rows: (db, ctx, filter) => ({
      matching: (after) => service.matching(db, ctx, filter as never, after),
      keys: [table.id],
      keyOf: (record: { id: number }) => [record.id],
      order: 'descend',
      toRows: (records: Record<string, unknown>[]) => records.map(present),
    }),
  };
}
