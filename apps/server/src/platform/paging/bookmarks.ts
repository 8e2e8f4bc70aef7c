import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type DbOrTx } from '../db/client.js';

/** One bookmark every this many rows: a deep page then passes over fewer keys than this. */
export const BOOKMARK_SPACING = 10_000;

/**
 * How long a list's bookmarks serve. Rows added or removed meanwhile shift later pages by as many rows,
 * which lists this long accept already: their totals are the planner's estimates.
 */
const BOOKMARK_SECONDS = 60;
const MAX_LISTS = 500;

/** The sort value and tiebreaker of every BOOKMARK_SPACING-th row, in the list's order. */
type Bookmark = [sortValue: unknown, key: unknown];

interface Entry {
  built: number;
  bookmarks: Promise<Bookmark[]>;
}

/** Per database (a process may serve several: tests, benchmarks), the lists by their query. */
const listsOf = new WeakMap<DbOrTx, Map<string, Entry>>();

/**
 * Where a page deep in a long list starts: the bookmark at or before its first row, and the rows
 * to pass over from there. `list` names the list with its filters, scope and order; `number` is the
 * query that numbers its rows in that order (`sort`, `key`, `n`), run once per list and period.
 */
export async function bookmarkBefore(
  db: DbOrTx,
  list: string,
  number: () => SQL,
  skip: number,
): Promise<{ after: Bookmark | null; skip: number }> {
  const index = Math.floor(skip / BOOKMARK_SPACING);
  if (index === 0) return { after: null, skip };
  const bookmarks = await bookmarksOf(db, list, number);
  // A list shorter than last time it was numbered has fewer bookmarks: start from the last there is.
  const usable = Math.min(index, bookmarks.length);
  if (usable === 0) return { after: null, skip };
  return { after: bookmarks[usable - 1]!, skip: skip - usable * BOOKMARK_SPACING };
}

function bookmarksOf(db: DbOrTx, list: string, number: () => SQL): Promise<Bookmark[]> {
  const now = Date.now();
  let lists = listsOf.get(db);
  if (!lists) listsOf.set(db, (lists = new Map<string, Entry>()));
  const cached = lists.get(list);
  if (cached && now - cached.built < BOOKMARK_SECONDS * 1000) return cached.bookmarks;
  const bookmarks = queryRows<{ sort: unknown; key: unknown }>(
    db,
    sql`select sort, key from (${number()}) as numbered where n % ${BOOKMARK_SPACING} = 0 order by n`,
  ).then((rows) => rows.map((row): Bookmark => [row.sort, row.key]));
  // A failed numbering is not kept: the next request tries again.
  bookmarks.catch(() => lists.delete(list));
  lists.delete(list);
  lists.set(list, { built: now, bookmarks });
  if (lists.size > MAX_LISTS) lists.delete(lists.keys().next().value!);
  return bookmarks;
}

/** Rows after a bookmark in the list's order: a row comparison an index on (sort, key) answers directly. */
export function afterBookmark(
  sortColumn: PgColumn,
  keyColumn: PgColumn,
  descending: boolean,
  [sortValue, key]: Bookmark,
): SQL {
  return descending
    ? sql`(${sortColumn}, ${keyColumn}) < (${sortValue}, ${key})`
    : sql`(${sortColumn}, ${keyColumn}) > (${sortValue}, ${key})`;
}
