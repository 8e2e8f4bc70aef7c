import {
  cathayPacificRebateActions,
  MilesConversionPageRequest,
  PAGING_FIELDS,
  type MilesConversionRow,
  type Texts,
} from '@srd/contract';
import { and, sql } from 'drizzle-orm';
import type { Exporter } from '../../platform/export/exporter.js';
import { milesConversion } from './tables.js';
import {
  conversionColumns,
  conversionFilter,
  conversionsWhere,
  presentConversion,
  type ConversionFilter,
} from './service.js';

const STATUS_LABELS: Record<MilesConversionRow['status'], Texts> = {
  pending: { en_US: 'Waiting for Asia Miles', zh_HK: '等待亞洲萬里通回覆', zh_CN: '等待亚洲万里通回复' },
  credited: { en_US: 'Credited', zh_HK: '已存入', zh_CN: '已存入' },
  refused: { en_US: 'Refused, points returned', zh_HK: '被拒，積分已退回', zh_CN: '被拒，积分已退回' },
};

/** The time as text for the keyset: a Date keeps milliseconds, the column microseconds. */
const exportedColumns = { ...conversionColumns, createdAtKey: sql<string>`${milesConversion.createdAt}::text` };
type ExportedRow = Record<string, unknown> & { id: number; createdAtKey: string };

/** CathayPacificRebate as a file: the conversions its filters match, newest first. */
export const milesConversionExporter: Exporter<ConversionFilter, MilesConversionRow> = {
  module: 'cathayPacificRebate',
  title: { en_US: 'Cathay Pacific rebates', zh_HK: '國泰航空回贈', zh_CN: '国泰航空回赠' },
  action: cathayPacificRebateActions.export,
  filter: MilesConversionPageRequest.omit(PAGING_FIELDS),
  dated: true,
  columns: [
    { header: { en_US: 'Time', zh_HK: '時間', zh_CN: '时间' }, value: (row, format) => format.time(row.createdAt) },
    { header: { en_US: 'Tenant', zh_HK: '租戶', zh_CN: '租户' }, value: (row) => row.tenantName },
    { header: { en_US: 'Membership no.', zh_HK: '會員編號', zh_CN: '会员编号' }, value: (row) => row.membershipNo },
    { header: { en_US: 'Member', zh_HK: '會員', zh_CN: '会员' }, value: (row) => row.memberName },
    {
      header: { en_US: 'Asia Miles no.', zh_HK: '亞洲萬里通號碼', zh_CN: '亚洲万里通号码' },
      value: (row) => row.accountNo,
    },
    { header: { en_US: 'Points', zh_HK: '積分', zh_CN: '积分' }, value: (row) => row.points },
    { header: { en_US: 'Miles', zh_HK: '里數', zh_CN: '里数' }, value: (row) => row.miles },
    {
      header: { en_US: 'State', zh_HK: '狀態', zh_CN: '状态' },
      value: (row, format) => format.text(STATUS_LABELS[row.status]),
    },
    {
      header: { en_US: 'Partner reference', zh_HK: '夥伴參考編號', zh_CN: '伙伴参考编号' },
      value: (row) => row.partnerReference,
    },
    { header: { en_US: 'Reason refused', zh_HK: '拒絕原因', zh_CN: '拒绝原因' }, value: (row) => row.refusalReason },
    { header: { en_US: 'By', zh_HK: '經辦人', zh_CN: '经办人' }, value: (row) => row.createdByName },
  ],
  rows(db, ctx, filter) {
    return {
      matching: (after) => conversionsWhere(db, and(conversionFilter(ctx, filter), after), exportedColumns),
      keys: [milesConversion.createdAt, milesConversion.id],
      keyOf: (row: ExportedRow) => [row.createdAtKey, row.id],
      order: 'descend',
      toRows: (rows: ExportedRow[]) => rows.map(({ createdAtKey: _key, ...row }) => presentConversion(row)),
    };
  },
};
