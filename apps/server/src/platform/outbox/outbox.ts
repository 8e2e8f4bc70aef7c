import { randomUUID } from 'node:crypto';
import {
  MESSAGE_STATUS_RANK,
  type Lang,
  type MessageChannel,
  type MessageEvent,
  type MessageProvider,
  type MessageStatus,
} from '@srd/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { message, messageEvent } from './tables.js';

/** PostgreSQL channel that wakes the senders of every instance when messages are committed to the outbox. */
export const OUTBOX_CHANNEL = 'outbox';

/** A message to send, as the code that causes it writes it. */
export interface MessageDraft {
  channel: MessageChannel;
  event: string;
  tid: number | null;
  recipient: string;
  lang: Lang;
  subject?: string | null;
  body: string;
  payload?: Record<string, unknown> | null;
  templateId?: number | null;
  /**
   * Names the message for good: writing a draft whose key is taken keeps the first (a replayed event sends once).
   * Unset: a fresh key, for messages that no replay can repeat (a person's test send).
   */
  idempotencyKey?: string;
  resentFrom?: number | null;
  createdBy?: { id: number; loginId: string } | null;
}

/** Who sends each channel's messages now, fixed on the message as it is written. */
export type ProviderOf = (channel: MessageChannel) => MessageProvider;

/**
 * Writes messages to the outbox in the caller's transaction, to be sent once it commits: the commit wakes the
 * senders. Drafts whose idempotency key is already taken are skipped; answers the ids of the new messages.
 */
export async function enqueueMessages(tx: DbOrTx, providerOf: ProviderOf, drafts: MessageDraft[]): Promise<number[]> {
  const ids: number[] = [];
  // Chunks keep each statement's parameters within PostgreSQL's limit (65,535).
  for (let start = 0; start < drafts.length; start += ENQUEUE_CHUNK) {
    const rows = await tx
      .insert(message)
      .values(drafts.slice(start, start + ENQUEUE_CHUNK).map((draft) => messageRow(draft, providerOf)))
      .onConflictDoNothing({ target: message.idempotencyKey })
      .returning({ id: message.id });
    if (rows.length === 0) continue;
    await tx
      .insert(messageEvent)
      .values(rows.map((row) => ({ messageId: row.id, status: 'requested' as const, source: 'outbox' as const })));
    ids.push(...rows.map((row) => row.id));
  }
  if (ids.length > 0) await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return ids;
}

const ENQUEUE_CHUNK = 1000;

function messageRow(draft: MessageDraft, providerOf: ProviderOf): typeof message.$inferInsert {
  return {
    channel: draft.channel,
    event: draft.event,
    tid: draft.tid,
    recipient: draft.recipient,
    lang: draft.lang,
    subject: draft.subject ?? null,
    body: draft.body,
    payload: draft.payload ?? null,
    templateId: draft.templateId ?? null,
    provider: providerOf(draft.channel),
    idempotencyKey: draft.idempotencyKey ?? `${draft.channel}:${randomUUID()}`,
    resentFrom: draft.resentFrom ?? null,
    createdBy: draft.createdBy?.id ?? null,
    createdByName: draft.createdBy?.loginId ?? null,
  };
}

/**
 * A delivery report from a provider (Twilio's status callback, a WhatsApp status webhook): the message it names
 * moves to `status` unless it is already further along (reports can arrive out of order), and the report joins
 * its timeline either way. Answers false when no message has that provider id.
 */
export function recordProviderStatus(
  db: Db,
  report: { provider: MessageProvider; providerId: string; status: MessageStatus; detail?: string | null },
): Promise<boolean> {
  // The message's row is locked: two reports of one message arriving together cannot both read the older status.
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: message.id, status: message.status })
      .from(message)
      .where(and(eq(message.provider, report.provider), eq(message.providerId, report.providerId)))
      .limit(1)
      .for('update');
    if (!found) return false;
    const forward = MESSAGE_STATUS_RANK[report.status] > MESSAGE_STATUS_RANK[found.status];
    if (forward) {
      const failed = report.status === 'failed' || report.status === 'undelivered';
      await tx
        .update(message)
        .set({ status: report.status, statusAt: sql`now()`, ...(failed ? { error: report.detail ?? null } : {}) })
        .where(eq(message.id, found.id));
    }
    await tx.insert(messageEvent).values({
      messageId: found.id,
      status: report.status,
      source: 'provider' satisfies MessageEvent['source'],
      detail: report.detail ?? null,
    });
    return true;
  });
}
