import {
  ErrorCode,
  LEDGER_MEMBER_OPTIONS,
  LEDGER_PERIOD_MAX_DAYS,
  ResourceType,
  WALLET_TYPES,
  type AdjustmentHistoryPageRequest,
  type LedgerMember,
  type LedgerMemberQuery,
  type WalletAdjustmentInput,
  type WalletBalance,
  type WalletEntryPage,
  type WalletEntryRow,
  type WalletRecordPageRequest,
  type WalletReversalInput,
  type WalletType,
} from '@srd/contract';
import { and, asc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { AppError, fieldError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { contains, withinRange } from '../../platform/paging/filters.js';
import { paginate, type PageSpec } from '../../platform/paging/paginate.js';
import { inScope, scopeCondition, unreachable } from '../../platform/permissions/scope.js';
import { localText } from '../kiosk-ops/kiosk-reach.js';
import { member } from '../member/tables.js';
import { tenant } from '../organisation/tables.js';
import { postEntries, reverseEntry } from './posting.js';
import { wallet, walletEntry } from './tables.js';

const DAY_MS = 86_400_000;

type Filter<R> = Omit<R, 'page' | 'pageSize' | 'sort'>;
export type WalletRecordFilter = Filter<WalletRecordPageRequest>;
export type AdjustmentFilter = Filter<AdjustmentHistoryPageRequest>;

/**
 * The period of a list: required (ending after it starts, at most LEDGER_PERIOD_MAX_DAYS) unless the list is one
 * member's, whose entries are few enough to list whole.
 */
export function checkPeriod(ctx: SignedInContext, filter: { from?: string; to?: string; memberId?: number }): void {
  if (filter.memberId !== undefined && filter.from === undefined && filter.to === undefined) return;
  const days = { days: LEDGER_PERIOD_MAX_DAYS };
  if (filter.from === undefined || filter.to === undefined)
    throw fieldError(filter.from === undefined ? 'from' : 'to', ErrorCode.LedgerPeriodInvalid, ctx.lang, days);
  const from = Date.parse(filter.from);
  const to = Date.parse(filter.to);
  if (to <= from || (filter.memberId === undefined && to - from > LEDGER_PERIOD_MAX_DAYS * DAY_MS))
    throw fieldError('to', ErrorCode.LedgerPeriodInvalid, ctx.lang, days);
}

/** The filters both lists share: the caller's scope, a period, a tenant, a member, a wallet. */
function sharedFilter(ctx: SignedInContext, filter: WalletRecordFilter | AdjustmentFilter): SQL | undefined {
  const text = filter.member?.trim();
  return and(
    scopeCondition({ tid: walletEntry.tid }, ctx.user.scope),
    withinRange(walletEntry.createdAt, filter),
    filter.tid === undefined ? undefined : eq(walletEntry.tid, filter.tid),
    filter.memberId === undefined ? undefined : eq(walletEntry.memberId, filter.memberId),
    text ? or(contains(member.membershipNo, text), contains(member.name, text)) : undefined,
    filter.walletType === undefined ? undefined : eq(walletEntry.walletType, filter.walletType),
  );
}

/** WalletRecord: every entry in reach. */
export function walletRecordFilter(ctx: SignedInContext, filter: WalletRecordFilter): SQL | undefined {
  return and(sharedFilter(ctx, filter), filter.source ? eq(walletEntry.source, filter.source) : undefined);
}

/** The source of the entry a reversal undoes, read through the reversal's own key. */
const reversesSource = sql<string | null>`(select o.source from wallet_entry o where o.id = ${walletEntry.reversesId})`;

/** AdjustmentHistory: staff's adjustments and the reversals of adjustments; add (credits) or minus (debits). */
export function adjustmentFilter(ctx: SignedInContext, filter: AdjustmentFilter): SQL | undefined {
  const adjustments = eq(walletEntry.source, 'adjustment');
  const reversals = and(eq(walletEntry.source, 'reversal'), sql`${reversesSource} = 'adjustment'`);
  return and(
    sharedFilter(ctx, filter),
    filter.source === 'adjustment'
      ? adjustments
      : filter.source === 'reversal'
        ? reversals
        : or(adjustments, reversals),
    filter.type === 'add' ? gt(walletEntry.delta, 0) : filter.type === 'minus' ? lt(walletEntry.delta, 0) : undefined,
  );
}

/** The columns of a listed entry: the entry, its member, its tenant's name, and how it stands to reversals. */
export function entryColumns(ctx: SignedInContext) {
  return {
    id: walletEntry.id,
    memberId: walletEntry.memberId,
    membershipNo: member.membershipNo,
    memberName: member.name,
    tid: walletEntry.tid,
    tenantName: localText(ctx.lang, { en: tenant.name, cht: tenant.nameCht, chs: tenant.nameChs }).as('tenant_name'),
    walletType: walletEntry.walletType,
    delta: walletEntry.delta,
    balanceAfter: walletEntry.balanceAfter,
    source: walletEntry.source,
    sourceId: walletEntry.sourceId,
    reason: walletEntry.reason,
    reversesId: walletEntry.reversesId,
    reversedById: sql<
      string | number | null
    >`(select r.id from wallet_entry r where r.reverses_id = ${walletEntry.id})`.as('reversed_by_id'),
    reversesSource: reversesSource.as('reverses_source'),
    createdByName: walletEntry.createdByName,
    createdAt: walletEntry.createdAt,
    /** The time as stored, for an export's keyset (a Date keeps milliseconds, the column microseconds). */
    createdAtKey: sql<string>`${walletEntry.createdAt}::text`.as('created_at_key'),
  };
}

export type EntryRecord = {
  [K in keyof ReturnType<typeof entryColumns>]: unknown;
} & { createdAtKey: string; id: number };

/** The entries `where` matches, with their members and tenants. */
export function entriesWhere(db: DbOrTx, ctx: SignedInContext, where: SQL | undefined) {
  return db
    .select(entryColumns(ctx))
    .from(walletEntry)
    .innerJoin(member, eq(member.id, walletEntry.memberId))
    .leftJoin(tenant, eq(tenant.id, walletEntry.tid))
    .where(where)
    .$dynamic();
}

const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();
const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** A record as the API answers it. */
export function presentEntry(record: Record<string, unknown>): WalletEntryRow {
  return {
    id: Number(record.id),
    memberId: Number(record.memberId),
    membershipNo: String(record.membershipNo),
    memberName: String(record.memberName),
    tid: Number(record.tid),
    tenantName: (record.tenantName as string | null) ?? null,
    walletType: record.walletType as WalletEntryRow['walletType'],
    delta: Number(record.delta),
    balanceAfter: Number(record.balanceAfter),
    source: record.source as WalletEntryRow['source'],
    sourceId: (record.sourceId as string | null) ?? null,
    reason: (record.reason as string | null) ?? null,
    reversesId: numberOrNull(record.reversesId),
    reversedById: numberOrNull(record.reversedById),
    reversesSource: (record.reversesSource as WalletEntryRow['source'] | null) ?? null,
    createdByName: (record.createdByName as string | null) ?? null,
    createdAt: iso(record.createdAt),
  };
}

type EntrySort = 'createdAt';
const ENTRY_PAGE: PageSpec<EntrySort> = {
  sortColumns: { createdAt: walletEntry.createdAt },
  defaultSort: { field: 'createdAt', order: 'descend' },
  tiebreaker: walletEntry.id,
};

async function entryPage(
  ctx: SignedInContext,
  input: WalletRecordPageRequest | AdjustmentHistoryPageRequest,
  where: SQL | undefined,
): Promise<WalletEntryPage> {
  checkPeriod(ctx, input);
  const page = await paginate(ctx.db, () => entriesWhere(ctx.db, ctx, where), input, ENTRY_PAGE);
  return { ...page, rows: page.rows.map((row) => presentEntry(row)) };
}

/** `POST /walletRecord/page`. */
export function walletRecordPage(ctx: SignedInContext, input: WalletRecordPageRequest): Promise<WalletEntryPage> {
  return entryPage(ctx, input, walletRecordFilter(ctx, input));
}

/** `POST /adjustmentHistory/page`. */
export function adjustmentHistoryPage(
  ctx: SignedInContext,
  input: AdjustmentHistoryPageRequest,
): Promise<WalletEntryPage> {
  return entryPage(ctx, input, adjustmentFilter(ctx, input));
}

/** A member the caller reaches, or the refusal (1004; 404 for a caller who reaches everything). */
export async function reachableMember(db: DbOrTx, ctx: SignedInContext, memberId: number) {
  const [found] = await db
    .select({ id: member.id, tid: member.tid, membershipNo: member.membershipNo, name: member.name })
    .from(member)
    .where(eq(member.id, memberId));
  if (!found) throw ctx.user.scope.allData ? new AppError(ErrorCode.NotFound) : unreachable(ctx.user.scope);
  if (!inScope(ctx.user.scope, { tid: found.tid })) throw unreachable(ctx.user.scope);
  return found;
}

async function presentOne(db: DbOrTx, ctx: SignedInContext, id: number): Promise<WalletEntryRow> {
  const [row] = await entriesWhere(db, ctx, eq(walletEntry.id, id));
  return presentEntry(row!);
}

/** Opens the member's wallet of `type` if need be and locks it, as postEntries does, before anything is read. */
export async function lockWallet(tx: DbOrTx, target: { id: number; tid: number }, type: WalletType): Promise<void> {
  await tx
    .insert(wallet)
    .values({ memberId: target.id, tid: target.tid, type })
    .onConflictDoNothing({ target: [wallet.memberId, wallet.type] });
  await tx
    .select({ id: wallet.id })
    .from(wallet)
    .where(and(eq(wallet.memberId, target.id), eq(wallet.type, type)))
    .for('update');
}

const author = (ctx: SignedInContext) => ({ id: ctx.user.id, loginId: ctx.user.profile.loginId });

/** What an audit entry of a posting records: the member, the wallet, the change and why. */
const audited = (
  entry: { memberId: number; walletType: string; delta: number; balanceAfter: number },
  reason: string,
) => ({
  memberId: entry.memberId,
  walletType: entry.walletType,
  delta: entry.delta,
  balanceAfter: entry.balanceAfter,
  reason,
});

/**
 * `POST /walletAdjustment`: adds to or takes from a member's wallet in one transaction with its audit entry, once per
 * idempotency key (a replay answers the entry of the first). Taking more than the wallet holds is refused with
 * "Insufficient points balance" (10037) and changes nothing.
 */
export async function adjustWallet(ctx: SignedInContext, input: WalletAdjustmentInput): Promise<WalletEntryRow> {
  return ctx.db.transaction(async (tx) => {
    const target = await reachableMember(tx, ctx, input.memberId);
    const key = `adjustment:${input.idempotencyKey}`;
    await lockWallet(tx, target, input.walletType);
    // Read under the wallet's lock: a double click's second request waits for the first and answers its entry.
    const [replayed] = await tx.select().from(walletEntry).where(eq(walletEntry.idempotencyKey, key));
    // A key already used for another member or wallet is a client's mistake, not a replay.
    if (replayed) {
      if (replayed.memberId !== target.id || replayed.walletType !== input.walletType)
        throw new AppError(ErrorCode.Conflict);
      return presentOne(tx, ctx, replayed.id);
    }
    const [entry] = await postEntries(tx, [
      {
        memberId: target.id,
        tid: target.tid,
        walletType: input.walletType,
        delta: input.type === 'add' ? input.amount : -input.amount,
        source: 'adjustment',
        idempotencyKey: key,
        reason: input.reason,
        createdBy: author(ctx),
      },
    ]);
    await audit(tx, ctx, {
      resType: ResourceType.WalletEntry,
      recordId: entry!.id,
      action: input.type === 'add' ? 'addPoints' : 'minusPoints',
      before: null,
      after: { ...audited(entry!, input.reason), membershipNo: target.membershipNo },
      placement: { tid: target.tid },
    });
    return presentOne(tx, ctx, entry!.id);
  });
}

/**
 * `POST /walletRecord/{id}/reverse`: posts the opposite of an entry with the reason, audited in the same transaction;
 * refused for an entry already reversed (2162) or itself a reversal (2163), and with 10037 when the wallet no longer
 * holds what the entry credited.
 */
export async function reverseWalletEntry(
  ctx: SignedInContext,
  id: number,
  input: WalletReversalInput,
): Promise<WalletEntryRow> {
  return ctx.db.transaction(async (tx) => {
    const [entry] = await tx.select().from(walletEntry).where(eq(walletEntry.id, id));
    if (!entry) throw new AppError(ErrorCode.NotFound);
    if (!inScope(ctx.user.scope, { tid: entry.tid })) throw unreachable(ctx.user.scope);
    if (entry.source === 'reversal') throw new AppError(ErrorCode.ReversalNotReversible);
    // Under the wallet's lock: of two reversals at once, the second sees the first's entry and is refused.
    await tx.select({ id: wallet.id }).from(wallet).where(eq(wallet.id, entry.walletId)).for('update');
    const [earlier] = await tx
      .select({ id: walletEntry.id })
      .from(walletEntry)
      .where(eq(walletEntry.reversesId, entry.id));
    if (earlier) throw new AppError(ErrorCode.EntryAlreadyReversed, { id: earlier.id });
    const reversal = await reverseEntry(tx, entry, input.reason, author(ctx));
    await audit(tx, ctx, {
      resType: ResourceType.WalletEntry,
      recordId: reversal.id,
      action: 'reverse',
      before: null,
      after: { ...audited(reversal, input.reason), reversesId: entry.id },
      placement: { tid: entry.tid },
    });
    return presentOne(tx, ctx, reversal.id);
  });
}

/** A member's wallets: every type, zero where none was opened yet. */
async function walletsOf(db: DbOrTx, memberIds: number[]): Promise<Map<number, WalletBalance[]>> {
  const rows =
    memberIds.length === 0
      ? []
      : await db
          .select({
            memberId: wallet.memberId,
            type: wallet.type,
            balance: wallet.balance,
            updatedAt: wallet.updatedAt,
          })
          .from(wallet)
          .where(inArray(wallet.memberId, memberIds));
  const byMember = new Map<number, WalletBalance[]>();
  for (const memberId of memberIds) {
    byMember.set(
      memberId,
      WALLET_TYPES.map((type) => {
        const found = rows.find((row) => row.memberId === memberId && row.type === type);
        return {
          type,
          balance: found ? Number(found.balance) : 0,
          updatedAt: found ? iso(found.updatedAt) : null,
        };
      }),
    );
  }
  return byMember;
}

/** `GET /walletRecord/member/{id}/wallets`: a member's balances, each the sum of its entries. */
export async function memberWallets(ctx: SignedInContext, memberId: number): Promise<WalletBalance[]> {
  const target = await reachableMember(ctx.db, ctx, memberId);
  return (await walletsOf(ctx.db, [target.id])).get(target.id)!;
}

/**
 * `GET /walletAdjustment/members`: members in reach whose membership number starts with, or whose name holds, the
 * keyword (or the one member `id` names), with their balances, for the adjustment form's picker.
 */
export async function ledgerMembers(ctx: SignedInContext, query: LedgerMemberQuery): Promise<LedgerMember[]> {
  if (query.id !== undefined) await reachableMember(ctx.db, ctx, query.id);
  const keyword = query.keyword?.trim();
  const rows = await ctx.db
    .select({
      id: member.id,
      tid: member.tid,
      tenantName: localText(ctx.lang, { en: tenant.name, cht: tenant.nameCht, chs: tenant.nameChs }),
      membershipNo: member.membershipNo,
      name: member.name,
    })
    .from(member)
    .leftJoin(tenant, eq(tenant.id, member.tid))
    .where(
      and(
        scopeCondition({ tid: member.tid }, ctx.user.scope),
        query.id === undefined ? undefined : eq(member.id, query.id),
        keyword ? or(contains(member.membershipNo, keyword), contains(member.name, keyword)) : undefined,
      ),
    )
    .orderBy(asc(member.membershipNo), asc(member.id))
    .limit(LEDGER_MEMBER_OPTIONS);
  const wallets = await walletsOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, wallets: wallets.get(row.id)! }));
}
