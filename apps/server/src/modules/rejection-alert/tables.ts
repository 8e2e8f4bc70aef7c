import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stampColumns } from '../../platform/db/columns.js';
import { kiosk } from '../kiosk/tables.js';
import { tenant } from '../organisation/tables.js';

/**
 * An item a kiosk refused (contract RejectionReason), recorded once per uuid whatever the retries. Counted per kiosk
 * over a window as rejections come in, and per kiosk and hour or day on the RejectionAlert screen: both read the
 * kiosk's rows in time order.
 */
export const kioskRejection = pgTable(
  'kiosk_rejection',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    kioskId: integer('kiosk_id')
      .notNull()
      .references(() => kiosk.id, { onDelete: 'cascade' }),
    /** The kiosk's tenant when it reported the rejection. */
    tid: integer('tid').references(() => tenant.id),
    /** The kiosk's clock. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    /** Catalogue code of the material the item was taken for, when the kiosk could tell. */
    material: text('material'),
    barcode: text('barcode'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kiosk_rejection_kiosk_at_idx').on(t.kioskId, t.at.desc()),
    // Lists over a period across kiosks (a tenant's, everyone's) read the period's rows in time order.
    index('kiosk_rejection_at_brin').using('brin', t.at),
  ],
);

/**
 * The rejection threshold: `count` rejections within `windowMinutes` raise a kiosk's REJECTIONS alarm. One row per
 * tenant that sets its own; the row without a tenant is the platform's default, which the others follow.
 */
export const rejectionThreshold = pgTable(
  'rejection_threshold',
  {
    id: serial('id').primaryKey(),
    tid: integer('tid').references(() => tenant.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    windowMinutes: integer('window_minutes').notNull(),
    ...stampColumns(),
  },
  (t) => [
    uniqueIndex('rejection_threshold_tid_key').on(sql`coalesce(${t.tid}, 0)`),
    // The shortest window the contract allows (REJECTION_WINDOW_MIN_MINUTES), whoever writes the row.
    check('rejection_threshold_window_check', sql`${t.windowMinutes} >= 10 and ${t.count} >= 1`),
  ],
);
