import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../platform/db/client.js';
import { scratchDatabase } from '../../test/database-template.js';
import { seedKiosks, type TestKiosk } from '../../test/kiosks.js';
import { spawnProduct } from '../../test/product-process.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'srd-crash-'));
const scratch = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : undefined;
const openStore = () => openDatabase({ databaseUrl: scratch?.url, dataDir: path.join(dataDir, 'pgdata') });
const KIOSKS = 20;
/** Acknowledgements to collect before the server is killed, while every kiosk still has a heartbeat in flight. */
const ACKS_BEFORE_KILL = 300;

/** Every server started, stopped at the end whatever an assertion left running. */
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) {
    child.kill('SIGKILL');
    await exited(child);
  }
  rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
});

async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const server = await spawnProduct({
    DATA_DIR: dataDir,
    DATABASE_URL: scratch?.url ?? '',
    DEMO_DATA: '0',
    ADMIN_PASSWORD: 'Crash-Test#2026',
  });
  children.push(server.child);
  return server;
}

function exited(child: ChildProcess): Promise<unknown> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));
}

const sendHeartbeat = (url: string, machine: TestKiosk, sentAt: string) =>
  fetch(`${url}/api/device/heartbeat`, {
    method: 'POST',
    headers: { authorization: machine.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ sentAt, state: 0, bins: [{ bin: 1, weightKg: 2.5, depthPct: 30 }] }),
  });

it(
  'keeps every acknowledged heartbeat when the server is killed with SIGKILL mid-stream and started again',
  { timeout: 300_000 },
  async () => {
    let store: Database = await openStore();
    await store.migrate();
    const machines = await seedKiosks(store.db, KIOSKS);
    await store.close();

    const first = await startServer();
    const acknowledged: { machine: TestKiosk; sentAt: string }[] = [];
    let failedInFlight = 0;
    let killed = false;
    const start = Date.now() - 60_000;
    await Promise.all(
      machines.map(async (machine, index) => {
        for (let n = 0; ; n++) {
          const sentAt = new Date(start + n * 100 + index).toISOString();
          let answer: Response;
          try {
            answer = await sendHeartbeat(first.url, machine, sentAt);
          } catch {
            // The connection died with the server: this heartbeat was never acknowledged.
            failedInFlight++;
            return;
          }
          expect(answer.status).toBe(200);
          acknowledged.push({ machine, sentAt });
          await answer.arrayBuffer().catch(() => undefined);
          if (acknowledged.length >= ACKS_BEFORE_KILL && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }
      }),
    );
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    expect(failedInFlight).toBe(KIOSKS);

    // Started again, the server knows each kiosk's last acknowledged heartbeat: resending it is a replay.
    const second = await startServer();
    const last = new Map(acknowledged.map((entry) => [entry.machine, entry.sentAt]));
    for (const [machine, sentAt] of last) {
      const replay = await sendHeartbeat(second.url, machine, sentAt);
      expect(replay.status).toBe(409);
      expect(((await replay.json()) as { code: number }).code).toBe(ErrorCode.HeartbeatReplay);
    }
    expect((await sendHeartbeat(second.url, machines[0]!, new Date().toISOString())).status).toBe(200);
    second.child.kill('SIGTERM');
    await exited(second.child);

    store = await openStore();
    try {
      const rows = await queryRows<{ kiosk_id: number; sent_at: string | Date }>(
        store.db,
        sql`select kiosk_id, sent_at from kiosk_heartbeat`,
      );
      const stored = new Set(rows.map((row) => `${row.kiosk_id}@${new Date(row.sent_at).getTime()}`));
      const missing = acknowledged.filter((entry) => !stored.has(`${entry.machine.id}@${Date.parse(entry.sentAt)}`));
      expect(missing).toEqual([]);
    } finally {
      await store.close();
    }
  },
);
