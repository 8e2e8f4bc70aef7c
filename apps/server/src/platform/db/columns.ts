import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** A name in the three languages of the product (SPEC: `name`, `nameCht`, `nameChs`); English is required. */
export function nameColumns() {
  return {
    name: text('name').notNull(),
    nameCht: text('name_cht').notNull().default(''),
    nameChs: text('name_chs').notNull().default(''),
  };
}

/** Who created and last changed a row, and when (never audited: SPEC 5 ignores them). */
export function stampColumns() {
  return {
    creUser: integer('cre_user'),
    creDttm: timestamp('cre_dttm', { withTimezone: true }).notNull().defaultNow(),
    lupdUser: integer('lupd_user'),
    lupdDttm: timestamp('lupd_dttm', { withTimezone: true }).notNull().defaultNow(),
  };
}
