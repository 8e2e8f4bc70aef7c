import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/client.js';
import type { Posting } from './posting.js';

const ROWS_PER_STATEMENT = 5_000;
const cents = (value: number) => Math.round(value * 100);

/**
 * Many credits in a few statements, where postEntries takes five a posting: a batch of recycle transactions' earnings,
 * the demo fleet's past weeks. The wallets are locked in postEntries' order (member, type), then each one's entries
 * follow on from the balance it holds, in the postings' time order (those without a time, now, in their order), so a
 * balance stays the sum of its entries. Credits only, each under a key not posted before (a key posted already fails
 * the whole call on the ledger's unique index: a transaction's new id makes its keys new).
 */
export async function postCredits(tx: Tx, postings: Posting[]) {
  if (postings.length === 0) return;
  if (postings.some((posting) => !(posting.delta > 0))) throw new Error('postCredits: credits only');
  const walletKey = (memberId: number, type: string) => `${memberId}:${type}`;
  // In the order wallets are locked, so batches written side by side wait for one another rather than deadlock.
  const owners = [...new Map(postings.map((p) => [walletKey(p.memberId, p.walletType), p])).values()].sort(
    (a, b) => a.memberId - b.memberId || a.walletType.localeCompare(b.walletType),
  );
  await tx.execute(sql`
    insert into wallet (member_id, tid, type)
    select * from unnest(${sql.param(owners.map((p) => p.memberId))}::int[],
      ${sql.param(owners.map((p) => p.tid))}::int[], ${sql.param(owners.map((p) => p.walletType))}::text[])
    on conflict (member_id, type) do nothing`);
  const memberIds = sql.param(owners.map((p) => p.memberId));
  const types = sql.param(owners.map((p) => p.walletType));
  const wallets = await queryRows<{ id: number; member_id: number; type: string; balance: string }>(
    tx,
    sql`select w.id::int as id, w.member_id, w.type, w.balance::text as balance from wallet w
      join unnest(${memberIds}::int[], ${types}::text[]) as o(member_id, type)
        on o.member_id = w.member_id and o.type = w.type
      order by w.member_id, w.type for update of w`,
  );
  const held = new Map(
    wallets.map((row) => [walletKey(row.member_id, row.type), { ...row, cents: cents(+row.balance) }]),
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
  const changed = [...held.values()];
  await tx.execute(sql`
    update wallet w set balance = t.balance, updated_at = now()
    from unnest(${sql.param(changed.map((w) => w.id))}::bigint[],
      ${sql.param(changed.map((w) => w.cents / 100))}::numeric[]) as t(id, balance)
    where w.id = t.id`);
}
