import { randomUUID } from 'node:crypto';
import {
  adjustmentHistoryActions,
  ErrorCode,
  ResourceType,
  walletAdjustmentActions,
  walletRecordActions,
  type WalletEntryRow,
} from '@srd/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { queryRows } from '../../platform/db/client.js';
import { ADMIN_PASSWORD, createTestApp, demoApp, type TestApp } from '../../test/harness.js';
import { csvRows } from '../../test/exports.js';
import { seedOrganisation } from '../../test/organisation.js';
import { member } from '../member/tables.js';
import { seedDemoLedger } from './demo.js';
import { postEntries } from './posting.js';
import { wallet, walletEntry } from './tables.js';

let t: TestApp;
let admin: string;
let tenantAdmin: string;
let alice: number;
let bob: number;
let zebra: number;

const ACTIONS = [
  walletRecordActions.view,
  walletRecordActions.export,
  walletRecordActions.reverse,
  adjustmentHistoryActions.view,
  adjustmentHistoryActions.export,
  walletAdjustmentActions.add,
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await seedOrganisation(t.db, { tenants: [1, 2] });
  const rows = await t.db
    .insert(member)
    .values([
      { tid: 1, membershipNo: 'A-0001', name: 'Alice Chan' },
      { tid: 1, membershipNo: 'A-0002', name: 'Bob Wong' },
      { tid: 2, membershipNo: 'Z-0001', name: 'Zebra Lee' },
    ])
    .returning({ id: member.id });
  [alice, bob, zebra] = rows.map((row) => row.id) as [number, number, number];
  const role = await t.createRole({ actions: ACTIONS });
  const user = await t.createUser({ roleIds: [role.id], tid: 1 });
  tenantAdmin = await t.login(user.loginId, user.password);
  // Recycling credits to start from.
  await t.db.transaction((tx) =>
    postEntries(
      tx,
      [alice, bob, zebra].map((memberId, index) => ({
        memberId,
        tid: memberId === zebra ? 2 : 1,
        walletType: 'cst' as const,
        delta: 100,
        source: 'recycle' as const,
        sourceId: `tx-${index}`,
        idempotencyKey: `seed:${memberId}`,
      })),
    ),
  );
});
afterAll(() => t.close());

const lastDay = () => ({
  from: new Date(Date.now() - 86_400_000).toISOString(),
  to: new Date(Date.now() + 3_600_000).toISOString(),
});

const adjust = (body: Record<string, unknown>, token = tenantAdmin, lang?: 'zh_HK' | 'zh_CN') =>
  t.call('POST', '/api/walletAdjustment', {
    token,
    lang,
    body: { walletType: 'cst', type: 'add', reason: 'Kiosk missed a bottle', idempotencyKey: randomUUID(), ...body },
  });

async function balanceOf(memberId: number, type = 'cst'): Promise<number> {
  const [row] = await t.db
    .select({ balance: wallet.balance })
    .from(wallet)
    .where(and(eq(wallet.memberId, memberId), eq(wallet.type, type as 'cst')));
  return row ? Number(row.balance) : 0;
}

const auditCount = async () =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from sys_audit_log where res_type_id = ${ResourceType.WalletEntry}`,
    )
  )[0]!.n;

describe('wallet adjustments', () => {
  it('adds and takes points with a reason, audited with the posting', async () => {
    const added = await adjust({ memberId: alice, amount: 25 });
    expect(added.body.code).toBe(200);
    const entry = added.body.data as WalletEntryRow;
    expect(entry).toMatchObject({
      memberId: alice,
      membershipNo: 'A-0001',
      memberName: 'Alice Chan',
      walletType: 'cst',
      delta: 25,
      balanceAfter: 125,
      source: 'adjustment',
      reason: 'Kiosk missed a bottle',
      reversedById: null,
    });
    expect(entry.createdByName).toMatch(/^user-/);
    const taken = await adjust({ memberId: alice, amount: 5, type: 'minus', reason: 'Counted twice' });
    expect(taken.body.data).toMatchObject({ delta: -5, balanceAfter: 120, reason: 'Counted twice' });
    expect(await balanceOf(alice)).toBe(120);
    const [logged] = await t.db
      .select()
      .from(sysAuditLog)
      .where(and(eq(sysAuditLog.resTypeId, ResourceType.WalletEntry), eq(sysAuditLog.recordId, String(entry.id))));
    expect(logged).toMatchObject({ action: 'addPoints', tid: 1 });
    expect(logged!.columns).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'delta', newValue: '25' }),
        expect.objectContaining({ name: 'reason', newValue: 'Kiosk missed a bottle' }),
      ]),
    );
  });

  it('answers "Insufficient points balance" in zh_HK and changes nothing, no audit entry either', async () => {
    const before = { balance: await balanceOf(bob), audits: await auditCount() };
    const entries = await t.db.select().from(walletEntry).where(eq(walletEntry.memberId, bob));
    const refused = await adjust({ memberId: bob, amount: 101, type: 'minus' }, tenantAdmin, 'zh_HK');
    expect(refused.body.code).toBe(ErrorCode.InsufficientPoints);
    expect(refused.body.message).toBe('積分餘額不足');
    expect(await balanceOf(bob)).toBe(before.balance);
    expect(await t.db.select().from(walletEntry).where(eq(walletEntry.memberId, bob))).toHaveLength(entries.length);
    expect(await auditCount()).toBe(before.audits);
    // Taking the whole balance is fine: it may reach zero, never below.
    const all = await adjust({ memberId: bob, amount: 100, type: 'minus' });
    expect(all.body.data).toMatchObject({ balanceAfter: 0 });
    await adjust({ memberId: bob, amount: 100, type: 'add' });
  });

  it('posts once for a double submit with one idempotency key', async () => {
    const body = { memberId: alice, amount: 7, idempotencyKey: randomUUID() };
    const before = await balanceOf(alice);
    const audits = await auditCount();
    const [first, second] = await Promise.all([adjust(body), adjust(body)]);
    expect(first.body.code).toBe(200);
    expect(second.body.code).toBe(200);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(await balanceOf(alice)).toBe(before + 7);
    expect(await auditCount()).toBe(audits + 1);
    // The same key for another member is a client's mistake, not a replay.
    const misused = await adjust({ ...body, memberId: bob });
    expect(misused.body.code).toBe(ErrorCode.Conflict);
  });

  it('keeps points whole and Octopus dollars to the cent, with a reason', async () => {
    const fraction = await adjust({ memberId: alice, amount: 1.5 }, tenantAdmin, 'zh_HK');
    expect(fraction.status).toBe(400);
    expect(JSON.stringify(fraction.body)).toContain('積分須為整數');
    const cents = await adjust({ memberId: alice, walletType: 'octopus', amount: 12.34 });
    expect(cents.body.data).toMatchObject({ walletType: 'octopus', delta: 12.34, balanceAfter: 12.34 });
    const tooFine = await adjust({ memberId: alice, walletType: 'octopus', amount: 1.234 });
    expect(tooFine.status).toBe(400);
    const noReason = await adjust({ memberId: alice, amount: 1, reason: '  ' });
    expect(noReason.status).toBe(400);
  });

  it("refuses another tenant's member and does not list their entries", async () => {
    const foreign = await adjust({ memberId: zebra, amount: 10 });
    expect(foreign.body.code).toBe(ErrorCode.OutOfScope);
    expect(await balanceOf(zebra)).toBe(100);
    const listed = await t.call('POST', '/api/walletRecord/page', {
      token: tenantAdmin,
      body: { ...lastDay(), pageSize: -1 },
    });
    expect(listed.body.data.rows.map((row: WalletEntryRow) => row.memberId)).not.toContain(zebra);
    const named = await t.call('POST', '/api/walletRecord/page', {
      token: tenantAdmin,
      body: { memberId: zebra },
    });
    expect(named.body.data.rows).toEqual([]);
    const wallets = await t.call('GET', `/api/walletRecord/member/${zebra}/wallets`, { token: tenantAdmin });
    expect(wallets.body.code).toBe(ErrorCode.OutOfScope);
    const options = await t.call('GET', '/api/walletAdjustment/members?keyword=zebra', { token: tenantAdmin });
    expect(options.body.data).toEqual([]);
    // The administrator reaches every tenant.
    const everyone = await t.call('GET', '/api/walletAdjustment/members?keyword=zebra', { token: admin });
    expect(everyone.body.data).toMatchObject([{ id: zebra, membershipNo: 'Z-0001' }]);
  });
});

describe('reversals', () => {
  it('reverses an entry once, audited, and refuses a second time and a reversal', async () => {
    const made = (await adjust({ memberId: bob, amount: 30 })).body.data as WalletEntryRow;
    const before = await balanceOf(bob);
    const reversed = await t.call('POST', `/api/walletRecord/${made.id}/reverse`, {
      token: tenantAdmin,
      body: { reason: 'Wrong member' },
    });
    expect(reversed.body.code).toBe(200);
    expect(reversed.body.data).toMatchObject({
      source: 'reversal',
      delta: -30,
      balanceAfter: before - 30,
      reversesId: made.id,
      reversesSource: 'adjustment',
      sourceId: String(made.id),
      reason: 'Wrong member',
    });
    const [logged] = await t.db
      .select()
      .from(sysAuditLog)
      .where(eq(sysAuditLog.recordId, String(reversed.body.data.id)));
    expect(logged).toMatchObject({ action: 'reverse', resTypeId: ResourceType.WalletEntry });
    const again = await t.call('POST', `/api/walletRecord/${made.id}/reverse`, {
      token: tenantAdmin,
      lang: 'zh_CN',
      body: { reason: 'Again' },
    });
    expect(again.body.code).toBe(ErrorCode.EntryAlreadyReversed);
    expect(again.body.message).toContain('已被冲正');
    const ofReversal = await t.call('POST', `/api/walletRecord/${reversed.body.data.id}/reverse`, {
      token: tenantAdmin,
      body: { reason: 'Undo the undo' },
    });
    expect(ofReversal.body.code).toBe(ErrorCode.ReversalNotReversible);
    expect(await balanceOf(bob)).toBe(before - 30);
    // The list shows the original as reversed.
    const list = await t.call('POST', '/api/walletRecord/page', { token: tenantAdmin, body: { memberId: bob } });
    const original = list.body.data.rows.find((row: WalletEntryRow) => row.id === made.id);
    expect(original.reversedById).toBe(reversed.body.data.id);
  });

  it('refuses concurrent reversals of one entry but one', async () => {
    const made = (await adjust({ memberId: alice, amount: 3 })).body.data as WalletEntryRow;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.call('POST', `/api/walletRecord/${made.id}/reverse`, { token: tenantAdmin, body: { reason: 'x' } }),
      ),
    );
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 2162, 2162]);
    expect(await t.db.select().from(walletEntry).where(eq(walletEntry.reversesId, made.id))).toHaveLength(1);
  });

  it('answers "Insufficient points balance" when the wallet no longer holds the credit', async () => {
    const made = (await adjust({ memberId: bob, amount: 40 })).body.data as WalletEntryRow;
    const rest = await balanceOf(bob);
    await adjust({ memberId: bob, amount: rest, type: 'minus' });
    const audits = await auditCount();
    const refused = await t.call('POST', `/api/walletRecord/${made.id}/reverse`, {
      token: tenantAdmin,
      lang: 'zh_HK',
      body: { reason: 'Too late' },
    });
    expect(refused.body.code).toBe(ErrorCode.InsufficientPoints);
    expect(refused.body.message).toBe('積分餘額不足');
    expect(await auditCount()).toBe(audits);
    await adjust({ memberId: bob, amount: 100 });
  });

  it("refuses another tenant's entry", async () => {
    const [foreign] = await t.db.select().from(walletEntry).where(eq(walletEntry.memberId, zebra));
    const refused = await t.call('POST', `/api/walletRecord/${foreign!.id}/reverse`, {
      token: tenantAdmin,
      body: { reason: 'x' },
    });
    expect(refused.body.code).toBe(ErrorCode.OutOfScope);
  });
});

describe('the lists', () => {
  it('list every entry by member, wallet and source, newest first', async () => {
    const all = await t.call('POST', '/api/walletRecord/page', { token: admin, body: { ...lastDay(), pageSize: -1 } });
    const rows = all.body.data.rows as WalletEntryRow[];
    expect(rows.length).toBe(all.body.data.total);
    expect(rows.map((row) => row.memberId)).toContain(zebra);
    const times = rows.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const byName = await t.call('POST', '/api/walletRecord/page', {
      token: tenantAdmin,
      body: { ...lastDay(), member: 'alice', walletType: 'octopus' },
    });
    expect(byName.body.data.rows.map((row: WalletEntryRow) => [row.membershipNo, row.walletType])).toEqual([
      ['A-0001', 'octopus'],
    ]);
    const byNumber = await t.call('POST', '/api/walletRecord/page', {
      token: tenantAdmin,
      body: { ...lastDay(), member: 'A-0002', source: 'recycle' },
    });
    expect(byNumber.body.data.rows).toMatchObject([{ memberName: 'Bob Wong', source: 'recycle', delta: 100 }]);
    const otherTenant = await t.call('POST', '/api/walletRecord/page', {
      token: tenantAdmin,
      body: { ...lastDay(), tid: 2 },
    });
    expect(otherTenant.body.data.rows).toEqual([]);
  });

  it('bound the period unless one member is asked for', async () => {
    const none = await t.call('POST', '/api/walletRecord/page', { token: admin, body: {} });
    expect(none.status).toBe(400);
    expect(none.body.code).toBe(ErrorCode.LedgerPeriodInvalid);
    const tooLong = await t.call('POST', '/api/adjustmentHistory/page', {
      token: admin,
      body: { from: '2026-01-01T00:00:00Z', to: '2026-06-01T00:00:00Z' },
    });
    expect(tooLong.body.code).toBe(ErrorCode.LedgerPeriodInvalid);
    const member = await t.call('POST', '/api/walletRecord/page', { token: admin, body: { memberId: alice } });
    expect(member.body.code).toBe(200);
    expect(member.body.data.rows.every((row: WalletEntryRow) => row.memberId === alice)).toBe(true);
  });

  it('list the adjustments and the reversals of adjustments, by add or minus', async () => {
    const page = await t.call('POST', '/api/adjustmentHistory/page', {
      token: tenantAdmin,
      body: { ...lastDay(), pageSize: -1 },
    });
    const rows = page.body.data.rows as WalletEntryRow[];
    expect(new Set(rows.map((row) => row.source))).toEqual(new Set(['adjustment', 'reversal']));
    expect(rows.every((row) => row.reason && row.createdByName)).toBe(true);
    expect(rows.filter((row) => row.source === 'reversal').every((row) => row.reversesSource === 'adjustment')).toBe(
      true,
    );
    const minus = await t.call('POST', '/api/adjustmentHistory/page', {
      token: tenantAdmin,
      body: { ...lastDay(), type: 'minus', source: 'adjustment', pageSize: -1 },
    });
    expect(minus.body.data.rows.length).toBeGreaterThan(0);
    expect(minus.body.data.rows.every((row: WalletEntryRow) => row.delta < 0 && row.source === 'adjustment')).toBe(
      true,
    );
    // A reversal of a recycling credit is no adjustment's.
    const [credit] = await t.db
      .select()
      .from(walletEntry)
      .where(and(eq(walletEntry.memberId, alice), eq(walletEntry.source, 'recycle')));
    const reversed = await t.call('POST', `/api/walletRecord/${credit!.id}/reverse`, {
      token: tenantAdmin,
      body: { reason: 'Test transaction' },
    });
    const after = await t.call('POST', '/api/adjustmentHistory/page', {
      token: tenantAdmin,
      body: { ...lastDay(), pageSize: -1 },
    });
    expect(after.body.data.rows.map((row: WalletEntryRow) => row.id)).not.toContain(reversed.body.data.id);
  });

  it('answer a member with balances for the adjustment form', async () => {
    const found = await t.call('GET', '/api/walletAdjustment/members?keyword=a-000', { token: tenantAdmin });
    expect(found.body.data.map((row: { membershipNo: string }) => row.membershipNo)).toEqual(['A-0001', 'A-0002']);
    const wallets = await t.call('GET', `/api/walletRecord/member/${alice}/wallets`, { token: tenantAdmin });
    const cst = wallets.body.data.find((row: { type: string }) => row.type === 'cst');
    expect(cst.balance).toBe(await balanceOf(alice));
    expect(wallets.body.data.map((row: { type: string }) => row.type)).toEqual(['cst', 'octopus', 'donation', 'hkstp']);
  });

  it('export both lists with the caller’s entries only', async () => {
    for (const module of ['walletRecord', 'adjustmentHistory']) {
      const answer = await t.call('POST', `/api/export/exportExcel?module=${module}&format=csv`, {
        token: tenantAdmin,
        lang: 'zh_HK',
        body: {},
      });
      expect(answer.status, module).toBe(200);
      const rows = csvRows(answer.response.rawPayload);
      expect(rows[0]).toContain('會員編號');
      const text = rows.flat().join(' ');
      expect(text).toContain('A-0001');
      expect(text).not.toContain('Z-0001');
      expect(text).toContain('調整');
    }
  });

  it('keeps every balance equal to the sum of its entries', async () => {
    const books = await queryRows<{ balance: string; total: string }>(
      t.db,
      sql`select w.balance, coalesce(sum(e.delta), 0) as total from wallet w
        left join wallet_entry e on e.wallet_id = w.id group by w.id, w.balance`,
    );
    for (const book of books) expect(Number(book.balance)).toBe(Number(book.total));
  });
});

describe('the demo ledger', () => {
  it('adjusts with reasons, redeems and reverses on what recycling earned, crediting no recycling itself', async () => {
    const demo = await createTestApp();
    try {
      await seedOrganisation(demo.db, { tenants: [1] });
      // No members: nothing.
      await demo.db.transaction((tx) => seedDemoLedger(tx));
      expect(await demo.db.select().from(walletEntry)).toEqual([]);
      const members = await demo.db
        .insert(member)
        .values(Array.from({ length: 60 }, (_, n) => ({ tid: 1, membershipNo: `D-${n}`, name: `Demo ${n}` })))
        .returning({ id: member.id });
      // What their recycling earned before (the demo fleet's past transactions, in a demo database).
      await postEntries(
        demo.db,
        members.map(({ id }, n) => ({
          memberId: id,
          tid: 1,
          walletType: 'cst' as const,
          delta: 20 + n,
          source: 'recycle' as const,
          sourceId: String(n + 1),
          idempotencyKey: `recycle:${n + 1}:points`,
        })),
      );
      await demo.db.transaction((tx) => seedDemoLedger(tx));
      const sources = await queryRows<{ source: string; n: number; reasons: number; debits: number }>(
        demo.db,
        sql`select source, count(*)::int as n, count(reason)::int as reasons,
          count(*) filter (where delta < 0)::int as debits from wallet_entry group by source`,
      );
      const bySource = Object.fromEntries(sources.map((row) => [row.source, row]));
      expect(Object.keys(bySource).sort()).toEqual(['adjustment', 'recycle', 'redemption', 'reversal']);
      expect(bySource.recycle!.n).toBe(60);
      expect(bySource.adjustment!.reasons).toBe(bySource.adjustment!.n);
      expect(bySource.adjustment!.debits).toBeGreaterThan(0);
      expect(bySource.adjustment!.n).toBeGreaterThan(bySource.adjustment!.debits);
      expect(bySource.redemption!.n).toBe(1);
      expect(bySource.reversal!.n).toBe(1);
      const books = await queryRows<{ balance: string; total: string; chained: boolean }>(
        demo.db,
        sql`select w.balance, coalesce(sum(e.delta), 0) as total, bool_and(e.balance_after = e.running) as chained
          from wallet w join (select *, sum(delta) over (partition by wallet_id order by id) as running
            from wallet_entry) e on e.wallet_id = w.id group by w.id, w.balance`,
      );
      for (const book of books) {
        expect(Number(book.balance)).toBe(Number(book.total));
        expect(book.chained).toBe(true);
      }
    } finally {
      await demo.close();
    }
  });
});

describe('the demo data', () => {
  let demo: TestApp;
  beforeAll(async () => ({ t: demo } = await demoApp()));
  afterAll(() => demo.close());

  it('credits recycling only for the transactions there are (or food containers returned), staff adjust', async () => {
    const [credits] = await queryRows<{ n: number; dangling: number }>(
      demo.db,
      sql`select count(*)::int as n, count(*) filter (where not exists (select 1 from recycle_transaction t
            where t.id::text = e.source_id and t.member_id = e.member_id)
          and not exists (select 1 from food_container_return r
            where e.source_id = 'foodContainerReturn:' || r.container_code and r.member_id = e.member_id))::int
            as dangling
        from wallet_entry e where e.source in ('recycle', 'rebate')`,
    );
    expect(credits!.n).toBeGreaterThan(1000);
    expect(credits!.dangling).toBe(0);
    const [staff] = await queryRows<{ adjustments: number; redemptions: number; reversals: number }>(
      demo.db,
      sql`select count(*) filter (where e.source = 'adjustment')::int as adjustments,
          count(*) filter (where e.source = 'redemption')::int as redemptions,
          count(*) filter (where e.source = 'reversal' and r.reversed_source = 'adjustment')::int as reversals
        from wallet_entry e
          left join lateral (select o.source as reversed_source from wallet_entry o where o.id = e.reverses_id) r
            on true`,
    );
    expect(staff!.adjustments).toBeGreaterThan(10);
    // A staff mistake mended (the miles demo reverses the debit of a refused conversion too, on its own account).
    expect(staff).toMatchObject({ redemptions: 1, reversals: 1 });
  });
});
