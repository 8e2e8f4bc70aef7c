import {
  AdminUserPageRequest,
  localName,
  PAGING_FIELDS,
  userManageActions,
  UserStatus,
  type AdminUser,
  type Texts,
} from '@srd/contract';
import { and } from 'drizzle-orm';
import { adminUser } from '../../platform/auth/tables.js';
import type { Exporter } from '../../platform/export/exporter.js';
import { commonLabels } from '../../platform/export/labels.js';
import { adminUserFilter, type AdminUserFilter } from './admin-user-page.js';
import { adminUserColumns, toAdminUsers, type AdminUserRecord } from './admin-user-read.js';

const STATUS_LABELS: Record<number, Texts> = {
  [UserStatus.Disabled]: { en_US: 'Disabled', zh_HK: '已停用', zh_CN: '已停用' },
  [UserStatus.Active]: { en_US: 'Active', zh_HK: '啟用', zh_CN: '启用' },
  [UserStatus.Pending]: { en_US: 'Pending activation', zh_HK: '待啟用', zh_CN: '待激活' },
  [UserStatus.MustChangePassword]: { en_US: 'Must change password', zh_HK: '須更改密碼', zh_CN: '须修改密码' },
};

/** The AdminList screen as a file: the admin users its filters match in the caller's scope, newest first. */
export const adminUserExporter: Exporter<AdminUserFilter, AdminUser> = {
  module: 'adminList',
  title: { en_US: 'Admin users', zh_HK: '管理員', zh_CN: '管理员' },
  action: userManageActions.export,
  filter: AdminUserPageRequest.omit(PAGING_FIELDS),
  columns: [
    { header: commonLabels.id, value: (user) => user.id },
    { header: { en_US: 'Login id', zh_HK: '登入名稱', zh_CN: '登录名' }, value: (user) => user.loginId },
    { header: { en_US: 'Name', zh_HK: '姓名', zh_CN: '姓名' }, value: (user) => user.fullName },
    { header: { en_US: 'E-mail', zh_HK: '電郵', zh_CN: '邮箱' }, value: (user) => user.email },
    { header: { en_US: 'Mobile', zh_HK: '手機', zh_CN: '手机' }, value: (user) => user.mobileNo },
    {
      header: { en_US: 'Roles', zh_HK: '角色', zh_CN: '角色' },
      value: (user, format) => user.roles.map((role) => localName(role, format.lang)).join(', '),
    },
    {
      header: commonLabels.status,
      value: (user, format) => (STATUS_LABELS[user.status] ? format.text(STATUS_LABELS[user.status]!) : user.status),
    },
    { header: { en_US: 'Tenant id', zh_HK: '租戶編號', zh_CN: '租户编号' }, value: (user) => user.tid },
    { header: { en_US: 'Merchant id', zh_HK: '商戶編號', zh_CN: '商户编号' }, value: (user) => user.mid },
    { header: { en_US: 'Shop id', zh_HK: '店舖編號', zh_CN: '店铺编号' }, value: (user) => user.sid },
    {
      header: { en_US: 'Last login', zh_HK: '最後登入', zh_CN: '最后登录' },
      value: (user, format) => format.time(user.lastLoginAt),
    },
    { header: commonLabels.updated, value: (user, format) => format.time(user.lupdDttm) },
  ],
  rows(db, ctx, filter) {
    const where = adminUserFilter(db, ctx.user.scope, filter);
    return {
      matching: (after) => db.select(adminUserColumns).from(adminUser).where(and(where, after)).$dynamic(),
      keys: [adminUser.id],
      keyOf: (record: AdminUserRecord) => [record.id],
      order: 'descend',
      toRows: (records: AdminUserRecord[]) => toAdminUsers(db, records),
    };
  },
};
