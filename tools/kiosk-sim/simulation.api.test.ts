import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { CommandStatus, kioskActions, KioskState, tenantActions } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAlertTypes } from '../../apps/server/src/modules/alert-type/demo.js';
import { seedDemoMaterialTypes } from '../../apps/server/src/modules/material-type/demo.js';
import { member, memberCard } from '../../apps/server/src/modules/member/tables.js';
import { queryRows } from '../../apps/server/src/platform/db/client.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../apps/server/src/test/harness.js';
import { seedOrganisation } from '../../apps/server/src/test/organisation.js';
import { startRelay, type Exchange, type Relay } from './recording-relay.js';
import { runSimulation, type SimOptions } from './simulation.js';

/**
 * The simulator against the real server on a real port, through a relay that records what went over
 * the wire and loses answers on cue: what the server holds afterwards is what the simulator was told
 * it took.
 */

/**
 * The tenant of the operator the simulator signs in as; not the first tenant, so a test sees it used the one listed.
 */
const TENANT = 7;
/** A Hong Kong morning, when members recycle. */
const BUSY_MORNING = Date.parse('2026-03-02T10:00:00+08:00');
const KIDS = ['SIM-BIN-0001', 'SIM-RVM-0001', 'SIM-SC-0001'];
/**
 * How the tests poll the database: the simulated kiosks report every 200 ms, but a busy machine may fall far behind.
 */
const POLL = { timeout: 20_000, interval: 50 };

let t: TestApp;
let relay: Relay;
let admin: string;
let operator: { loginId: string; password: string };

beforeAll(async () => {
  t = await createTestApp();
  await t.db.transaction(async (tx) => {
    await seedDemoMaterialTypes(tx);
    // The alert types of the faults the kiosks report.
    await seedDemoAlertTypes(tx);
  });
  await seedOrganisation(t.db, { tenants: [1, TENANT] });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  relay = await startRelay(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
  admin = await t.login('admin', ADMIN_PASSWORD);
  const role = await t.createRole({
    actions: [tenantActions.view, kioskActions.view, kioskActions.add, kioskActions.secret],
  });
  operator = await t.createUser({ roleIds: [role.id], tid: TENANT });
});
afterAll(async () => {
  await relay.close();
  await t.close();
});

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query);
const options = (overrides: Partial<SimOptions>): SimOptions => ({
  url: relay.url,
  user: operator.loginId,
  password: operator.password,
  kiosks: 3,
  intervalSeconds: 0.2,
  speed: 600,
  modelStartAt: BUSY_MORNING,
  faultRate: 0,
  seed: 5,
  concurrency: 8,
  summaryEverySeconds: 60,
  ...overrides,
});
const deviceCalls = (exchanges: Exchange[]) => exchanges.filter((exchange) => exchange.path.startsWith('/api/device/'));

/** Heartbeats of a kiosk the server received after `after` (and before `before`), oldest first. */
const heartbeatsOf = (kid: string, after: Date, before?: Date) =>
  rows<{ state: number }>(sql`
  select h.state from kiosk_heartbeat h join kiosk k on k.id = h.kiosk_id
  where k.kid = ${kid} and h.received_at > ${after.toISOString()}::timestamptz
  ${before ? sql`and h.received_at < ${before.toISOString()}::timestamptz` : sql``} order by h.received_at`);

describe('kiosk simulator against the real server', () => {
  it(
    'creates its kiosks, carries out staff commands; the server holds each heartbeat and transaction once, lost ' +
      'answers too',
    { timeout: 90_000 },
    async () => {
      // The first transaction's connection drops before the server applies it, the second's after.
      relay.drop.beforeServer.add(1);
      relay.drop.afterServer.add(2);
      const stop = new AbortController();
      const lines: string[] = [];
      const running = runSimulation(options({}), stop.signal, (line) => lines.push(line));

      const reporting = async () =>
        (
          await rows<{ kid: string }>(
            sql`select distinct k.kid from kiosk_heartbeat h join kiosk k on k.id = h.kiosk_id order by k.kid`,
          )
        ).map((row) => row.kid);
      await expect.poll(reporting, { ...POLL, message: 'kiosks with a heartbeat' }).toEqual(KIDS);
      // Created one by one in the tenant its account lists, each placed in Hong Kong.
      const created = relay.exchanges.filter(
        (exchange) => exchange.method === 'POST' && exchange.path === '/api/kiosk',
      );
      expect(created.map((exchange) => exchange.outcome)).toEqual([200, 200, 200]);
      const kiosks = await rows<{ kid: string; tid: number; kiosk_type: number; lat: number; lon: number }>(
        sql`select kid, tid, kiosk_type, lat, lon from kiosk order by kid`,
      );
      expect(kiosks.map((kiosk) => [kiosk.kid, kiosk.kiosk_type, kiosk.tid])).toEqual([
        ['SIM-BIN-0001', 2, TENANT],
        ['SIM-RVM-0001', 0, TENANT],
        ['SIM-SC-0001', 1, TENANT],
      ]);
      for (const { lat, lon } of kiosks) {
        expect(lat).toBeGreaterThan(22.2);
        expect(lat).toBeLessThan(22.5);
        expect(lon).toBeGreaterThan(113.9);
        expect(lon).toBeLessThan(114.3);
      }

      // Staff mark the RVM down until they resume it, open the smart bin's door (a command its firmware
      // does not know), and reboot the smart-classify kiosk.
      const staff = async (method: string, path: string, body?: unknown) => {
        const answer = await t.call(method, path, { token: admin, body });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        return answer.body.data;
      };
      const markDown: number = (
        await staff('POST', '/api/kiosk/markAsDown', { kid: 'SIM-RVM-0001', reason: 'Belt replacement' })
      ).command.id;
      const openDoor: number = (await staff('GET', '/api/kiosk/sendCommand?kid=SIM-BIN-0001&command=openDoor')).id;
      const reboot: number = (await staff('GET', '/api/kiosk/sendReboot?kid=SIM-SC-0001')).id;
      const completedAt = async (id: number) =>
        (await rows<{ completed_at: Date | null }>(sql`select completed_at from kiosk_command where id = ${id}`))[0]!
          .completed_at;
      await expect.poll(() => completedAt(markDown), { ...POLL, message: 'the markDown acknowledged' }).not.toBeNull();
      const downAt = new Date((await completedAt(markDown))!);
      await expect
        .poll(async () => (await heartbeatsOf('SIM-RVM-0001', downAt)).length, {
          ...POLL,
          message: 'heartbeats while marked down',
        })
        .toBeGreaterThanOrEqual(3);
      const resume: number = (await staff('GET', '/api/kiosk/resumeService?kid=SIM-RVM-0001')).command.id;
      await expect.poll(() => completedAt(resume), { ...POLL, message: 'the resume acknowledged' }).not.toBeNull();
      const resumedAt = new Date((await completedAt(resume))!);
      expect(
        (await heartbeatsOf('SIM-RVM-0001', downAt, resumedAt)).every((beat) => beat.state === KioskState.NotInService),
      ).toBe(true);
      await expect
        .poll(
          async () =>
            (await heartbeatsOf('SIM-RVM-0001', resumedAt)).some((beat) => beat.state !== KioskState.NotInService),
          { ...POLL, message: 'a heartbeat back in service' },
        )
        .toBe(true);
      const commands = () =>
        rows<{ id: number; status: number; result: string | null }>(
          sql`select id, status, result from kiosk_command order by id`,
        );
      await expect.poll(commands, { ...POLL, message: 'every command acknowledged' }).toEqual([
        { id: markDown, status: CommandStatus.Done, result: null },
        { id: openDoor, status: CommandStatus.Failed, result: 'unknownCommand' },
        { id: reboot, status: CommandStatus.Done, result: 'rebooting' },
        { id: resume, status: CommandStatus.Done, result: null },
      ]);

      const transactionCount = async () =>
        (await rows<{ n: number }>(sql`select count(*)::int as n from recycle_transaction`))[0]!.n;
      await expect.poll(transactionCount, { ...POLL, message: 'transactions recorded' }).toBeGreaterThanOrEqual(5);
      // A few more seconds of recycling after the commands.
      await sleep(2_000);
      stop.abort();
      const { stats } = await running;
      expect(stats.commandsAcked).toBe(3);
      expect(stats.commandsRefused).toBe(1);

      // A lost answer is retried with the same uuid: the one lost before the server is applied then, the
      // retry of the one applied before is answered 409 and counts as done. Every other device call was taken.
      const attempts = deviceCalls(relay.exchanges).filter((exchange) => exchange.path === '/api/device/transaction');
      const attemptsOf = (uuid: string) => attempts.filter((attempt) => attempt.body.uuid === uuid);
      const [lost, applied] = [...new Set(attempts.map((attempt) => attempt.body.uuid))].map(
        (uuid) => attemptsOf(uuid)[0],
      );
      expect(attemptsOf(lost!.body.uuid).map((attempt) => [attempt.outcome, attempt.body])).toEqual([
        ['dropped before the server', lost!.body],
        [200, lost!.body],
      ]);
      expect(attemptsOf(applied!.body.uuid).map((attempt) => [attempt.outcome, attempt.body])).toEqual([
        ['dropped after the server', applied!.body],
        [409, applied!.body],
      ]);
      expect(deviceCalls(relay.exchanges).filter((exchange) => exchange.outcome !== 200)).toEqual([
        lost,
        applied,
        attemptsOf(applied!.body.uuid)[1],
      ]);
      expect(stats.transactionsRetried).toBe(2);
      expect(stats.transactionsReplayed).toBe(1);
      expect(stats.transactionsRefused).toBe(0);

      // Each transaction the kiosks made is recorded once, with its items, for the kiosk that made it.
      const recorded = await rows<{ uuid: string; kid: string; items: number }>(sql`
      select t.uuid, k.kid, (select count(*)::int from recycle_item i where i.transaction_id = t.id) as items
      from recycle_transaction t join kiosk k on k.id = t.kiosk_id`);
      expect(recorded.map((row) => row.uuid).sort()).toEqual(
        [...new Set(attempts.map((attempt) => attempt.body.uuid))].sort(),
      );
      expect(recorded.length).toBe(stats.transactionsAccepted + stats.transactionsReplayed);
      expect(recorded.every((row) => row.items > 0)).toBe(true);
      expect(recorded.find((row) => row.uuid === lost!.body.uuid)!.kid).toBe(lost!.kid);
      // Items name enabled materials of the server's catalogue for the kiosk's type; those counted by the piece carry
      // their points.
      const strayItems = await rows(sql`
      select i.material, i.count, i.points, k.kid
      from recycle_item i join recycle_transaction t on t.id = i.transaction_id join kiosk k on k.id = t.kiosk_id
      left join kiosk_material_type m
        on m.code = i.material and m.status = 1 and (m.kiosk_type = k.kiosk_type or m.kiosk_type is null)
      where m.id is null or (m.unit = 'piece' and i.points <> i.count * m.points_per_unit)`);
      expect(strayItems).toEqual([]);

      // Every heartbeat the server acknowledged is in the history; the latest state of each kiosk is its last
      // heartbeat's. The two ticks whose transaction got no answer sent no heartbeat.
      expect(stats.heartbeatsFailed).toBe(2);
      const [heartbeats] = await rows<{ n: number }>(sql`select count(*)::int as n from kiosk_heartbeat`);
      expect(heartbeats!.n).toBe(stats.heartbeatsOk);
      expect(stats.heartbeatsOk).toBeGreaterThan(3 * 5);
      const latest = await rows<{
        kid: string;
        state: number;
        last_state: number;
        sent_at: string;
        last_sent_at: string;
      }>(sql`
      select k.kid, s.state, s.sent_at::text as sent_at, h.state as last_state, h.sent_at::text as last_sent_at
      from kiosk_state s join kiosk k on k.id = s.kiosk_id
      join lateral (
        select state, sent_at from kiosk_heartbeat where kiosk_id = s.kiosk_id order by sent_at desc limit 1
      ) h on true order by k.kid`);
      expect(latest.map((row) => row.kid)).toEqual(KIDS);
      for (const row of latest) {
        expect(row.state).toBe(row.last_state);
        expect(row.sent_at).toBe(row.last_sent_at);
      }
      const summary = lines.at(-1)!.split(' | ');
      expect(summary[0]).toMatch(/^\[sim \d+s\] heartbeats \d+ ok, 2 failed$/);
      expect(summary.slice(1, -1)).toEqual([
        expect.stringMatching(/^transactions \d+ ok, 1 replayed, 2 retried, 0 refused$/),
        'alerts 0',
        'commands 3 acked, 1 refused',
      ]);
      expect(summary.at(-1)).toMatch(/^kiosks /);
    },
  );

  it(
    'rotates the secrets of the kiosks it created before, and reports faults as alerts that clear',
    { timeout: 60_000 },
    async () => {
      const issuedBefore = await rows<{ id: number; secret_issued_at: Date }>(
        sql`select id, secret_issued_at from kiosk order by id`,
      );
      const exchangesBefore = relay.exchanges.length;
      const stop = new AbortController();
      const running = runSimulation(options({ faultRate: 40, speed: 3600, seed: 8 }), stop.signal, () => {});
      const cleared = () =>
        rows<{ kid: string; type_code: string; error_code: string }>(sql`
      select k.kid, a.type_code, a.error_code from kiosk_alarm a join kiosk k on k.id = a.kiosk_id
      where a.cleared_at is not null and a.error_code is not null`);
      await expect
        .poll(async () => (await cleared()).length, { ...POLL, message: 'alarms of kiosk alerts raised and cleared' })
        .toBeGreaterThan(0);
      stop.abort();
      await running;

      const exchanges = relay.exchanges.slice(exchangesBefore);
      expect(exchanges.filter((exchange) => exchange.path === '/api/kiosk')).toEqual([]);
      const rotated = exchanges.filter((exchange) => exchange.path.startsWith('/api/kiosk/rotateSecret/'));
      expect(rotated.map((exchange) => `${exchange.path} ${exchange.outcome}`).sort()).toEqual(
        issuedBefore.map(({ id }) => `/api/kiosk/rotateSecret/${id} 200`).sort(),
      );
      const issuedAfter = await rows<{ id: number; secret_issued_at: Date }>(
        sql`select id, secret_issued_at from kiosk order by id`,
      );
      expect(issuedAfter.map((row) => row.id)).toEqual(issuedBefore.map((row) => row.id));
      issuedAfter.forEach((row, index) =>
        expect(new Date(row.secret_issued_at).getTime()).toBeGreaterThan(
          new Date(issuedBefore[index]!.secret_issued_at).getTime(),
        ),
      );
      // The server knows only the new secrets: it took every device call of this run.
      expect(deviceCalls(exchanges).filter((exchange) => exchange.outcome !== 200)).toEqual([]);
      // The alarm cleared came of the kiosk's alerts: raised with its error code, then cleared.
      const [alarm] = await cleared();
      expect(alarm!.error_code).toMatch(/^E\d{3}$/);
      const alerts = deviceCalls(exchanges).filter(
        (exchange) =>
          exchange.path === '/api/device/alert' &&
          exchange.kid === alarm!.kid &&
          exchange.body.type === alarm!.type_code,
      );
      expect(alerts.map((exchange) => exchange.body)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ active: true, errorCode: alarm!.error_code }),
          expect.objectContaining({ active: false }),
        ]),
      );
    },
  );

  it('pays every session with one of the member cards it is given', { timeout: 60_000 }, async () => {
    const cards = ['85260000001', '85260000002'];
    const members = await t.db
      .insert(member)
      .values(
        cards.map((_, index) => ({ tid: TENANT, membershipNo: `SIM-M${index + 1}`, name: `Member ${index + 1}` })),
      )
      .returning({ id: member.id });
    await t.db
      .insert(memberCard)
      .values(cards.map((cardNo, index) => ({ tid: TENANT, memberId: members[index]!.id, cardNo })));
    const since = new Date();
    const stop = new AbortController();
    const running = runSimulation(options({ seed: 11, memberCards: cards }), stop.signal, () => {});
    const recorded = () =>
      rows<{ member_id: number | null; payment_mode: number | null; member_card_no: string | null }>(sql`
        select member_id, payment_mode, member_card_no from recycle_transaction
        where received_at > ${since.toISOString()}::timestamptz`);
    await expect
      .poll(async () => (await recorded()).length, { ...POLL, message: 'transactions of this run' })
      .toBeGreaterThanOrEqual(4);
    stop.abort();
    await running;

    const byCard = new Map(cards.map((cardNo, index) => [cardNo, members[index]!.id]));
    for (const transaction of await recorded()) {
      expect(transaction.payment_mode).toBe(2);
      expect(cards).toContain(transaction.member_card_no);
      expect(transaction.member_id).toBe(byCard.get(transaction.member_card_no!));
    }
  });
});
