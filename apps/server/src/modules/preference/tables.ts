import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { adminUser } from '../../platform/auth/tables.js';

/** The columns a user chose to see on a list (SPEC 3 column filter preference), one row per user and list. */
export const userColumnPreference = pgTable(
  'user_column_preference',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => adminUser.id, { onDelete: 'cascade' }),
    listName: text('list_name').notNull(),
    /** Comma-joined column names. */
    columns: text('columns').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listName] })],
);
