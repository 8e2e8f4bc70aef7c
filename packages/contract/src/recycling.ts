import { z } from 'zod';
import { defineActions } from './actions.js';
import { IsoDateTime } from './calendar.js';
import { LANGS } from './i18n.js';
import { OctRebateState } from './oct-settlement.js';
import { pageRequest, pageResult } from './paging.js';

export const transactionListActions = defineActions('transactionList', {
  view: { menuTitle: 'Transactions' },
  export: { menuTitle: 'Export transactions' },
  review: { menuTitle: 'Approve or reject a transaction' },
});

export const recycleRecordActions = defineActions('recycleRecord', {
  view: { menuTitle: 'Recycling records' },
  export: { menuTitle: 'Export recycling records' },
});

/** SPEC 4 smart-classify completion states. */
export const COMPLETION_STATES = [0, 1, 2, 3, 4] as const;
export const CompletionState = { InProgress: 0, Finish: 1, Cancel: 2, Failed: 3, NeedApprove: 4 } as const;

/** A "need approve" transaction's review: waiting, approved (it earns) or rejected (it does not). */
export const REVIEW_STATES = ['waiting', 'approved', 'rejected'] as const;
export const ReviewState = z.enum(REVIEW_STATES);
export type ReviewState = z.infer<typeof ReviewState>;

/** One recycle transaction as TransactionList shows it. */
export const TransactionRow = z.object({
  id: z.int32(),
  uuid: z.string(),
  batchId: z.string(),
  kioskId: z.int32(),
  kid: z.string(),
  tid: z.int32().nullable(),
  tenantName: z.string().nullable(),
  tranDttm: z.string(),
  status: z.int32(),
  paymentMode: z.int32().nullable(),
  memberId: z.int32().nullable(),
  membershipNo: z.string().nullable(),
  memberName: z.string().nullable(),
  totalCount: z.int32(),
  totalWeightKg: z.number(),
  /** What the kiosk claimed, kept as claimed. */
  claimedPoints: z.int32(),
  /** What the tenant's recycle config gives within the member's daily caps. */
  earnedPoints: z.int32(),
  rebateAmount: z.number(),
  /** Null unless the transaction needs approval. */
  review: ReviewState.nullable(),
  reviewedAt: z.string().nullable(),
  reviewedByName: z.string().nullable(),
});
export type TransactionRow = z.infer<typeof TransactionRow>;

export const TransactionPageRequest = pageRequest(['tranDttm', 'earnedPoints', 'id'], {
  from: IsoDateTime().optional(),
  to: IsoDateTime().optional(),
  tid: z.int32().min(1).optional(),
  kid: z.string().trim().max(64).optional(),
  membershipNo: z.string().trim().max(40).optional(),
  status: z.literal(COMPLETION_STATES).optional(),
  paymentMode: z.literal([1, 2]).optional(),
  review: ReviewState.optional(),
  /** Only transactions of a member, or only anonymous ones. */
  anonymous: z.boolean().optional(),
});
export type TransactionPageRequest = z.infer<typeof TransactionPageRequest>;
export const TransactionPage = pageResult(TransactionRow);
export type TransactionPage = z.infer<typeof TransactionPage>;

/** `POST /transactionList/{id}/review`: approve a "need approve" transaction (it earns) or reject it. */
export const TransactionReview = z.object({
  decision: z.enum(['approved', 'rejected']),
});
export type TransactionReview = z.infer<typeof TransactionReview>;

/** `GET /receipt?t=`: the token of a receipt link, as the device transaction's answer gives it. */
export const ReceiptQuery = z.object({ t: z.string().trim().min(1).max(100) });

/**
 * One transaction as its receipt shows it to whoever holds the link, in the member's language (the tenant's for an
 * anonymous visit): where and when, what was recycled, what it earned. Nothing of the member's.
 */
export const Receipt = z.object({
  lang: z.enum(LANGS),
  tenantName: z.string().nullable(),
  kid: z.string(),
  kioskName: z.string(),
  tranDttm: z.string(),
  status: z.int32(),
  items: z.array(
    z.object({
      material: z.string(),
      materialName: z.string(),
      count: z.int32(),
      weightKg: z.number(),
      points: z.int32(),
    }),
  ),
  totalCount: z.int32(),
  totalWeightKg: z.number(),
  earnedPoints: z.int32(),
  rebateAmount: z.number(),
  /** Whether a member was credited (or will be, once approved): an anonymous visit earns nothing. */
  member: z.boolean(),
  review: ReviewState.nullable(),
});
export type Receipt = z.infer<typeof Receipt>;

/** One recycled item (or a group of one material) of a transaction, as RecycleRecord lists it. */
export const RecycleRecordRow = z.object({
  id: z.int32(),
  transactionId: z.int32(),
  uuid: z.string(),
  batchId: z.string(),
  kid: z.string(),
  tid: z.int32().nullable(),
  tenantName: z.string().nullable(),
  tranDttm: z.string(),
  status: z.int32(),
  membershipNo: z.string().nullable(),
  material: z.string(),
  materialName: z.string(),
  barcode: z.string().nullable(),
  count: z.int32(),
  weightKg: z.number(),
  claimedPoints: z.int32(),
  earnedPoints: z.int32(),
  rebateAmount: z.number(),
});
export type RecycleRecordRow = z.infer<typeof RecycleRecordRow>;

export const RecycleRecordPageRequest = pageRequest(['tranDttm', 'id'], {
  from: IsoDateTime().optional(),
  to: IsoDateTime().optional(),
  tid: z.int32().min(1).optional(),
  kid: z.string().trim().max(64).optional(),
  membershipNo: z.string().trim().max(40).optional(),
  /** A material's catalogue code. */
  material: z.string().trim().max(40).optional(),
  barcode: z.string().trim().max(64).optional(),
});
export type RecycleRecordPageRequest = z.infer<typeof RecycleRecordPageRequest>;
export const RecycleRecordPage = pageResult(RecycleRecordRow);
export type RecycleRecordPage = z.infer<typeof RecycleRecordPage>;

export const recycleHistoryActions = defineActions('recycleHistory', {
  view: { menuTitle: 'Recycling history' },
  export: { menuTitle: 'Export the recycling history' },
});

export const rebateHistoryActions = defineActions('rebateHistory', {
  view: { menuTitle: 'Rebate history' },
  export: { menuTitle: 'Export the rebate history' },
});

/** What a credit of recycling earnings shows: the ledger entry, its transaction, kiosk and member. */
export const EarningRow = z.object({
  /** The wallet entry's id. */
  id: z.number().int(),
  transactionId: z.number().int(),
  uuid: z.string(),
  kioskId: z.int32(),
  kid: z.string(),
  tid: z.int32(),
  tenantName: z.string().nullable(),
  tranDttm: z.string(),
  memberId: z.int32(),
  membershipNo: z.string(),
  memberName: z.string(),
  totalCount: z.int32(),
  totalWeightKg: z.number(),
  /** Points (RecycleHistory) or HKD (RebateHistory) credited. */
  amount: z.number(),
  balanceAfter: z.number(),
  createdAt: z.string(),
});
export type EarningRow = z.infer<typeof EarningRow>;

/** One points credit of a recycle transaction, as RecycleHistory lists it. */
export const RecycleHistoryRow = EarningRow;
export type RecycleHistoryRow = EarningRow;

/** One rebate (HKD to the Octopus wallet) of a recycle transaction, with the member's Octopus number. */
export const RebateHistoryRow = EarningRow.extend({
  octopusNo: z.string().nullable(),
  /** How the Octopus settlement stands (pending: not sent yet), and the operator's reason for a refusal. */
  settlement: OctRebateState,
  settlementReason: z.string().nullable(),
});
export type RebateHistoryRow = z.infer<typeof RebateHistoryRow>;

const earningFilters = {
  from: IsoDateTime().optional(),
  to: IsoDateTime().optional(),
  tid: z.int32().min(1).optional(),
  kid: z.string().trim().max(64).optional(),
  membershipNo: z.string().trim().max(40).optional(),
  /** Only transactions with an item of this catalogue code. */
  material: z.string().trim().max(40).optional(),
};

export const RecycleHistoryPageRequest = pageRequest(['tranDttm', 'amount', 'id'], earningFilters);
export type RecycleHistoryPageRequest = z.infer<typeof RecycleHistoryPageRequest>;
export const RecycleHistoryPage = pageResult(RecycleHistoryRow);
export type RecycleHistoryPage = z.infer<typeof RecycleHistoryPage>;

export const RebateHistoryPageRequest = pageRequest(['tranDttm', 'amount', 'id'], {
  ...earningFilters,
  settlement: OctRebateState.optional(),
});
export type RebateHistoryPageRequest = z.infer<typeof RebateHistoryPageRequest>;
export const RebateHistoryPage = pageResult(RebateHistoryRow);
export type RebateHistoryPage = z.infer<typeof RebateHistoryPage>;
