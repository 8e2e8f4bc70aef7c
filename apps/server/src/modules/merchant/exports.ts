import {
  localName,
  localShortName,
  merchantActions,
  MerchantPageRequest,
  merchantShopActions,
  PAGING_FIELDS,
  ShopPageRequest,
  type Merchant,
  type Shop,
  type Texts,
} from '@srd/contract';
import { entityExporter } from '../../platform/crud/entity-export.js';
import type { CellFormat } from '../../platform/export/exporter.js';
import { commonLabels } from '../../platform/export/labels.js';
import { merchants } from './merchant-service.js';
import { shops } from './shop-service.js';

const STATUS_LABELS: Record<number, Texts> = {
  0: { en_US: 'Disabled', zh_HK: '停用', zh_CN: '停用' },
  1: { en_US: 'Active', zh_HK: '啟用', zh_CN: '启用' },
  2: { en_US: 'Draft', zh_HK: '草稿', zh_CN: '草稿' },
  3: { en_US: 'Pending', zh_HK: '待發佈', zh_CN: '待发布' },
  5: { en_US: 'Expired', zh_HK: '已過期', zh_CN: '已过期' },
};
const SHOP_TYPE_LABELS: Record<number, Texts> = {
  0: { en_US: 'Offline', zh_HK: '實體店', zh_CN: '实体店' },
  1: { en_US: 'Online', zh_HK: '網店', zh_CN: '网店' },
};
const labelled = (labels: Record<number, Texts>, value: number, format: CellFormat) =>
  labels[value] ? format.text(labels[value]!) : value;
const headers = {
  tenant: { en_US: 'Tenant', zh_HK: '租戶', zh_CN: '租户' },
  merchant: { en_US: 'Merchant', zh_HK: '商戶', zh_CN: '商户' },
  shortName: { en_US: 'Short name', zh_HK: '簡稱', zh_CN: '简称' },
  address: { en_US: 'Address', zh_HK: '地址', zh_CN: '地址' },
  website: { en_US: 'Website', zh_HK: '網站', zh_CN: '网站' },
} satisfies Record<string, Texts>;
const localAddress = (row: Merchant | Shop, format: CellFormat) =>
  localName({ name: row.address, nameCht: row.addressCht, nameChs: row.addressChs }, format.lang);
const tenantOf = (row: Merchant | Shop, format: CellFormat) =>
  localName({ name: row.tenantName, nameCht: row.tenantNameCht, nameChs: row.tenantNameChs }, format.lang);

/** The MerchantList screen as a file. */
export const merchantExporter = entityExporter({
  module: 'merchantList',
  title: { en_US: 'Merchants', zh_HK: '商戶', zh_CN: '商户' },
  action: merchantActions.export,
  filter: MerchantPageRequest.omit(PAGING_FIELDS),
  service: merchants,
  columns: [
    { header: commonLabels.id, value: (row: Merchant) => row.id },
    { header: commonLabels.name, value: (row, format) => localName(row, format.lang) },
    { header: headers.shortName, value: (row, format) => localShortName(row, format.lang) },
    { header: headers.tenant, value: tenantOf },
    { header: headers.address, value: localAddress },
    { header: { en_US: 'E-mail', zh_HK: '電郵', zh_CN: '邮箱' }, value: (row) => row.email },
    { header: headers.website, value: (row) => row.website },
    { header: commonLabels.status, value: (row, format) => labelled(STATUS_LABELS, row.status, format) },
    { header: commonLabels.updated, value: (row, format) => format.time(row.lupdDttm) },
  ],
});

/** The ShopList screen as a file (no password, no token). */
export const shopExporter = entityExporter({
  module: 'shopList',
  title: { en_US: 'Shops', zh_HK: '商店', zh_CN: '商店' },
  action: merchantShopActions.export,
  filter: ShopPageRequest.omit(PAGING_FIELDS),
  service: shops,
  columns: [
    { header: commonLabels.id, value: (row: Shop) => row.id },
    { header: commonLabels.name, value: (row, format) => localName(row, format.lang) },
    { header: headers.shortName, value: (row, format) => localShortName(row, format.lang) },
    { header: headers.tenant, value: tenantOf },
    {
      header: headers.merchant,
      value: (row, format) =>
        localName({ name: row.merchantName, nameCht: row.merchantNameCht, nameChs: row.merchantNameChs }, format.lang),
    },
    {
      header: { en_US: 'Type', zh_HK: '類型', zh_CN: '类型' },
      value: (row, format) => labelled(SHOP_TYPE_LABELS, row.shopType, format),
    },
    { header: { en_US: 'Tel', zh_HK: '電話', zh_CN: '电话' }, value: (row) => row.tel },
    { header: headers.address, value: localAddress },
    { header: headers.website, value: (row) => row.website },
    { header: { en_US: 'Redemption link', zh_HK: '兌換連結', zh_CN: '兑换链接' }, value: (row) => row.redemptionLink },
    {
      header: { en_US: 'Reminder e-mails', zh_HK: '接收提醒電郵', zh_CN: '接收提醒邮件' },
      value: (row, format) => format.text(row.receiveReminderEmail ? commonLabels.yes : commonLabels.no),
    },
    { header: commonLabels.status, value: (row, format) => labelled(STATUS_LABELS, row.status, format) },
    { header: commonLabels.updated, value: (row, format) => format.time(row.lupdDttm) },
  ],
});
