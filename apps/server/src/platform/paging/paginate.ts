import { ALL_ROWS_CAP, PAGE_SIZE_ALL, type SortOrder } from '@srd/contract';
import { asc, desc, getTableName, sql, type SQL, type Subquery } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { queryRows, type DbOrTx } from '../db/client.js';
import { afterBookmark, BOOKMARK_SPACING, bookmarkBefore } from './bookmarks.js';

/** Up to this many matching rows the total is an exact count; past it, the planner's estimate. */
export const EXACT_COUNT_LIMIT = 100_000;

/**
 * When the planner expects more than EXACT_COUNT_LIMIT rows, counting stops here: enough to catch a
 * planner that guessed far too high (the total is then exact), cheap enough for every request.
 */
export const COUNT_PROBE_LIMIT = 10_000;

/**
 * A page starting this close to the front is read from the front at once, beside the count: skipping
 * so few keys costs less than waiting, and an estimated total (always past EXACT_COUNT_LIMIT) would
 * put such a page in the first half anyway.
 */
const FRONT_ROWS = 1_000;

export interface PageInput<S extends string> {
  page: number;
  pageSize: number;
  sort?: { field: S; order: SortOrder };
}

export interface PageSpec<S extends string> {
  /** The columns each sortable field orders by; each needs an index ending with the tiebreaker. */
  sortColumns: Record<S, PgColumn>;
  defaultSort: { field: S; order: SortOrder };
  /** A unique column appended to every order, so rows with equal sort values keep one order across pages. */
  tiebreaker: PgColumn;
}

/**
 * The number of rows a query matches. The planner is asked first: when it expects few rows they are
 * counted exactly (up to EXACT_COUNT_LIMIT); when it expects many, a short count (COUNT_PROBE_LIMIT)
 * checks it, and past that its estimate is the total, which costs nothing however large the table.
 */
export async function countRows(db: DbOrTx, matching: () => PgSelect): Promise<{ total: number; estimated: boolean }> {
  const [plan] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    db,
    sql`explain (format json) ${matching()}`,
  );
  const expected = Math.round(plan!['QUERY PLAN'][0].Plan['Plan Rows']);
  const cap = expected <= EXACT_COUNT_LIMIT ? EXACT_COUNT_LIMIT : COUNT_PROBE_LIMIT;
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from (${matching()}) as matched limit ${cap + 1}) as capped`,
  );
  if (counted!.n <= cap) return { total: counted!.n, estimated: false };
  // The count proved more rows than the limit, whatever the planner guessed.
  return { total: Math.max(expected, EXACT_COUNT_LIMIT + 1), estimated: true };
}

/** The rows of a page: `skip` rows passed over and `take` read, from the front or, reversed, from the end. */
interface PageWindow {
  fromEnd: boolean;
  skip: number;
  take: number;
}

/**
 * Pages past the middle are read from the end: fewer keys to pass over, and with an exact total the
 * same rows. With an estimated total they are placed by the estimate, so the last page is the true
 * end of the list; the seam in the middle may then repeat or miss as many rows as the estimate is off.
 */
function windowOf(offset: number, take: number, total: number): PageWindow {
  if (2 * offset + take <= total) return { fromEnd: false, skip: offset, take };
  const end = Math.min(offset + take, total);
  return { fromEnd: true, skip: total - end, take: Math.max(0, end - offset) };
}

/** The list's select as a named subquery, whose fields orders and keys refer to. */
function listAs(query: PgSelect, alias: string) {
  const selected: Record<string, unknown> = query._.selectedFields;
  const subquery = query.as(alias) as unknown as Subquery & Record<string, PgColumn>;
  return {
    subquery,
    /** The subquery's field for a column the list selects. */
    field(column: PgColumn): PgColumn {
      const name = Object.keys(selected).find((key) => selected[key] === column);
      if (name === undefined)
        throw new Error(`paginate: the list must select ${getTableName(column.table)}.${column.name} to order by it`);
      return subquery[name]!;
    },
  };
}

type List = ReturnType<typeof listAs>;

function orderOf<S extends string>(list: List, input: PageInput<S>, spec: PageSpec<S>, reversed: boolean): SQL[] {
  const direction = descending(input, spec, reversed) ? desc : asc;
  return [direction(sortField(list, input, spec)), direction(list.field(spec.tiebreaker))];
}

/**
 * One query, a deferred join: the page's keys are found first, ordered and skipped by an index-only
 * scan where an index covers the filters and the order (the list's select is a plain subquery, which
 * PostgreSQL flattens, so its other columns and joins cost nothing there); then only those rows are read.
 * In a list too long to count, a deep page starts from the nearest bookmark (bookmarks.ts).
 */
async function readPage<S extends string, Q extends PgSelect>(
  db: DbOrTx,
  matching: () => Q,
  input: PageInput<S>,
  spec: PageSpec<S>,
  window: PageWindow,
  estimated: boolean,
) {
  const candidates = listAs(matching(), 'candidates');
  const order = orderOf(candidates, input, spec, window.fromEnd);
  const start = estimated ? await bookmarkFor(db, matching, input, spec, window) : { after: null, skip: window.skip };
  const keys = db
    .select({ key: candidates.field(spec.tiebreaker) })
    .from(candidates.subquery)
    .where(
      start.after
        ? afterBookmark(
            sortField(candidates, input, spec),
            candidates.field(spec.tiebreaker),
            descending(input, spec, window.fromEnd),
            start.after,
          )
        : undefined,
    )
    .orderBy(...order)
    .limit(window.take)
    .offset(start.skip);
  const page = listAs(matching(), 'page');
  // `= any(array(...))`, not `in (...)`: the planner then always fetches the keys by index, never by a table scan.
  return db
    .select()
    .from(page.subquery)
    .where(sql`${page.field(spec.tiebreaker)} = any(array(${keys}))`)
    .orderBy(...orderOf(page, input, spec, false)) as unknown as Promise<Awaited<Q>>;
}

/**
 * The bookmark a deep page starts from. Only for a sort column without nulls: a row comparison
 * passes over null values, which would drop those rows from the pages after the bookmark.
 */
function bookmarkFor<S extends string>(
  db: DbOrTx,
  matching: () => PgSelect,
  input: PageInput<S>,
  spec: PageSpec<S>,
  window: PageWindow,
) {
  const { field, order } = input.sort ?? spec.defaultSort;
  if (window.skip < BOOKMARK_SPACING || !spec.sortColumns[field].notNull) return { after: null, skip: window.skip };
  const { sql: text, params } = matching().toSQL();
  const list = JSON.stringify([text, params, field, order, window.fromEnd]);
  return bookmarkBefore(
    db,
    list,
    () => {
      const candidates = listAs(matching(), 'candidates');
      return sql`select ${sortField(candidates, input, spec)}::text as sort,
      ${candidates.field(spec.tiebreaker)}::text as key,
      row_number() over (order by ${sql.join(orderOf(candidates, input, spec, window.fromEnd), sql`, `)}) as n
      from ${candidates.subquery}`;
    },
    window.skip,
  );
}

function sortField<S extends string>(list: List, input: PageInput<S>, spec: PageSpec<S>): PgColumn {
  return list.field(spec.sortColumns[(input.sort ?? spec.defaultSort).field]);
}

function descending<S extends string>(input: PageInput<S>, spec: PageSpec<S>, reversed: boolean): boolean {
  return ((input.sort ?? spec.defaultSort).order === 'descend') !== reversed;
}

/**
 * One page of a filtered query in the SPEC's page contract. `matching` builds the select with its
 * filters and scope applied (`.$dynamic()`), afresh on each call: a dynamic builder changes in place.
 * It must select the sort columns and the tiebreaker, and give its fields distinct SQL names (a SQL
 * field needs `.as()`): the page is read through it as a subquery. Ordering, limit and offset are
 * added here.
 */
export async function paginate<S extends string, Q extends PgSelect>(
  db: DbOrTx,
  matching: () => Q,
  input: PageInput<S>,
  spec: PageSpec<S>,
): Promise<{ rows: Awaited<Q>; total: number; estimated: boolean }> {
  const all = input.pageSize === PAGE_SIZE_ALL;
  const take = all ? ALL_ROWS_CAP : input.pageSize;
  const offset = all ? 0 : (input.page - 1) * input.pageSize;
  if (offset < FRONT_ROWS) {
    const [count, rows] = await Promise.all([
      countRows(db, matching),
      readPage(db, matching, input, spec, { fromEnd: false, skip: offset, take }, false),
    ]);
    return { rows, ...count };
  }
  const count = await countRows(db, matching);
  const window = windowOf(offset, take, count.total);
  const rows =
    window.take === 0
      ? ([] as unknown as Awaited<Q>)
      : await readPage(db, matching, input, spec, window, count.estimated);
  return { rows, ...count };
}
