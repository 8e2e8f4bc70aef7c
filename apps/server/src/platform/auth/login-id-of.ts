import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '../db/qualified.js';
import { adminUser } from './tables.js';

/** A staff member's login id, as lists name who did something, by the column holding their id. */
export const loginIdOf = (userId: PgColumn, alias: string) =>
  sql<string | null>`(select ${adminUser.loginId} from ${adminUser}
    where ${adminUser.id} = ${qualified(userId)})`.as(alias);
