import {
  PAGING_FIELDS,
  RebateHistoryPageRequest,
  rebateHistoryActions,
  RecycleHistoryPageRequest,
  recycleHistoryActions,
  type EarningRow,
  type OctRebateState,
  type RebateHistoryRow,
  type RecycleHistoryRow,
  type Texts,
} from '@srd/contract';
import { and, sql } from 'drizzle-orm';
import type { ExportColumn, Exporter } from '../../platform/export/exporter.js';
import { recycleTransaction } from '../device/tables.js';
import { walletEntry } from '../ledger/tables.js';
import {
  EARNING_COLUMNS,
  earningFilter,
  earningsWhere,
  presentEarning,
  type EarningFilter,
  type EarningSource,
} from './earnings.js';

type ExportedRow = Record<string, unknown> & { id: number; tranDttmKey: string };

/** The columns both files share, the credited amount under its own header. */
function earningColumns(amount: ExportColumn<EarningRow>['header']): ExportColumn<EarningRow>[] {
  return [
    { header: { en_US: 'Time', zh_HK: '時間', zh_CN: '时间' }, value: (row, format) => format.time(row.tranDttm) },
    { header: { en_US: 'KID', zh_HK: 'KID', zh_CN: 'KID' }, value: (row) => row.kid },
    { header: { en_US: 'Tenant', zh_HK: '租戶', zh_CN: '租户' }, value: (row) => row.tenantName },
    { header: { en_US: 'UUID', zh_HK: 'UUID', zh_CN: 'UUID' }, value: (row) => row.uuid },
    { header: { en_US: 'Membership no.', zh_HK: '會員編號', zh_CN: '会员编号' }, value: (row) => row.membershipNo },
    { header: { en_US: 'Member', zh_HK: '會員', zh_CN: '会员' }, value: (row) => row.memberName },
    { header: { en_US: 'Items', zh_HK: '件數', zh_CN: '件数' }, value: (row) => row.totalCount },
    {
      header: { en_US: 'Weight (kg)', zh_HK: '重量（公斤）', zh_CN: '重量（公斤）' },
      value: (row) => row.totalWeightKg,
    },
    { header: amount, value: (row) => row.amount },
    { header: { en_US: 'Balance after', zh_HK: '結餘', zh_CN: '结余' }, value: (row) => row.balanceAfter },
  ];
}

/** The rows of one source as the exporter reads them: newest first, keyed by the transaction's time and the entry. */
function earningRows<R extends EarningRow>(source: EarningSource): Exporter<EarningFilter, R>['rows'] {
  return (db, ctx, filter) => {
    const columns = { ...EARNING_COLUMNS[source], tranDttmKey: sql<string>`${recycleTransaction.tranDttm}::text` };
    return {
      matching: (after) => earningsWhere(db, and(earningFilter(ctx, source, filter), after), columns),
      keys: [recycleTransaction.tranDttm, walletEntry.id],
      keyOf: (row: ExportedRow) => [row.tranDttmKey, row.id],
      order: 'descend',
      toRows: (rows: ExportedRow[]) => rows.map(({ tranDttmKey: _key, ...row }) => presentEarning<R>(row)),
    };
  };
}

/** RecycleHistory as a file: the points recycling earned, newest first (SPEC 5 period). */
export const recycleHistoryExporter: Exporter<EarningFilter, RecycleHistoryRow> = {
  module: 'recycleHistory',
  title: { en_US: 'Recycling history', zh_HK: '回收紀錄', zh_CN: '回收记录' },
  action: recycleHistoryActions.export,
  filter: RecycleHistoryPageRequest.omit(PAGING_FIELDS),
  dated: true,
  columns: earningColumns({ en_US: 'Points', zh_HK: '積分', zh_CN: '积分' }),
  rows: earningRows('recycle'),
};

/** A rebate's Octopus settlement in words. */
const SETTLEMENT_LABELS: Record<OctRebateState, Texts> = {
  pending: { en_US: 'Not sent yet', zh_HK: '未送出', zh_CN: '未发送' },
  sent: { en_US: 'Sent, awaiting the answer', zh_HK: '已送出，待回覆', zh_CN: '已发送，待回复' },
  paid: { en_US: 'Paid to the card', zh_HK: '已支付至八達通', zh_CN: '已支付至八达通' },
  refused: { en_US: 'Refused, to be sent again', zh_HK: '被拒，將重新送出', zh_CN: '被拒，将重新发送' },
};

/** RebateHistory as a file: the HKD recycling credited to Octopus wallets, newest first (SPEC 5 period). */
export const rebateHistoryExporter: Exporter<EarningFilter, RebateHistoryRow> = {
  module: 'rebateHistory',
  title: { en_US: 'Rebate history', zh_HK: '回贈紀錄', zh_CN: '回赠记录' },
  action: rebateHistoryActions.export,
  filter: RebateHistoryPageRequest.omit(PAGING_FIELDS),
  dated: true,
  columns: [
    ...earningColumns({ en_US: 'Rebate (HKD)', zh_HK: '回贈（港元）', zh_CN: '回赠（港元）' }),
    { header: { en_US: 'Octopus no.', zh_HK: '八達通號碼', zh_CN: '八达通号码' }, value: (row) => row.octopusNo },
    {
      header: { en_US: 'Settlement', zh_HK: '結算', zh_CN: '结算' },
      value: (row, format) => format.text(SETTLEMENT_LABELS[row.settlement]),
    },
    {
      header: { en_US: 'Refusal reason', zh_HK: '拒絕原因', zh_CN: '拒绝原因' },
      value: (row) => row.settlementReason,
    },
  ],
  rows: earningRows('rebate'),
};
