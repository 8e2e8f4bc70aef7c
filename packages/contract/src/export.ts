import { z } from 'zod';
import { ruleText } from './issue-message.js';

/** SPEC 7 `POST /export/exportExcel?module`: the lists that can be exported, by the name the client sends. */
export const ExportModule = z.enum([
  'adminList',
  'roleList',
  'auditLog',
  'housingEstateList',
  'tenantList',
  'merchantList',
  'shopList',
  'kioskSerialNumberList',
  'kioskList',
  'scheduleJobHistory',
  'smsHistory',
  'emailHistory',
  'whatsappHistory',
  'epdRequestHistory',
  'rejectionAlert',
  'walletRecord',
  'adjustmentHistory',
  'memberList',
  'octopusList',
  'transactionList',
  'recycleRecord',
  'octSftpLog',
  'octEventLog',
  'recycleHistory',
  'rebateHistory',
  'cathayPacificRebate',
  'fcmRecycle',
  'foodContainerRecycle',
  'foodContainerRebate',
]);
export type ExportModule = z.infer<typeof ExportModule>;

export const ExportFormat = z.enum(['xlsx', 'csv']);
export type ExportFormat = z.infer<typeof ExportFormat>;

/** Whether this runtime (browser or server) knows `tz` as an IANA time zone. */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The query of an export; the body is the list's filter (its page request, paging ignored). */
export const ExportQuery = z.object({
  module: ExportModule,
  format: ExportFormat.default('xlsx'),
  /** IANA time zone of the caller, for the times in the file and for "today"; the server's when absent. */
  tz: z.string().trim().min(1).max(64).refine(isTimeZone, ruleText('timeZone')).optional(),
});
export type ExportQuery = z.infer<typeof ExportQuery>;

/** The fields of a page request that an export ignores: it writes every matching row. */
export const PAGING_FIELDS = { page: true, pageSize: true, sort: true } as const;

/** Answer header: how many rows the file will hold (exact up to the paging count limit, else estimated). */
export const EXPORT_ROWS_HEADER = 'x-export-rows';

/**
 * SPEC 5/9: an export of dated records covers at most about two months ("all data" is the last two
 * months); without a period only the current day is exported.
 */
export const EXPORT_PERIOD_MAX_DAYS = 62;
