import {
  AddressEstatePageRequest,
  housingEstateActions,
  localName,
  PAGING_FIELDS,
  type AddressEstate,
  type District,
  type Region,
  type Texts,
} from '@srd/contract';
import { and, getTableColumns } from 'drizzle-orm';
import type { Exporter } from '../../platform/export/exporter.js';
import { commonLabels } from '../../platform/export/labels.js';
import { estateReach, estates } from './estate-service.js';
import { addressEstate } from './tables.js';

type EstateFilter = Omit<AddressEstatePageRequest, 'page' | 'pageSize' | 'sort'>;

const DISTRICT_NAMES: Record<District, Texts> = {
  centralWestern: { en_US: 'Central and Western', zh_HK: '中西區', zh_CN: '中西区' },
  wanChai: { en_US: 'Wan Chai', zh_HK: '灣仔區', zh_CN: '湾仔区' },
  eastern: { en_US: 'Eastern', zh_HK: '東區', zh_CN: '东区' },
  southern: { en_US: 'Southern', zh_HK: '南區', zh_CN: '南区' },
  yauTsimMong: { en_US: 'Yau Tsim Mong', zh_HK: '油尖旺區', zh_CN: '油尖旺区' },
  shamShuiPo: { en_US: 'Sham Shui Po', zh_HK: '深水埗區', zh_CN: '深水埗区' },
  kowloonCity: { en_US: 'Kowloon City', zh_HK: '九龍城區', zh_CN: '九龙城区' },
  wongTaiSin: { en_US: 'Wong Tai Sin', zh_HK: '黃大仙區', zh_CN: '黄大仙区' },
  kwunTong: { en_US: 'Kwun Tong', zh_HK: '觀塘區', zh_CN: '观塘区' },
  kwaiTsing: { en_US: 'Kwai Tsing', zh_HK: '葵青區', zh_CN: '葵青区' },
  tsuenWan: { en_US: 'Tsuen Wan', zh_HK: '荃灣區', zh_CN: '荃湾区' },
  tuenMun: { en_US: 'Tuen Mun', zh_HK: '屯門區', zh_CN: '屯门区' },
  yuenLong: { en_US: 'Yuen Long', zh_HK: '元朗區', zh_CN: '元朗区' },
  north: { en_US: 'North', zh_HK: '北區', zh_CN: '北区' },
  taiPo: { en_US: 'Tai Po', zh_HK: '大埔區', zh_CN: '大埔区' },
  shaTin: { en_US: 'Sha Tin', zh_HK: '沙田區', zh_CN: '沙田区' },
  saiKung: { en_US: 'Sai Kung', zh_HK: '西貢區', zh_CN: '西贡区' },
  islands: { en_US: 'Islands', zh_HK: '離島區', zh_CN: '离岛区' },
};
const REGION_NAMES: Record<Region, Texts> = {
  hongKongIsland: { en_US: 'Hong Kong Island', zh_HK: '香港島', zh_CN: '香港岛' },
  kowloon: { en_US: 'Kowloon', zh_HK: '九龍', zh_CN: '九龙' },
  newTerritories: { en_US: 'New Territories', zh_HK: '新界', zh_CN: '新界' },
};
const STATUS_NAMES: Record<number, Texts> = {
  0: { en_US: 'Disabled', zh_HK: '停用', zh_CN: '停用' },
  1: { en_US: 'Enabled', zh_HK: '啟用', zh_CN: '启用' },
};
const SHARED: Texts = { en_US: 'Shared', zh_HK: '共用', zh_CN: '共用' };

/** The HousingEstateList screen as a file: the estates its filters match in the caller's reach, by name. */
export const estateExporter: Exporter<EstateFilter, AddressEstate> = {
  module: 'housingEstateList',
  title: { en_US: 'Housing estates', zh_HK: '屋苑', zh_CN: '屋苑' },
  action: housingEstateActions.export,
  filter: AddressEstatePageRequest.omit(PAGING_FIELDS),
  columns: [
    { header: commonLabels.id, value: (estate) => estate.id },
    { header: commonLabels.name, value: (estate, format) => localName(estate, format.lang) },
    {
      header: { en_US: 'Address', zh_HK: '地址', zh_CN: '地址' },
      value: (estate, format) =>
        localName({ name: estate.address, nameCht: estate.addressCht, nameChs: estate.addressChs }, format.lang),
    },
    {
      header: { en_US: 'District', zh_HK: '地區', zh_CN: '地区' },
      value: (estate, format) => (estate.district ? format.text(DISTRICT_NAMES[estate.district]) : ''),
    },
    {
      header: { en_US: 'Region', zh_HK: '區域', zh_CN: '区域' },
      value: (estate, format) => (estate.region ? format.text(REGION_NAMES[estate.region]) : ''),
    },
    {
      header: { en_US: 'Tenant', zh_HK: '租戶', zh_CN: '租户' },
      value: (estate, format) =>
        estate.tenantName === null
          ? format.text(SHARED)
          : localName(
              { name: estate.tenantName, nameCht: estate.tenantNameCht, nameChs: estate.tenantNameChs },
              format.lang,
            ),
    },
    { header: { en_US: 'Longitude', zh_HK: '經度', zh_CN: '经度' }, value: (estate) => estate.lon },
    { header: { en_US: 'Latitude', zh_HK: '緯度', zh_CN: '纬度' }, value: (estate) => estate.lat },
    { header: { en_US: 'Buildings', zh_HK: '大廈數目', zh_CN: '大厦数目' }, value: (estate) => estate.buildingCount },
    {
      header: commonLabels.status,
      value: (estate, format) =>
        STATUS_NAMES[estate.status] ? format.text(STATUS_NAMES[estate.status]!) : estate.status,
    },
    { header: commonLabels.updated, value: (estate, format) => format.time(estate.lupdDttm) },
  ],
  rows(db, ctx, filter) {
    const { definition } = estates;
    const columns = { ...getTableColumns(addressEstate), ...definition.extraColumns };
    const where = and(estateReach(ctx), ...definition.filters(filter));
    return {
      matching: (after) => db.select(columns).from(addressEstate).where(and(where, after)).$dynamic(),
      keys: [addressEstate.name, addressEstate.id],
      keyOf: (record: { name: string; id: number }) => [record.name, record.id],
      order: 'ascend',
      toRows: (records: Record<string, unknown>[]) => records.map(definition.present),
    };
  },
};
