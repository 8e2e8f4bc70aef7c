import type { ContainerRefundPageRequest, ContainerReturnPageRequest, ContainerReturnRow } from '@srd/contract';
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { withIsoDates } from '../../platform/crud/entity.js';
import type { DbOrTx } from '../../platform/db/client.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { withinRange } from '../../platform/paging/filters.js';
import { paginate } from '../../platform/paging/paginate.js';
import { foodContainer } from '../food-container/tables.js';
import { kioskRowsReached } from '../kiosk-ops/kiosk-reach.js';
import { kiosk } from '../kiosk/tables.js';
import { member } from '../member/tables.js';
import { tenant } from '../organisation/tables.js';
import { foodContainerReturn } from './tables.js';

export const returnColumns = {
  id: foodContainerReturn.id,
  uuid: foodContainerReturn.uuid,
  kioskId: foodContainerReturn.kioskId,
  kid: kiosk.kid,
  tid: foodContainerReturn.tid,
  // Aliased: the tenant's and the member's `name` would clash in the paging subquery.
  tenantName: sql<string | null>`${tenant.name}`.as('tenant_name'),
  containerId: foodContainerReturn.containerId,
  containerCode: foodContainerReturn.containerCode,
  containerType: foodContainer.containerType,
  memberId: foodContainerReturn.memberId,
  membershipNo: member.membershipNo,
  memberName: sql<string | null>`${member.name}`.as('member_name'),
  returnedAt: foodContainerReturn.returnedAt,
  handedOutAt: foodContainerReturn.handedOutAt,
  outcome: foodContainerReturn.outcome,
  refundAmount: foodContainerReturn.refundAmount,
  walletEntryId: foodContainerReturn.walletEntryId,
};

export type ReturnFilter = Omit<ContainerReturnPageRequest, 'page' | 'pageSize' | 'sort'> & { refunded?: boolean };

/** The returns at the kiosks the caller reaches that the filters match; only the refunded ones when asked. */
export function returnFilter(ctx: SignedInContext, input: ReturnFilter): SQL | undefined {
  return and(
    kioskRowsReached(ctx, foodContainerReturn.kioskId, { kid: input.kid, tid: input.tid }),
    withinRange(foodContainerReturn.returnedAt, input),
    input.membershipNo
      ? sql`${foodContainerReturn.memberId} in (select ${member.id} from ${member}
          where lower(${member.membershipNo}) = lower(${input.membershipNo}))`
      : undefined,
    input.containerCode ? sql`upper(${foodContainerReturn.containerCode}) = upper(${input.containerCode})` : undefined,
    input.outcome === undefined ? undefined : eq(foodContainerReturn.outcome, input.outcome),
    input.refunded ? isNotNull(foodContainerReturn.walletEntryId) : undefined,
  );
}

export function returnsWhere(db: DbOrTx, where: SQL | undefined, columns = returnColumns) {
  return db
    .select(columns)
    .from(foodContainerReturn)
    .innerJoin(kiosk, eq(kiosk.id, foodContainerReturn.kioskId))
    .leftJoin(tenant, eq(tenant.id, foodContainerReturn.tid))
    .leftJoin(member, eq(member.id, foodContainerReturn.memberId))
    .leftJoin(foodContainer, eq(foodContainer.id, foodContainerReturn.containerId))
    .where(where)
    .$dynamic();
}

export const presentReturn = (row: Record<string, unknown>) => withIsoDates(row) as ContainerReturnRow;

function returnsPage(ctx: SignedInContext, input: ContainerReturnPageRequest, refunded: boolean) {
  return paginate(ctx.db, () => returnsWhere(ctx.db, returnFilter(ctx, { ...input, refunded })), input, {
    sortColumns: { returnedAt: foodContainerReturn.returnedAt, id: foodContainerReturn.id },
    defaultSort: { field: 'returnedAt', order: 'descend' },
    tiebreaker: foodContainerReturn.id,
  });
}

/** `POST /foodContainerRecycle/page`: every container returned at the kiosks in reach, newest first. */
export async function containerReturnPage(ctx: SignedInContext, input: ContainerReturnPageRequest) {
  const found = await returnsPage(ctx, input, false);
  return { ...found, rows: found.rows.map(presentReturn) };
}

/** `POST /foodContainerRebate/page`: the returns that refunded a member, each with its wallet entry. */
export async function containerRefundPage(ctx: SignedInContext, input: ContainerRefundPageRequest) {
  const found = await returnsPage(ctx, input, true);
  return { ...found, rows: found.rows.map(presentReturn) };
}
