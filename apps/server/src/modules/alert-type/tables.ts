import { sql } from 'drizzle-orm';
import { pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { nameColumns, stampColumns } from '../../platform/db/columns.js';

/** Kinds of kiosk alert, shared by every tenant. */
export const alertType = pgTable(
  'alert_type',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    ...nameColumns(),
    /** Null: applies to every kiosk type. */
    kioskType: smallint('kiosk_type'),
    /** 1 information, 2 warning, 3 critical. */
    level: smallint('level').notNull(),
    description: text('description'),
    status: smallint('status').notNull().default(1),
    ...stampColumns(),
  },
  (t) => [uniqueIndex('alert_type_code_key').on(sql`upper(${t.code})`)],
);
