import { index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { nameColumns, stampColumns } from '../../platform/db/columns.js';

/** Operators of the platform; each may run several tenants. */
export const sysClient = pgTable('sys_client', {
  id: serial('id').primaryKey(),
  ...nameColumns(),
  status: smallint('status').notNull().default(1),
  contactPerson: text('contact_person'),
  contactEmail: text('contact_email'),
  phone: text('phone'),
  remarks: text('remarks'),
  ...stampColumns(),
});

/** A tenant: the top of the tid > mid > sid scope every user and record sits in. */
export const tenant = pgTable(
  'tenant',
  {
    id: serial('id').primaryKey(),
    sysClientId: integer('sys_client_id').references(() => sysClient.id),
    ...nameColumns(),
    status: smallint('status').notNull().default(1),
    ...stampColumns(),
  },
  (t) => [index('tenant_sys_client_idx').on(t.sysClientId)],
);

export const merchant = pgTable(
  'merchant',
  {
    id: serial('id').primaryKey(),
    tid: integer('tid').notNull().references(() => tenant.id),
    ...nameColumns(),
    status: smallint('status').notNull().default(1),
    ...stampColumns(),
  },
  (t) => [index('merchant_tid_idx').on(t.tid)],
);

export const shop = pgTable(
  'shop',
  {
    id: serial('id').primaryKey(),
    tid: integer('tid').notNull().references(() => tenant.id),
    mid: integer('mid').notNull().references(() => merchant.id),
    ...nameColumns(),
    status: smallint('status').notNull().default(1),
    ...stampColumns(),
  },
  (t) => [index('shop_scope_idx').on(t.tid, t.mid)],
);
