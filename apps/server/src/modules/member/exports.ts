import {
  formatOctopus,
  memberActions,
  MemberPageRequest,
  octopusActions,
  OctopusPageRequest,
  PAGING_FIELDS,
  type Member,
  type MemberOctopus,
  type Texts,
} from '@srd/contract';
import { entityExporter } from '../../platform/crud/entity-export.js';
import { commonLabels } from '../../platform/export/labels.js';
import { memberOctopusNumbers } from './octopus.js';
import { members } from './service.js';

const STATUS_NAMES: Record<number, Texts> = {
  0: { en_US: 'Disabled', zh_HK: '已停用', zh_CN: '已停用' },
  1: { en_US: 'Active', zh_HK: '使用中', zh_CN: '使用中' },
};
const membershipNo = { en_US: 'Membership number', zh_HK: '會員編號', zh_CN: '会员编号' };

/** The Member screen as a file. */
export const memberExporter = entityExporter({
  module: 'memberList',
  title: { en_US: 'Members', zh_HK: '會員', zh_CN: '会员' },
  action: memberActions.export,
  filter: MemberPageRequest.omit(PAGING_FIELDS),
  service: members,
  columns: [
    { header: commonLabels.id, value: (row: Member) => row.id },
    { header: membershipNo, value: (row) => row.membershipNo },
    { header: commonLabels.name, value: (row) => row.name },
    { header: { en_US: 'Mobile', zh_HK: '手提電話', zh_CN: '手机' }, value: (row) => row.mobile },
    { header: { en_US: 'E-mail', zh_HK: '電郵', zh_CN: '电邮' }, value: (row) => row.email },
    { header: { en_US: 'Tenant', zh_HK: '租戶', zh_CN: '租户' }, value: (row) => row.tenantName },
    { header: { en_US: 'Estate', zh_HK: '屋苑', zh_CN: '屋苑' }, value: (row) => row.estateName },
    { header: { en_US: 'Building', zh_HK: '大廈', zh_CN: '大厦' }, value: (row) => row.buildingName },
    { header: { en_US: 'Card numbers', zh_HK: '卡號', zh_CN: '卡号' }, value: (row) => row.cardNos },
    {
      header: commonLabels.status,
      value: (row, format) => (STATUS_NAMES[row.status] ? format.text(STATUS_NAMES[row.status]!) : row.status),
    },
    {
      header: { en_US: 'Registered', zh_HK: '登記時間', zh_CN: '登记时间' },
      value: (row, format) => format.time(row.registeredAt),
    },
  ],
});

/** The OctopusList screen as a file. */
export const octopusExporter = entityExporter({
  module: 'octopusList',
  title: { en_US: 'Octopus numbers', zh_HK: '八達通號碼', zh_CN: '八达通号码' },
  action: octopusActions.export,
  filter: OctopusPageRequest.omit(PAGING_FIELDS),
  service: memberOctopusNumbers,
  columns: [
    { header: commonLabels.id, value: (row: MemberOctopus) => row.id },
    {
      header: { en_US: 'Octopus number', zh_HK: '八達通號碼', zh_CN: '八达通号码' },
      value: (row) => formatOctopus(row.prefix, row.suffix),
    },
    { header: membershipNo, value: (row) => row.membershipNo },
    { header: { en_US: 'Member', zh_HK: '會員', zh_CN: '会员' }, value: (row) => row.memberName },
    {
      header: commonLabels.status,
      value: (row, format) => (STATUS_NAMES[row.status] ? format.text(STATUS_NAMES[row.status]!) : row.status),
    },
    { header: { en_US: 'Reason', zh_HK: '原因', zh_CN: '原因' }, value: (row) => row.disabledReason },
    { header: commonLabels.updated, value: (row, format) => format.time(row.lupdDttm) },
  ],
});
