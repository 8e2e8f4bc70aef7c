import {
  localName,
  PAGING_FIELDS,
  roleActions,
  RolePageRequest,
  type Role,
  type RoleType,
  type Texts,
} from '@srd/contract';
import { and } from 'drizzle-orm';
import { role } from '../../platform/auth/tables.js';
import type { Exporter } from '../../platform/export/exporter.js';
import { commonLabels } from '../../platform/export/labels.js';
import { roleFilter, type RoleFilter } from './role-page.js';
import { roleColumns, toRole, type RoleRecord } from './role-read.js';

const TYPE_LABELS: Record<RoleType, Texts> = {
  system: { en_US: 'System', zh_HK: '系統', zh_CN: '系统' },
  tenant: { en_US: 'Tenant', zh_HK: '租戶', zh_CN: '租户' },
  merchant: { en_US: 'Merchant', zh_HK: '商戶', zh_CN: '商户' },
  store: { en_US: 'Store', zh_HK: '商店', zh_CN: '商店' },
  other: { en_US: 'Other', zh_HK: '其他', zh_CN: '其他' },
};

/** Role status: 0 disabled, 1 active. */
const STATUS_LABELS: Record<number, Texts> = {
  0: { en_US: 'Disabled', zh_HK: '已停用', zh_CN: '已停用' },
  1: { en_US: 'Active', zh_HK: '啟用', zh_CN: '启用' },
};

/** The RoleList screen as a file: the roles its filters match, in the list's order. */
export const roleExporter: Exporter<RoleFilter, Role> = {
  module: 'roleList',
  title: { en_US: 'Roles', zh_HK: '角色', zh_CN: '角色' },
  action: roleActions.export,
  filter: RolePageRequest.omit(PAGING_FIELDS),
  columns: [
    { header: commonLabels.id, value: (row) => row.id },
    { header: commonLabels.name, value: (row, format) => localName(row, format.lang) },
    {
      header: { en_US: 'Type', zh_HK: '類型', zh_CN: '类型' },
      value: (row, format) => format.text(TYPE_LABELS[row.type]),
    },
    { header: { en_US: 'Level', zh_HK: '級別', zh_CN: '级别' }, value: (row) => `${row.levelMin} – ${row.levelMax}` },
    {
      header: { en_US: 'Access all data', zh_HK: '存取所有資料', zh_CN: '访问所有数据' },
      value: (row, format) => format.text(row.accessAllData ? commonLabels.yes : commonLabels.no),
    },
    {
      header: commonLabels.status,
      value: (row, format) => (STATUS_LABELS[row.status] ? format.text(STATUS_LABELS[row.status]!) : row.status),
    },
    { header: { en_US: 'Description', zh_HK: '描述', zh_CN: '描述' }, value: (row) => row.description },
    { header: commonLabels.updated, value: (row, format) => format.time(row.lupdDttm) },
  ],
  rows(db, _ctx, filter) {
    const where = roleFilter(filter);
    return {
      matching: (after) => db.select(roleColumns).from(role).where(and(where, after)).$dynamic(),
      keys: [role.id],
      keyOf: (record: RoleRecord) => [record.id],
      order: 'ascend',
      toRows: (records: RoleRecord[]) => records.map(toRole),
    };
  },
};
