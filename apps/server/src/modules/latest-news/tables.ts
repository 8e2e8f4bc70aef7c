import { date, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { stampColumns } from '../../platform/db/columns.js';
import { storedFile } from '../file/tables.js';
import { tenant } from '../organisation/tables.js';

/** News shown to members in the apps: new or hot, in three languages, with an image once it is published or pending. */
export const latestNews = pgTable(
  'latest_news',
  {
    id: serial('id').primaryKey(),
    /** Null: platform-wide. */
    tid: integer('tid').references(() => tenant.id),
    /** SPEC 3: `new` or `hot`. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    titleCht: text('title_cht').notNull().default(''),
    titleChs: text('title_chs').notNull().default(''),
    content: text('content').notNull().default(''),
    contentCht: text('content_cht').notNull().default(''),
    contentChs: text('content_chs').notNull().default(''),
    /** An uploaded public image; a file in use cannot be deleted (1021). */
    imageFileId: integer('image_file_id').references(() => storedFile.id),
    /** SPEC 4: 0 Disable, 1 Active, 2 Draft, 3 Pending, 5 Expired. */
    status: smallint('status').notNull(),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    ...stampColumns(),
  },
  (t) => [index('latest_news_tid_publish_idx').on(t.tid, t.publishDate)],
);
