import { sql } from 'drizzle-orm';
import { boolean, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampColumns } from '../../platform/db/columns.js';

/** Named settings of the whole platform. */
export const sysParameter = pgTable(
  'sys_parameter',
  {
    id: serial('id').primaryKey(),
    paramKey: text('param_key').notNull(),
    paramValue: text('param_value').notNull().default(''),
    /** text, number, boolean or json: how the value is read. */
    valueType: text('value_type').notNull().default('text'),
    description: text('description'),
    /**
     * The value is secret: never answered nor copied into the audit. The field is not called `secret`
     * (its column kept that name): the audit leaves such names out, and hiding a value must be audited.
     */
    confidential: boolean('secret').notNull().default(false),
    status: smallint('status').notNull().default(1),
    ...stampColumns(),
  },
  (t) => [uniqueIndex('sys_parameter_key_key').on(sql`upper(${t.paramKey})`)],
);
