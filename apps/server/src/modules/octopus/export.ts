import {
  OctEventLogPageRequest,
  octEventLogActions,
  OctSftpLogPageRequest,
  octSftpLogActions,
  PAGING_FIELDS,
  type OctEventLogRow,
  type OctSftpDirection,
  type OctSftpLogRow,
  type OctSftpStatus,
  type Texts,
} from '@srd/contract';
import { and } from 'drizzle-orm';
import type { Exporter } from '../../platform/export/exporter.js';
import {
  eventLogFilter,
  eventLogsWhere,
  presentEventLog,
  presentSftpLog,
  sftpLogFilter,
  sftpLogsWhere,
  type EventLogFilter,
  type SftpLogFilter,
} from './service.js';
import { octEventLog, octSftpLog } from './tables.js';

export const DIRECTION_LABELS: Record<OctSftpDirection, Texts> = {
  upload: { en_US: 'Sent', zh_HK: '送出', zh_CN: '发送' },
  download: { en_US: 'Fetched', zh_HK: '取回', zh_CN: '取回' },
};

export const STATUS_LABELS: Record<OctSftpStatus, Texts> = {
  done: { en_US: 'Done', zh_HK: '完成', zh_CN: '完成' },
  failed: { en_US: 'Failed', zh_HK: '失敗', zh_CN: '失败' },
  skipped: { en_US: 'Skipped', zh_HK: '已略過', zh_CN: '已略过' },
};

type KeyedRecord = Record<string, unknown> & { id: number };

/** OctSftpLog as a file, newest first (SPEC 5 period: today when none is given). */
export const sftpLogExporter: Exporter<SftpLogFilter, OctSftpLogRow> = {
  module: 'octSftpLog',
  title: { en_US: 'Octopus file transfers', zh_HK: '八達通檔案傳送紀錄', zh_CN: '八达通文件传送记录' },
  action: octSftpLogActions.export,
  filter: OctSftpLogPageRequest.omit(PAGING_FIELDS),
  dated: true,
  columns: [
    { header: { en_US: 'Started', zh_HK: '開始時間', zh_CN: '开始时间' }, value: (row, f) => f.time(row.startedAt) },
    { header: { en_US: 'File kind', zh_HK: '檔案類別', zh_CN: '文件类别' }, value: (row) => row.typeName },
    { header: { en_US: 'Tenant', zh_HK: '租戶', zh_CN: '租户' }, value: (row) => row.tenantName },
    { header: { en_US: 'File', zh_HK: '檔案', zh_CN: '文件' }, value: (row) => row.fileName },
    {
      header: { en_US: 'Direction', zh_HK: '方向', zh_CN: '方向' },
      value: (row, f) => f.text(DIRECTION_LABELS[row.direction]),
    },
    {
      header: { en_US: 'Size (bytes)', zh_HK: '大小（位元組）', zh_CN: '大小（字节）' },
      value: (row) => row.sizeBytes,
    },
    { header: { en_US: 'SHA-256', zh_HK: 'SHA-256', zh_CN: 'SHA-256' }, value: (row) => row.sha256 },
    { header: { en_US: 'Lines', zh_HK: '行數', zh_CN: '行数' }, value: (row) => row.lineCount },
    { header: { en_US: 'Total (HKD)', zh_HK: '總額（港元）', zh_CN: '总额（港元）' }, value: (row) => row.totalAmount },
    { header: { en_US: 'Status', zh_HK: '狀態', zh_CN: '状态' }, value: (row, f) => f.text(STATUS_LABELS[row.status]) },
    { header: { en_US: 'Error', zh_HK: '錯誤', zh_CN: '错误' }, value: (row) => row.error },
    {
      header: { en_US: 'Finished', zh_HK: '完成時間', zh_CN: '完成时间' },
      value: (row, f) => (row.finishedAt ? f.time(row.finishedAt) : null),
    },
  ],
  rows: (db, ctx, filter) => ({
    matching: (after) => sftpLogsWhere(db, ctx, and(sftpLogFilter(ctx, filter), after)),
    keys: [octSftpLog.startedAt, octSftpLog.id],
    keyOf: (record: KeyedRecord) => [String(record.startedAtKey), Number(record.id)],
    order: 'descend',
    toRows: (records: KeyedRecord[]) => records.map((record) => presentSftpLog(record, ctx.lang)),
  }),
};

/** OctEventLog as a file, newest first. */
export const eventLogExporter: Exporter<EventLogFilter, OctEventLogRow> = {
  module: 'octEventLog',
  title: { en_US: 'Octopus card events', zh_HK: '八達通卡事件', zh_CN: '八达通卡事件' },
  action: octEventLogActions.export,
  filter: OctEventLogPageRequest.omit(PAGING_FIELDS),
  dated: true,
  columns: [
    { header: { en_US: 'Time', zh_HK: '時間', zh_CN: '时间' }, value: (row, f) => f.time(row.at) },
    { header: { en_US: 'Event', zh_HK: '事件', zh_CN: '事件' }, value: (row) => row.eventName },
    { header: { en_US: 'Octopus no.', zh_HK: '八達通號碼', zh_CN: '八达通号码' }, value: (row) => row.cardNo },
    { header: { en_US: 'Tenant', zh_HK: '租戶', zh_CN: '租户' }, value: (row) => row.tenantName },
    { header: { en_US: 'Membership no.', zh_HK: '會員編號', zh_CN: '会员编号' }, value: (row) => row.membershipNo },
    { header: { en_US: 'Member', zh_HK: '會員', zh_CN: '会员' }, value: (row) => row.memberName },
    { header: { en_US: 'File', zh_HK: '檔案', zh_CN: '文件' }, value: (row) => row.fileName },
    { header: { en_US: 'Line', zh_HK: '行', zh_CN: '行' }, value: (row) => row.lineNo },
    { header: { en_US: 'Detail', zh_HK: '詳情', zh_CN: '详情' }, value: (row) => row.detail },
  ],
  rows: (db, ctx, filter) => ({
    matching: (after) => eventLogsWhere(db, ctx, and(eventLogFilter(ctx, filter), after)),
    keys: [octEventLog.at, octEventLog.id],
    keyOf: (record: KeyedRecord) => [String(record.atKey), Number(record.id)],
    order: 'descend',
    toRows: (records: KeyedRecord[]) => records.map((record) => presentEventLog(record)),
  }),
};
