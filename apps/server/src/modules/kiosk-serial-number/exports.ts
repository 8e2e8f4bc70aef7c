import {
  kioskSerialNumberActions,
  KioskSerialNumberPageRequest,
  PAGING_FIELDS,
  type KioskSerialNumber,
  type Texts,
} from '@srd/contract';
import { entityExporter } from '../../platform/crud/entity-export.js';
import { commonLabels } from '../../platform/export/labels.js';
import { kioskSerialNumbers } from './service.js';

const STATUS_NAMES: Record<number, Texts> = {
  0: { en_US: 'In stock', zh_HK: '庫存', zh_CN: '库存' },
  1: { en_US: 'Installed', zh_HK: '已安裝', zh_CN: '已安装' },
  2: { en_US: 'Under repair', zh_HK: '維修中', zh_CN: '维修中' },
  3: { en_US: 'Retired', zh_HK: '已退役', zh_CN: '已退役' },
};

/** The kioskSerialNumberList screen as a file. */
export const serialNumberExporter = entityExporter({
  module: 'kioskSerialNumberList',
  title: { en_US: 'Serial numbers', zh_HK: '設備序號', zh_CN: '设备序列号' },
  action: kioskSerialNumberActions.export,
  filter: KioskSerialNumberPageRequest.omit(PAGING_FIELDS),
  service: kioskSerialNumbers,
  columns: [
    { header: commonLabels.id, value: (row: KioskSerialNumber) => row.id },
    { header: { en_US: 'Serial number', zh_HK: '序號', zh_CN: '序列号' }, value: (row) => row.serialNo },
    { header: { en_US: 'Model', zh_HK: '型號', zh_CN: '型号' }, value: (row) => row.model },
    { header: { en_US: 'Cameras', zh_HK: '鏡頭數目', zh_CN: '摄像头数目' }, value: (row) => row.cameraSerials.length },
    {
      header: { en_US: 'Camera serial numbers', zh_HK: '鏡頭序號', zh_CN: '摄像头序列号' },
      value: (row) => row.cameraSerials.join(', '),
    },
    { header: { en_US: 'SIM number', zh_HK: 'SIM 卡號碼', zh_CN: 'SIM 卡号码' }, value: (row) => row.simNo },
    { header: { en_US: 'Supplier', zh_HK: '供應商', zh_CN: '供应商' }, value: (row) => row.supplier },
    { header: { en_US: 'Kiosk', zh_HK: '設備', zh_CN: '设备' }, value: (row) => row.kid },
    {
      header: commonLabels.status,
      value: (row, format) => (STATUS_NAMES[row.status] ? format.text(STATUS_NAMES[row.status]!) : row.status),
    },
    { header: commonLabels.updated, value: (row, format) => format.time(row.lupdDttm) },
  ],
});
