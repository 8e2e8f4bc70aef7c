import { createHmac, randomUUID } from 'node:crypto';
import {
  cathayPacificRebateActions,
  ErrorCode,
  ResourceType,
  type MilesConversionRow,
  type MilesMember,
} from '@srd/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
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
let staffLogin: string;
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
  staffLogin = user.loginId;
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

/** The audit entries of a record of `resType`, oldest first. */
const auditOf = (resType: number, recordId: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, resType), eq(sysAuditLog.recordId, String(recordId))))
    .orderBy(sysAuditLog.id);

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
    // Audited once, by Asia Miles, where the tenant's readers see it: the answer again and the refused one add nothing.
    const entries = await auditOf(ResourceType.MilesConversion, made.body.data.id);
    expect(entries.map(({ action, userName, tid }) => ({ action, userName, tid }))).toEqual([
      { action: 'update', userName: 'asiaMiles', tid: 1 },
    ]);
    expect(entries[0]!.columns).toEqual([
      expect.objectContaining({ name: 'status', oldValue: 'pending', newValue: 'credited' }),
      { name: 'partnerReference', oldValue: null, newValue: 'AM-1' },
    ]);
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
    const [entry] = await auditOf(ResourceType.MilesConversion, made.body.data.id);
    expect(entry).toMatchObject({ action: 'update', userName: 'asiaMiles', tid: 1 });
    expect(Object.fromEntries(entry!.columns.map((column) => [column.name, column.newValue]))).toEqual({
      status: 'refused',
      refusalReason: 'Unknown account',
      reversalEntryId: expect.stringMatching(/^\d+$/),
    });
  });

  it('refuses an answer not signed with the partner key', async () => {
    const made = await convert(100);
    const forged = await answer({ conversionId: made.body.data.id, status: 'refused' }, 'not-the-key');
    expect(forged.body.code).toBe(ErrorCode.Forbidden);
    expect(await auditOf(ResourceType.MilesConversion, made.body.data.id)).toEqual([]);
  });

  it('names points under the minimum or of no whole mile on the points, in the caller language', async () => {
    const under = await t.call('POST', '/api/cathayPacificRebate/convert', {
      token: staff,
      lang: 'zh_HK',
      body: { memberId: holder.id, points: 50, accountNo: '1234567890', idempotencyKey: randomUUID() },
    });
    expect(under.body.data.fields).toEqual([{ field: 'points', message: '每次最少兌換 100 積分' }]);
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

describe('the miles terms', () => {
  const terms = (token: string, query = '') =>
    t.call('GET', `/api/cathayPacificRebate/config${query}`, { token, lang: 'zh_HK' });
  const setTerms = (token: string, body: Record<string, unknown>, lang: 'en_US' | 'zh_HK' = 'en_US') =>
    t.call('PUT', '/api/cathayPacificRebate/config', { token, lang, body });

  it("shows a tenant's staff its own terms, and no other tenant's", async () => {
    const own = await terms(staff);
    expect(own.body.data).toMatchObject({ tid: 1, pointsPerMile: 10, minPoints: 100, enabled: true });
    expect(own.body.data.partnerConnected).toBe(true);
    expect((await terms(staff, '?tid=1')).body.data.tid).toBe(1);
    expect((await terms(staff, '?tid=2')).body.code).toBe(ErrorCode.OutOfScope);
  });

  it('asks a caller of every tenant to choose one, and shows any', async () => {
    const unnamed = await terms(admin);
    expect(unnamed.body.data.fields).toEqual([{ field: 'tid', message: '請選擇要查看哪個租戶的里數兌換條款' }]);
    expect((await terms(admin, '?tid=2')).body.data).toMatchObject({ tid: 2, pointsPerMile: 10, enabled: false });
  });

  it('refuses terms out of range or of no whole mile, in Traditional Chinese, changing nothing', async () => {
    const zero = await setTerms(staff, { tid: 1, pointsPerMile: 0, minPoints: 100, enabled: true }, 'zh_HK');
    expect(zero.body.code).toBe(400);
    expect(zero.body.data.fields).toEqual([{ field: 'pointsPerMile', message: '不可小於 1' }]);
    const uneven = await setTerms(staff, { tid: 1, pointsPerMile: 10, minPoints: 105, enabled: true }, 'zh_HK');
    expect(uneven.body.code).toBe(ErrorCode.MilesMinimumNotWhole);
    expect(uneven.body.data.fields).toEqual([
      { field: 'minPoints', message: '最少兌換積分須為整數里數：即 10 的倍數' },
    ]);
    expect((await terms(staff)).body.data).toMatchObject({ pointsPerMile: 10, minPoints: 100 });
    expect(await auditOf(ResourceType.MilesConfig, 1)).toEqual([]);
  });

  it("keeps a tenant's staff from setting another tenant's terms", async () => {
    const refused = await setTerms(staff, { tid: 2, pointsPerMile: 1, minPoints: 0, enabled: true });
    expect(refused.body.code).toBe(ErrorCode.OutOfScope);
    expect((await terms(admin, '?tid=2')).body.data).toMatchObject({ pointsPerMile: 10, enabled: false });
  });

  it('sets the terms, audited by whom, and the next conversion follows them', async () => {
    const set = await setTerms(staff, { tid: 1, pointsPerMile: 20, minPoints: 200, enabled: true });
    expect(set.body.data).toMatchObject({ tid: 1, pointsPerMile: 20, minPoints: 200, updatedByName: staffLogin });
    const [entry] = await auditOf(ResourceType.MilesConfig, 1);
    expect(entry).toMatchObject({ action: 'update', userName: staffLogin, tid: 1 });
    expect(entry!.columns).toEqual([
      { name: 'pointsPerMile', oldValue: '10', newValue: '20' },
      { name: 'minPoints', oldValue: '100', newValue: '200' },
    ]);
    expect((await convert(200)).body.data).toMatchObject({ points: 200, miles: 10 });
    expect((await convert(100)).body.code).toBe(ErrorCode.MilesBelowMinimum);
    // Switched off, nobody of the tenant converts.
    await setTerms(staff, { tid: 1, pointsPerMile: 20, minPoints: 200, enabled: false });
    expect((await convert(200)).body.code).toBe(ErrorCode.MilesConversionDisabled);
  });

  it("lets a caller of every tenant set any tenant's terms", async () => {
    const set = await setTerms(admin, { tid: 2, pointsPerMile: 4, minPoints: 40, enabled: true });
    expect(set.body.data).toMatchObject({ tid: 2, pointsPerMile: 4, minPoints: 40, enabled: true });
    expect((await auditOf(ResourceType.MilesConfig, 2))[0]).toMatchObject({ userName: 'admin', tid: 2 });
  });

  it('offers the conversion form the members in reach, with their balance and last Asia Miles number', async () => {
    const found = await t.call('GET', '/api/cathayPacificRebate/members?keyword=miles', { token: staff });
    const members = found.body.data as MilesMember[];
    expect(members.map((one) => one.membershipNo)).toEqual(['MILES-1']);
    expect(members[0]!.accountNo).toBe('1234567890');
    expect(members[0]!.wallets.find((one) => one.type === 'cst')!.balance).toBe(await points());
    const everyone = await t.call('GET', '/api/cathayPacificRebate/members?keyword=zebra', { token: admin });
    expect((everyone.body.data as MilesMember[])[0]).toMatchObject({ membershipNo: 'ZEBRA-MILES', accountNo: null });
  });
});
