import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { localShortName, type Lang, type Shop } from '@srd/contract';
import type { EntityColumn } from '../../platform/crud/EntityTable';
import { StatusTag } from '../../platform/crud/StatusTag';
import { formatDate } from '../../platform/format/date';
import { localName, tenantName } from '../../platform/format/localName';
import { logoCell } from './merchantColumns';

const NONE = '-';

export function shopColumns(t: TFunction<'shop'>, lang: Lang): EntityColumn<Shop>[] {
  return [
    { key: 'logo', title: t('fields.logo'), width: 64, render: (_, row) => logoCell(row.logo, localName(row, lang)) },
    { key: 'name', title: t('fields.name'), sorter: true, render: (_, row) => localName(row, lang) },
    {
      key: 'shortName',
      title: t('fields.shortName'),
      sorter: true,
      render: (_, row) => localShortName(row, lang) || NONE,
    },
    {
      key: 'mid',
      title: t('fields.mid'),
      render: (_, row) =>
        localName({ name: row.merchantName, nameCht: row.merchantNameCht, nameChs: row.merchantNameChs }, lang),
    },
    { key: 'tid', title: t('fields.tid'), render: (_, row) => tenantName(row, lang) },
    {
      key: 'shopType',
      title: t('fields.shopType'),
      sorter: true,
      render: (_, row) => (
        <Tag color={row.shopType === 1 ? 'blue' : 'default'} data-shop-type={row.shopType}>
          {t(`shopTypes.${row.shopType === 1 ? 1 : 0}`)}
        </Tag>
      ),
    },
    { key: 'tel', dataIndex: 'tel', title: t('fields.tel'), render: (tel: string | null) => tel || NONE },
    { key: 'status', title: t('fields.status'), sorter: true, render: (_, row) => <StatusTag status={row.status} /> },
    { key: 'lupdDttm', title: t('fields.lupdDttm'), sorter: true, render: (_, row) => formatDate(row.lupdDttm) },
  ];
}
