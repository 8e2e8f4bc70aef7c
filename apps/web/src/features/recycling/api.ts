import type {
  MilesConversionPage,
  MilesConversionPageRequest,
  RebateHistoryPage,
  RebateHistoryPageRequest,
  RecycleHistoryPage,
  RecycleHistoryPageRequest,
  RecycleRecordPage,
  RecycleRecordPageRequest,
  TransactionPage,
  TransactionPageRequest,
  TransactionReview,
  TransactionRow,
} from '@srd/contract';
import type { z } from 'zod';
import { request } from '../../platform/api';

/** React Query key of the list: a review refreshes it. */
export const TRANSACTIONS_KEY = ['transactionList'] as const;

export const fetchTransactions = (body: z.input<typeof TransactionPageRequest>) =>
  request<TransactionPage>('POST', '/transactionList/page', { body });

export const reviewTransaction = (id: number, body: TransactionReview) =>
  request<TransactionRow>('POST', `/transactionList/${id}/review`, { body });

export const RECORDS_KEY = ['recycleRecord'] as const;

export const fetchRecords = (body: z.input<typeof RecycleRecordPageRequest>) =>
  request<RecycleRecordPage>('POST', '/recycleRecord/page', { body });

/** RecycleHistory's and RebateHistory's lists: the ledger's credits of recycling. */
export const EARNINGS_KEY = ['earningHistory'] as const;

export const fetchRecycleHistory = (body: z.input<typeof RecycleHistoryPageRequest>) =>
  request<RecycleHistoryPage>('POST', '/recycleHistory/page', { body });

export const fetchRebateHistory = (body: z.input<typeof RebateHistoryPageRequest>) =>
  request<RebateHistoryPage>('POST', '/rebateHistory/page', { body });

export const CONVERSIONS_KEY = ['cathayPacificRebate'] as const;

export const fetchConversions = (body: z.input<typeof MilesConversionPageRequest>) =>
  request<MilesConversionPage>('POST', '/cathayPacificRebate/page', { body });
