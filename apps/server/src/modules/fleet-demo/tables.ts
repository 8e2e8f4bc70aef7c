import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { kiosk } from '../kiosk/tables.js';

/**
 * The demo kiosks the server drives itself (the live demo), with the device secret it sends as each
 * of them. Written when demo data is seeded; a kiosk whose secret was rotated since is no longer driven.
 */
export const fleetDemoKiosk = pgTable('fleet_demo_kiosk', {
  kioskId: integer('kiosk_id')
    .primaryKey()
    .references(() => kiosk.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
});

/** Which instance drives the demo kiosks, until when: one row, taken over by another instance once it expires. */
export const fleetDemoLease = pgTable(
  'fleet_demo_lease',
  {
    id: smallint('id').primaryKey().default(1),
    holder: text('holder').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('fleet_demo_lease_single_row', sql`${t.id} = 1`)],
);
