import { and, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Case-insensitive "contains" for a text filter; `%` and `_` typed by the user match themselves. */
export function contains(column: PgColumn, text: string | undefined): SQL | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  return ilike(column, `%${trimmed.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
}

/** Rows whose time falls in [from, to]; either end may be open. */
export function within(column: PgColumn, from: Date | undefined, to: Date | undefined): SQL | undefined {
  return and(from ? gte(column, from) : undefined, to ? lte(column, to) : undefined);
}

/** `within` for a request's ISO 8601 `from` and `to`. */
export function withinRange(column: PgColumn, range: { from?: string; to?: string }): SQL | undefined {
  return within(
    column,
    range.from === undefined ? undefined : new Date(range.from),
    range.to === undefined ? undefined : new Date(range.to),
  );
}
