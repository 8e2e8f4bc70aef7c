import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/client.js';
import type { Posting } from './posting.js';

const ROWS_PER_STATEMENT = 5_000;
const cents = (value: number) => Math.round(value * 100);

/**
 * Many credits in a few statements, where postEntries takes five a posting: a batch of recycle transactions' earnings,
 * the demo fleet's past weeks. Each wallet gets its postings' total in one upsert, which locks it (in postEntries'
 * order, member then type, so batches written side by side wait for one another rather than deadlock) and answers the
 * new balance; the entries then follow on from the balance it held, in the postings' time order (those without a
 * time, now, in their order), so a balance stays the sum of its entries. Credits only, each under a key not posted
 * before (a key posted already fails the whole call on the ledger's unique index: a transaction's new id makes its
 * keys new).
 */
export async function postCredits(tx: Tx, postings: Posting[]) {
  if (postings.length === 0) return;
  if (postings.some((posting) => !(posting.delta > 0))) throw new Error('postCredits: credits only');
  const walletKey = (memberId: number, type: string) => `${memberId}:${type}`;
  const totals = new Map<string, { owner: Posting; cents: number }>();
  for (const posting of postings) {
    const key = walletKey(posting.memberId, posting.walletType);
    const total = totals.get(key) ?? { owner: posting, cents: 0 };
    total.cents += cents(posting.delta);
    totals.set(key, total);
  }
  const owners = [...totals.values()].sort(
    (a, b) => a.owner.memberId - b.owner.memberId || a.owner.walletType.localeCompare(b.owner.walletType),
  );
  const column = <T>(pick: (total: (typeof owners)[number]) => T) => sql.param(owners.map(pick));
  const wallets = await queryRows<{ id: number; member_id: number; type: string; balance: string }>(
    tx,
    sql`insert into wallet as w (member_id, tid, type, balance)
      select * from unnest(${column((total) => total.owner.memberId)}::int[],
        ${column((total) => total.owner.tid)}::int[], ${column((total) => total.owner.walletType)}::text[],
        ${column((total) => total.cents / 100)}::numeric[])
      on conflict (member_id, type) do update set balance = w.balance + excluded.balance, updated_at = now()
      returning w.id::int as id, w.member_id, w.type, w.balance::text as balance`,
  );
  // Each wallet's balance before this call: the new one less what it adds.
  const held = new Map(
    wallets.map((row) => {
      const key = walletKey(row.member_id, row.type);
      return [key, { id: row.id, cents: cents(+row.balance) - totals.get(key)!.cents }];
    }),
  );
  const timeOf = (posting: Posting) => posting.createdAt?.getTime() ?? Infinity;
  const ordered = [...postings].sort((a, b) => timeOf(a) - timeOf(b));
  const entries = ordered.map((posting) => {
    const owner = held.get(walletKey(posting.memberId, posting.walletType))!;
    owner.cents += cents(posting.delta);
    return { posting, walletId: owner.id, balanceAfter: owner.cents / 100 };
  });
  for (let at = 0; at < entries.length; at += ROWS_PER_STATEMENT) {
    const part = entries.slice(at, at + ROWS_PER_STATEMENT);
    const column = <T>(pick: (entry: (typeof part)[number]) => T) => sql.param(part.map(pick));
    await tx.execute(sql`
      insert into wallet_entry (wallet_id, member_id, tid, wallet_type, delta, balance_after, source, source_id,
        idempotency_key, created_at)
      select wallet_id, member_id, tid, wallet_type, delta, balance_after, source, source_id, idempotency_key,
        coalesce(created_at, now())
      from unnest(${column((e) => e.walletId)}::bigint[], ${column((e) => e.posting.memberId)}::int[],
        ${column((e) => e.posting.tid)}::int[], ${column((e) => e.posting.walletType)}::text[],
        ${column((e) => cents(e.posting.delta) / 100)}::numeric[], ${column((e) => e.balanceAfter)}::numeric[],
        ${column((e) => e.posting.source)}::text[], ${column((e) => e.posting.sourceId ?? null)}::text[],
        ${column((e) => e.posting.idempotencyKey)}::text[],
        ${column((e) => e.posting.createdAt?.toISOString() ?? null)}::timestamptz[])
      as e(wallet_id, member_id, tid, wallet_type, delta, balance_after, source, source_id, idempotency_key,
        created_at)`);
  }
}
