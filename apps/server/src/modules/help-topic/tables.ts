import { index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { stampColumns } from '../../platform/db/columns.js';

/** Help articles shared by every tenant; contents are rich text, sanitised before they are stored. */
export const helpTopic = pgTable(
  'help_topic',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    titleCht: text('title_cht').notNull().default(''),
    titleChs: text('title_chs').notNull().default(''),
    content: text('content').notNull(),
    contentCht: text('content_cht').notNull().default(''),
    contentChs: text('content_chs').notNull().default(''),
    category: text('category').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    status: smallint('status').notNull().default(1),
    ...stampColumns(),
  },
  (t) => [index('help_topic_order_idx').on(t.sortOrder, t.id)],
);
