import { ErrorCode, type LedgerSource, type WalletType } from '@srd/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { wallet, walletEntry } from './tables.js';

/** One change to post to a member's wallet. */
export interface Posting {
  memberId: number;
  tid: number;
  walletType: WalletType;
  /** Positive credits, negative debits; points are whole, Octopus rebates in HKD to the cent. */
  delta: number;
  source: LedgerSource;
  sourceId?: string | null;
  /** Names the posting for good: posting it again changes nothing and answers the entry made the first time. */
  idempotencyKey: string;
  reason?: string | null;
  reversesId?: number | null;
  createdBy?: { id: number; loginId: string } | null;
  /** When it happened, for entries recorded after the fact (demo history); now by default. */
  createdAt?: Date;
}

export type WalletEntry = typeof walletEntry.$inferSelect;

/** Money and points are kept to the cent: sums in cents, so 0.1 + 0.2 is 0.3. */
const cents = (value: number) => Math.round(value * 100);

/**
 * Posts changes to wallets in the caller's transaction, each once per idempotency key, and answers the entries (a
 * replay answers the entry made the first time). Each wallet's row is locked before it is read, so concurrent postings
 * to one wallet queue up and each sees the balance the one before it left; wallets are locked in one order (member,
 * type), so two transactions posting to the same wallets cannot deadlock. A debit past the balance refuses the whole
 * call with "Insufficient points balance" (10037).
 */
export async function postEntries(tx: DbOrTx, postings: Posting[]): Promise<WalletEntry[]> {
  const ordered = postings
    .map((posting, index) => ({ posting, index }))
    .sort(
      (a, b) => a.posting.memberId - b.posting.memberId || a.posting.walletType.localeCompare(b.posting.walletType),
    );
  const answers: WalletEntry[] = [];
  for (const { posting, index } of ordered) answers[index] = await postOne(tx, posting);
  return answers;
}

async function postOne(tx: DbOrTx, posting: Posting): Promise<WalletEntry> {
  await tx
    .insert(wallet)
    .values({ memberId: posting.memberId, tid: posting.tid, type: posting.walletType })
    .onConflictDoNothing({ target: [wallet.memberId, wallet.type] });
  const [locked] = await tx
    .select({ id: wallet.id, balance: wallet.balance })
    .from(wallet)
    .where(and(eq(wallet.memberId, posting.memberId), eq(wallet.type, posting.walletType)))
    .for('update');
  // Read after the lock: a replay that committed while this one waited is seen here.
  const [posted] = await tx.select().from(walletEntry).where(eq(walletEntry.idempotencyKey, posting.idempotencyKey));
  if (posted) return posted;
  const balanceCents = cents(locked!.balance) + cents(posting.delta);
  if (balanceCents < 0) throw new AppError(ErrorCode.InsufficientPoints);
  const balanceAfter = balanceCents / 100;
  const [entry] = await tx
    .insert(walletEntry)
    .values({
      walletId: locked!.id,
      memberId: posting.memberId,
      tid: posting.tid,
      walletType: posting.walletType,
      delta: cents(posting.delta) / 100,
      balanceAfter,
      source: posting.source,
      sourceId: posting.sourceId ?? null,
      idempotencyKey: posting.idempotencyKey,
      reason: posting.reason ?? null,
      reversesId: posting.reversesId ?? null,
      createdBy: posting.createdBy?.id ?? null,
      createdByName: posting.createdBy?.loginId ?? null,
      ...(posting.createdAt ? { createdAt: posting.createdAt } : {}),
    })
    .returning();
  await tx
    .update(wallet)
    .set({ balance: balanceAfter, updatedAt: sql`now()` })
    .where(eq(wallet.id, locked!.id));
  return entry!;
}

/**
 * Posts the reversal of an entry: the opposite delta, once (a second reversal of one entry answers the first), refused
 * like any debit when the wallet no longer holds what the entry credited.
 */
export async function reverseEntry(
  tx: DbOrTx,
  entry: WalletEntry,
  reason: string,
  createdBy: Posting['createdBy'] = null,
): Promise<WalletEntry> {
  const [reversal] = await postEntries(tx, [
    {
      memberId: entry.memberId,
      tid: entry.tid,
      walletType: entry.walletType,
      delta: -entry.delta,
      source: 'reversal',
      sourceId: String(entry.id),
      idempotencyKey: `reversal:${entry.id}`,
      reason,
      reversesId: entry.id,
      createdBy,
    },
  ]);
  return reversal!;
}
