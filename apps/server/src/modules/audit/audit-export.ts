import {
  AuditLogPageRequest,
  PAGING_FIELDS,
  ResourceType,
  sysAuditLogActions,
  type AuditColumn,
  type ServerAuditAction,
  type AuditLogEntry,
  type Texts,
} from '@srd/contract';
import { and, getTableColumns, sql } from 'drizzle-orm';
import { sysAuditLog } from '../../platform/audit/tables.js';
import type { CellFormat, Exporter } from '../../platform/export/exporter.js';
import { commonLabels } from '../../platform/export/labels.js';
import { auditLogFilter, readableColumns, type AuditLogFilter } from './service.js';

/** Types added since fall back to their id. */
const RESOURCE_TYPE_LABELS: Partial<Record<keyof typeof ResourceType, Texts>> = {
  SysClient: { en_US: 'System client', zh_HK: '系統客戶', zh_CN: '系统客户' },
  Tenant: { en_US: 'Tenant', zh_HK: '租戶', zh_CN: '租户' },
  Kiosk: { en_US: 'Kiosk', zh_HK: '回收機', zh_CN: '回收机' },
  Merchant: { en_US: 'Merchant', zh_HK: '商戶', zh_CN: '商户' },
  Shop: { en_US: 'Shop', zh_HK: '店舖', zh_CN: '店铺' },
  HousingEstate: { en_US: 'Housing estate', zh_HK: '屋苑', zh_CN: '屋苑' },
  AdminUser: { en_US: 'Admin user', zh_HK: '管理員', zh_CN: '管理员' },
  Role: { en_US: 'Role', zh_HK: '角色', zh_CN: '角色' },
  Menu: { en_US: 'Menu', zh_HK: '選單', zh_CN: '菜单' },
  Program: { en_US: 'Program', zh_HK: '計劃', zh_CN: '计划' },
  Gift: { en_US: 'Gift', zh_HK: '禮品', zh_CN: '礼品' },
  Member: { en_US: 'Member', zh_HK: '會員', zh_CN: '会员' },
  MemberCard: { en_US: 'Member card', zh_HK: '會員卡', zh_CN: '会员卡' },
  AlertSetting: { en_US: 'Alert setting', zh_HK: '警報設定', zh_CN: '警报设置' },
  SysParameter: { en_US: 'System parameter', zh_HK: '系統參數', zh_CN: '系统参数' },
  PublicContent: { en_US: 'Public content', zh_HK: '公開內容', zh_CN: '公开内容' },
  AlertType: { en_US: 'Alert type', zh_HK: '警報類型', zh_CN: '警报类型' },
  MaterialType: { en_US: 'Material type', zh_HK: '物料類型', zh_CN: '物料类型' },
  Barcode: { en_US: 'Barcode', zh_HK: '條碼', zh_CN: '条码' },
  HelpTopic: { en_US: 'Help topic', zh_HK: '幫助主題', zh_CN: '帮助主题' },
  AddressBuilding: { en_US: 'Building', zh_HK: '大廈', zh_CN: '大厦' },
};

const ACTION_LABELS: Record<ServerAuditAction, Texts> = {
  create: { en_US: 'Create', zh_HK: '新增', zh_CN: '新增' },
  update: { en_US: 'Update', zh_HK: '修改', zh_CN: '修改' },
  changeStatus: { en_US: 'Change status', zh_HK: '更改狀態', zh_CN: '更改状态' },
  delete: { en_US: 'Delete', zh_HK: '刪除', zh_CN: '删除' },
  changePassword: { en_US: 'Change password', zh_HK: '更改密碼', zh_CN: '更改密码' },
  mapping: { en_US: 'Access change', zh_HK: '更改存取權', zh_CN: '更改访问权限' },
  invite: { en_US: 'Invite', zh_HK: '邀請', zh_CN: '邀请' },
  activate: { en_US: 'Activate account', zh_HK: '啟用帳戶', zh_CN: '激活账户' },
  resendInvitation: { en_US: 'Resend invitation', zh_HK: '重新發送邀請', zh_CN: '重新发送邀请' },
  resend: { en_US: 'Resend', zh_HK: '重新發送', zh_CN: '重新发送' },
  testSend: { en_US: 'Test send', zh_HK: '測試發送', zh_CN: '测试发送' },
};

const isServerAction = (action: string): action is ServerAuditAction => Object.hasOwn(ACTION_LABELS, action);

/** The labels the audit writes for statuses (SPEC 4: 0 and 2 disabled, 1 and 3 enabled). */
const VALUE_LABELS: Record<string, Texts> = {
  enabled: { en_US: 'enabled', zh_HK: '啟用', zh_CN: '启用' },
  disabled: { en_US: 'disabled', zh_HK: '停用', zh_CN: '停用' },
  // Program statuses (SPEC 4), which keep their own names: a draft is not "disabled".
  disable: { en_US: 'Disable', zh_HK: '停用', zh_CN: '停用' },
  active: { en_US: 'Active', zh_HK: '啟用', zh_CN: '启用' },
  draft: { en_US: 'Draft', zh_HK: '草稿', zh_CN: '草稿' },
  pending: { en_US: 'Pending', zh_HK: '待發佈', zh_CN: '待发布' },
  expired: { en_US: 'Expired', zh_HK: '已過期', zh_CN: '已过期' },
};

/** Every column, and the time as text for the keyset: a Date keeps milliseconds, the column microseconds. */
const exportedColumns = { ...getTableColumns(sysAuditLog), createdAtKey: sql<string>`${sysAuditLog.createdAt}::text` };
type ExportedEntry = typeof sysAuditLog.$inferSelect & { createdAtKey: string };

const typeNames = new Map(
  Object.entries(ResourceType).map(([name, id]) => [id as number, name as keyof typeof ResourceType]),
);

function shown(value: string | null, label: string | null | undefined, format: CellFormat): string {
  if (label) return Object.hasOwn(VALUE_LABELS, label) ? format.text(VALUE_LABELS[label]!) : label;
  return value ?? '';
}

/** `field: old → new; …`, labels where the audit kept them. */
function changesText(columns: AuditColumn[], format: CellFormat): string {
  return columns
    .map((column) => {
      const before = shown(column.oldValue, column.oldLabel, format);
      return `${column.name}: ${before} → ${shown(column.newValue, column.newLabel, format)}`;
    })
    .join('; ');
}

/** The AuditLog screen as a file: the entries its filters match in the caller's scope, newest first (SPEC 5 period). */
export const auditLogExporter: Exporter<AuditLogFilter, AuditLogEntry> = {
  module: 'auditLog',
  title: { en_US: 'Audit log', zh_HK: '審計日誌', zh_CN: '审计日志' },
  action: sysAuditLogActions.export,
  filter: AuditLogPageRequest.omit(PAGING_FIELDS),
  dated: true,
  columns: [
    { header: { en_US: 'Time', zh_HK: '時間', zh_CN: '时间' }, value: (entry, format) => format.time(entry.createdAt) },
    { header: { en_US: 'User', zh_HK: '用戶', zh_CN: '用户' }, value: (entry) => entry.userName },
    {
      header: { en_US: 'Resource type', zh_HK: '資源類型', zh_CN: '资源类型' },
      value: (entry, format) => {
        const name = typeNames.get(entry.resTypeId);
        const label = name && RESOURCE_TYPE_LABELS[name];
        return label ? format.text(label) : entry.resTypeId;
      },
    },
    { header: { en_US: 'Record id', zh_HK: '記錄編號', zh_CN: '记录编号' }, value: (entry) => entry.recordId },
    {
      header: { en_US: 'Action', zh_HK: '操作', zh_CN: '操作' },
      value: (entry, format) =>
        isServerAction(entry.action) ? format.text(ACTION_LABELS[entry.action]) : entry.action,
    },
    {
      header: { en_US: 'Client reported', zh_HK: '用戶端上報', zh_CN: '客户端上报' },
      value: (entry, format) => format.text(entry.clientReported ? commonLabels.yes : commonLabels.no),
    },
    {
      header: { en_US: 'Changes', zh_HK: '變更', zh_CN: '变更' },
      value: (entry, format) => changesText(entry.columns, format),
    },
  ],
  rows(db, ctx, filter) {
    const where = auditLogFilter(db, ctx.user.scope, filter);
    return {
      matching: (after) => db.select(exportedColumns).from(sysAuditLog).where(and(where, after)).$dynamic(),
      // The list's order, along the time index.
      keys: [sysAuditLog.createdAt, sysAuditLog.id],
      keyOf: (record: ExportedEntry) => [record.createdAtKey, record.id],
      order: 'descend',
      toRows: (records: ExportedEntry[]) =>
        records.map(({ createdAtKey: _key, ...row }) => ({
          ...row,
          columns: readableColumns(row.columns),
          createdAt: row.createdAt.toISOString(),
        })),
    };
  },
};
