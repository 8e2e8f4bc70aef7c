import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { actionByKey, type LiveFeedAddress } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { announceKioskChanges } from '../apps/server/src/modules/device/live-notify.js';
import { kiosk } from '../apps/server/src/modules/kiosk/tables.js';
import { queryRows } from '../apps/server/src/platform/db/client.js';
import { writeKioskStates } from '../apps/server/src/test/kiosk-states.js';
import { createTestApp } from '../apps/server/src/test/harness.js';
import { seedOrganisation } from '../apps/server/src/test/organisation.js';
import { DURATION_SECONDS, percentile } from './load.js';

const CLIENTS = 1_000;
const TENANTS = [1, 2];
const USERS_PER_TENANT = 5;
const KIOSKS_PER_TENANT = 100;
/** Writes per second; each carries kiosks of every tenant, so each client gets one update per write. */
const WRITES_PER_SECOND = 10;
const KIOSKS_PER_WRITE_PER_TENANT = 5;
const WARMUP_MS = 1_000;

const now = () => performance.timeOrigin + performance.now();

/**
 * 1,000 websocket clients on the real server, spread over users of two tenants, each receiving 10
 * updates a second: 10 writes a second of 10 kiosks' states (5 per tenant) with one announcement each,
 * as the heartbeat ingest flushes. Latency runs from just before each write's commit to the arrival
 * of its update at each client (measured in a separate client process).
 */
export async function run() {
  const server = await createTestApp();
  const clients = fork(new URL('./live-clients.ts', import.meta.url));
  try {
    await seedOrganisation(server.db, { tenants: TENANTS });
    const kiosks = await server.db
      .insert(kiosk)
      .values(
        TENANTS.flatMap((tid) =>
          Array.from({ length: KIOSKS_PER_TENANT }, (_, n) => ({
            kid: `B${tid}-${n}`,
            tid,
            kioskType: 0,
            name: `Bench ${tid}-${n}`,
          })),
        ),
      )
      .returning({ id: kiosk.id, tid: kiosk.tid });
    await writeKioskStates(
      server.db,
      kiosks.map((row) => ({ kioskId: row.id })),
    );
    const byTenant = TENANTS.map((tid) => kiosks.filter((row) => row.tid === tid).map((row) => row.id));

    const role = await server.createRole({ actions: [actionByKey('kiosk:view')!] });
    const tokens: string[] = [];
    for (const tid of TENANTS) {
      for (let n = 0; n < USERS_PER_TENANT; n++) {
        const user = await server.createUser({ roleIds: [role.id], tid });
        tokens.push(await server.login(user.loginId, user.password));
      }
    }
    const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const addresses: string[] = [];
    for (let n = 0; n < CLIENTS; n++) {
      const answer = await server.call('GET', '/api/kiosk/liveFeedAddress', { token: tokens[n % tokens.length] });
      addresses.push((answer.body.data as LiveFeedAddress).url);
    }
    const fromClients = new Promise<{ received: number[]; closedEarly: number }>((resolve) => {
      clients.on('message', (message: { received?: number[]; closedEarly: number }) => {
        if (message.received) resolve(message as never);
      });
    });
    const ready = new Promise<void>((resolve) =>
      clients.on('message', (message: { ready?: true }) => message.ready && resolve()),
    );
    clients.send({ start: { origin: url, addresses } });
    await ready;

    // Each write: its highest state number and when its commit was asked for.
    const writes: { minSeq: number; maxSeq: number; at: number }[] = [];
    const started = now();
    const cpuBefore = process.cpuUsage();
    let round = 0;
    while (now() - started < DURATION_SECONDS * 1000 + WARMUP_MS) {
      const ids = byTenant.flatMap((ids) =>
        Array.from(
          { length: KIOSKS_PER_WRITE_PER_TENANT },
          (_, n) => ids[(round * KIOSKS_PER_WRITE_PER_TENANT + n) % ids.length]!,
        ),
      );
      await server.db.transaction(async (tx) => {
        const rows = await queryRows<{ seq: string }>(
          tx,
          sql`
          update kiosk_state
          set seq = nextval('kiosk_state_seq'), state = ${round % 3}, last_heartbeat_at = now(), updated_at = now()
          where kiosk_id = any(${`{${ids.join(',')}}`}::int[]) returning seq`,
        );
        await announceKioskChanges(tx);
        const seqs = rows.map((row) => Number(row.seq));
        writes.push({ minSeq: Math.min(...seqs), maxSeq: Math.max(...seqs), at: now() });
      });
      round++;
      const next = started + (round * 1000) / WRITES_PER_SECOND;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - now())));
    }
    const cpu = process.cpuUsage(cpuBefore);
    const wallMs = now() - started;
    // Updates of the last writes still arriving.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    clients.send({ stop: true });
    const { received, closedEarly } = await fromClients;

    const measured = writes.filter((write) => write.at - started >= WARMUP_MS);
    // A read that finds several writes sends them in one message: it delivers each of them.
    const latencies: number[] = [];
    const receipts = new Map<(typeof writes)[number], number>();
    let messages = 0;
    for (let i = 0; i < received.length; i += 3) {
      const [minSeq, maxSeq, at] = [received[i]!, received[i + 1]!, received[i + 2]!];
      const carried = measured.filter((write) => write.minSeq <= maxSeq && minSeq <= write.maxSeq);
      if (carried.length > 0) messages++;
      for (const write of carried) {
        latencies.push(at - write.at);
        receipts.set(write, (receipts.get(write) ?? 0) + 1);
      }
    }
    const seconds = (measured.at(-1)!.at - measured[0]!.at) / 1000 + 1 / WRITES_PER_SECOND;
    return {
      database: server.deps.database.kind,
      clients: CLIENTS,
      users: tokens.length,
      durationSeconds: Number(seconds.toFixed(1)),
      writesPerSec: Number((measured.length / seconds).toFixed(1)),
      updatesPerClientPerSec: Number((latencies.length / CLIENTS / seconds).toFixed(1)),
      messagesPerSec: Math.round(messages / seconds),
      kiosksPerUpdate: KIOSKS_PER_WRITE_PER_TENANT,
      expectedUpdates: measured.length * CLIENTS,
      deliveredUpdates: latencies.length,
      writesNotReachingEveryClient: measured.filter((write) => receipts.get(write) !== CLIENTS).length,
      socketsClosedEarly: closedEarly,
      // Share of one core the server process used (writer, database when embedded, feed), and the machine's load.
      serverCpuPercent: Math.round(((cpu.user + cpu.system) / 1000 / wallMs) * 100),
      loadAverage1m: Number(loadavg()[0]!.toFixed(1)),
      deliveryP50Ms: percentile(latencies, 50),
      deliveryP95Ms: percentile(latencies, 95),
      deliveryP99Ms: percentile(latencies, 99),
      deliveryMaxMs: percentile(latencies, 100),
    };
  } finally {
    clients.kill();
    await server.close();
  }
}
