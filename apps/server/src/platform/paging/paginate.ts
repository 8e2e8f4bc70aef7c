import { ALL_ROWS_CAP, PAGE_SIZE_ALL, type SortOrder } from '@srd/contract';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { queryRows, type DbOrTx } from '../db/client.js';

/** Past this many matching rows the total is the planner's estimate instead of an exact count. */
export const EXACT_COUNT_LIMIT = 100_000;

export interface PageInput<S extends string> {
  page: number;
  pageSize: number;
  sort?: { field: S; order: SortOrder };
}

export interface PageSpec<S extends string> {
  /** The columns each sortable field orders by. */
  sortColumns: Record<S, PgColumn>;
  defaultSort: { field: S; order: SortOrder };
  /** Appended to every order so rows with equal sort values keep one order across pages. */
  tiebreaker: PgColumn;
}

function orderOf<S extends string>(input: PageInput<S>, spec: PageSpec<S>): SQL[] {
  const { field, order } = input.sort ?? spec.defaultSort;
  const direction = order === 'descend' ? desc : asc;
  return [direction(spec.sortColumns[field]), direction(spec.tiebreaker)];
}

/**
 * The number of rows a query matches: exact up to EXACT_COUNT_LIMIT (counting stops there), else the
 * planner's estimate, which costs nothing however large the table.
 */
async function countRows(db: DbOrTx, matching: () => PgSelect): Promise<{ total: number; estimated: boolean }> {
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${matching().limit(EXACT_COUNT_LIMIT + 1)}) as matched`,
  );
  if (counted!.n <= EXACT_COUNT_LIMIT) return { total: counted!.n, estimated: false };
  const [plan] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    db,
    sql`explain (format json) ${matching()}`,
  );
  // The planner can guess low on a filtered query; the count already proved more rows than the limit.
  const estimate = Math.round(plan!['QUERY PLAN'][0].Plan['Plan Rows']);
  return { total: Math.max(estimate, EXACT_COUNT_LIMIT + 1), estimated: true };
}

/**
 * One page of a filtered query in the SPEC's page contract. `matching` builds the select with its
 * filters and scope applied (`.$dynamic()`), afresh on each call: a dynamic builder changes in place.
 * Ordering, limit and offset are added here.
 */
export async function paginate<S extends string, Q extends PgSelect>(
  db: DbOrTx,
  matching: () => Q,
  input: PageInput<S>,
  spec: PageSpec<S>,
): Promise<{ rows: Awaited<Q>; total: number; estimated: boolean }> {
  const all = input.pageSize === PAGE_SIZE_ALL;
  const limit = all ? ALL_ROWS_CAP : input.pageSize;
  const offset = all ? 0 : (input.page - 1) * input.pageSize;
  const [count, rows] = await Promise.all([
    countRows(db, matching),
    matching().orderBy(...orderOf(input, spec)).limit(limit).offset(offset) as unknown as Promise<Awaited<Q>>,
  ]);
  return { rows, ...count };
}
