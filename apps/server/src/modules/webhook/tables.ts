import type { WebhookEvent } from '@srd/contract';
import { index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { stampColumns } from '../../platform/db/columns.js';
import { tenant } from '../organisation/tables.js';

/**
 * A system that asked to hear of events (recycling, alarms) as signed JSON requests: a tenant's own, or, with no
 * tenant, one that hears of every tenant's. Its signing secret is sealed with the tenants' secret key: requests are
 * signed with it, so it must be readable, but a copy of the database alone does not give it away.
 */
export const webhookSubscription = pgTable(
  'webhook_subscription',
  {
    id: serial('id').primaryKey(),
    tid: integer('tid').references(() => tenant.id),
    name: text('name').notNull(),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEvent[]>().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    /** The secret's last 4 characters, so a receiver's owner can tell which secret is in use. */
    secretHint: text('secret_hint').notNull(),
    status: smallint('status').notNull().default(1),
    ...stampColumns(),
  },
  (t) => [index('webhook_subscription_tid_idx').on(t.tid)],
);
