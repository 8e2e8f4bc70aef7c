import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { nameColumns, stampColumns } from '../../platform/db/columns.js';
import { kioskMaterialType } from '../material-type/tables.js';

/** Products kiosks recognise by barcode, and the material each is recycled as; shared by every tenant. */
export const barcode = pgTable(
  'barcode',
  {
    id: serial('id').primaryKey(),
    /** EAN-8, UPC-A or EAN-13 digits as entered. */
    barcode: text('barcode').notNull(),
    materialTypeId: integer('material_type_id')
      .notNull()
      .references(() => kioskMaterialType.id),
    ...nameColumns(),
    brand: text('brand'),
    volumeMl: integer('volume_ml'),
    weightG: integer('weight_g'),
    status: smallint('status').notNull().default(1),
    ...stampColumns(),
  },
  (t) => [
    // GS1 compares codes as 14 digits: a UPC-A and the EAN-13 with a leading zero are one product.
    uniqueIndex('barcode_gtin_key').on(sql`lpad(${t.barcode}, 14, '0')`),
    index('barcode_code_idx').on(t.barcode, t.id),
    index('barcode_material_idx').on(t.materialTypeId, t.id),
    index('barcode_name_idx').on(t.name, t.id),
    index('barcode_lupd_idx').on(t.lupdDttm, t.id),
  ],
);
