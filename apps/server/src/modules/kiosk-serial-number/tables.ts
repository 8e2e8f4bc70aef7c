import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampColumns } from '../../platform/db/columns.js';
import { kiosk } from '../kiosk/tables.js';

/** SPEC 3 serial-number record of a kiosk's hardware; at most one per kiosk; without a kiosk it is shared stock. */
export const kioskSerialNumber = pgTable(
  'kiosk_serial_number',
  {
    id: serial('id').primaryKey(),
    model: text('model').notNull(),
    serialNo: text('serial_no').notNull(),
    cameraSerials: text('camera_serials')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    simNo: text('sim_no'),
    supplier: text('supplier'),
    /** 0 in stock, 1 installed, 2 under repair, 3 retired. */
    status: smallint('status').notNull(),
    kioskId: integer('kiosk_id').references(() => kiosk.id),
    remark: text('remark'),
    ...stampColumns(),
  },
  (t) => [
    uniqueIndex('kiosk_serial_number_serial_key').on(sql`upper(${t.serialNo})`),
    uniqueIndex('kiosk_serial_number_kiosk_key').on(t.kioskId),
  ],
);
