import type {
  AdjustmentHistoryPageRequest,
  LedgerMember,
  WalletAdjustmentInput,
  WalletBalance,
  WalletEntryPage,
  WalletEntryRow,
  WalletRecordPageRequest,
} from '@srd/contract';
import type { z } from 'zod';
import { request, type PassThrough } from '../../platform/api';

/** React Query keys: an adjustment or a reversal refreshes every list and balance of the ledger. */
export const LEDGER_KEY = ['ledger'] as const;
export const RECORDS_KEY = [...LEDGER_KEY, 'walletRecord'] as const;
export const ADJUSTMENTS_KEY = [...LEDGER_KEY, 'adjustmentHistory'] as const;
export const WALLETS_KEY = [...LEDGER_KEY, 'wallets'] as const;
export const MEMBERS_KEY = [...LEDGER_KEY, 'members'] as const;

export const fetchWalletRecords = (body: z.input<typeof WalletRecordPageRequest>) =>
  request<WalletEntryPage>('POST', '/walletRecord/page', { body });
export const fetchAdjustments = (body: z.input<typeof AdjustmentHistoryPageRequest>) =>
  request<WalletEntryPage>('POST', '/adjustmentHistory/page', { body });
export const fetchWallets = (memberId: number) =>
  request<WalletBalance[]>('GET', `/walletRecord/member/${memberId}/wallets`);

/** Members for the adjustment form's picker: by membership number or name, or the one of `id`. */
export function searchMembers(query: { keyword?: string; id?: number }): Promise<LedgerMember[]> {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.id !== undefined) params.set('id', String(query.id));
  return request<LedgerMember[]>('GET', `/walletAdjustment/members?${params.toString()}`);
}

/** Answers "Insufficient points balance" (10037) as a PassThrough, which the form shows in place. */
export const postAdjustment = (body: WalletAdjustmentInput) =>
  request<WalletEntryRow | PassThrough>('POST', '/walletAdjustment', { body });
export const reverseEntry = (id: number, reason: string) =>
  request<WalletEntryRow | PassThrough>('POST', `/walletRecord/${id}/reverse`, { body: { reason } });
