import { index, integer, pgTable, serial, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { adminUser } from '../auth/tables.js';

/**
 * Admin mapping (SPEC 6): a resource (system client, tenant, kiosk, merchant, shop or housing estate,
 * by resource type id 1-6) an admin may reach beyond their tenant/merchant/shop scope.
 */
export const adminMapping = pgTable(
  'admin_mapping',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUser.id, { onDelete: 'cascade' }),
    resTypeId: smallint('res_type_id').notNull(),
    resId: integer('res_id').notNull(),
    creUser: integer('cre_user'),
    creDttm: timestamp('cre_dttm', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('admin_mapping_grant_key').on(t.adminId, t.resTypeId, t.resId),
    index('admin_mapping_resource_idx').on(t.resTypeId, t.resId),
  ],
);
