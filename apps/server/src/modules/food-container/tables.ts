import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampColumns } from '../../platform/db/columns.js';
import { tenant } from '../organisation/tables.js';

/** Food-waste containers of a tenant, each known by the code on its label (unique across tenants). */
export const foodContainer = pgTable(
  'food_container',
  {
    id: serial('id').primaryKey(),
    tid: integer('tid')
      .notNull()
      .references(() => tenant.id),
    code: text('code').notNull(),
    /** A code of the contract's CONTAINER_TYPES. */
    containerType: text('container_type').notNull(),
    /** SPEC 4: 0 disable, 1 available, 2 drafted, 3 returned. */
    status: smallint('status').notNull().default(2),
    ...stampColumns(),
  },
  (t) => [uniqueIndex('food_container_code_key').on(sql`upper(${t.code})`), index('food_container_tid_idx').on(t.tid)],
);
