import type { EarningRow, RebateHistoryPageRequest, RecycleHistoryPageRequest } from '@srd/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { withIsoDates } from '../../platform/crud/entity.js';
import type { DbOrTx } from '../../platform/db/client.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { paginate } from '../../platform/paging/paginate.js';
import { recycleItem, recycleTransaction } from '../device/tables.js';
import { kiosk } from '../kiosk/tables.js';
import { walletEntry } from '../ledger/tables.js';
import { member, memberOctopus } from '../member/tables.js';
import { tenant } from '../organisation/tables.js';
import { transactionFilter } from './service.js';

/**
 * RecycleHistory and RebateHistory: the ledger's credits of recycling (points, source 'recycle'; HKD to the Octopus
 * wallet, source 'rebate'), each with its transaction, kiosk and member. One builder serves both: a list is its source
 * and the columns it adds to the shared ones.
 */
export type EarningSource = 'recycle' | 'rebate';

/** RebateHistory's filters, the settlement state beyond RecycleHistory's. */
export type EarningFilter = Omit<RebateHistoryPageRequest, 'page' | 'pageSize' | 'sort'>;

export const earningColumns = {
  id: walletEntry.id,
  // Aliased: the entry's and the transaction's `id` would clash in the paging subquery.
  transactionId: sql<number>`${recycleTransaction.id}`.mapWith(Number).as('transaction_id'),
  uuid: recycleTransaction.uuid,
  kioskId: recycleTransaction.kioskId,
  kid: kiosk.kid,
  tid: walletEntry.tid,
  // Aliased too: the tenant's and the member's `name`.
  tenantName: sql<string | null>`${tenant.name}`.as('tenant_name'),
  tranDttm: recycleTransaction.tranDttm,
  memberId: walletEntry.memberId,
  membershipNo: member.membershipNo,
  memberName: sql<string>`${member.name}`.as('member_name'),
  totalCount: recycleTransaction.totalCount,
  totalWeightKg: recycleTransaction.totalWeightKg,
  amount: walletEntry.delta,
  balanceAfter: walletEntry.balanceAfter,
  createdAt: walletEntry.createdAt,
};

/** The member's first enabled Octopus number, as printed on the card: prefix and (check digit). */
const octopusNo = sql<string | null>`(select ${memberOctopus.prefix} || '(' || ${memberOctopus.suffix} || ')'
  from ${memberOctopus} where ${memberOctopus.memberId} = ${walletEntry.memberId} and ${memberOctopus.status} = 1
  order by ${memberOctopus.id} limit 1)`.as('octopus_no');

/** The rebate's Octopus settlement (modules/octopus): a rebate without a settlement row is owed, not sent yet. */
const settlementState = sql<string>`coalesce((select r.state from oct_rebate r
  where r.entry_id = ${walletEntry.id}), 'pending')`;

/** The columns each list shows beyond the shared ones. */
export const EARNING_COLUMNS = {
  recycle: earningColumns,
  rebate: {
    ...earningColumns,
    octopusNo,
    settlement: settlementState.as('settlement'),
    settlementReason: sql<string | null>`(select r.reason from oct_rebate r
      where r.entry_id = ${walletEntry.id} and r.state = 'refused')`.as('settlement_reason'),
  },
} satisfies Record<EarningSource, Record<string, unknown>>;

/** The credits of one source, on transactions of the kiosks in reach, that the filters match. */
export function earningFilter(ctx: SignedInContext, source: EarningSource, input: EarningFilter): SQL | undefined {
  const { material, settlement, ...transaction } = input;
  return and(
    eq(walletEntry.source, source),
    source === 'rebate' && settlement ? sql`${settlementState} = ${settlement}` : undefined,
    transactionFilter(ctx, transaction),
    material
      ? sql`exists (select 1 from ${recycleItem} where ${recycleItem.transactionId} = ${recycleTransaction.id}
          and upper(${recycleItem.material}) = upper(${material}))`
      : undefined,
  );
}

/** The transaction an earning's entry credits: its source id, cast only when it is a number (not every id is). */
const transactionOfEntry = sql<number>`case when ${walletEntry.sourceId} ~ '^[0-9]{1,18}$'
  then ${walletEntry.sourceId}::bigint end`;

export function earningsWhere(db: DbOrTx, where: SQL | undefined, columns: typeof earningColumns) {
  return db
    .select(columns)
    .from(walletEntry)
    .innerJoin(recycleTransaction, eq(recycleTransaction.id, transactionOfEntry))
    .innerJoin(kiosk, eq(kiosk.id, recycleTransaction.kioskId))
    .innerJoin(member, eq(member.id, walletEntry.memberId))
    .leftJoin(tenant, eq(tenant.id, walletEntry.tid))
    .where(where)
    .$dynamic();
}

export const presentEarning = <R extends EarningRow>(row: Record<string, unknown>) => withIsoDates(row) as R;

/** `POST /recycleHistory/page` and `POST /rebateHistory/page`: the credits in reach, newest first by default. */
export async function earningPage<R extends EarningRow>(
  ctx: SignedInContext,
  source: EarningSource,
  input: RecycleHistoryPageRequest,
) {
  const found = await paginate(
    ctx.db,
    () => earningsWhere(ctx.db, earningFilter(ctx, source, input), EARNING_COLUMNS[source]),
    input,
    {
      sortColumns: { tranDttm: recycleTransaction.tranDttm, amount: walletEntry.delta, id: walletEntry.id },
      defaultSort: { field: 'tranDttm', order: 'descend' },
      tiebreaker: walletEntry.id,
    },
  );
  return { ...found, rows: found.rows.map((row) => presentEarning<R>(row)) };
}
