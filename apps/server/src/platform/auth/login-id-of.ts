import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { adminUser } from './tables.js';

/**
 * A staff member's login id, as lists name who did something, by the column holding their id. The column is named
 * with its table: drizzle names a one-table select's columns bare, and a bare `lupd_user` inside this subquery would be
 * admin_user's own.
 */
export const loginIdOf = (userId: PgColumn, alias: string) =>
  sql<string | null>`(select ${adminUser.loginId} from ${adminUser}
    where ${adminUser.id} = ${sql.identifier(getTableName(userId.table))}.${sql.identifier(userId.name)})`.as(alias);
