import { localName, PAGING_FIELDS, TenantPageRequest, tenantActions, type Tenant, type Texts } from '@srd/contract';
import { and, getTableColumns } from 'drizzle-orm';
import type { Exporter } from '../../platform/export/exporter.js';
import { commonLabels } from '../../platform/export/labels.js';
import { tenant } from '../organisation/tables.js';
import { withIsoDates } from '../../platform/crud/entity.js';
import { tenantExtraColumns, tenantFilters, tenantReach } from './service.js';

const TenantFilter = TenantPageRequest.omit(PAGING_FIELDS);

/** SPEC 4 statuses. */
const STATUS_LABELS: Record<number, Texts> = {
  0: { en_US: 'Disable', zh_HK: '停用', zh_CN: '停用' },
  1: { en_US: 'Active', zh_HK: '啟用', zh_CN: '启用' },
  2: { en_US: 'Draft', zh_HK: '草稿', zh_CN: '草稿' },
  3: { en_US: 'Pending', zh_HK: '待發佈', zh_CN: '待发布' },
  5: { en_US: 'Expired', zh_HK: '已過期', zh_CN: '已过期' },
};

/**
 * The TenantList screen as a file: the tenants its filters match in the caller's reach, by id (no secrets, logos or
 * texts).
 */
export const tenantExporter: Exporter<typeof TenantFilter._output, Tenant> = {
  module: 'tenantList',
  title: { en_US: 'Tenants', zh_HK: '租戶', zh_CN: '租户' },
  action: tenantActions.export,
  filter: TenantFilter,
  columns: [
    { header: commonLabels.id, value: (row) => row.id },
    { header: commonLabels.name, value: (row, format) => localName(row, format.lang) },
    { header: { en_US: 'Short name', zh_HK: '簡稱', zh_CN: '简称' }, value: (row) => row.shortName },
    {
      header: { en_US: 'System client', zh_HK: '系統客戶', zh_CN: '系统客户' },
      value: (row, format) =>
        row.sysClientName === null
          ? ''
          : localName(
              { name: row.sysClientName, nameCht: row.sysClientNameCht ?? '', nameChs: row.sysClientNameChs ?? '' },
              format.lang,
            ),
    },
    { header: { en_US: 'Subdomain', zh_HK: '子網域', zh_CN: '子域名' }, value: (row) => row.subdomain },
    {
      header: commonLabels.status,
      value: (row, format) => (STATUS_LABELS[row.status] ? format.text(STATUS_LABELS[row.status]!) : row.status),
    },
    { header: { en_US: 'Effective date', zh_HK: '生效日期', zh_CN: '生效日期' }, value: (row) => row.effectiveDate },
    { header: { en_US: 'Expiry date', zh_HK: '到期日期', zh_CN: '到期日期' }, value: (row) => row.expiryDate },
    { header: { en_US: 'Default language', zh_HK: '預設語言', zh_CN: '默认语言' }, value: (row) => row.defaultLang },
    { header: commonLabels.updated, value: (row, format) => format.time(row.lupdDttm) },
  ],
  rows(db, ctx, filter) {
    const { connectionString: _secret, logo: _logo, texts: _texts, ...columns } = getTableColumns(tenant);
    const where = and(tenantReach(ctx), ...tenantFilters(filter));
    return {
      matching: (after) =>
        db
          .select({ ...columns, ...tenantExtraColumns })
          .from(tenant)
          .where(and(where, after))
          .$dynamic(),
      keys: [tenant.id],
      keyOf: (record: { id: number }) => [record.id],
      order: 'ascend',
      toRows: (records: Record<string, unknown>[]) => records.map((record) => withIsoDates(record) as Tenant),
    };
  },
};
