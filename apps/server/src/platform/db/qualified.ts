import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A column named with its table, for an outer row's column inside a correlated subquery: drizzle names a one-table
 * select's columns bare, and a bare `id` inside `(select ... from member_card where member_id = id)` is the card's own.
 */
export const qualified = (column: PgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
