import { Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { KioskGroup, Lang } from '@srd/contract';
import type { EntityColumn } from '../../platform/crud/EntityTable';
import { StatusTag } from '../../platform/crud/StatusTag';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { formatDate } from '../../platform/format/date';
import { localName, tenantName } from '../../platform/format/localName';

/** How many KIDs a row shows before "+n more". */
const SHOWN_KIOSKS = 4;

export function kioskGroupColumns(
  t: TFunction<'kioskGroup'>,
  lang: Lang,
  kioskTypeLabel: (type: number | null) => string,
): EntityColumn<KioskGroup>[] {
  return [
    { key: 'name', title: t('fields.name'), sorter: true, render: (_, row) => localName(row, lang) },
    { key: 'tid', title: t('fields.tid'), render: (_, row) => tenantName(row, lang) },
    { key: 'kioskType', title: t('fields.kioskType'), sorter: true, render: (_, row) => kioskTypeLabel(row.kioskType) },
    {
      key: 'kiosks',
      title: t('fields.kiosks'),
      render: (_, row) => (
        <Space size={[0, 4]} wrap>
          {row.kiosks.slice(0, SHOWN_KIOSKS).map((member) => (
            <Tag key={member.id}>{member.kid}</Tag>
          ))}
          {row.kiosks.length > SHOWN_KIOSKS && (
            <Tag>{t('moreKiosks', { count: row.kiosks.length - SHOWN_KIOSKS })}</Tag>
          )}
        </Space>
      ),
    },
    {
      key: 'status',
      title: t('fields.status'),
      sorter: true,
      render: (_, row) => <StatusTag status={row.status} palette={ON_OFF_STATUS} />,
    },
    { key: 'lupdDttm', title: t('fields.lupdDttm'), sorter: true, render: (_, row) => formatDate(row.lupdDttm) },
  ];
}
