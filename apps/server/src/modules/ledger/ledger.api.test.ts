import { ErrorCode, WALLET_TYPES } from '@srd/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { seedOrganisation } from '../../test/organisation.js';
import { member } from '../member/tables.js';
import { postEntries, reverseEntry, type Posting } from './posting.js';
import { wallet, walletEntry } from './tables.js';

let t: TestApp;
let members: number[];

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1] });
  const rows = await t.db
    .insert(member)
    .values([1, 2, 3].map((n) => ({ tid: 1, membershipNo: `M-${n}`, name: `Member ${n}` })))
    .returning({ id: member.id });
  members = rows.map((row) => row.id);
});
afterAll(() => t.close());

const post = (posting: Posting) => t.db.transaction((tx) => postEntries(tx, [posting]));

/** Each wallet's balance beside the sum of its entries, and whether its entries' running balances add up. */
async function books() {
  return queryRows<{ wallet_id: number; balance: string; total: string; chained: boolean; lowest: string }>(
    t.db,
    sql`select w.id as wallet_id, w.balance, coalesce(sum(e.delta), 0) as total,
      coalesce(bool_and(e.balance_after = e.running), true) as chained, coalesce(min(e.balance_after), 0) as lowest
    from wallet w left join (
      select *, sum(delta) over (partition by wallet_id order by id) as running from wallet_entry
    ) e on e.wallet_id = w.id
    group by w.id, w.balance`,
  );
}

describe('the ledger', () => {
  it(
    'keeps every balance equal to the sum of its entries under 1,000 concurrent postings with replays',
    { timeout: 120_000 },
    async () => {
      // Credits and debits on 9 wallets of 3 members, a fifth of them sent twice at once, as a kiosk retries.
      const postings: Posting[] = Array.from({ length: 800 }, (_, n) => ({
        memberId: members[n % 3]!,
        tid: 1,
        walletType: WALLET_TYPES[n % 3]!,
        delta: n % 4 === 3 ? -25.5 : 10.25,
        source: n % 4 === 3 ? 'redemption' : 'recycle',
        sourceId: String(n),
        idempotencyKey: `load:${n}`,
      }));
      const sent = [...postings, ...postings.filter((_, n) => n % 4 === 0)];
      const refused: unknown[] = [];
      const answers = await Promise.all(
        sent.map((posting) =>
          post(posting).catch((error: unknown) => {
            refused.push(error);
            return [];
          }),
        ),
      );
      // A debit past the balance is refused, nothing else.
      expect(refused.every((error) => error instanceof AppError && error.code === ErrorCode.InsufficientPoints)).toBe(
        true,
      );
      const entries = await t.db
        .select()
        .from(walletEntry)
        .where(sql`${walletEntry.idempotencyKey} like 'load:%'`);
      const keys = entries.map((entry) => entry.idempotencyKey);
      expect(new Set(keys).size).toBe(keys.length);
      // A replay answers the entry of the first posting.
      const byKey = new Map(entries.map((entry) => [entry.idempotencyKey, entry.id]));
      for (const [entry] of answers.filter((answer) => answer.length > 0))
        expect(entry!.id).toBe(byKey.get(entry!.idempotencyKey));
      for (const book of await books()) {
        expect(Number(book.balance), `wallet ${book.wallet_id}`).toBe(Number(book.total));
        expect(book.chained, `wallet ${book.wallet_id}`).toBe(true);
        expect(Number(book.lowest)).toBeGreaterThanOrEqual(0);
      }
    },
  );

  it('refuses a debit past the balance, changing nothing', async () => {
    const memberId = members[2]!;
    await post({
      memberId,
      tid: 1,
      walletType: 'hkstp',
      delta: 30,
      source: 'adjustment',
      idempotencyKey: 'refuse:credit',
    });
    await expect(
      post({
        memberId,
        tid: 1,
        walletType: 'hkstp',
        delta: -30.01,
        source: 'adjustment',
        idempotencyKey: 'refuse:debit',
      }),
    ).rejects.toMatchObject({ code: ErrorCode.InsufficientPoints });
    const [hkstp] = await t.db
      .select()
      .from(wallet)
      .where(sql`${wallet.memberId} = ${memberId} and ${wallet.type} = 'hkstp'`);
    expect(hkstp!.balance).toBe(30);
    expect(await t.db.$count(walletEntry, eq(walletEntry.idempotencyKey, 'refuse:debit'))).toBe(0);
  });

  it('mends an entry by a reversal, once, and never by changing or deleting it', async () => {
    const [credit] = await post({
      memberId: members[0]!,
      tid: 1,
      walletType: 'donation',
      delta: 12,
      source: 'recycle',
      idempotencyKey: 'mend:credit',
    });
    const first = await t.db.transaction((tx) => reverseEntry(tx, credit!, 'Counted twice'));
    const again = await t.db.transaction((tx) => reverseEntry(tx, credit!, 'Counted twice'));
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ delta: -12, source: 'reversal', reversesId: credit!.id, reason: 'Counted twice' });
    await expect(t.db.update(walletEntry).set({ delta: 0 }).where(eq(walletEntry.id, credit!.id))).rejects.toThrow();
    await expect(t.db.delete(walletEntry).where(eq(walletEntry.id, credit!.id))).rejects.toThrow();
    const [kept] = await t.db.select().from(walletEntry).where(eq(walletEntry.id, credit!.id));
    expect(kept!.delta).toBe(12);
  });
});
