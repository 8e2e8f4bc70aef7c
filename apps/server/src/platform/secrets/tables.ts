import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The application's signing key when `APP_SECRET` is not set: generated once, one row, so every
 * instance sharing the database verifies what the others signed.
 */
export const appSecret = pgTable(
  'app_secret',
  {
    id: smallint('id').primaryKey().default(1),
    /** 32 random bytes as hex. */
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('app_secret_single_row', sql`${t.id} = 1`)],
);
