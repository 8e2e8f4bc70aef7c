import type { Lang, TemplateChannel, TemplateEvent } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampColumns } from '../../platform/db/columns.js';
import { tenant } from '../organisation/tables.js';

/** Message templates per event, channel and language; `tid` null: the product default every tenant falls back on. */
export const messageTemplate = pgTable(
  'message_template',
  {
    id: serial('id').primaryKey(),
    tid: integer('tid').references(() => tenant.id),
    event: text('event').$type<TemplateEvent>().notNull(),
    channel: text('channel').$type<TemplateChannel>().notNull(),
    lang: text('lang').$type<Lang>().notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    whatsappTemplate: text('whatsapp_template'),
    /** 1 active, 0 disabled: only active ones are used, one per tenant, event, channel and language. */
    status: smallint('status').notNull().default(1),
    ...stampColumns(),
  },
  (t) => [
    // The product defaults (no tenant) are one more "tenant" here: coalesce makes them collide with each other.
    uniqueIndex('message_template_active_key')
      .on(sql`coalesce(${t.tid}, 0)`, t.event, t.channel, t.lang)
      .where(sql`${t.status} = 1`),
  ],
);
