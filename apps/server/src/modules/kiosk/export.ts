import {
  kioskActions,
  KioskPageRequest,
  liveStatusOf,
  localName,
  PAGING_FIELDS,
  type Kiosk,
  type KioskLiveStatus,
  type Texts,
} from '@srd/contract';
import { entityExporter } from '../../platform/crud/entity-export.js';
import { commonLabels } from '../../platform/export/labels.js';
import { kiosks } from './service.js';

const TYPE_LABELS: Record<number, Texts> = {
  0: { en_US: 'RVM', zh_HK: '回收機 (RVM)', zh_CN: '回收机 (RVM)' },
  1: { en_US: 'Smart Classify', zh_HK: '智能分類機', zh_CN: '智能分类机' },
  2: { en_US: 'TODI Bin', zh_HK: 'TODI 智能桶', zh_CN: 'TODI 智能桶' },
};

/** Worded as the list's live status tag. */
const LIVE_LABELS: Record<KioskLiveStatus, Texts> = {
  offline: { en_US: 'Offline', zh_HK: '離線', zh_CN: '离线' },
  manualDown: { en_US: 'Marked down', zh_HK: '已標記停機', zh_CN: '已标记停机' },
  noHeartbeat: { en_US: 'No heartbeat yet', zh_HK: '尚未收到心跳', zh_CN: '尚未收到心跳' },
  state0: { en_US: 'Normal', zh_HK: '正常', zh_CN: '正常' },
  state1: { en_US: 'Near full', zh_HK: '將滿', zh_CN: '将满' },
  state2: { en_US: 'Full', zh_HK: '已滿', zh_CN: '已满' },
  state3: { en_US: 'Not in service', zh_HK: '暫停服務', zh_CN: '暂停服务' },
  state4: { en_US: 'Running', zh_HK: '運作中', zh_CN: '运行中' },
};

const yesNo = (flag: number) => (flag === 1 ? commonLabels.yes : commonLabels.no);

/** The KioskList screen as a file: the rows of its current filter, with their live status (no secrets). */
export const kioskExporter = entityExporter({
  module: 'kioskList',
  title: { en_US: 'Kiosks', zh_HK: '設備', zh_CN: '设备' },
  action: kioskActions.export,
  filter: KioskPageRequest.omit(PAGING_FIELDS),
  service: kiosks,
  columns: [
    { header: commonLabels.id, value: (row: Kiosk) => row.id },
    { header: { en_US: 'KID', zh_HK: 'KID', zh_CN: 'KID' }, value: (row) => row.kid },
    { header: commonLabels.name, value: (row, format) => localName(row, format.lang) },
    {
      header: { en_US: 'Type', zh_HK: '類型', zh_CN: '类型' },
      value: (row, format) => (TYPE_LABELS[row.kioskType] ? format.text(TYPE_LABELS[row.kioskType]!) : row.kioskType),
    },
    {
      header: { en_US: 'Tenant', zh_HK: '租戶', zh_CN: '租户' },
      value: (row, format) =>
        localName(
          { name: row.tenantName ?? '', nameCht: row.tenantNameCht ?? '', nameChs: row.tenantNameChs ?? '' },
          format.lang,
        ),
    },
    {
      header: { en_US: 'Live status', zh_HK: '即時狀態', zh_CN: '实时状态' },
      value: (row, format) => format.text(LIVE_LABELS[liveStatusOf(row.live)]),
    },
    {
      header: { en_US: 'Last heartbeat', zh_HK: '最後心跳', zh_CN: '最后心跳' },
      value: (row, format) => format.time(row.live?.lastHeartbeatAt ?? null),
    },
    {
      header: { en_US: 'Enabled', zh_HK: '啟用', zh_CN: '启用' },
      value: (row, format) => format.text(yesNo(row.enableFlag)),
    },
    {
      header: { en_US: 'Public', zh_HK: '公開', zh_CN: '公开' },
      value: (row, format) => format.text(yesNo(row.publicFlag)),
    },
    {
      header: { en_US: 'Address', zh_HK: '地址', zh_CN: '地址' },
      value: (row, format) =>
        localName({ name: row.address, nameCht: row.addressCht, nameChs: row.addressChs }, format.lang),
    },
    { header: { en_US: 'Longitude', zh_HK: '經度', zh_CN: '经度' }, value: (row) => row.lon },
    { header: { en_US: 'Latitude', zh_HK: '緯度', zh_CN: '纬度' }, value: (row) => row.lat },
    {
      header: { en_US: 'Recycle types', zh_HK: '回收類型', zh_CN: '回收类型' },
      value: (row) => row.recycleType.join(', '),
    },
    { header: { en_US: 'Version', zh_HK: '版本', zh_CN: '版本' }, value: (row) => row.version },
    { header: commonLabels.updated, value: (row, format) => format.time(row.lupdDttm) },
  ],
});
