import { randomUUID } from 'node:crypto';
import {
  rebateHistoryActions,
  recycleHistoryActions,
  type RebateHistoryRow,
  type RecycleHistoryRow,
} from '@srd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRows } from '../../test/exports.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedKiosks, type TestKiosk } from '../../test/kiosks.js';
import { seedOrganisation } from '../../test/organisation.js';
import { kioskMaterialType } from '../material-type/tables.js';
import { member, memberCard, memberOctopus } from '../member/tables.js';
import { octRebate } from '../octopus/tables.js';
import { tenant } from '../organisation/tables.js';

let t: TestApp;
let admin: string;
let tenantStaff: string;
let ownKiosk: TestKiosk;
let otherKiosk: TestKiosk;
const transactions: Record<string, number> = {};

/** Three points and a dollar per kilogram of PET, one point per kilogram of aluminium and no rebate. */
const config = [
  { materialCode: 'PET', pointsPerUnit: 3, rebatePerUnit: 1 },
  { materialCode: 'ALU', pointsPerUnit: 1, rebatePerUnit: 0 },
].map((rate) => ({ ...rate, dailyMaxQuantity: 0, dailyMaxPoints: 0, dailyMaxAmount: 0 }));

const recycle = (machine: TestKiosk, cardNo: string, material: string, kg: number) =>
  t.call('POST', '/api/device/transaction', {
    headers: { authorization: machine.auth },
    body: {
      uuid: randomUUID(),
      batchId: 'B-EARN',
      tranDttm: new Date().toISOString(),
      paymentMode: 2,
      memberCardNo: cardNo,
      items: [{ material, count: 2, weightKg: kg, points: 0 }],
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1, 2] });
  await t.db.update(tenant).set({ recycleConfig: config });
  await t.db.insert(kioskMaterialType).values([
    { code: 'PET', materialName: 'PET bottle' },
    { code: 'ALU', materialName: 'Aluminium can' },
  ]);
  [ownKiosk] = await seedKiosks(t.db, 1, { tid: 1, prefix: 'EARN-OWN-' });
  [otherKiosk] = await seedKiosks(t.db, 1, { tid: 2, prefix: 'EARN-ZEBRA-' });
  const [own, zebra] = await t.db
    .insert(member)
    .values([
      { tid: 1, membershipNo: 'EARN-1', name: 'Chan Tai Man' },
      { tid: 2, membershipNo: 'ZEBRA-1', name: 'Zebra Member' },
    ])
    .returning();
  await t.db.insert(memberCard).values([
    { tid: 1, memberId: own!.id, cardNo: '77000000001' },
    { tid: 2, memberId: zebra!.id, cardNo: '77000000002' },
  ]);
  await t.db.insert(memberOctopus).values({ tid: 1, memberId: own!.id, prefix: '12345678', suffix: '9' });
  for (const [name, machine, card, material, kg] of [
    ['pet', ownKiosk!, '77000000001', 'PET', 2],
    ['alu', ownKiosk!, '77000000001', 'ALU', 5],
    ['zebra', otherKiosk!, '77000000002', 'PET', 1],
  ] as const) {
    const answer = await recycle(machine, card, material, kg);
    transactions[name] = answer.body.data.transactionId as number;
  }
  admin = await t.login('admin', ADMIN_PASSWORD);
  const role = await t.createRole({
    actions: [...Object.values(recycleHistoryActions), ...Object.values(rebateHistoryActions)],
  });
  const staff = await t.createUser({ roleIds: [role.id], tid: 1 });
  tenantStaff = await t.login(staff.loginId, staff.password);
});
afterAll(() => t.close());

const page = async <R>(list: string, token: string, body: Record<string, unknown> = {}) => {
  const answer = await t.call('POST', `/api/${list}/page`, { token, body });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.rows as R[];
};

describe('RecycleHistory', () => {
  it("lists the points each of the caller's transactions credited, with its member, kiosk and balance", async () => {
    const rows = await page<RecycleHistoryRow>('recycleHistory', tenantStaff);
    expect(rows.map((row) => row.transactionId)).toEqual([transactions.alu, transactions.pet]);
    expect(rows[1]).toMatchObject({
      kid: ownKiosk!.kid,
      tenantName: 'Tenant 1',
      membershipNo: 'EARN-1',
      memberName: 'Chan Tai Man',
      totalCount: 2,
      totalWeightKg: 2,
      amount: 6,
      balanceAfter: 6,
    });
    expect(rows[0]).toMatchObject({ amount: 5, balanceAfter: 11 });
  });

  it('filters by material, member and tenant; the administrator sees every tenant', async () => {
    const alu = await page<RecycleHistoryRow>('recycleHistory', tenantStaff, { material: 'alu' });
    expect(alu.map((row) => row.transactionId)).toEqual([transactions.alu]);
    const zebra = await page<RecycleHistoryRow>('recycleHistory', admin, { membershipNo: 'zebra-1' });
    expect(zebra.map((row) => row.transactionId)).toEqual([transactions.zebra]);
    expect(await page('recycleHistory', tenantStaff, { tid: 2 })).toEqual([]);
    expect(await page('recycleHistory', admin)).toHaveLength(3);
  });
});

describe('RebateHistory', () => {
  it('lists the HKD rebates only, with the member’s Octopus number', async () => {
    const rows = await page<RebateHistoryRow>('rebateHistory', tenantStaff);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      transactionId: transactions.pet,
      amount: 2,
      balanceAfter: 2,
      octopusNo: '12345678(9)',
      membershipNo: 'EARN-1',
    });
    const everyone = await page<RebateHistoryRow>('rebateHistory', admin);
    expect(everyone.map((row) => row.transactionId)).toEqual([transactions.zebra, transactions.pet]);
    expect(everyone[0]!.octopusNo).toBeNull();
  });

  it('shows how each rebate stands in the Octopus settlement, and filters by it', async () => {
    const [rebate] = await page<RebateHistoryRow>('rebateHistory', tenantStaff);
    expect(rebate).toMatchObject({ settlement: 'pending', settlementReason: null });
    expect(await page('rebateHistory', tenantStaff, { settlement: 'paid' })).toEqual([]);
    await t.db.insert(octRebate).values({
      entryId: rebate!.id,
      tid: 1,
      memberId: rebate!.memberId,
      amount: rebate!.amount,
      state: 'refused',
      octopusNo: '123456789',
      reason: '51 Card not valid for rebate',
    });
    const refused = await page<RebateHistoryRow>('rebateHistory', tenantStaff, { settlement: 'refused' });
    expect(refused).toMatchObject([{ id: rebate!.id, settlementReason: '51 Card not valid for rebate' }]);
    expect(await page('rebateHistory', tenantStaff, { settlement: 'pending' })).toEqual([]);
  });
});

describe('the exports', () => {
  it("write the caller's credits only, in the caller's language", async () => {
    for (const [module, header, amount] of [
      ['recycleHistory', '積分', '6'],
      ['rebateHistory', '八達通號碼', '12345678(9)'],
    ] as const) {
      const answer = await t.call('POST', `/api/export/exportExcel?module=${module}&format=csv`, {
        token: tenantStaff,
        lang: 'zh_HK',
        body: {},
      });
      expect(answer.status, module).toBe(200);
      const rows = csvRows(answer.response.rawPayload);
      expect(rows[0]).toContain(header);
      const text = rows.flat().join(' ');
      expect(text).toContain('EARN-1');
      expect(text).toContain(amount);
      expect(text).not.toContain('ZEBRA-1');
    }
  });
});
