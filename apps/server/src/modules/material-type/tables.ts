import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampColumns } from '../../platform/db/columns.js';

/** Materials kiosks accept (PET, aluminium cans, ...), shared by every tenant. */
export const kioskMaterialType = pgTable(
  'kiosk_material_type',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    // The SPEC names this entity's names materialName*, not name*.
    materialName: text('material_name').notNull(),
    materialNameCht: text('material_name_cht').notNull().default(''),
    materialNameChs: text('material_name_chs').notNull().default(''),
    /** Null: accepted by every kiosk type. */
    kioskType: smallint('kiosk_type'),
    /** piece or kg. */
    unit: text('unit').notNull().default('piece'),
    pointsPerUnit: integer('points_per_unit').notNull().default(0),
    status: smallint('status').notNull().default(1),
    ...stampColumns(),
  },
  (t) => [uniqueIndex('kiosk_material_type_code_key').on(sql`upper(${t.code})`)],
);
