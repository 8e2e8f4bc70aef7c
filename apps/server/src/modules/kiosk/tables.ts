import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { nameColumns, stampColumns } from '../../platform/db/columns.js';
import { addressEstate } from '../address/tables.js';
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
    // Identity and location.
    address: text('address').notNull().default(''),
    addressCht: text('address_cht').notNull().default(''),
    addressChs: text('address_chs').notNull().default(''),
    lon: doublePrecision('lon'),
    lat: doublePrecision('lat'),
    estateId: integer('estate_id').references(() => addressEstate.id),
    /** EPD location ID. */
    locationId: text('location_id'),
    machineId: text('machine_id'),
    readerNo: text('reader_no'),
    // Versions the kiosk last reported, and dates.
    version: text('version'),
    firmware: text('firmware'),
    extVersion: text('ext_version'),
    fixedVersion: text('fixed_version'),
    barcodeDate: timestamp('barcode_date', { withTimezone: true }),
    // Classification and flags.
    enableFlag: smallint('enable_flag').notNull().default(1),
    publicFlag: smallint('public_flag').notNull().default(1),
    /** Material codes the kiosk accepts. */
    recycleType: text('recycle_type')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Alert sending, limits and credit.
    alertSettings: jsonb('alert_settings').$type<Record<string, unknown>>().notNull().default({}),
    dailyMax: integer('daily_max'),
    /** 0 points by weight, 1 points by recycle count. */
    creditMode: smallint('credit_mode').notNull().default(0),
    displayUnit: text('display_unit').notNull().default('kg'),
    /**
     * Hardware and timing settings (gates, belt, pump, volume, screen rotation, timeouts ...), checked by the contract.
     */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** SHA-256 of the kiosk's device secret (32 random bytes: a fast hash is enough); null until issued. */
    secretHash: text('secret_hash'),
    secretIssuedAt: timestamp('secret_issued_at', { withTimezone: true }),
    ...stampColumns(),
  },
  (t) => [uniqueIndex('kiosk_kid_key').on(sql`lower(${t.kid})`), index('kiosk_tid_idx').on(t.tid)],
);
