import { boolean, customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenant } from '../organisation/tables.js';

/** PostgreSQL's bytea as a Node Buffer (the pg driver and PGlite both hand one back). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files, their bytes kept in the database beside their description: a delete removes both
 * in one transaction, backups and every server instance sharing the database see the same files, and
 * the embedded database and a PostgreSQL server behave alike (no folder to share between instances).
 */
export const storedFile = pgTable(
  'stored_file',
  {
    id: serial('id').primaryKey(),
    /** Null: platform-wide. */
    tid: integer('tid').references(() => tenant.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    kind: text('kind').notNull(),
    size: integer('size').notNull(),
    /** Shown to visitors without signing in (news images); other files need the file view action. */
    isPublic: boolean('is_public').notNull().default(false),
    data: bytea('data').notNull(),
    creUser: integer('cre_user'),
    creDttm: timestamp('cre_dttm', { withTimezone: true }).notNull().defaultNow(),
    lupdUser: integer('lupd_user'),
    lupdDttm: timestamp('lupd_dttm', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_file_tid_cre_idx').on(t.tid, t.creDttm)],
);
