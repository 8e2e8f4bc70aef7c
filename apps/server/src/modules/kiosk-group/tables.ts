import { index, integer, pgTable, primaryKey, serial, smallint } from 'drizzle-orm/pg-core';
import { nameColumns, stampColumns } from '../../platform/db/columns.js';
import { kiosk } from '../kiosk/tables.js';
import { tenant } from '../organisation/tables.js';

/** Kiosks of one tenant and one type, grouped (SPEC 5: name, tenant, type and at least one kiosk). */
export const kioskGroup = pgTable(
  'kiosk_group',
  {
    id: serial('id').primaryKey(),
    tid: integer('tid')
      .notNull()
      .references(() => tenant.id),
    ...nameColumns(),
    kioskType: smallint('kiosk_type').notNull(),
    /** 1 enabled, 0 disabled. */
    status: smallint('status').notNull().default(1),
    ...stampColumns(),
  },
  (t) => [index('kiosk_group_tid_idx').on(t.tid)],
);

/** The kiosks of each group; a kiosk in a group cannot be deleted (the group would lose it unseen). */
export const kioskGroupMember = pgTable(
  'kiosk_group_member',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => kioskGroup.id, { onDelete: 'cascade' }),
    kioskId: integer('kiosk_id')
      .notNull()
      .references(() => kiosk.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.kioskId] }), index('kiosk_group_member_kiosk_idx').on(t.kioskId)],
);
