import { date, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { stampColumns } from '../../platform/db/columns.js';
import { kiosk } from '../kiosk/tables.js';
import { kioskGroup } from '../kiosk-group/tables.js';

/** Opening hours of one kiosk or one group (exactly one of the two), on some weekdays over a period. */
export const kioskSchedule = pgTable(
  'kiosk_schedule',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kioskId: integer('kiosk_id').references(() => kiosk.id),
    groupId: integer('group_id').references(() => kioskGroup.id),
    /** ISO weekdays, 1 Monday to 7 Sunday, ascending. */
    weekdays: smallint('weekdays').array().notNull(),
    /** HH:mm; a closing time earlier than the opening time closes the next day. */
    openTime: text('open_time').notNull(),
    closeTime: text('close_time').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** Null: open-ended. */
    expiryDate: date('expiry_date', { mode: 'string' }),
    /** SPEC 4 manual status set by staff: 2 manual shutdown, 3 manual open; null: follow the dates. */
    manualStatus: smallint('manual_status'),
    remark: text('remark'),
    ...stampColumns(),
  },
  (t) => [index('kiosk_schedule_kiosk_idx').on(t.kioskId), index('kiosk_schedule_group_idx').on(t.groupId)],
);
