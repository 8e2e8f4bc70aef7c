import type { RecycleCap, TransactionRow } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { demoApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let token: string;

// Seeded on this app's own start: the transactions waiting for review are the last hours' before it.
beforeAll(async () => ({ t, token } = await demoApp({ seedNow: true })));
afterAll(() => t.close());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query);

describe("the demo fleet's past transactions and the demo members' ledgers", () => {
  it('name demo members on most transactions, by card or Octopus, so hundreds of members have a history', async () => {
    const [share] = await rows<{
      named: number;
      all: number;
      by_card: number;
      by_octopus: number;
      members: number;
    }>(sql`
      select count(t.member_id)::int as named, count(*)::int as all,
        count(*) filter (where t.payment_mode = 2 and t.member_id is not null)::int as by_card,
        count(*) filter (where t.payment_mode = 1 and t.member_id is not null)::int as by_octopus,
        count(distinct t.member_id)::int as members
      from recycle_transaction t join tenant n on n.id = t.tid
      where n.name in ('City Recycling', 'Science Park Campus')`);
    expect(share!.named / share!.all).toBeGreaterThan(0.5);
    expect(share!.named / share!.all).toBeLessThan(0.75);
    expect(share!.by_card).toBeGreaterThan(share!.by_octopus);
    expect(share!.by_octopus).toBeGreaterThan(0);
    expect(share!.members).toBeGreaterThan(500);
  });

  it('keeps each balance the sum of its entries and credits each finished transaction what it earned', async () => {
    const [books] = await rows<{ wallets: number; unbalanced: number; negative: number }>(sql`
      select count(*)::int as wallets,
        count(*) filter (where w.balance <> (select coalesce(sum(e.delta), 0) from wallet_entry e
          where e.wallet_id = w.id))::int as unbalanced,
        count(*) filter (where w.balance < 0)::int as negative
      from wallet w`);
    expect(books!.wallets).toBeGreaterThan(500);
    expect(books).toMatchObject({ unbalanced: 0, negative: 0 });
    const [credits] = await rows<{ credited: number; mismatched: number }>(sql`
      select count(*)::int as credited,
        count(*) filter (where t.earned_points <> coalesce((select sum(e.delta) from wallet_entry e
            where e.source = 'recycle' and e.source_id = t.id::text and e.member_id = t.member_id), 0)
          or t.rebate_amount <> coalesce((select sum(e.delta) from wallet_entry e
            where e.source = 'rebate' and e.source_id = t.id::text and e.member_id = t.member_id), 0)
        )::int as mismatched
      from recycle_transaction t where t.member_id is not null and t.status = 1`);
    expect(credits!.credited).toBeGreaterThan(1000);
    expect(credits!.mismatched).toBe(0);
  });

  it("earns by the tenant's rates within its daily caps, never what the kiosk claims", async () => {
    const tenants = await rows<{ id: number; recycle_config: RecycleCap[] }>(
      sql`select id, recycle_config from tenant where jsonb_array_length(recycle_config) > 0`,
    );
    const days = await rows<{ tid: number; material: string; points: number; amount: number; quantity: number }>(sql`
      select t.tid, upper(i.material) as material, sum(i.earned_points)::int as points,
        sum(i.rebate_amount)::float8 as amount, sum(i.count)::int as quantity
      from recycle_transaction t join recycle_item i on i.transaction_id = t.id
      where t.member_id is not null and t.status = 1 and i.earned_points > 0
      group by t.tid, t.member_id, upper(i.material), (t.tran_dttm at time zone 'Asia/Hong_Kong')::date`);
    expect(days.length).toBeGreaterThan(100);
    for (const day of days) {
      const rule = tenants
        .find((one) => one.id === day.tid)!
        .recycle_config.find((cap) => cap.materialCode.toUpperCase() === day.material)!;
      if (rule.dailyMaxPoints > 0) expect(day.points).toBeLessThanOrEqual(rule.dailyMaxPoints);
      if (rule.dailyMaxAmount > 0) expect(day.amount).toBeLessThanOrEqual(rule.dailyMaxAmount + 0.001);
    }
    // Every material a member recycles at a tenant with rates earns: none is priced in a unit its kiosks do not credit.
    const unearned = await rows<{ kid: string; material: string }>(sql`
      select k.kid, upper(i.material) as material
      from recycle_transaction t join recycle_item i on i.transaction_id = t.id join kiosk k on k.id = t.kiosk_id
      where t.member_id is not null and t.status = 1 and t.tid in (${sql.join(
        tenants.map((one) => sql`${one.id}`),
        sql`, `,
      )})
      group by k.kid, upper(i.material) having sum(i.earned_points) = 0 and sum(i.rebate_amount) = 0`);
    expect(unearned).toEqual([]);
    const [claimed] = await rows<{ differs: number }>(sql`
      select count(*)::int as differs from recycle_transaction
      where member_id is not null and status = 1 and earned_points <> total_points`);
    expect(claimed!.differs).toBeGreaterThan(0);
  });

  it('leaves a few smart-classify transactions waiting for approval on TransactionList, not credited', async () => {
    const listed = await t.call('POST', '/api/transactionList/page', {
      token,
      body: { page: 1, pageSize: 50, review: 'waiting' },
    });
    expect(listed.body.code).toBe(200);
    const waiting = listed.body.data.rows as TransactionRow[];
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    expect(waiting.length).toBeLessThanOrEqual(10);
    for (const row of waiting) {
      expect(row).toMatchObject({ status: 4, review: 'waiting' });
      expect(row.membershipNo).not.toBeNull();
    }
    const [entries] = await rows<{ n: number }>(sql`
      select count(*)::int as n from wallet_entry e join recycle_transaction t on e.source_id = t.id::text
      where t.status = 4 and e.source in ('recycle', 'rebate')`);
    expect(entries!.n).toBe(0);
    const [waitingInBooks] = await rows<{ n: number }>(sql`
      select count(*)::int as n from recycle_transaction where status = 4 and review_decision is null`);
    expect(waitingInBooks!.n).toBe(waiting.length);
  });
});
