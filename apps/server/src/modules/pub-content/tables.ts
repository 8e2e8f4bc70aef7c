import { date, integer, pgTable, serial, smallint, text, unique } from 'drizzle-orm/pg-core';
import { stampColumns } from '../../platform/db/columns.js';
import { tenant } from '../organisation/tables.js';

/** Pages shown without signing in (terms, app download, privacy), rich text in three languages. */
export const pubContent = pgTable(
  'pub_content',
  {
    id: serial('id').primaryKey(),
    /** Null: platform-wide. */
    tid: integer('tid').references(() => tenant.id),
    /** The page's address, `/pubContent/<slug>`; one per tenant, one platform-wide (nulls not distinct). */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    titleCht: text('title_cht').notNull().default(''),
    titleChs: text('title_chs').notNull().default(''),
    content: text('content').notNull(),
    contentCht: text('content_cht').notNull().default(''),
    contentChs: text('content_chs').notNull().default(''),
    /** SPEC 4: only Active (1) is ever shown publicly. */
    status: smallint('status').notNull(),
    /** Null: public as soon as it is active. */
    publishDate: date('publish_date', { mode: 'string' }),
    ...stampColumns(),
  },
  (t) => [unique('pub_content_tid_slug_key').on(t.tid, t.slug).nullsNotDistinct()],
);
