import {
  PAGING_FIELDS,
  RecycleRecordPageRequest,
  recycleRecordActions,
  TransactionPageRequest,
  transactionListActions,
  type RecycleRecordRow,
  type TransactionRow,
  type Texts,
} from '@srd/contract';
import { and, sql } from 'drizzle-orm';
import type { Exporter } from '../../platform/export/exporter.js';
import { recycleItem, recycleTransaction } from '../device/tables.js';
import { presentRecord, recordColumns, recordFilter, recordsWhere, type RecordFilter } from './records.js';
import {
  presentTransaction,
  transactionColumns,
  transactionFilter,
  transactionsWhere,
  type TransactionFilter,
} from './service.js';

export const COMPLETION_LABELS: Record<number, Texts> = {
  0: { en_US: 'In progress', zh_HK: '進行中', zh_CN: '进行中' },
  1: { en_US: 'Finished', zh_HK: '已完成', zh_CN: '已完成' },
  2: { en_US: 'Cancelled', zh_HK: '已取消', zh_CN: '已取消' },
  3: { en_US: 'Failed', zh_HK: '失敗', zh_CN: '失败' },
  4: { en_US: 'Needs approval', zh_HK: '需要批核', zh_CN: '需要审批' },
};
const PAYMENT_LABELS: Record<number, Texts> = {
  1: { en_US: 'Octopus', zh_HK: '八達通', zh_CN: '八达通' },
  2: { en_US: 'Member card', zh_HK: '會員卡', zh_CN: '会员卡' },
};
const REVIEW_LABELS: Record<string, Texts> = {
  waiting: { en_US: 'Waiting for approval', zh_HK: '等待批核', zh_CN: '等待审批' },
  approved: { en_US: 'Approved', zh_HK: '已批核', zh_CN: '已批准' },
  rejected: { en_US: 'Rejected', zh_HK: '已拒絕', zh_CN: '已拒绝' },
};

/** The time as text for the keyset: a Date keeps milliseconds, the column microseconds. */
const exportedColumns = { ...transactionColumns, tranDttmKey: sql<string>`${recycleTransaction.tranDttm}::text` };
type ExportedRow = Record<string, unknown> & { id: number; tranDttmKey: string };

/** TransactionList as a file: the transactions its filters match, newest first (SPEC 5 period). */
export const transactionListExporter: Exporter<TransactionFilter, TransactionRow> = {
  module: 'transactionList',
  title: { en_US: 'Transactions', zh_HK: '交易', zh_CN: '交易' },
  action: transactionListActions.export,
  filter: TransactionPageRequest.omit(PAGING_FIELDS),
  dated: true,
  columns: [
    { header: { en_US: 'Id', zh_HK: '編號', zh_CN: '编号' }, value: (row) => row.id },
    { header: { en_US: 'Time', zh_HK: '時間', zh_CN: '时间' }, value: (row, format) => format.time(row.tranDttm) },
    { header: { en_US: 'KID', zh_HK: 'KID', zh_CN: 'KID' }, value: (row) => row.kid },
    { header: { en_US: 'Tenant', zh_HK: '租戶', zh_CN: '租户' }, value: (row) => row.tenantName },
    { header: { en_US: 'Batch', zh_HK: '批次', zh_CN: '批次' }, value: (row) => row.batchId },
    { header: { en_US: 'UUID', zh_HK: 'UUID', zh_CN: 'UUID' }, value: (row) => row.uuid },
    {
      header: { en_US: 'State', zh_HK: '狀態', zh_CN: '状态' },
      value: (row, format) => format.text(COMPLETION_LABELS[row.status]!),
    },
    {
      header: { en_US: 'Paid by', zh_HK: '付款方式', zh_CN: '付款方式' },
      value: (row, format) => (row.paymentMode === null ? null : format.text(PAYMENT_LABELS[row.paymentMode]!)),
    },
    { header: { en_US: 'Membership no.', zh_HK: '會員編號', zh_CN: '会员编号' }, value: (row) => row.membershipNo },
    { header: { en_US: 'Member', zh_HK: '會員', zh_CN: '会员' }, value: (row) => row.memberName },
    { header: { en_US: 'Items', zh_HK: '件數', zh_CN: '件数' }, value: (row) => row.totalCount },
    {
      header: { en_US: 'Weight (kg)', zh_HK: '重量（公斤）', zh_CN: '重量（公斤）' },
      value: (row) => row.totalWeightKg,
    },
    {
      header: { en_US: 'Points claimed', zh_HK: '機器申報積分', zh_CN: '机器申报积分' },
      value: (row) => row.claimedPoints,
    },
    { header: { en_US: 'Points earned', zh_HK: '所得積分', zh_CN: '所得积分' }, value: (row) => row.earnedPoints },
    {
      header: { en_US: 'Rebate (HKD)', zh_HK: '回贈（港元）', zh_CN: '回赠（港元）' },
      value: (row) => row.rebateAmount,
    },
    {
      header: { en_US: 'Approval', zh_HK: '批核', zh_CN: '审批' },
      value: (row, format) => (row.review === null ? null : format.text(REVIEW_LABELS[row.review]!)),
    },
  ],
  rows(db, ctx, filter) {
    return {
      matching: (after) => transactionsWhere(db, and(transactionFilter(ctx, filter), after), exportedColumns),
      keys: [recycleTransaction.tranDttm, recycleTransaction.id],
      keyOf: (row: ExportedRow) => [row.tranDttmKey, row.id],
      order: 'descend',
      toRows: (rows: ExportedRow[]) => rows.map(({ tranDttmKey: _key, ...row }) => presentTransaction(row)),
    };
  },
};

/** RecycleRecord as a file: the items its filters match, newest first (SPEC 5 period). */
export const recycleRecordExporter: Exporter<RecordFilter, RecycleRecordRow> = {
  module: 'recycleRecord',
  title: { en_US: 'Recycling records', zh_HK: '回收明細', zh_CN: '回收明细' },
  action: recycleRecordActions.export,
  filter: RecycleRecordPageRequest.omit(PAGING_FIELDS),
  dated: true,
  columns: [
    { header: { en_US: 'Id', zh_HK: '編號', zh_CN: '编号' }, value: (row) => row.id },
    { header: { en_US: 'Time', zh_HK: '時間', zh_CN: '时间' }, value: (row, format) => format.time(row.tranDttm) },
    { header: { en_US: 'KID', zh_HK: 'KID', zh_CN: 'KID' }, value: (row) => row.kid },
    { header: { en_US: 'Tenant', zh_HK: '租戶', zh_CN: '租户' }, value: (row) => row.tenantName },
    { header: { en_US: 'Batch', zh_HK: '批次', zh_CN: '批次' }, value: (row) => row.batchId },
    { header: { en_US: 'UUID', zh_HK: 'UUID', zh_CN: 'UUID' }, value: (row) => row.uuid },
    { header: { en_US: 'Membership no.', zh_HK: '會員編號', zh_CN: '会员编号' }, value: (row) => row.membershipNo },
    { header: { en_US: 'Material', zh_HK: '物料', zh_CN: '物料' }, value: (row) => row.materialName },
    { header: { en_US: 'Barcode', zh_HK: '條碼', zh_CN: '条码' }, value: (row) => row.barcode },
    { header: { en_US: 'Items', zh_HK: '件數', zh_CN: '件数' }, value: (row) => row.count },
    { header: { en_US: 'Weight (kg)', zh_HK: '重量（公斤）', zh_CN: '重量（公斤）' }, value: (row) => row.weightKg },
    {
      header: { en_US: 'Points claimed', zh_HK: '機器申報積分', zh_CN: '机器申报积分' },
      value: (row) => row.claimedPoints,
    },
    { header: { en_US: 'Points earned', zh_HK: '所得積分', zh_CN: '所得积分' }, value: (row) => row.earnedPoints },
    {
      header: { en_US: 'Rebate (HKD)', zh_HK: '回贈（港元）', zh_CN: '回赠（港元）' },
      value: (row) => row.rebateAmount,
    },
  ],
  rows(db, ctx, filter) {
    const columns = { ...recordColumns(ctx.lang), tranDttmKey: sql<string>`${recycleTransaction.tranDttm}::text` };
    return {
      matching: (after) => recordsWhere(db, ctx.lang, and(recordFilter(ctx, filter), after), columns),
      keys: [recycleTransaction.tranDttm, recycleItem.id],
      keyOf: (row: ExportedRow) => [row.tranDttmKey, row.id],
      order: 'descend',
      toRows: (rows: ExportedRow[]) => rows.map(({ tranDttmKey: _key, ...row }) => presentRecord(row)),
    };
  },
};
