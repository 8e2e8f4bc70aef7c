import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { nameColumns, stampColumns } from '../../platform/db/columns.js';
import { tenant } from '../organisation/tables.js';

/** A machine of the fleet: 0 RVM, 1 Smart Classify, 2 TODI Bin (SPEC 1). Selectors label it by its KID. */
export const kiosk = pgTable(
  'kiosk',
  {
    id: serial('id').primaryKey(),
    kid: text('kid').notNull(),
    tid: integer('tid').references(() => tenant.id),
    kioskType: smallint('kiosk_type').notNull(),
    ...nameColumns(),
    enableFlag: smallint('enable_flag').notNull().default(1),
    ...stampColumns(),
  },
  (t) => [uniqueIndex('kiosk_kid_key').on(sql`lower(${t.kid})`), index('kiosk_tid_idx').on(t.tid)],
);
