import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  fcmRecycleActions,
  foodContainerRebateActions,
  foodContainerRecycleActions,
  type ContainerReturnRow,
  type FcmRecycleRow,
} from '@srd/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/callers.js';
import { callExport, csvRows } from '../../test/exports.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { seedKiosks, type TestKiosk } from '../../test/kiosks.js';
import { seedOrganisation } from '../../test/organisation.js';
import { foodContainer } from '../food-container/tables.js';
import { wallet, walletEntry } from '../ledger/tables.js';
import { kioskMaterialType } from '../material-type/tables.js';
import { member, memberCard } from '../member/tables.js';
import { tenant } from '../organisation/tables.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const allActions = [
  ...Object.values(fcmRecycleActions),
  ...Object.values(foodContainerRecycleActions),
  ...Object.values(foodContainerRebateActions),
];

let t: TestApp;
let tenantStaff: string;
let otherStaff: string;
let bin: TestKiosk;
let otherBin: TestKiosk;
let holder: { id: number; membershipNo: string };

/** A container of a tenant, handed out `daysAgo` days ago (its status became available then). */
async function container(tid: number, code: string, daysAgo: number, status = 1) {
  await t.db.insert(foodContainer).values({
    tid,
    code,
    containerType: 'BIN20',
    status,
    lupdDttm: new Date(Date.now() - daysAgo * DAY_MS),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1, 2] });
  await t.db
    .update(tenant)
    .set({ fcmConfig: { depositAmount: 10, refundAmount: 8.5, returnWithinDays: 14 } })
    .where(eq(tenant.id, 1));
  await t.db.insert(kioskMaterialType).values([
    { code: 'FOOD_WASTE', materialName: 'Food waste', kioskType: 2, unit: 'kg' },
    { code: 'PET', materialName: 'PET bottle' },
  ]);
  [bin] = await seedKiosks(t.db, 1, { tid: 1, prefix: 'FC-OWN-', kioskType: 2 });
  [otherBin] = await seedKiosks(t.db, 1, { tid: 2, prefix: 'FC-ZEBRA-', kioskType: 2 });
  const [created] = await t.db
    .insert(member)
    .values({ tid: 1, membershipNo: 'FC-M-1', name: 'Lee Mei Ling' })
    .returning();
  holder = created!;
  await t.db.insert(memberCard).values({ tid: 1, memberId: holder.id, cardNo: '88100000001' });
  await container(1, 'FC-ON-TIME', 3);
  await container(1, 'FC-LATE', 20);
  await container(1, 'FC-DRAFT', 0, 2);
  await container(2, 'FC-ZEBRA', 1);
  tenantStaff = (await signInAs(t, { actions: allActions, tid: 1 })).token;
  otherStaff = (await signInAs(t, { actions: allActions, tid: 2 })).token;
});
afterAll(() => t.close());

const giveBack = (machine: TestKiosk, containerCode: string, values: Record<string, unknown> = {}) =>
  t.call('POST', '/api/device/foodContainerReturn', {
    headers: { authorization: machine.auth },
    body: {
      uuid: randomUUID(),
      containerCode,
      returnedAt: new Date().toISOString(),
      memberCardNo: '88100000001',
      ...values,
    },
  });

const octopusBalance = async () =>
  (
    await t.db
      .select({ balance: wallet.balance })
      .from(wallet)
      .where(sql`${wallet.memberId} = ${holder.id} and ${wallet.type} = 'octopus'`)
  )[0]?.balance ?? 0;

const statusOf = async (code: string) =>
  (await t.db.select({ status: foodContainer.status }).from(foodContainer).where(eq(foodContainer.code, code)))[0]!
    .status;

describe('a kiosk reports a returned food container', () => {
  it('refunds an on-time return to the member once, however often the kiosk sends it', async () => {
    const uuid = randomUUID();
    const first = await giveBack(bin, 'fc-on-time', { uuid });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ outcome: 'refunded', refundAmount: 8.5, membershipNo: 'FC-M-1' });
    expect(await statusOf('FC-ON-TIME')).toBe(3);
    const again = await giveBack(bin, 'FC-ON-TIME', { uuid });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ returnId: first.body.data.returnId, replayed: true, refundAmount: 8.5 });
    expect(await octopusBalance()).toBe(8.5);
    const entries = await t.db.select().from(walletEntry).where(eq(walletEntry.memberId, holder.id));
    expect(entries.map((entry) => entry.delta)).toEqual([8.5]);
    // The uuid is the kiosk's own: another kiosk sending it changes nothing.
    const stolen = await giveBack(otherBin, 'FC-ZEBRA', { uuid });
    expect(stolen.status).toBe(409);
    expect(stolen.body.code).toBe(ErrorCode.TransactionReplay);
    expect(await statusOf('FC-ZEBRA')).toBe(1);
  });

  it('records a late return as late, takes the container back and refunds nothing', async () => {
    const late = await giveBack(bin, 'FC-LATE');
    expect(late.body.data).toMatchObject({ outcome: 'late', refundAmount: 0 });
    expect(await statusOf('FC-LATE')).toBe(3);
    expect(await octopusBalance()).toBe(8.5);
  });

  it("records an unknown code, another tenant's container or one not handed out, and changes none", async () => {
    expect((await giveBack(bin, 'NOBODY-HAS-IT')).body.data).toMatchObject({ outcome: 'unknown', refundAmount: 0 });
    expect((await giveBack(bin, 'FC-ZEBRA')).body.data).toMatchObject({ outcome: 'unknown', refundAmount: 0 });
    expect(await statusOf('FC-ZEBRA')).toBe(1);
    expect((await giveBack(bin, 'FC-DRAFT')).body.data).toMatchObject({ outcome: 'notAvailable' });
    expect(await statusOf('FC-DRAFT')).toBe(2);
    // Returned already: a second return of the same container earns nothing more.
    expect((await giveBack(bin, 'FC-ON-TIME')).body.data).toMatchObject({ outcome: 'notAvailable' });
    expect(await octopusBalance()).toBe(8.5);
  });

  it('refuses a time far from the server clock, and a caller without the kiosk secret', async () => {
    const stale = await giveBack(bin, 'FC-ON-TIME', { returnedAt: new Date(Date.now() - 2 * DAY_MS).toISOString() });
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe(ErrorCode.ContainerReturnTimeOutOfRange);
    const anonymous = await t.call('POST', '/api/device/foodContainerReturn', {
      body: { uuid: randomUUID(), containerCode: 'FC-ON-TIME', returnedAt: new Date().toISOString() },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('the food container lists', () => {
  it("list the returns and refunds of the caller's tenant only, filtered by outcome and container", async () => {
    const returns = await t.call('POST', '/api/foodContainerRecycle/page', { token: tenantStaff, body: {} });
    const rows = returns.body.data.rows as ContainerReturnRow[];
    expect(rows.map((row) => row.outcome).sort()).toEqual([
      'late',
      'notAvailable',
      'notAvailable',
      'refunded',
      'unknown',
      'unknown',
    ]);
    const refunded = rows.find((row) => row.outcome === 'refunded')!;
    expect(refunded).toMatchObject({ containerCode: 'FC-ON-TIME', containerType: 'BIN20', membershipNo: 'FC-M-1' });
    expect(refunded.kid).toBe(bin.kid);
    const late = await t.call('POST', '/api/foodContainerRecycle/page', {
      token: tenantStaff,
      body: { outcome: 'late', containerCode: 'fc-late' },
    });
    expect(late.body.data.rows.map((row: ContainerReturnRow) => row.containerCode)).toEqual(['FC-LATE']);

    const refunds = await t.call('POST', '/api/foodContainerRebate/page', { token: tenantStaff, body: {} });
    expect(refunds.body.data.rows).toHaveLength(1);
    expect(refunds.body.data.rows[0]).toMatchObject({ refundAmount: 8.5, memberName: 'Lee Mei Ling' });
    expect(refunds.body.data.rows[0].walletEntryId).toBeGreaterThan(0);

    for (const path of ['/api/foodContainerRecycle/page', '/api/foodContainerRebate/page'])
      expect((await t.call('POST', path, { token: otherStaff, body: {} })).body.data.rows).toEqual([]);
  });

  it('export the returns and refunds in the reader language', async () => {
    const file = await callExport(t, tenantStaff, { module: 'foodContainerRebate', format: 'csv' }, {}, 'zh_HK');
    expect(file.status).toBe(200);
    const [head, ...rows] = csvRows(file.bytes);
    expect(head).toContain('退款（港元）');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('FC-ON-TIME');
    expect(rows[0]).toContain('20 公升廚餘桶');
    const returns = await callExport(
      t,
      tenantStaff,
      { module: 'foodContainerRecycle', format: 'csv' },
      { outcome: 'late' },
    );
    const [, lateRow, ...rest] = csvRows(returns.bytes);
    expect(rest).toEqual([]);
    expect(lateRow).toContain('Late, no refund');
    const zebra = await callExport(t, otherStaff, { module: 'foodContainerRecycle', format: 'csv' });
    expect(csvRows(zebra.bytes)).toHaveLength(1);
  });
});

describe('FcmRecycle', () => {
  it('lists the food waste members drop, not their other recycling, in the caller scope, and exports it', async () => {
    const drop = (machine: TestKiosk, material: string, weightKg: number) =>
      t.call('POST', '/api/device/transaction', {
        headers: { authorization: machine.auth },
        body: {
          uuid: randomUUID(),
          batchId: 'B-FCM',
          tranDttm: new Date().toISOString(),
          paymentMode: 2,
          memberCardNo: '88100000001',
          items: [{ material, count: 1, weightKg }],
        },
      });
    expect((await drop(bin, 'FOOD_WASTE', 2.75)).status).toBe(200);
    expect((await drop(bin, 'PET', 0.5)).status).toBe(200);
    expect((await drop(otherBin, 'FOOD_WASTE', 4)).status).toBe(200);
    const listed = await t.call('POST', '/api/fcmRecycle/page', {
      token: tenantStaff,
      body: { membershipNo: 'fc-m-1' },
    });
    const rows = listed.body.data.rows as FcmRecycleRow[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kid: bin.kid, weightKg: 2.75, memberId: holder.id, materialName: 'Food waste' });
    expect(rows[0]!.transactionId).toBeGreaterThan(0);
    const zebra = await t.call('POST', '/api/fcmRecycle/page', { token: otherStaff, body: {} });
    expect(zebra.body.data.rows.map((row: FcmRecycleRow) => row.weightKg)).toEqual([4]);
    const file = await callExport(t, tenantStaff, { module: 'fcmRecycle', format: 'csv' });
    const [, ...exported] = csvRows(file.bytes);
    expect(exported).toHaveLength(1);
    expect(exported[0]).toContain('FC-M-1');
  });
});
