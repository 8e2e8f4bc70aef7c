import {
  AdjustmentHistoryPageRequest,
  adjustmentHistoryActions,
  PAGING_FIELDS,
  WalletRecordPageRequest,
  walletRecordActions,
  type LedgerSource,
  type Texts,
  type WalletEntryRow,
  type WalletType,
} from '@srd/contract';
import { and, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import type { ExportColumn, Exporter, RowSource } from '../../platform/export/exporter.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { walletEntry } from './tables.js';
import {
  adjustmentFilter,
  entriesWhere,
  presentEntry,
  walletRecordFilter,
  type AdjustmentFilter,
  type EntryRecord,
  type WalletRecordFilter,
} from './service.js';

export const WALLET_LABELS: Record<WalletType, Texts> = {
  cst: { en_US: 'CST points', zh_HK: 'CST 積分', zh_CN: 'CST 积分' },
  octopus: { en_US: 'Octopus (HKD)', zh_HK: '八達通（港元）', zh_CN: '八达通（港元）' },
  donation: { en_US: 'Donation', zh_HK: '捐贈', zh_CN: '捐赠' },
  hkstp: { en_US: 'HKSTP points', zh_HK: '科學園積分', zh_CN: '科学园积分' },
};

export const SOURCE_LABELS: Record<LedgerSource, Texts> = {
  recycle: { en_US: 'Recycling', zh_HK: '回收', zh_CN: '回收' },
  rebate: { en_US: 'Rebate', zh_HK: '回贈', zh_CN: '回赠' },
  adjustment: { en_US: 'Adjustment', zh_HK: '調整', zh_CN: '调整' },
  redemption: { en_US: 'Redemption', zh_HK: '兌換', zh_CN: '兑换' },
  expiry: { en_US: 'Expiry', zh_HK: '過期', zh_CN: '过期' },
  reversal: { en_US: 'Reversal', zh_HK: '沖正', zh_CN: '冲正' },
  payout: { en_US: 'Octopus payout', zh_HK: '八達通發放', zh_CN: '八达通发放' },
  conversion: { en_US: 'Miles conversion', zh_HK: '里數兌換', zh_CN: '里数兑换' },
};

const COLUMNS: ExportColumn<WalletEntryRow>[] = [
  { header: { en_US: 'Entry', zh_HK: '紀錄編號', zh_CN: '记录编号' }, value: (row) => row.id },
  { header: { en_US: 'Time', zh_HK: '時間', zh_CN: '时间' }, value: (row, format) => format.time(row.createdAt) },
  { header: { en_US: 'Tenant', zh_HK: '租戶', zh_CN: '租户' }, value: (row) => row.tenantName },
  { header: { en_US: 'Membership no.', zh_HK: '會員編號', zh_CN: '会员编号' }, value: (row) => row.membershipNo },
  { header: { en_US: 'Member', zh_HK: '會員', zh_CN: '会员' }, value: (row) => row.memberName },
  {
    header: { en_US: 'Wallet', zh_HK: '錢包', zh_CN: '钱包' },
    value: (row, format) => format.text(WALLET_LABELS[row.walletType]),
  },
  { header: { en_US: 'Change', zh_HK: '變動', zh_CN: '变动' }, value: (row) => row.delta },
  { header: { en_US: 'Balance after', zh_HK: '變動後結餘', zh_CN: '变动后余额' }, value: (row) => row.balanceAfter },
  {
    header: { en_US: 'Source', zh_HK: '來源', zh_CN: '来源' },
    value: (row, format) => format.text(SOURCE_LABELS[row.source]),
  },
  { header: { en_US: 'Source id', zh_HK: '來源編號', zh_CN: '来源编号' }, value: (row) => row.sourceId },
  { header: { en_US: 'Reason', zh_HK: '原因', zh_CN: '原因' }, value: (row) => row.reason },
  { header: { en_US: 'Reversed by', zh_HK: '沖正紀錄', zh_CN: '冲正记录' }, value: (row) => row.reversedById },
  { header: { en_US: 'By', zh_HK: '操作人', zh_CN: '操作人' }, value: (row) => row.createdByName },
];

/** Newest first along the list's own order, read in chunks by (time, id). */
function source(db: DbOrTx, ctx: SignedInContext, where: SQL | undefined): RowSource<EntryRecord, WalletEntryRow> {
  return {
    matching: (after) => entriesWhere(db, ctx, and(where, after)),
    keys: [walletEntry.createdAt, walletEntry.id],
    keyOf: (record) => [record.createdAtKey, Number(record.id)],
    order: 'descend',
    toRows: (records) => records.map((record) => presentEntry(record)),
  };
}

/** WalletRecord as a file (SPEC 5 period: today when none is given). */
export const walletRecordExporter: Exporter<WalletRecordFilter, WalletEntryRow> = {
  module: 'walletRecord',
  title: { en_US: 'Wallet records', zh_HK: '錢包紀錄', zh_CN: '钱包记录' },
  action: walletRecordActions.export,
  filter: WalletRecordPageRequest.omit(PAGING_FIELDS),
  dated: true,
  columns: COLUMNS,
  rows: (db, ctx, filter) => source(db, ctx, walletRecordFilter(ctx, filter)),
};

/** AdjustmentHistory as a file. */
export const adjustmentHistoryExporter: Exporter<AdjustmentFilter, WalletEntryRow> = {
  module: 'adjustmentHistory',
  title: { en_US: 'Point adjustments', zh_HK: '積分調整紀錄', zh_CN: '积分调整记录' },
  action: adjustmentHistoryActions.export,
  filter: AdjustmentHistoryPageRequest.omit(PAGING_FIELDS),
  dated: true,
  columns: COLUMNS,
  rows: (db, ctx, filter) => source(db, ctx, adjustmentFilter(ctx, filter)),
};
