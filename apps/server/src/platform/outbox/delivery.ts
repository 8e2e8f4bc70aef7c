import type { MessageEvent, MessageStatus } from '@srd/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../db/client.js';
import type { JobDefinition, JobOutcome } from '../jobs/job-system.js';
import { SendRefused, type Channels, type OutgoingMessage, type SendResult } from './channel.js';
import { OUTBOX_CHANNEL } from './outbox.js';

export interface DeliveryOptions {
  /** Seconds an instance holds the messages it claimed (OUTBOX_LEASE_SECONDS). */
  leaseSeconds: number;
  /** Messages claimed and sent side by side at a time. */
  batchSize?: number;
  /** Attempts before a message that keeps failing for passing reasons is given up as failed. */
  maxAttempts?: number;
  /** Seconds before the first retry; each further one waits twice as long. */
  retryDelaySeconds?: number;
  /** How long one run keeps claiming batches before it ends and leaves the rest to the next run. */
  runSeconds?: number;
}

const DEFAULTS = { batchSize: 250, maxAttempts: 6, retryDelaySeconds: 30, runSeconds: 60 };

type Claimed = OutgoingMessage & { provider: string; attempts: number };

/** How one attempt ended, as written back to its row. */
interface Outcome {
  id: number;
  status: MessageStatus;
  providerId: string | null;
  error: string | null;
  response: string | null;
  /** Seconds until the next attempt, for a message left to retry. */
  retryIn: number | null;
}

/**
 * Claims due messages for this instance: new ones, and ones whose sender died holding them (their claim ran out).
 * Rows other instances are claiming are skipped, so instances share the outbox without sending a message twice.
 */
async function claim(db: Db, limit: number, leaseSeconds: number): Promise<Claimed[]> {
  const rows = await queryRows<{
    id: number;
    channel: Claimed['channel'];
    recipient: string;
    lang: Claimed['lang'];
    subject: string | null;
    body: string;
    payload: Record<string, unknown> | null;
    idempotency_key: string;
    provider: string;
    attempts: number;
  }>(
    db,
    sql`
    with due as (
      select id from message
      where status in ('requested', 'sending') and next_attempt_at <= now()
        and (status = 'requested' or claimed_until < now())
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    update message m set status = 'sending', attempts = m.attempts + 1, status_at = now(),
      claimed_until = now() + make_interval(secs => ${leaseSeconds})
    from due where m.id = due.id
    returning m.id, m.channel, m.recipient, m.lang, m.subject, m.body, m.payload, m.idempotency_key, m.provider,
      m.attempts`,
  );
  if (rows.length > 0) {
    await db.execute(sql`insert into message_event (message_id, status, source)
      select id, 'sending', ${'outbox' satisfies MessageEvent['source']}
      from unnest(${`{${rows.map((row) => row.id).join(',')}}`}::int[]) as id`);
  }
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    lang: row.lang,
    subject: row.subject,
    body: row.body,
    payload: row.payload,
    idempotencyKey: row.idempotency_key,
    provider: row.provider,
    attempts: row.attempts,
  }));
}

/** Sends one claimed message and says how it ended; never throws. */
async function attempt(
  channels: Channels,
  message: Claimed,
  options: Required<DeliveryOptions>,
  signal: AbortSignal,
): Promise<Outcome> {
  const channel = channels[message.channel];
  const ended = (status: MessageStatus, error: string | null, response: string | null = null): Outcome => ({
    id: message.id,
    status,
    providerId: null,
    error,
    response,
    retryIn: null,
  });
  // A message keeps the provider it was written for: one meant for the log is never sent for real later.
  if (channel.state.provider !== message.provider) {
    return ended('failed', `Written for ${message.provider}, which no longer sends ${message.channel}: resend it`);
  }
  try {
    const result: SendResult = await channel.send(message, signal);
    return { ...ended(result.status, null, result.response ?? null), providerId: result.providerId };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof SendRefused) return ended('failed', reason, error.response ?? null);
    if (message.attempts >= options.maxAttempts) return ended('failed', reason);
    return { ...ended('requested', reason), retryIn: options.retryDelaySeconds * 2 ** (message.attempts - 1) };
  }
}

/** Writes a batch's outcomes and their timeline entries in one transaction. */
async function record(db: Db, outcomes: Outcome[]): Promise<void> {
  const rows = JSON.stringify(
    outcomes.map((outcome) => ({
      id: outcome.id,
      status: outcome.status,
      provider_id: outcome.providerId,
      error: outcome.error,
      response: outcome.response,
      retry_in: outcome.retryIn,
    })),
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update message m set status = v.status, provider_id = coalesce(v.provider_id, m.provider_id),
        error = v.error, response = coalesce(v.response, m.response), claimed_until = null, status_at = now(),
        sent_at = case when v.status in ('requested', 'failed') then m.sent_at else now() end,
        next_attempt_at = case when v.retry_in is null then m.next_attempt_at
          else now() + make_interval(secs => v.retry_in) end
      from jsonb_to_recordset(${rows}::jsonb)
        as v(id int, status text, provider_id text, error text, response text, retry_in float8)
      where m.id = v.id`);
    await tx.execute(sql`
      insert into message_event (message_id, status, source, detail)
      select v.id, v.status, ${'outbox' satisfies MessageEvent['source']}, v.error
      from jsonb_to_recordset(${rows}::jsonb) as v(id int, status text, error text)`);
  });
}

/** Sends due messages batch by batch until none is due, the run's time is up or the instance stops. */
export async function deliverDue(
  db: Db,
  channels: Channels,
  options: DeliveryOptions,
  signal: AbortSignal,
  log?: FastifyBaseLogger,
): Promise<{ sent: number; retrying: number; failed: number }> {
  const settings = { ...DEFAULTS, ...options };
  const totals = { sent: 0, retrying: 0, failed: 0 };
  const deadline = Date.now() + settings.runSeconds * 1000;
  while (!signal.aborted && Date.now() < deadline) {
    const batch = await claim(db, settings.batchSize, settings.leaseSeconds);
    if (batch.length === 0) break;
    const outcomes = await Promise.all(batch.map((message) => attempt(channels, message, settings, signal)));
    await record(db, outcomes);
    for (const outcome of outcomes) {
      if (outcome.status === 'failed') {
        totals.failed += 1;
        log?.warn({ messageId: outcome.id, error: outcome.error }, 'message failed');
      } else if (outcome.status === 'requested') totals.retrying += 1;
      else totals.sent += 1;
    }
  }
  return totals;
}

/**
 * `outbox.deliver`: runs as soon as messages are committed (the outbox's notification wakes it) and each minute for
 * the retries that came due. Runs on several instances share the outbox through their claims.
 */
export function outboxDeliveryJob(channels: Channels, options: DeliveryOptions): JobDefinition {
  return {
    name: 'outbox.deliver',
    cron: '* * * * *',
    overlapping: true,
    wakeOn: OUTBOX_CHANNEL,
    // The messages keep their own retries; a failed run is simply the next run's work.
    retryLimit: 0,
    expireInSeconds: (options.runSeconds ?? DEFAULTS.runSeconds) + options.leaseSeconds,
    summary: {
      en_US: 'Sent {sent}, {retrying} waiting to retry, {failed} failed',
      zh_HK: '已發送 {sent} 則，{retrying} 則等候重試，{failed} 則失敗',
      zh_CN: '已发送 {sent} 条，{retrying} 条等待重试，{failed} 条失败',
    },
    run: async ({ db, log, signal }): Promise<JobOutcome> => deliverDue(db, channels, options, signal, log),
  };
}
