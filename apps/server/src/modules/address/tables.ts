import { doublePrecision, index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { nameColumns, stampColumns } from '../../platform/db/columns.js';
import { tenant } from '../organisation/tables.js';

/** A housing estate; one without a tenant is shared by every tenant. */
export const addressEstate = pgTable(
  'address_estate',
  {
    id: serial('id').primaryKey(),
    tid: integer('tid').references(() => tenant.id),
    ...nameColumns(),
    lon: doublePrecision('lon'),
    lat: doublePrecision('lat'),
    ...stampColumns(),
  },
  (t) => [index('address_estate_tid_idx').on(t.tid)],
);

export const addressBuilding = pgTable(
  'address_building',
  {
    id: serial('id').primaryKey(),
    estateId: integer('estate_id').notNull().references(() => addressEstate.id, { onDelete: 'cascade' }),
    ...nameColumns(),
    ...stampColumns(),
  },
  (t) => [index('address_building_estate_idx').on(t.estateId)],
);
