import { date, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { nameColumns, stampColumns } from '../../platform/db/columns.js';
import { tenant } from '../organisation/tables.js';

/** Rewards programs, each run by one tenant over a period of days. */
export const program = pgTable(
  'program',
  {
    id: serial('id').primaryKey(),
    tid: integer('tid')
      .notNull()
      .references(() => tenant.id),
    ...nameColumns(),
    /** SPEC 4: 0 Disable, 1 Active, 2 Draft, 3 Pending, 5 Expired. */
    status: smallint('status').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** Null: open-ended. */
    expiryDate: date('expiry_date', { mode: 'string' }),
    description: text('description'),
    ...stampColumns(),
  },
  (t) => [index('program_tid_effective_idx').on(t.tid, t.effectiveDate)],
);
