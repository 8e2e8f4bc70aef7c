import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../db/client.js';
import { scratchDatabase } from '../../test/database-template.js';
import { startHttpPeer } from '../../test/http-peer.js';
import { spawnProduct } from '../../test/product-process.js';
import { enqueueMessages } from './outbox.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'srd-outbox-crash-'));
const scratch = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : undefined;
const openStore = () => openDatabase({ databaseUrl: scratch?.url, dataDir: path.join(dataDir, 'pgdata') });
const peer = await startHttpPeer();
const MESSAGES = 400;
/** Messages the receiver has taken before the sender is killed, in the middle of a batch. */
const PROCESSED_BEFORE_KILL = 150;

const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) {
    child.kill('SIGKILL');
    await exited(child);
  }
  await peer.close();
  rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
});

function exited(child: ChildProcess): Promise<unknown> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));
}

async function startSender() {
  const server = await spawnProduct({
    DATA_DIR: dataDir,
    DATABASE_URL: scratch?.url ?? '',
    DEMO_DATA: '0',
    ADMIN_PASSWORD,
    JOBS: '1',
    OUTBOX_LEASE_SECONDS: '3',
    // The receiver stands for the EPD's endpoint.
    EPD_URL: peer.url,
    EPD_KEY: 'epd-test-key',
  });
  children.push(server.child);
  return server;
}

async function until(condition: () => boolean | Promise<boolean>, what: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const ADMIN_PASSWORD = 'Outbox-Crash#2026';

/** How many messages the store holds as delivered, read while no sender runs (the embedded store has one user). */
async function deliveredInStore(): Promise<number> {
  const store = await openStore();
  try {
    const [row] = await queryRows<{ count: number }>(
      store.db,
      sql`select count(*)::int as count from message where status = 'delivered'`,
    );
    return row!.count;
  } finally {
    await store.close();
  }
}

/** Signs in to the running server and answers a reader of how many outbound requests its history shows delivered. */
async function deliveredReader(base: string): Promise<() => Promise<number>> {
  const post = async (route: string, body: unknown, token?: string): Promise<any> =>
    (
      await fetch(`${base}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      })
    ).json();
  const { accessToken } = (await post('/api/auth/login', { userName: 'admin', password: ADMIN_PASSWORD })).data;
  return async () =>
    (await post('/api/epdRequestHistory/page', { pageSize: 1, status: 'delivered' }, accessToken)).data.total;
}

it(
  'delivers every message exactly once to a receiver that honours idempotency keys when the sender is killed mid-batch',
  { timeout: 240_000 },
  async () => {
    const store = await openStore();
    await store.migrate();
    await enqueueMessages(
      store.db,
      () => 'http',
      Array.from({ length: MESSAGES }, (_, index) => ({
        channel: 'webhook' as const,
        event: 'recycle.pushed',
        tid: null,
        recipient: `${peer.url}/recycling`,
        lang: 'en_US' as const,
        subject: 'recycle.pushed',
        body: JSON.stringify({ transaction: index + 1 }),
        payload: { target: 'epd' },
      })),
    );
    await store.close();

    // Each answer takes a while, so the sender is killed with a batch in flight.
    peer.delay(100);
    const first = await startSender();
    await until(
      () => peer.processed() >= PROCESSED_BEFORE_KILL && peer.requests.length > peer.processed(),
      'the receiver took a first share and has more in progress',
      90,
    );
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    // The receiver may take every request the dead sender had in flight, yet the sender recorded none of those.
    expect(await deliveredInStore()).toBeLessThan(MESSAGES);

    // The next instance, started once the dead one's claims have run out, sends the rest and again what the dead one
    // was sending, under the same keys. (Started sooner, it would find those claims at its next minute's run.)
    await sleep(3_000);
    const second = await startSender();
    // The receiver may have taken every message already (the dead sender's requests were in flight), so the test
    // follows the history the product shows until the new sender has written each message delivered.
    const delivered = await deliveredReader(second.url);
    await until(async () => (await delivered()) === MESSAGES, 'the history shows every message delivered', 150);
    second.child.kill('SIGTERM');
    await exited(second.child);

    const bodies = new Set(peer.requests.map((request) => request.body));
    expect(bodies.size).toBe(MESSAGES);
    // Requests the dead sender had in flight came again with their key; the receiver processed each once.
    expect(peer.duplicates()).toBeGreaterThan(0);
    expect(peer.requests.length - peer.duplicates()).toBe(MESSAGES);

    const reopened = await openStore();
    try {
      const statuses = await queryRows<{ status: string; count: number }>(
        reopened.db,
        sql`select status, count(*)::int as count from message group by status`,
      );
      expect(statuses).toEqual([{ status: 'delivered', count: MESSAGES }]);
    } finally {
      await reopened.close();
    }
  },
);
