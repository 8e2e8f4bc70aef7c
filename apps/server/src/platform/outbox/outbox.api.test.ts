import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHttpPeer, type HttpPeer } from '../../test/http-peer.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { queryRows, type Db } from '../db/client.js';
import { jobRun } from '../jobs/tables.js';
import { deliverDue, type DeliveryOptions } from './delivery.js';
import { enqueueMessages, type MessageDraft } from './outbox.js';
import { message, messageEvent } from './tables.js';

let t: TestApp;
let peer: HttpPeer;
const OPTIONS: DeliveryOptions = { leaseSeconds: 60 };
const never = new AbortController().signal;

beforeAll(async () => {
  peer = await startHttpPeer();
  // The local receiver stands for the EPD's endpoint: an address the operator configured.
  t = await createTestApp({ config: { epd: { url: peer.url, key: 'epd-test-key' } } });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});
beforeEach(async () => {
  // Each test reads only its own messages.
  await t.db.delete(message);
  peer.requests.length = 0;
  peer.delay(0);
});

let serial = 0;
function webhook(values: Partial<MessageDraft> = {}): MessageDraft {
  serial += 1;
  return {
    channel: 'webhook',
    event: 'recycle.pushed',
    tid: null,
    recipient: `${peer.url}/hook`,
    lang: 'en_US',
    subject: 'recycle.pushed',
    body: JSON.stringify({ serial }),
    payload: { target: 'epd' },
    ...values,
  };
}

const write = (db: Db, drafts: MessageDraft[]) => enqueueMessages(db, () => 'http', drafts);
const deliver = (options: Partial<DeliveryOptions> = {}) =>
  deliverDue(t.db, t.deps.channels, { ...OPTIONS, ...options }, never);

async function row(id: number) {
  const [found] = await t.db.select().from(message).where(eq(message.id, id));
  return found!;
}

/** Seconds from now until the message's next attempt. */
async function secondsToNextAttempt(id: number): Promise<number> {
  const [found] = await queryRows<{ seconds: number }>(
    t.db,
    sql`select extract(epoch from next_attempt_at - now())::float8 as seconds from message where id = ${id}`,
  );
  return found!.seconds;
}

/** Makes the message's retry due now, as if its wait had passed. */
const dueNow = (id: number) =>
  t.db
    .update(message)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(message.id, id));

describe('the outbox', () => {
  it('sends a message once the transaction that wrote it commits, and nothing of one rolled back', async () => {
    await t.db
      .transaction(async (tx) => {
        await write(tx, [webhook({ body: '{"rolledBack":true}' })]);
        throw new Error('the event failed');
      })
      .catch(() => undefined);
    const [id] = await t.db.transaction((tx) => write(tx, [webhook({ body: '{"committed":true}' })]));

    expect(await deliver()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(peer.requests.map((request) => request.body)).toEqual(['{"committed":true}']);
    const sent = await row(id!);
    expect(sent).toMatchObject({ status: 'delivered', attempts: 1, claimedUntil: null, error: null });
    expect(sent.response).toMatch(/^200 /);
    expect(peer.requests[0]!.headers['idempotency-key']).toBe(sent.idempotencyKey);
    const timeline = await t.db
      .select({ status: messageEvent.status, source: messageEvent.source })
      .from(messageEvent)
      .where(eq(messageEvent.messageId, id!))
      .orderBy(messageEvent.id);
    expect(timeline).toEqual([
      { status: 'requested', source: 'outbox' },
      { status: 'sending', source: 'outbox' },
      { status: 'delivered', source: 'outbox' },
    ]);
  });

  it('keeps one message when the same event is written twice', async () => {
    const first = await write(t.db, [webhook({ idempotencyKey: 'alarm-17:digest:0900' })]);
    const replay = await write(t.db, [webhook({ idempotencyKey: 'alarm-17:digest:0900' })]);
    expect(first).toHaveLength(1);
    expect(replay).toEqual([]);
    await deliver();
    expect(peer.requests).toHaveLength(1);
  });

  it('retries a passing failure after 30 s, then 60 s, under the same key, until it is delivered', async () => {
    const [id] = await write(t.db, [webhook()]);
    peer.cue(503, 429);

    expect(await deliver()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await row(id!)).toMatchObject({ status: 'requested', attempts: 1 });
    expect((await row(id!)).error).toContain('503');
    expect(await secondsToNextAttempt(id!)).toBeGreaterThan(25);
    expect(await secondsToNextAttempt(id!)).toBeLessThanOrEqual(30);
    // Not due yet: a run now leaves it waiting.
    expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    await dueNow(id!);
    await deliver();
    expect(await row(id!)).toMatchObject({ status: 'requested', attempts: 2 });
    expect(await secondsToNextAttempt(id!)).toBeGreaterThan(55);

    await dueNow(id!);
    await deliver();
    expect(await row(id!)).toMatchObject({ status: 'delivered', attempts: 3, error: null });
    const keys = new Set(peer.requests.map((request) => request.headers['idempotency-key']));
    expect(peer.requests).toHaveLength(3);
    expect(keys.size).toBe(1);
  });

  it('gives a message up as failed after its last attempt', async () => {
    const [id] = await write(t.db, [webhook()]);
    peer.cue(500, 500);
    await deliver({ maxAttempts: 2 });
    await dueNow(id!);
    expect(await deliver({ maxAttempts: 2 })).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await row(id!)).toMatchObject({ status: 'failed', attempts: 2 });
    await dueNow(id!);
    await deliver();
    expect(peer.requests).toHaveLength(2);
  });

  it('fails at once a message the receiver refuses, with its answer', async () => {
    const [id] = await write(t.db, [webhook()]);
    peer.cue(422);
    expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const failed = await row(id!);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.response).toMatch(/^422 /);
  });

  it('sends again, under the same key, a message whose sender died holding it; leaves a live claim', async () => {
    const [dead, live] = await write(t.db, [webhook(), webhook()]);
    await t.db
      .update(message)
      .set({ status: 'sending', attempts: 1, claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(message.id, dead!));
    await t.db
      .update(message)
      .set({ status: 'sending', attempts: 1, claimedUntil: sql`now() + interval '1 minute'` })
      .where(eq(message.id, live!));

    expect(await deliver()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await row(dead!)).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(await row(live!)).toMatchObject({ status: 'sending', attempts: 1 });
    expect(peer.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      (await row(dead!)).idempotencyKey,
    ]);
  });

  it('lets two senders share the outbox without sending any message twice', async () => {
    const second = await t.peer();
    try {
      await write(
        t.db,
        Array.from({ length: 300 }, () => webhook()),
      );
      peer.delay(2);
      const [a, b] = await Promise.all([
        deliver({ batchSize: 20 }),
        deliverDue(second.deps.db, second.deps.channels, { ...OPTIONS, batchSize: 20 }, never),
      ]);
      expect(a.sent + b.sent).toBe(300);
      expect(peer.requests).toHaveLength(300);
      expect(peer.duplicates()).toBe(0);
      const statuses = await t.db.selectDistinct({ status: message.status }).from(message);
      expect(statuses).toEqual([{ status: 'delivered' }]);
    } finally {
      await second.close();
    }
  });
});

describe('the outbox job', () => {
  it('sends a committed message within seconds, woken by the commit, and records the run', async () => {
    const worker = await t.peer({ config: { jobs: true, epd: { url: peer.url, key: 'epd-test-key' } } });
    try {
      const [id] = await t.db.transaction((tx) => write(tx, [webhook()]));
      const deadline = Date.now() + 20_000;
      while ((await row(id!)).status !== 'delivered') {
        if (Date.now() > deadline) throw new Error(`Not delivered: ${JSON.stringify(await row(id!))}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const runs = await t.db
        .select()
        .from(jobRun)
        .where(and(eq(jobRun.name, 'outbox.deliver'), inArray(jobRun.trigger, ['event'])));
      expect(runs.some((run) => run.status === 'succeeded' && JSON.parse(run.result!).sent >= 1)).toBe(true);
    } finally {
      await worker.close();
    }
  });
});
