import {
  CompletionState,
  ErrorCode,
  ResourceType,
  type ReviewState,
  type TransactionPageRequest,
  type TransactionRow,
  type TransactionReview,
} from '@srd/contract';
import { and, eq, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.js';
import { loginIdOf } from '../../platform/auth/login-id-of.js';
import { withIsoDates } from '../../platform/crud/entity.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { withinRange } from '../../platform/paging/filters.js';
import { paginate } from '../../platform/paging/paginate.js';
import { unreachable } from '../../platform/permissions/scope.js';
import { creditEarnings } from '../device/earning.js';
import { recycleTransaction } from '../device/tables.js';
import { kioskRowsReached } from '../kiosk-ops/kiosk-reach.js';
import { kiosk } from '../kiosk/tables.js';
import { member } from '../member/tables.js';
import { tenant } from '../organisation/tables.js';

/** The review state as lists show it: null unless the transaction needs approval. */
const review = sql<ReviewState | null>`case when ${recycleTransaction.status} = ${CompletionState.NeedApprove}
  then coalesce(${recycleTransaction.reviewDecision}, 'waiting') end`;

export const transactionColumns = {
  id: recycleTransaction.id,
  uuid: recycleTransaction.uuid,
  batchId: recycleTransaction.batchId,
  kioskId: recycleTransaction.kioskId,
  kid: kiosk.kid,
  tid: recycleTransaction.tid,
  // Aliased: the tenant's and the member's `name` would clash in the paging subquery.
  tenantName: sql<string | null>`${tenant.name}`.as('tenant_name'),
  tranDttm: recycleTransaction.tranDttm,
  status: recycleTransaction.status,
  paymentMode: recycleTransaction.paymentMode,
  memberId: recycleTransaction.memberId,
  membershipNo: member.membershipNo,
  memberName: sql<string | null>`${member.name}`.as('member_name'),
  totalCount: recycleTransaction.totalCount,
  totalWeightKg: recycleTransaction.totalWeightKg,
  claimedPoints: recycleTransaction.totalPoints,
  earnedPoints: recycleTransaction.earnedPoints,
  rebateAmount: recycleTransaction.rebateAmount,
  review: review.as('review'),
  reviewedAt: recycleTransaction.reviewedAt,
  reviewedByName: loginIdOf(recycleTransaction.reviewedBy, 'reviewed_by_name'),
};

export type TransactionFilter = Omit<TransactionPageRequest, 'page' | 'pageSize' | 'sort'>;

/** The transactions of the kiosks the caller reaches that the filters match. */
export function transactionFilter(ctx: SignedInContext, input: TransactionFilter): SQL | undefined {
  return and(
    kioskRowsReached(ctx, recycleTransaction.kioskId, { kid: input.kid, tid: input.tid }),
    withinRange(recycleTransaction.tranDttm, input),
    input.status === undefined ? undefined : eq(recycleTransaction.status, input.status),
    input.paymentMode === undefined ? undefined : eq(recycleTransaction.paymentMode, input.paymentMode),
    input.membershipNo
      ? sql`${recycleTransaction.memberId} in (select ${member.id} from ${member}
          where lower(${member.membershipNo}) = lower(${input.membershipNo}))`
      : undefined,
    input.anonymous === undefined
      ? undefined
      : input.anonymous
        ? isNull(recycleTransaction.memberId)
        : isNotNull(recycleTransaction.memberId),
    input.review === undefined ? undefined : sql`${review} = ${input.review}`,
  );
}

export function transactionsWhere(db: DbOrTx, where: SQL | undefined, columns = transactionColumns) {
  return db
    .select(columns)
    .from(recycleTransaction)
    .innerJoin(kiosk, eq(kiosk.id, recycleTransaction.kioskId))
    .leftJoin(tenant, eq(tenant.id, recycleTransaction.tid))
    .leftJoin(member, eq(member.id, recycleTransaction.memberId))
    .where(where)
    .$dynamic();
}

export const presentTransaction = (row: Record<string, unknown>) => withIsoDates(row) as TransactionRow;

/** `POST /transactionList/page`: the transactions in reach, newest first by default. */
export async function transactionPage(ctx: SignedInContext, input: TransactionPageRequest) {
  const found = await paginate(ctx.db, () => transactionsWhere(ctx.db, transactionFilter(ctx, input)), input, {
    sortColumns: {
      tranDttm: recycleTransaction.tranDttm,
      earnedPoints: recycleTransaction.earnedPoints,
      id: recycleTransaction.id,
    },
    defaultSort: { field: 'tranDttm', order: 'descend' },
    tiebreaker: recycleTransaction.id,
  });
  return { ...found, rows: found.rows.map(presentTransaction) };
}

/**
 * `POST /transactionList/{id}/review`: approves a "need approve" transaction, crediting what it earned when it was
 * recorded, or rejects it; once, audited, in one transaction.
 */
export async function reviewTransaction(
  ctx: SignedInContext,
  id: number,
  input: TransactionReview,
): Promise<TransactionRow> {
  await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(recycleTransaction)
      .where(and(eq(recycleTransaction.id, id), kioskRowsReached(ctx, recycleTransaction.kioskId)))
      .for('update');
    if (!found) throw unreachable(ctx.user.scope);
    if (found.status !== CompletionState.NeedApprove || found.reviewDecision !== null)
      throw new AppError(ErrorCode.TransactionNotReviewable);
    const [after] = await tx
      .update(recycleTransaction)
      .set({ reviewDecision: input.decision, reviewedBy: ctx.user.id, reviewedAt: new Date() })
      .where(eq(recycleTransaction.id, id))
      .returning();
    if (input.decision === 'approved' && found.memberId !== null && found.tid !== null)
      await creditEarnings(
        tx,
        {
          transactionId: id,
          memberId: found.memberId,
          tid: found.tid,
          points: found.earnedPoints,
          rebate: found.rebateAmount,
        },
        { id: ctx.user.id, loginId: ctx.user.profile.loginId },
      );
    await audit(tx, ctx, {
      resType: ResourceType.RecycleTransaction,
      recordId: id,
      action: 'update',
      before: { reviewDecision: null },
      after: { reviewDecision: after!.reviewDecision },
      placement: { tid: found.tid, mid: null, sid: null },
    });
  });
  const [row] = await transactionsWhere(ctx.db, eq(recycleTransaction.id, id));
  return presentTransaction(row!);
}
