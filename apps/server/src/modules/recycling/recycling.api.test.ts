import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  recycleRecordActions,
  ResourceType,
  transactionListActions,
  type TransactionRow,
} from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedKiosks, type TestKiosk } from '../../test/kiosks.js';
import { seedOrganisation } from '../../test/organisation.js';
import { wallet } from '../ledger/tables.js';
import { kioskMaterialType } from '../material-type/tables.js';
import { member, memberCard } from '../member/tables.js';
import { tenant } from '../organisation/tables.js';

let t: TestApp;
let admin: string;
let tenantStaff: string;
let ownKiosk: TestKiosk;
let otherKiosk: TestKiosk;
let earner: { id: number; membershipNo: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1, 2] });
  await t.db
    .update(tenant)
    .set({
      recycleConfig: [
        {
          materialCode: 'PET',
          pointsPerUnit: 3,
          rebatePerUnit: 0,
          dailyMaxQuantity: 0,
          dailyMaxPoints: 0,
          dailyMaxAmount: 0,
        },
      ],
    })
    .where(eq(tenant.id, 1));
  await t.db.insert(kioskMaterialType).values([{ code: 'PET', materialName: 'PET bottle' }]);
  [ownKiosk] = await seedKiosks(t.db, 1, { tid: 1, prefix: 'TX-OWN-' });
  [otherKiosk] = await seedKiosks(t.db, 1, { tid: 2, prefix: 'TX-OTHER-' });
  const [created] = await t.db
    .insert(member)
    .values({ tid: 1, membershipNo: 'TX-M-1', name: 'Chan Siu Ming' })
    .returning();
  earner = created!;
  await t.db.insert(memberCard).values({ tid: 1, memberId: earner.id, cardNo: '88000000001' });
  admin = await t.login('admin', ADMIN_PASSWORD);
  const role = await t.createRole({
    actions: [...Object.values(transactionListActions), ...Object.values(recycleRecordActions)],
  });
  const staff = await t.createUser({ roleIds: [role.id], tid: 1 });
  tenantStaff = await t.login(staff.loginId, staff.password);
});
afterAll(() => t.close());

const recycle = (machine: TestKiosk, values: Record<string, unknown> = {}) =>
  t.call('POST', '/api/device/transaction', {
    headers: { authorization: machine.auth },
    body: {
      uuid: randomUUID(),
      batchId: 'B-TX',
      tranDttm: new Date().toISOString(),
      paymentMode: 2,
      memberCardNo: '88000000001',
      // The kiosks credit by weight: 4 kg at 3 points a kilogram.
      items: [{ material: 'PET', count: 4, weightKg: 4, points: 999 }],
      ...values,
    },
  });

const page = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/transactionList/page', { token, body });

async function cst() {
  const [row] = await t.db
    .select({ balance: wallet.balance })
    .from(wallet)
    .where(and(eq(wallet.memberId, earner.id), eq(wallet.type, 'cst')));
  return row?.balance ?? 0;
}

describe('TransactionList', () => {
  it("lists the caller's kiosks' transactions with the member, what was claimed and what was earned", async () => {
    const own = await recycle(ownKiosk!);
    await recycle(otherKiosk!);
    const listed = await page(tenantStaff);
    expect(listed.body.code).toBe(200);
    const rows = listed.body.data.rows as TransactionRow[];
    expect(rows.map((row) => row.id)).toContain(own.body.data.transactionId);
    expect(rows.every((row) => row.tid === 1)).toBe(true);
    expect(rows.find((row) => row.id === own.body.data.transactionId)).toMatchObject({
      kid: ownKiosk!.kid,
      membershipNo: 'TX-M-1',
      memberName: 'Chan Siu Ming',
      claimedPoints: 999,
      earnedPoints: 12,
      review: null,
    });
    const everything = await page(admin);
    expect((everything.body.data.rows as TransactionRow[]).some((row) => row.tid === 2)).toBe(true);
    const anonymous = await page(admin, { anonymous: true });
    expect((anonymous.body.data.rows as TransactionRow[]).every((row) => row.memberId === null)).toBe(true);
  });

  it('approves a transaction waiting for approval once, crediting what it earned, and audits it', async () => {
    const before = await cst();
    const waiting = await recycle(ownKiosk!, { status: 4 });
    const id = waiting.body.data.transactionId as number;
    const queue = await page(tenantStaff, { review: 'waiting' });
    expect((queue.body.data.rows as TransactionRow[]).map((row) => row.id)).toEqual([id]);
    expect(await cst()).toBe(before);

    const approved = await t.call('POST', `/api/transactionList/${id}/review`, {
      token: tenantStaff,
      body: { decision: 'approved' },
    });
    expect(approved.body.data).toMatchObject({ id, review: 'approved' });
    expect(approved.body.data.reviewedByName).toBeTruthy();
    expect(await cst()).toBe(before + 12);

    const again = await t.call('POST', `/api/transactionList/${id}/review`, {
      token: tenantStaff,
      lang: 'zh_HK',
      body: { decision: 'rejected' },
    });
    expect(again.body).toMatchObject({
      code: ErrorCode.TransactionNotReviewable,
      message: '只有等待批核的交易才可批核或拒絕',
    });
    expect(await cst()).toBe(before + 12);
    const [entry] = await t.db
      .select()
      .from(sysAuditLog)
      .where(and(eq(sysAuditLog.resTypeId, ResourceType.RecycleTransaction), eq(sysAuditLog.recordId, String(id))));
    expect(entry).toBeDefined();
  });

  it('rejects a transaction, crediting nothing; a finished one cannot be reviewed', async () => {
    const before = await cst();
    const waiting = await recycle(ownKiosk!, { status: 4 });
    const rejected = await t.call('POST', `/api/transactionList/${waiting.body.data.transactionId}/review`, {
      token: tenantStaff,
      body: { decision: 'rejected' },
    });
    expect(rejected.body.data.review).toBe('rejected');
    const finished = await recycle(ownKiosk!);
    const refused = await t.call('POST', `/api/transactionList/${finished.body.data.transactionId}/review`, {
      token: tenantStaff,
      body: { decision: 'approved' },
    });
    expect(refused.body.code).toBe(ErrorCode.TransactionNotReviewable);
    expect(await cst()).toBe(before + 12);
  });

  it("keeps another tenant's transactions out of reach", async () => {
    const other = await recycle(otherKiosk!, { status: 4 });
    const refused = await t.call('POST', `/api/transactionList/${other.body.data.transactionId}/review`, {
      token: tenantStaff,
      body: { decision: 'approved' },
    });
    expect(refused.body.code).toBe(ErrorCode.OutOfScope);
  });

  it("links each transaction to a receipt in the member's language, which no forged link opens", async () => {
    await t.db.update(member).set({ displayLang: 'Simplified Chinese' }).where(eq(member.id, earner.id));
    await t.db.update(kioskMaterialType).set({ materialNameChs: '塑料瓶' }).where(eq(kioskMaterialType.code, 'PET'));
    const recorded = await recycle(ownKiosk!);
    const url = recorded.body.data.receiptUrl as string;
    expect(url).toMatch(/^http:\/\/srd\.test\/receipt\?t=\d+\.[\w-]{22}$/);
    const token = new URL(url).searchParams.get('t')!;
    // No session: the link is its own proof.
    const receipt = await t.call('GET', `/api/receipt?t=${token}`);
    expect(receipt.body.data).toMatchObject({
      lang: 'zh_CN',
      kid: ownKiosk!.kid,
      items: [{ material: 'PET', materialName: '塑料瓶', count: 4, weightKg: 4, points: 12 }],
      earnedPoints: 12,
      member: true,
    });
    expect(receipt.response.body).not.toContain('Chan Siu Ming');
    expect(receipt.response.body).not.toContain('TX-M-1');
    const [id, signature] = token.split('.') as [string, string];
    const altered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [`${id}.${altered}`, `${Number(id) - 1}.${signature}`, `${id}`, 'not-a-token']) {
      const refused = await t.call('GET', `/api/receipt?t=${encodeURIComponent(forged)}`);
      expect(refused.body.code, forged).toBe(ErrorCode.NotFound);
    }
  });

  it("lists the items recycled, with their material in the reader's language, by material and barcode", async () => {
    await t.db.update(kioskMaterialType).set({ materialNameCht: '膠樽' }).where(eq(kioskMaterialType.code, 'PET'));
    await recycle(ownKiosk!, {
      items: [{ material: 'PET', count: 2, weightKg: 1, barcode: '4890008100309', points: 5 }],
    });
    const listed = await t.call('POST', '/api/recycleRecord/page', {
      token: tenantStaff,
      lang: 'zh_HK',
      body: { barcode: '4890008100309' },
    });
    expect(listed.body.data.rows).toEqual([
      expect.objectContaining({
        kid: ownKiosk!.kid,
        membershipNo: 'TX-M-1',
        material: 'PET',
        materialName: '膠樽',
        count: 2,
        claimedPoints: 5,
        earnedPoints: 3,
      }),
    ]);
    const byMaterial = await t.call('POST', '/api/recycleRecord/page', {
      token: tenantStaff,
      body: { material: 'pet' },
    });
    expect(byMaterial.body.data.rows.length).toBeGreaterThan(1);
    expect(byMaterial.body.data.rows.every((row: { tid: number }) => row.tid === 1)).toBe(true);
    const none = await t.call('POST', '/api/recycleRecord/page', { token: tenantStaff, body: { material: 'ALU' } });
    expect(none.body.data.rows).toEqual([]);
  });
});
