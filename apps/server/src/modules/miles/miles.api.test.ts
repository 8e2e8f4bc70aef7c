import { createHmac, randomUUID } from 'node:crypto';
import { cathayPacificRebateActions, ErrorCode, type MilesConversionRow } from '@srd/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { deliverDue } from '../../platform/outbox/delivery.js';
import { csvRows } from '../../test/exports.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { startHttpPeer, type HttpPeer } from '../../test/http-peer.js';
import { seedOrganisation } from '../../test/organisation.js';
import { postEntries } from '../ledger/posting.js';
import { wallet } from '../ledger/tables.js';
import { member } from '../member/tables.js';
import { memberMilesAccount, milesConfig } from './tables.js';

const PARTNER_KEY = 'asia-miles-test-key';
let t: TestApp;
let partner: HttpPeer;
let staff: string;
let admin: string;
let holder: { id: number };
let zebra: { id: number };

beforeAll(async () => {
  partner = await startHttpPeer();
  t = await createTestApp({ config: { asiaMiles: { url: `${partner.url}/conversions`, key: PARTNER_KEY } } });
  await seedOrganisation(t.db, { tenants: [1, 2] });
  // Ten points a mile, at least 100 points at a time.
  await t.db.insert(milesConfig).values([
    { tid: 1, pointsPerMile: 10, minPoints: 100, enabled: true },
    { tid: 2, pointsPerMile: 10, minPoints: 100, enabled: false },
  ]);
  [holder, zebra] = await t.db
    .insert(member)
    .values([
      { tid: 1, membershipNo: 'MILES-1', name: 'Wong Ka Yan' },
      { tid: 2, membershipNo: 'ZEBRA-MILES', name: 'Zebra Member' },
    ])
    .returning();
  await t.db.transaction((tx) =>
    postEntries(
      tx,
      [holder!, zebra!].map((one) => ({
        memberId: one.id,
        tid: one.id === holder!.id ? 1 : 2,
        walletType: 'cst' as const,
        delta: 1000,
        source: 'adjustment' as const,
        idempotencyKey: `miles-test:${one.id}`,
      })),
    ),
  );
  const role = await t.createRole({ actions: Object.values(cathayPacificRebateActions) });
  const user = await t.createUser({ roleIds: [role.id], tid: 1 });
  staff = await t.login(user.loginId, user.password);
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await t.close();
  await partner.close();
});
beforeEach(() => {
  partner.requests.length = 0;
});

const convert = (points: number, memberId = holder.id, idempotencyKey: string = randomUUID()) =>
  t.call('POST', '/api/cathayPacificRebate/convert', {
    token: staff,
    body: { memberId, points, accountNo: '1234567890', idempotencyKey },
  });

async function points(memberId = holder.id) {
  const [row] = await t.db
    .select({ balance: wallet.balance })
    .from(wallet)
    .where(and(eq(wallet.memberId, memberId), eq(wallet.type, 'cst')));
  return row!.balance;
}

/** Asia Miles' answer, signed as the partner signs it. */
function answer(body: Record<string, unknown>, key = PARTNER_KEY) {
  const payload = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `sha256=${createHmac('sha256', key).update(`${timestamp}.${payload}`).digest('hex')}`;
  return t.call('POST', '/api/cathayPacificRebate/partnerAnswer', {
    headers: { 'content-type': 'application/json', 'x-srd-timestamp': timestamp, 'x-srd-signature': signature },
    body: payload,
  });
}

const deliver = () => deliverDue(t.db, t.deps.channels, { leaseSeconds: 60 }, new AbortController().signal);

describe('converting points to Cathay Pacific miles', () => {
  it('debits the points, keeps the Asia Miles number and sends the request to Asia Miles', async () => {
    const before = await points();
    const made = await convert(200);
    expect(made.body.code).toBe(200);
    expect(made.body.data).toMatchObject({ points: 200, miles: 20, status: 'pending', membershipNo: 'MILES-1' });
    expect(await points()).toBe(before - 200);
    const [account] = await t.db.select().from(memberMilesAccount).where(eq(memberMilesAccount.memberId, holder.id));
    expect(account!.accountNo).toBe('1234567890');
    await deliver();
    const sent = partner.requests.map((request) => JSON.parse(request.body) as Record<string, unknown>);
    expect(sent).toEqual([{ conversionId: made.body.data.id, accountNo: '1234567890', miles: 20 }]);
  });

  it('refuses a conversion past the balance, under the minimum or of no whole mile, changing nothing', async () => {
    const before = await points();
    const short = await t.call('POST', '/api/cathayPacificRebate/convert', {
      token: staff,
      lang: 'zh_HK',
      body: { memberId: holder.id, points: 999_990, accountNo: '1234567890', idempotencyKey: randomUUID() },
    });
    expect(short.body.code).toBe(ErrorCode.InsufficientPoints);
    expect(short.body.message).toBe('積分餘額不足');
    expect((await convert(50)).body.code).toBe(ErrorCode.MilesBelowMinimum);
    expect((await convert(105)).body.code).toBe(ErrorCode.MilesNoWholeMile);
    expect(await points()).toBe(before);
  });

  it("answers a replay with the first conversion, and keeps the other tenant's members out of reach", async () => {
    const key = randomUUID();
    const first = await convert(100, holder.id, key);
    const before = await points();
    const again = await convert(100, holder.id, key);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await points()).toBe(before);
    expect((await convert(100, zebra.id)).body.code).toBe(ErrorCode.OutOfScope);
  });

  it('marks a conversion credited when Asia Miles says so, once', async () => {
    const made = await convert(300);
    const before = await points();
    const credited = await answer({ conversionId: made.body.data.id, status: 'credited', reference: 'AM-1' });
    expect(credited.body.data).toMatchObject({ status: 'credited', partnerReference: 'AM-1' });
    expect((await answer({ conversionId: made.body.data.id, status: 'credited' })).body.code).toBe(200);
    const otherwise = await answer({ conversionId: made.body.data.id, status: 'refused' });
    expect(otherwise.body.code).toBe(ErrorCode.MilesConversionAnswered);
    expect(await points()).toBe(before);
  });

  it('gives the points back with a reversal entry when Asia Miles refuses', async () => {
    const made = await convert(400);
    const before = await points();
    const refused = await answer({ conversionId: made.body.data.id, status: 'refused', reason: 'Unknown account' });
    expect(refused.body.data).toMatchObject({ status: 'refused', refusalReason: 'Unknown account' });
    expect(await points()).toBe(before + 400);
    const reversals = await queryRows<{ delta: string }>(
      t.db,
      sql`select delta from wallet_entry where member_id = ${holder.id} and source = 'reversal'`,
    );
    expect(reversals.map((row) => Number(row.delta))).toEqual([400]);
  });

  it('refuses an answer not signed with the partner key', async () => {
    const made = await convert(100);
    const forged = await answer({ conversionId: made.body.data.id, status: 'refused' }, 'not-the-key');
    expect(forged.body.code).toBe(ErrorCode.Forbidden);
  });
});

describe('CathayPacificRebate', () => {
  it("lists the caller's tenant's conversions with their states, and exports them", async () => {
    const listed = await t.call('POST', '/api/cathayPacificRebate/page', { token: staff, body: {} });
    const rows = listed.body.data.rows as MilesConversionRow[];
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['pending', 'credited', 'refused']));
    expect(rows.every((row) => row.tid === 1)).toBe(true);
    const refused = await t.call('POST', '/api/cathayPacificRebate/page', {
      token: admin,
      body: { status: 'refused' },
    });
    expect((refused.body.data.rows as MilesConversionRow[]).map((row) => row.points)).toEqual([400]);
    const file = await t.call('POST', '/api/export/exportExcel?module=cathayPacificRebate&format=csv', {
      token: staff,
      lang: 'zh_HK',
      body: {},
    });
    const text = csvRows(file.response.rawPayload).flat().join(' ');
    expect(text).toContain('亞洲萬里通號碼');
    expect(text).toContain('被拒，積分已退回');
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
