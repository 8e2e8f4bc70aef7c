import { randomUUID } from 'node:crypto';
import { CreditMode, type RecycleCap } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { seedKiosks, type TestKiosk } from '../../test/kiosks.js';
import { seedOrganisation } from '../../test/organisation.js';
import { kiosk } from '../kiosk/tables.js';
import { wallet, walletEntry } from '../ledger/tables.js';
import { kioskMaterialType } from '../material-type/tables.js';
import { member, memberCard, memberOctopus } from '../member/tables.js';
import { tenant } from '../organisation/tables.js';
import { recycleItem, recycleTransaction } from './tables.js';

let t: TestApp;
let byCount: TestKiosk;
let byWeight: TestKiosk;
let otherTenant: TestKiosk;
let nextMember = 0;

/** PET earns 2 points and HKD 0.10 an item (or a kilogram); at most 20 items, 30 points and HKD 1.00 a day. */
const PET: RecycleCap = {
  materialCode: 'PET',
  pointsPerUnit: 2,
  rebatePerUnit: 0.1,
  dailyMaxQuantity: 20,
  dailyMaxPoints: 30,
  dailyMaxAmount: 1,
};

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1, 2] });
  await t.db
    .update(tenant)
    .set({ recycleConfig: [PET] })
    .where(eq(tenant.id, 1));
  await t.db.insert(kioskMaterialType).values([
    { code: 'PET', materialName: 'PET bottle' },
    { code: 'ALU', materialName: 'Aluminium can' },
  ]);
  [byCount] = await seedKiosks(t.db, 1, { tid: 1, prefix: 'EARN-COUNT-' });
  [byWeight] = await seedKiosks(t.db, 1, { tid: 1, prefix: 'EARN-WEIGHT-' });
  [otherTenant] = await seedKiosks(t.db, 1, { tid: 2, prefix: 'EARN-OTHER-' });
  await t.db.update(kiosk).set({ creditMode: CreditMode.ByCount }).where(eq(kiosk.id, byCount!.id));
  await t.db.update(kiosk).set({ creditMode: CreditMode.ByWeight }).where(eq(kiosk.id, byWeight!.id));
});
afterAll(() => t.close());

/** A new member of tenant 1 with a member card and an Octopus number. */
async function newMember() {
  nextMember += 1;
  const [created] = await t.db
    .insert(member)
    .values({ tid: 1, membershipNo: `EARN-${nextMember}`, name: `Earner ${nextMember}` })
    .returning();
  const cardNo = `8800000${String(nextMember).padStart(5, '0')}`;
  await t.db.insert(memberCard).values({ tid: 1, memberId: created!.id, cardNo });
  const prefix = `1234${String(nextMember).padStart(4, '0')}`;
  await t.db.insert(memberOctopus).values({ tid: 1, memberId: created!.id, prefix, suffix: '7' });
  return { ...created!, cardNo, octopusNo: `${prefix}(7)` };
}

const recycle = (
  machine: TestKiosk,
  values: Record<string, unknown>,
  items: { material: string; count: number; weightKg?: number }[] = [{ material: 'pet', count: 5 }],
) =>
  t.call('POST', '/api/device/transaction', {
    headers: { authorization: machine.auth },
    body: {
      uuid: randomUUID(),
      batchId: 'B-EARN',
      tranDttm: new Date().toISOString(),
      items: items.map((item) => ({ weightKg: 0.1, points: 1_000_000, ...item })),
      ...values,
    },
  });

async function balance(memberId: number, type: 'cst' | 'octopus') {
  const [row] = await t.db
    .select({ balance: wallet.balance })
    .from(wallet)
    .where(and(eq(wallet.memberId, memberId), eq(wallet.type, type)));
  return row?.balance ?? 0;
}

describe('earning by the tenant rules', () => {
  it('credits what the recycle config gives, never what the kiosk claims', async () => {
    const earner = await newMember();
    const answer = await recycle(byCount!, { paymentMode: 2, memberCardNo: earner.cardNo });
    expect(answer.body.data).toMatchObject({
      totalPoints: 1_000_000,
      membershipNo: earner.membershipNo,
      earnedPoints: 10,
      rebateAmount: 0.5,
      earning: 'credited',
    });
    expect(await balance(earner.id, 'cst')).toBe(10);
    expect(await balance(earner.id, 'octopus')).toBe(0.5);
    const [stored] = await t.db
      .select()
      .from(recycleTransaction)
      .where(eq(recycleTransaction.id, answer.body.data.transactionId));
    expect(stored).toMatchObject({ memberId: earner.id, totalPoints: 1_000_000, earnedPoints: 10, rebateAmount: 0.5 });
    const [item] = await t.db.select().from(recycleItem).where(eq(recycleItem.transactionId, stored!.id));
    expect(item).toMatchObject({ points: 1_000_000, earnedPoints: 10, rebateAmount: 0.5 });
  });

  it('credits by weight at a kiosk crediting by weight, naming the member by Octopus number', async () => {
    const earner = await newMember();
    const answer = await recycle(byWeight!, { paymentMode: 1, octopusNo: earner.octopusNo }, [
      { material: 'PET', count: 3, weightKg: 2.5 },
    ]);
    expect(answer.body.data).toMatchObject({ earnedPoints: 5, rebateAmount: 0.25, earning: 'credited' });
  });

  it('keeps each daily cap at its boundary, and a new day starts afresh', async () => {
    const earner = await newMember();
    const card = { paymentMode: 2, memberCardNo: earner.cardNo };
    // 12 items: 24 points and HKD 1.20, the amount capped at HKD 1.00.
    const first = await recycle(byCount!, card, [{ material: 'PET', count: 12 }]);
    expect(first.body.data).toMatchObject({ earnedPoints: 24, rebateAmount: 1 });
    // 8 more: the quantity cap (20) lets all 8 count, the points cap (30) only 6 more points, no rebate left.
    const second = await recycle(byCount!, card, [{ material: 'PET', count: 8 }]);
    expect(second.body.data).toMatchObject({ earnedPoints: 6, rebateAmount: 0 });
    const third = await recycle(byCount!, card, [{ material: 'PET', count: 1 }]);
    expect(third.body.data).toMatchObject({ earnedPoints: 0, rebateAmount: 0, earning: 'none' });
    expect(await balance(earner.id, 'cst')).toBe(30);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const next = await recycle(byCount!, { ...card, tranDttm: tomorrow }, [{ material: 'PET', count: 1 }]);
    expect(next.body.data).toMatchObject({ earnedPoints: 2 });
  });

  it('keeps the cap when one member recycles at two kiosks at once', async () => {
    const earner = await newMember();
    const card = { paymentMode: 2, memberCardNo: earner.cardNo };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        recycle(n % 2 ? byCount! : byWeight!, card, [{ material: 'PET', count: 3, weightKg: 3 }]),
      ),
    );
    expect(answers.every((answer) => answer.body.code === 200)).toBe(true);
    expect(answers.reduce((sum, answer) => sum + answer.body.data.earnedPoints, 0)).toBe(30);
    expect(await balance(earner.id, 'cst')).toBe(30);
  });

  it('credits 300 transactions of 30 members posted at once, with replays, each once and within the caps', async () => {
    const earners = [];
    for (let n = 0; n < 30; n += 1) earners.push(await newMember());
    const bodies = earners.flatMap((earner) =>
      Array.from({ length: 10 }, () => ({
        uuid: randomUUID(),
        batchId: 'B-MANY',
        tranDttm: new Date().toISOString(),
        paymentMode: 2,
        memberCardNo: earner.cardNo,
        items: [{ material: 'PET', count: 2, weightKg: 0.1, points: 0 }],
      })),
    );
    // Each transaction's uuid arrives twice: once it is recorded, once it is a replay (409), in either order.
    const answers = await Promise.all(
      [...bodies, ...bodies].map((body) =>
        t.call('POST', '/api/device/transaction', { headers: { authorization: byCount!.auth }, body }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(300);
    expect(answers.filter((answer) => answer.body.code === 2025)).toHaveLength(300);
    // 10 transactions of 2 items: 40 points a member, capped at 30; HKD 0.20 each, capped at HKD 1.00.
    for (const earner of earners) {
      expect(await balance(earner.id, 'cst')).toBe(30);
      expect(await balance(earner.id, 'octopus')).toBe(1);
      const entries = await t.db.select().from(walletEntry).where(eq(walletEntry.memberId, earner.id));
      expect(entries.reduce((sum, entry) => sum + (entry.walletType === 'cst' ? entry.delta : 0), 0)).toBe(30);
    }
  });

  it('lets a waiting transaction posted with finished ones take none of their room under the caps', async () => {
    const earner = await newMember();
    const card = { paymentMode: 2, memberCardNo: earner.cardNo };
    const [waiting, finished] = await Promise.all([
      recycle(byCount!, { ...card, status: 4 }, [{ material: 'PET', count: 12 }]),
      recycle(byCount!, card, [{ material: 'PET', count: 15 }]),
    ]);
    expect(waiting.body.data.earning).toMatch(/awaitingApproval|none/);
    expect(finished.body.data).toMatchObject({ earnedPoints: 30, earning: 'credited' });
    expect(await balance(earner.id, 'cst')).toBe(30);
  });

  it('credits a transaction once, however often its uuid arrives', async () => {
    const earner = await newMember();
    const body = {
      uuid: randomUUID(),
      batchId: 'B-REPLAY',
      tranDttm: new Date().toISOString(),
      paymentMode: 2,
      memberCardNo: earner.cardNo,
      items: [{ material: 'PET', count: 2 }],
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('POST', '/api/device/transaction', { headers: { authorization: byCount!.auth }, body }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(await balance(earner.id, 'cst')).toBe(4);
    expect(await t.db.$count(walletEntry, eq(walletEntry.memberId, earner.id))).toBe(2);
  });

  it('earns nothing unless finished: "need approve" waits, cancelled and failed never earn', async () => {
    const earner = await newMember();
    const card = { paymentMode: 2, memberCardNo: earner.cardNo };
    const waiting = await recycle(byCount!, { ...card, status: 4 });
    expect(waiting.body.data).toMatchObject({ earnedPoints: 10, earning: 'awaitingApproval' });
    for (const status of [0, 2, 3]) {
      const answer = await recycle(byCount!, { ...card, status });
      expect(answer.body.data, String(status)).toMatchObject({ earnedPoints: 0, earning: 'none' });
    }
    expect(await balance(earner.id, 'cst')).toBe(0);
  });

  it("keeps a transaction naming no member, or another tenant's, as anonymous recycling", async () => {
    const earner = await newMember();
    for (const [machine, values] of [
      [byCount!, {}],
      [byCount!, { paymentMode: 2, memberCardNo: '99999999999' }],
      [otherTenant!, { paymentMode: 2, memberCardNo: earner.cardNo }],
    ] as const) {
      const answer = await recycle(machine, values);
      expect(answer.body.data).toMatchObject({ membershipNo: null, earnedPoints: 0, earning: 'none' });
      const [stored] = await t.db
        .select({ memberId: recycleTransaction.memberId })
        .from(recycleTransaction)
        .where(eq(recycleTransaction.id, answer.body.data.transactionId));
      expect(stored!.memberId).toBeNull();
    }
  });
});
