import type { WebhookEvent } from '@srd/contract';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { EpdConfig } from '../../config.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { enqueueMessages, type MessageDraft } from '../../platform/outbox/outbox.js';
import { webhookSubscription } from './tables.js';
import type { WebhookPayload } from './targets.js';

/** One thing that happened, as the systems that hear of it receive it. */
export interface WebhookOccurrence {
  /** The tenant it happened at: its own subscriptions hear of it, and those of every tenant. */
  tid: number | null;
  /** Names the occurrence for good (a transaction's uuid, an alarm's id): a replay publishes nothing new. */
  key: string;
  at: Date;
  data: Record<string, unknown>;
}

/**
 * Writes a request for each system that hears of `event` to the outbox, in the caller's transaction, so they leave
 * exactly when what happened commits: each enabled subscription of the occurrence's tenant or of every tenant, and
 * the EPD's endpoint when `epd` is given. A request goes in the history of its subscription's tenant (the EPD's, and
 * those of every-tenant subscriptions, in no tenant's: their addresses are the operator's).
 */
export async function publishWebhookEvents(
  tx: DbOrTx,
  event: WebhookEvent,
  occurrences: WebhookOccurrence[],
  epd?: EpdConfig,
): Promise<void> {
  if (occurrences.length === 0) return;
  const tids = [...new Set(occurrences.flatMap((occurrence) => (occurrence.tid === null ? [] : [occurrence.tid])))];
  const subscriptions = await tx
    .select({ id: webhookSubscription.id, tid: webhookSubscription.tid, url: webhookSubscription.url })
    .from(webhookSubscription)
    .where(
      and(
        eq(webhookSubscription.status, 1),
        sql`${event} = any(${webhookSubscription.events})`,
        or(isNull(webhookSubscription.tid), tids.length > 0 ? inArray(webhookSubscription.tid, tids) : undefined),
      ),
    );
  const drafts: MessageDraft[] = [];
  for (const occurrence of occurrences) {
    const body = JSON.stringify({
      id: `${event}:${occurrence.key}`,
      event,
      occurredAt: occurrence.at.toISOString(),
      data: occurrence.data,
    });
    const draft = (key: string, tid: number | null, url: string, payload: WebhookPayload): MessageDraft => ({
      channel: 'webhook',
      event,
      tid,
      recipient: url,
      lang: 'en_US',
      subject: event,
      body,
      payload,
      idempotencyKey: `webhook:${key}:${event}:${occurrence.key}`,
    });
    for (const subscription of subscriptions) {
      if (subscription.tid !== null && subscription.tid !== occurrence.tid) continue;
      drafts.push(
        draft(String(subscription.id), subscription.tid, subscription.url, {
          target: 'subscription',
          subscriptionId: subscription.id,
        }),
      );
    }
    if (epd) drafts.push(draft('epd', null, epd.url, { target: 'epd' }));
  }
  // Webhooks always leave over HTTP: their provider does not depend on configuration.
  await enqueueMessages(tx, () => 'http', drafts);
}
