import type { TFunction } from 'i18next';
import type { Lang, SysClient } from '@srd/contract';
import type { EntityColumn } from '../../platform/crud/EntityTable';
import { StatusTag } from '../../platform/crud/StatusTag';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { formatDate } from '../../platform/format/date';
import { localName } from '../../platform/format/localName';

export function sysClientColumns(t: TFunction<'sysClient'>, lang: Lang): EntityColumn<SysClient>[] {
  return [
    { key: 'name', title: t('fields.name'), sorter: true, render: (_, row) => localName(row, lang) },
    { key: 'contactPerson', dataIndex: 'contactPerson', title: t('fields.contactPerson') },
    { key: 'contactEmail', dataIndex: 'contactEmail', title: t('fields.contactEmail') },
    { key: 'phone', dataIndex: 'phone', title: t('fields.phone') },
    {
      key: 'status',
      title: t('fields.status'),
      sorter: true,
      render: (_, row) => <StatusTag status={row.status} palette={ON_OFF_STATUS} />,
    },
    { key: 'remarks', dataIndex: 'remarks', title: t('fields.remarks'), ellipsis: true },
    { key: 'lupdDttm', title: t('fields.lupdDttm'), sorter: true, render: (_, row) => formatDate(row.lupdDttm) },
  ];
}
