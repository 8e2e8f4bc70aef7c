import { Image } from 'antd';
import type { TFunction } from 'i18next';
import { localShortName, type Lang, type Merchant } from '@srd/contract';
import type { EntityColumn } from '../../platform/crud/EntityTable';
import { StatusTag } from '../../platform/crud/StatusTag';
import { formatDate } from '../../platform/format/date';
import { localName, tenantName } from '../../platform/format/localName';

const NONE = '-';

/** A logo as a small picture in a list cell, named after its record for screen readers. */
export function logoCell(logo: string | null, name: string) {
  return logo ? (
    <Image src={logo} alt={name} width={32} height={32} style={{ objectFit: 'contain' }} preview={{ mask: null }} />
  ) : (
    NONE
  );
}

export function merchantColumns(t: TFunction<'merchant'>, lang: Lang): EntityColumn<Merchant>[] {
  return [
    { key: 'logo', title: t('fields.logo'), width: 64, render: (_, row) => logoCell(row.logo, localName(row, lang)) },
    { key: 'name', title: t('fields.name'), sorter: true, render: (_, row) => localName(row, lang) },
    {
      key: 'shortName',
      title: t('fields.shortName'),
      sorter: true,
      render: (_, row) => localShortName(row, lang) || NONE,
    },
    { key: 'tid', title: t('fields.tid'), render: (_, row) => tenantName(row, lang) },
    { key: 'email', dataIndex: 'email', title: t('fields.email'), render: (email: string | null) => email || NONE },
    {
      key: 'website',
      dataIndex: 'website',
      title: t('fields.website'),
      ellipsis: true,
      render: (website: string | null) => website || NONE,
    },
    { key: 'status', title: t('fields.status'), sorter: true, render: (_, row) => <StatusTag status={row.status} /> },
    { key: 'lupdDttm', title: t('fields.lupdDttm'), sorter: true, render: (_, row) => formatDate(row.lupdDttm) },
  ];
}
