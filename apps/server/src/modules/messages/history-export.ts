import {
  MESSAGE_HISTORY_PATHS,
  MessagePageRequest,
  messageHistoryActions,
  PAGING_FIELDS,
  type Message,
  type MessageChannel,
  type MessageStatus,
  type Texts,
} from '@srd/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Exporter } from '../../platform/export/exporter.js';
import { message } from '../../platform/outbox/tables.js';
import { tenant } from '../organisation/tables.js';
import { historyColumns, messageFilter, presentMessage, type HistoryRow, type MessageFilter } from './service.js';

export const STATUS_LABELS: Record<MessageStatus, Texts> = {
  requested: { en_US: 'Waiting to be sent', zh_HK: '等候發送', zh_CN: '等待发送' },
  sending: { en_US: 'Sending', zh_HK: '發送中', zh_CN: '发送中' },
  accepted: { en_US: 'Accepted', zh_HK: '已接收', zh_CN: '已接收' },
  queued: { en_US: 'Queued', zh_HK: '排隊中', zh_CN: '排队中' },
  sent: { en_US: 'Sent', zh_HK: '已發送', zh_CN: '已发送' },
  delivered: { en_US: 'Delivered', zh_HK: '已送達', zh_CN: '已送达' },
  undelivered: { en_US: 'Not delivered', zh_HK: '未能送達', zh_CN: '未能送达' },
  failed: { en_US: 'Failed', zh_HK: '失敗', zh_CN: '失败' },
};

const TITLES: Record<MessageChannel, Texts> = {
  sms: { en_US: 'SMS history', zh_HK: '短訊記錄', zh_CN: '短信记录' },
  email: { en_US: 'E-mail history', zh_HK: '電郵記錄', zh_CN: '电邮记录' },
  whatsapp: { en_US: 'WhatsApp history', zh_HK: 'WhatsApp 記錄', zh_CN: 'WhatsApp 记录' },
  webhook: { en_US: 'Outbound requests', zh_HK: '對外請求記錄', zh_CN: '对外请求记录' },
};

/** The creation time as text for the keyset: a Date keeps milliseconds, the column microseconds. */
const exportedColumns = { ...historyColumns, createdAtKey: sql<string>`${message.createdAt}::text` };
type ExportedRow = HistoryRow & { createdAtKey: string };

/** A channel's history as a file: the messages its filters match, newest first (SPEC 5 period). */
export function messageHistoryExporter(channel: MessageChannel): Exporter<MessageFilter, Message> {
  return {
    module: MESSAGE_HISTORY_PATHS[channel],
    title: TITLES[channel],
    action: messageHistoryActions[channel].export,
    filter: MessagePageRequest.omit(PAGING_FIELDS),
    dated: true,
    columns: [
      { header: { en_US: 'Id', zh_HK: '編號', zh_CN: '编号' }, value: (row) => row.id },
      {
        header: { en_US: 'Created', zh_HK: '建立時間', zh_CN: '创建时间' },
        value: (row, format) => format.time(row.createdAt),
      },
      { header: { en_US: 'Tenant', zh_HK: '租戶', zh_CN: '租户' }, value: (row) => row.tenantName },
      { header: { en_US: 'Recipient', zh_HK: '收件人', zh_CN: '收件人' }, value: (row) => row.recipient },
      { header: { en_US: 'Event', zh_HK: '事件', zh_CN: '事件' }, value: (row) => row.event },
      { header: { en_US: 'Language', zh_HK: '語言', zh_CN: '语言' }, value: (row) => row.lang },
      { header: { en_US: 'Subject', zh_HK: '主旨', zh_CN: '主题' }, value: (row) => row.subject },
      { header: { en_US: 'Text', zh_HK: '內容', zh_CN: '内容' }, value: (row) => row.body },
      {
        header: { en_US: 'Status', zh_HK: '狀態', zh_CN: '状态' },
        value: (row, format) => format.text(STATUS_LABELS[row.status]),
      },
      {
        header: { en_US: 'Status changed', zh_HK: '狀態更新時間', zh_CN: '状态更新时间' },
        value: (row, format) => format.time(row.statusAt),
      },
      { header: { en_US: 'Provider', zh_HK: '服務商', zh_CN: '服务商' }, value: (row) => row.provider },
      { header: { en_US: 'Provider id', zh_HK: '服務商編號', zh_CN: '服务商编号' }, value: (row) => row.providerId },
      { header: { en_US: 'Attempts', zh_HK: '嘗試次數', zh_CN: '尝试次数' }, value: (row) => row.attempts },
      { header: { en_US: 'Error', zh_HK: '錯誤', zh_CN: '错误' }, value: (row) => row.error },
    ],
    rows(db, ctx, filter) {
      return {
        matching: (after) =>
          db
            .select(exportedColumns)
            .from(message)
            .leftJoin(tenant, eq(tenant.id, message.tid))
            .where(and(messageFilter(ctx, channel, filter), after))
            .$dynamic(),
        keys: [message.createdAt, message.id],
        keyOf: (row: ExportedRow) => [row.createdAtKey, row.id],
        order: 'descend',
        toRows: (rows: ExportedRow[]) => rows.map(({ createdAtKey: _key, ...row }) => presentMessage(row, ctx.lang)),
      };
    },
  };
}
