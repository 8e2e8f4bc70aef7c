import type { Lang, MessageChannel, MessageEvent, MessageProvider, MessageStatus } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * The outbox and the message histories in one table: a message is written here in the transaction of what
 * caused it, then sent by the `outbox.deliver` job, which claims due rows for a while (`claimed_until`), so an
 * instance that dies mid-send leaves them to be claimed again and sent under the same idempotency key.
 */
export const message = pgTable(
  'message',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    /** What caused it (`alarm.digest`, `test`...): the template's event. */
    event: text('event').notNull(),
    tid: integer('tid'),
    recipient: text('recipient').notNull(),
    lang: text('lang').$type<Lang>().notNull(),
    templateId: integer('template_id'),
    subject: text('subject'),
    body: text('body').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    status: text('status').$type<MessageStatus>().notNull().default('requested'),
    /** Who sends it, fixed when it is written: a message meant for the log is never sent later by a provider. */
    provider: text('provider').$type<MessageProvider>().notNull(),
    providerId: text('provider_id'),
    error: text('error'),
    response: text('response'),
    attempts: integer('attempts').notNull().default(0),
    /** Unique: writing the same message twice (a replayed event) keeps one. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** Set while an instance is sending it; past, the instance is taken to have died and the row is due again. */
    claimedUntil: at('claimed_until'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    statusAt: at('status_at').notNull().defaultNow(),
    resentFrom: integer('resent_from'),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name'),
  },
  (t) => [
    index('message_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`status in ('requested', 'sending')`),
    index('message_channel_created_idx').on(t.channel, t.createdAt.desc(), t.id.desc()),
    index('message_channel_tid_created_idx').on(t.channel, t.tid, t.createdAt.desc()),
    index('message_provider_id_idx').on(t.provider, t.providerId),
  ],
);

/** Each status a message took, and where the news came from: its history's timeline. */
export const messageEvent = pgTable(
  'message_event',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => message.id, { onDelete: 'cascade' }),
    status: text('status').$type<MessageStatus>().notNull(),
    at: at('at').notNull().defaultNow(),
    source: text('source').$type<MessageEvent['source']>().notNull(),
    detail: text('detail'),
  },
  (t) => [index('message_event_message_idx').on(t.messageId, t.at)],
);
