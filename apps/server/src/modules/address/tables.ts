import { doublePrecision, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { nameColumns, stampColumns } from '../../platform/db/columns.js';
import { tenant } from '../organisation/tables.js';

/** A housing estate; one without a tenant is shared by every tenant. */
export const addressEstate = pgTable(
  'address_estate',
  {
    id: serial('id').primaryKey(),
    tid: integer('tid').references(() => tenant.id),
    ...nameColumns(),
    /** Street address in the three languages. */
    address: text('address').notNull().default(''),
    addressCht: text('address_cht').notNull().default(''),
    addressChs: text('address_chs').notNull().default(''),
    /** One of Hong Kong's 18 districts (contract HK_DISTRICTS); the region follows from it. */
    district: text('district'),
    lon: doublePrecision('lon'),
    lat: doublePrecision('lat'),
    status: smallint('status').notNull().default(1),
    remarks: text('remarks'),
    ...stampColumns(),
  },
  (t) => [index('address_estate_tid_idx').on(t.tid), index('address_estate_name_idx').on(t.name, t.id)],
);

/**
 * A building of an estate. Deleting an estate that still has buildings is refused (1021, this foreign
 * key): each building is removed on its own, so every removal is audited and none goes by accident.
 */
export const addressBuilding = pgTable(
  'address_building',
  {
    id: serial('id').primaryKey(),
    estateId: integer('estate_id')
      .notNull()
      .references(() => addressEstate.id),
    ...nameColumns(),
    floors: smallint('floors'),
    status: smallint('status').notNull().default(1),
    ...stampColumns(),
  },
  (t) => [index('address_building_estate_idx').on(t.estateId)],
);
