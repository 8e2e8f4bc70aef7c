import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { CommandStatus } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMaterialTypes } from '../../apps/server/src/modules/material-type/demo.js';
import { queryRows } from '../../apps/server/src/platform/db/client.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../apps/server/src/test/harness.js';
import { runSimulation } from './simulation.js';

/** The simulator against the real server on a real port: what the server holds afterwards is what the simulator was told it took. */

let t: TestApp;
let url: string;
let admin: string;
let tenantId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.transaction((tx) => seedDemoMaterialTypes(tx));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await t.login('admin', ADMIN_PASSWORD);
  const tenant = await t.call('POST', '/api/tenants', { token: admin, body: { name: 'Simulated Recycling', status: 1 } });
  tenantId = tenant.body.data.id;
});
afterAll(() => t.close());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query);

async function waitFor(what: string, condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** A Hong Kong morning, when members recycle. */
const BUSY_MORNING = Date.parse('2026-03-02T10:00:00+08:00');
const KIDS = ['SIM-RVM-0001', 'SIM-SC-0001', 'SIM-BIN-0001'];

describe('kiosk simulator against the real server', () => {
  it('creates its kiosks, and the server holds every heartbeat and transaction it acknowledged and the reboots the kiosks acknowledged', { timeout: 60_000 }, async () => {
    const stop = new AbortController();
    const running = runSimulation(
      { url, user: 'admin', password: ADMIN_PASSWORD, kiosks: 3, intervalSeconds: 0.2, speed: 600, modelStartAt: BUSY_MORNING, faultRate: 0, seed: 5, concurrency: 8, summaryEverySeconds: 60 },
      stop.signal,
      () => {},
    );
    const statesOfSimKiosks = () => rows<{ n: number }>(sql`select count(*)::int as n from kiosk_state s join kiosk k on k.id = s.kiosk_id where k.kid like 'SIM-%'`);
    await waitFor('a state of each kiosk', async () => (await statesOfSimKiosks())[0]!.n === 3);

    // Staff queue a reboot of each kiosk; each fetches it with its next heartbeat and acknowledges it.
    const commandIds: number[] = [];
    for (const kid of KIDS) {
      const queued = await t.call('GET', `/api/kiosk/sendReboot?kid=${kid}`, { token: admin });
      expect(queued.body.code).toBe(200);
      commandIds.push(queued.body.data.id);
    }
    const commands = () => rows<{ id: number; status: number; result: string | null }>(sql`select id, status, result from kiosk_command where id in (${sql.join(commandIds, sql`, `)}) order by id`);
    await waitFor('every reboot acknowledged', async () => (await commands()).every((command) => command.status !== CommandStatus.Pending && command.status !== CommandStatus.Delivered));
    // A few more seconds of recycling after the reboots.
    await sleep(2_000);
    stop.abort();
    const { stats } = await running;

    const kiosks = await rows<{ kid: string; tid: number; kiosk_type: number; lat: number; lon: number }>(sql`select kid, tid, kiosk_type, lat, lon from kiosk where kid like 'SIM-%' order by id`);
    expect(kiosks.map((kiosk) => [kiosk.kid, kiosk.kiosk_type, kiosk.tid]).sort()).toEqual([['SIM-BIN-0001', 2, tenantId], ['SIM-RVM-0001', 0, tenantId], ['SIM-SC-0001', 1, tenantId]]);
    for (const { lat, lon } of kiosks) {
      expect(lat).toBeGreaterThan(22.2);
      expect(lon).toBeGreaterThan(113.9);
    }

    expect(await commands()).toEqual(commandIds.map((id) => ({ id, status: CommandStatus.Done, result: 'rebooting' })));
    expect(stats.commandsAcked).toBe(3);
    expect(stats.commandsRefused).toBe(0);

    // Every heartbeat the server acknowledged is in the history; the latest state of each kiosk is its last heartbeat's.
    expect(stats.heartbeatsFailed).toBe(0);
    const [heartbeats] = await rows<{ n: number }>(sql`select count(*)::int as n from kiosk_heartbeat`);
    expect(heartbeats!.n).toBe(stats.heartbeatsOk);
    expect(stats.heartbeatsOk).toBeGreaterThan(3 * 5);
    const latest = await rows<{ kid: string; state: number; last_state: number; sent_at: string; last_sent_at: string }>(sql`
      select k.kid, s.state, s.sent_at::text as sent_at, h.state as last_state, h.sent_at::text as last_sent_at
      from kiosk_state s join kiosk k on k.id = s.kiosk_id
      join lateral (select state, sent_at from kiosk_heartbeat where kiosk_id = s.kiosk_id order by sent_at desc limit 1) h on true`);
    expect(latest.map((row) => row.kid).sort()).toEqual([...KIDS].sort());
    for (const row of latest) {
      expect(row.state).toBe(row.last_state);
      expect(row.sent_at).toBe(row.last_sent_at);
    }

    // Every transaction the server accepted is recorded once, none refused.
    const [transactions] = await rows<{ n: number; items: number }>(sql`select count(*)::int as n, (select count(*)::int from recycle_item) as items from recycle_transaction`);
    expect(stats.transactionsAccepted).toBeGreaterThan(0);
    expect(transactions!.n).toBe(stats.transactionsAccepted);
    expect(transactions!.items).toBeGreaterThanOrEqual(transactions!.n);
    expect(stats.transactionsReplayed + stats.transactionsRefused + stats.transactionsRetried).toBe(0);
  });
});
