import {
  CONTAINER_RETURN_OUTCOME_NAMES,
  CONTAINER_TYPES,
  ContainerRefundPageRequest,
  ContainerReturnPageRequest,
  FcmRecyclePageRequest,
  fcmRecycleActions,
  foodContainerRebateActions,
  foodContainerRecycleActions,
  PAGING_FIELDS,
  type ContainerReturnRow,
  type FcmRecycleRow,
  type Texts,
} from '@srd/contract';
import { and, sql } from 'drizzle-orm';
import type { Exporter, ExportColumn } from '../../platform/export/exporter.js';
import { recycleItem, recycleTransaction } from '../device/tables.js';
import { recordsWhere } from '../recycling/records.js';
import { presentReturn, returnColumns, returnFilter, returnsWhere, type ReturnFilter } from './container-returns.js';
import { fcmColumns, fcmFilter, presentFcm, type FcmFilter } from './fcm.js';
import { foodContainerReturn } from './tables.js';

type Keyed = Record<string, unknown> & { id: number; timeKey: string };

const header = {
  time: { en_US: 'Time', zh_HK: '時間', zh_CN: '时间' },
  kid: { en_US: 'KID', zh_HK: 'KID', zh_CN: 'KID' },
  tenant: { en_US: 'Tenant', zh_HK: '租戶', zh_CN: '租户' },
  membershipNo: { en_US: 'Membership no.', zh_HK: '會員編號', zh_CN: '会员编号' },
  member: { en_US: 'Member', zh_HK: '會員', zh_CN: '会员' },
  container: { en_US: 'Container', zh_HK: '容器', zh_CN: '容器' },
  containerType: { en_US: 'Container type', zh_HK: '容器類型', zh_CN: '容器类型' },
} satisfies Record<string, Texts>;

/** FcmRecycle as a file: the food-waste deposits its filters match, newest first. */
export const fcmRecycleExporter: Exporter<FcmFilter, FcmRecycleRow> = {
  module: 'fcmRecycle',
  title: { en_US: 'Food waste recycling', zh_HK: '廚餘回收', zh_CN: '厨余回收' },
  action: fcmRecycleActions.export,
  filter: FcmRecyclePageRequest.omit(PAGING_FIELDS),
  dated: true,
  columns: [
    { header: { en_US: 'Id', zh_HK: '編號', zh_CN: '编号' }, value: (row) => row.id },
    { header: header.time, value: (row, format) => format.time(row.tranDttm) },
    { header: header.kid, value: (row) => row.kid },
    { header: header.tenant, value: (row) => row.tenantName },
    { header: { en_US: 'Transaction', zh_HK: '交易', zh_CN: '交易' }, value: (row) => row.transactionId },
    { header: header.membershipNo, value: (row) => row.membershipNo },
    { header: header.member, value: (row) => row.memberName },
    { header: { en_US: 'Material', zh_HK: '物料', zh_CN: '物料' }, value: (row) => row.materialName },
    { header: { en_US: 'Weight (kg)', zh_HK: '重量（公斤）', zh_CN: '重量（公斤）' }, value: (row) => row.weightKg },
    { header: { en_US: 'Points earned', zh_HK: '所得積分', zh_CN: '所得积分' }, value: (row) => row.earnedPoints },
  ],
  rows(db, ctx, filter) {
    const columns = { ...fcmColumns(ctx.lang), timeKey: sql<string>`${recycleTransaction.tranDttm}::text` };
    return {
      matching: (after) => recordsWhere(db, ctx.lang, and(fcmFilter(ctx, filter), after), columns),
      keys: [recycleTransaction.tranDttm, recycleItem.id],
      keyOf: (row: Keyed) => [row.timeKey, row.id],
      order: 'descend',
      toRows: (rows: Keyed[]) => rows.map(({ timeKey: _key, ...row }) => presentFcm(row)),
    };
  },
};

const containerTypeName = (code: string | null): Texts | null =>
  CONTAINER_TYPES.find((type) => type.code === code)?.names ?? null;

const returnCommon: ExportColumn<ContainerReturnRow>[] = [
  { header: { en_US: 'Id', zh_HK: '編號', zh_CN: '编号' }, value: (row) => row.id },
  { header: header.time, value: (row, format) => format.time(row.returnedAt) },
  { header: header.kid, value: (row) => row.kid },
  { header: header.tenant, value: (row) => row.tenantName },
  { header: header.container, value: (row) => row.containerCode },
  {
    header: header.containerType,
    value: (row, format) => {
      const name = containerTypeName(row.containerType);
      return name ? format.text(name) : row.containerType;
    },
  },
  { header: header.membershipNo, value: (row) => row.membershipNo },
  { header: header.member, value: (row) => row.memberName },
];

function returnRows(refunded: boolean): Exporter<ReturnFilter, ContainerReturnRow>['rows'] {
  return (db, ctx, filter) => {
    const columns = { ...returnColumns, timeKey: sql<string>`${foodContainerReturn.returnedAt}::text` };
    return {
      matching: (after) => returnsWhere(db, and(returnFilter(ctx, { ...filter, refunded }), after), columns),
      keys: [foodContainerReturn.returnedAt, foodContainerReturn.id],
      keyOf: (row: Keyed) => [row.timeKey, row.id],
      order: 'descend',
      toRows: (rows: Keyed[]) => rows.map(({ timeKey: _key, ...row }) => presentReturn(row)),
    };
  };
}

/** FoodContainerRecycle as a file: the returns its filters match, newest first. */
export const foodContainerRecycleExporter: Exporter<ReturnFilter, ContainerReturnRow> = {
  module: 'foodContainerRecycle',
  title: { en_US: 'Food container returns', zh_HK: '廚餘容器歸還', zh_CN: '厨余容器归还' },
  action: foodContainerRecycleActions.export,
  filter: ContainerReturnPageRequest.omit(PAGING_FIELDS),
  dated: true,
  columns: [
    ...returnCommon,
    {
      header: { en_US: 'Outcome', zh_HK: '結果', zh_CN: '结果' },
      value: (row, format) => format.text(CONTAINER_RETURN_OUTCOME_NAMES[row.outcome]),
    },
    {
      header: { en_US: 'Refund (HKD)', zh_HK: '退款（港元）', zh_CN: '退款（港元）' },
      value: (row) => row.refundAmount,
    },
  ],
  rows: returnRows(false),
};

/** FoodContainerRebate as a file: the refunds its filters match, newest first. */
export const foodContainerRebateExporter: Exporter<ReturnFilter, ContainerReturnRow> = {
  module: 'foodContainerRebate',
  title: { en_US: 'Food container refunds', zh_HK: '廚餘容器退款', zh_CN: '厨余容器退款' },
  action: foodContainerRebateActions.export,
  filter: ContainerRefundPageRequest.omit(PAGING_FIELDS),
  dated: true,
  columns: [
    ...returnCommon,
    {
      header: { en_US: 'Refund (HKD)', zh_HK: '退款（港元）', zh_CN: '退款（港元）' },
      value: (row) => row.refundAmount,
    },
    { header: { en_US: 'Wallet entry', zh_HK: '錢包記錄', zh_CN: '钱包记录' }, value: (row) => row.walletEntryId },
  ],
  rows: returnRows(true),
};
