import { z } from 'zod';

/** `pageSize: -1` asks for every row, up to this many. */
export const PAGE_SIZE_ALL = -1;
export const ALL_ROWS_CAP = 10_000;
export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 20;

export const SortOrder = z.enum(['ascend', 'descend']);
export type SortOrder = z.infer<typeof SortOrder>;

/**
 * A list request (SPEC 7): `{ page (from 1), pageSize, ...filters, sort }`. `sortable` names the
 * fields a list may be ordered by; every order ends with the id, so pages never overlap.
 */
export function pageRequest<const S extends string, F extends z.ZodRawShape>(
  sortable: readonly [S, ...S[]],
  filters: F,
) {
  return z.object({
    page: z.int32().min(1).default(1),
    pageSize: z.union([z.literal(PAGE_SIZE_ALL), z.int32().min(1).max(MAX_PAGE_SIZE)]).default(DEFAULT_PAGE_SIZE),
    sort: z.object({ field: z.enum(sortable), order: SortOrder.default('ascend') }).optional(),
    ...filters,
  });
}

/** A list answer: the page's rows and the number of rows the filters match (estimated past a large count). */
export function pageResult<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.int32(),
    /** True when `total` is the planner's estimate: exact counts of huge tables cost more than the page. */
    estimated: z.boolean(),
  });
}
