import { z } from 'zod';
import { defineActions } from './actions.js';
import { IdFromText } from './auth.js';
import { IsoDateTime } from './calendar.js';
import { ErrorCode } from './errors.js';
import { EXPORT_PERIOD_MAX_DAYS } from './export.js';
import { pageRequest, pageResult } from './paging.js';
import { LedgerSource, WalletType, type WalletType as Wallet } from './wallet.js';

/**
 * The points ledger as staff see it: WalletRecord (every entry of every wallet), AdjustmentHistory (the adjustments
 * staff made and their reversals) and the adjustment itself. An entry is never changed: a mistake is mended by a
 * reversal entry.
 */
export const walletRecordActions = defineActions('walletRecord', {
  view: { menuTitle: 'Wallet records' },
  export: { menuTitle: 'Export the wallet records' },
  reverse: { menuTitle: 'Reverse a wallet entry' },
});
export const adjustmentHistoryActions = defineActions('adjustmentHistory', {
  view: { menuTitle: 'Point adjustments' },
  export: { menuTitle: 'Export the point adjustments' },
});
export const walletAdjustmentActions = defineActions('walletAdjustment', {
  add: { menuTitle: "Adjust a member's wallet" },
});

/** A list of entries covers at most as long as an export of dated records may (SPEC 5: about two months). */
export const LEDGER_PERIOD_MAX_DAYS = EXPORT_PERIOD_MAX_DAYS;

/** The largest adjustment one posting may make: a typo of a few zeros is refused rather than posted. */
export const ADJUSTMENT_MAX = 1_000_000;
export const LEDGER_REASON_MAX = 200;

/** SPEC 3 wallet adjustment: add points or minus points. */
export const ADJUSTMENT_TYPES = ['add', 'minus'] as const;
export const AdjustmentType = z.enum(ADJUSTMENT_TYPES);
export type AdjustmentType = z.infer<typeof AdjustmentType>;

/** Octopus wallets hold HKD to the cent; the others hold whole points. */
export const isMoneyWallet = (type: Wallet) => type === 'octopus';

/** Whether `amount` fits the wallet: whole points, or dollars to the cent for Octopus. */
export function amountFitsWallet(type: Wallet, amount: number): boolean {
  if (isMoneyWallet(type)) return Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;
  return Number.isInteger(amount);
}

/** `POST /walletAdjustment`: add to or take from a member's wallet, with the reason; posted once per key. */
export const WalletAdjustmentInput = z
  .object({
    memberId: z.int32().positive(),
    walletType: WalletType,
    type: AdjustmentType,
    amount: z.number().positive().max(ADJUSTMENT_MAX),
    reason: z.string().trim().min(1).max(LEDGER_REASON_MAX),
    /** Made by the form once per dialog: a double click or a retry posts once. */
    idempotencyKey: z.uuid(),
  })
  .superRefine((value, context) => {
    if (!amountFitsWallet(value.walletType, value.amount)) {
      const code = isMoneyWallet(value.walletType) ? ErrorCode.LedgerAmountCents : ErrorCode.LedgerAmountWhole;
      context.addIssue({ code: 'custom', path: ['amount'], params: { errorCode: code }, message: 'amount' });
    }
  });
export type WalletAdjustmentInput = z.infer<typeof WalletAdjustmentInput>;

/** `POST /walletRecord/{id}/reverse`: why the entry is undone. */
export const WalletReversalInput = z.object({ reason: z.string().trim().min(1).max(LEDGER_REASON_MAX) });
export type WalletReversalInput = z.infer<typeof WalletReversalInput>;

/** One entry of a wallet, as the lists show it. */
export const WalletEntryRow = z.object({
  id: z.number().int(),
  memberId: z.int32(),
  membershipNo: z.string(),
  memberName: z.string(),
  tid: z.int32(),
  tenantName: z.string().nullable(),
  walletType: WalletType,
  /** Credits positive, debits negative; points whole, Octopus in HKD to the cent. */
  delta: z.number(),
  balanceAfter: z.number(),
  source: LedgerSource,
  /** What caused it: a transaction, a redemption, the entry a reversal undoes. */
  sourceId: z.string().nullable(),
  reason: z.string().nullable(),
  /** The entry this one reverses. */
  reversesId: z.number().int().nullable(),
  /** The reversal that undid this entry, if one did. */
  reversedById: z.number().int().nullable(),
  /** The source of the entry a reversal undoes (an adjustment, a recycle credit...). */
  reversesSource: LedgerSource.nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletEntryRow = z.infer<typeof WalletEntryRow>;

const ledgerFilters = {
  /** The period; required unless the list is one member's. */
  from: IsoDateTime().optional(),
  to: IsoDateTime().optional(),
  tid: z.int32().positive().optional(),
  /** One member's entries (the member detail). */
  memberId: z.int32().positive().optional(),
  /** Part of a membership number or a member's name. */
  member: z.string().trim().max(60).optional(),
  walletType: WalletType.optional(),
};

/** `POST /walletRecord/page`: every entry in reach, newest first, by period, tenant, member, wallet and source. */
export const WalletRecordPageRequest = pageRequest(['createdAt'], {
  ...ledgerFilters,
  source: LedgerSource.optional(),
});
export type WalletRecordPageRequest = z.infer<typeof WalletRecordPageRequest>;

/** `POST /adjustmentHistory/page`: the adjustments and the reversals of adjustments. */
export const AdjustmentHistoryPageRequest = pageRequest(['createdAt'], {
  ...ledgerFilters,
  type: AdjustmentType.optional(),
  /** Only the adjustments (`adjustment`) or only their reversals (`reversal`). */
  source: LedgerSource.extract(['adjustment', 'reversal']).optional(),
});
export type AdjustmentHistoryPageRequest = z.infer<typeof AdjustmentHistoryPageRequest>;

export const WalletEntryPage = pageResult(WalletEntryRow);
export type WalletEntryPage = z.infer<typeof WalletEntryPage>;

/** A member's wallet and its balance. */
export const WalletBalance = z.object({ type: WalletType, balance: z.number(), updatedAt: z.string().nullable() });
export type WalletBalance = z.infer<typeof WalletBalance>;

/** A member the adjustment form may pick, with the wallets' balances (every type, zero where none was opened). */
export const LedgerMember = z.object({
  id: z.int32(),
  tid: z.int32(),
  tenantName: z.string().nullable(),
  membershipNo: z.string(),
  name: z.string(),
  wallets: z.array(WalletBalance),
});
export type LedgerMember = z.infer<typeof LedgerMember>;

/** `GET /walletAdjustment/members?keyword=`: members in reach whose number or name holds the keyword. */
export const LedgerMemberQuery = z.object({
  keyword: z.string().trim().max(60).optional(),
  id: IdFromText.optional(),
});
export type LedgerMemberQuery = z.infer<typeof LedgerMemberQuery>;
export const LEDGER_MEMBER_OPTIONS = 20;
