import type { Texts } from '@srd/contract';

/** Headers and values several exports share, worded as the web app's columns are. */
export const commonLabels = {
  id: { en_US: 'Id', zh_HK: '編號', zh_CN: '编号' },
  name: { en_US: 'Name', zh_HK: '名稱', zh_CN: '名称' },
  status: { en_US: 'Status', zh_HK: '狀態', zh_CN: '状态' },
  updated: { en_US: 'Updated', zh_HK: '更新時間', zh_CN: '更新时间' },
  yes: { en_US: 'Yes', zh_HK: '是', zh_CN: '是' },
  no: { en_US: 'No', zh_HK: '否', zh_CN: '否' },
} satisfies Record<string, Texts>;
