import type { TFunction } from 'i18next';
import type { AlertType, Lang } from '@srd/contract';
import { AlertLevelTag } from '../../platform/alertLevels/AlertLevelTag';
import type { EntityColumn } from '../../platform/crud/EntityTable';
import { StatusTag } from '../../platform/crud/StatusTag';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { formatDate } from '../../platform/format/date';
import { localName } from '../../platform/format/localName';

export function alertTypeColumns(
  t: TFunction<'alertType'>,
  lang: Lang,
  kioskTypeLabel: (type: number | null) => string,
): EntityColumn<AlertType>[] {
  return [
    { key: 'code', dataIndex: 'code', title: t('fields.code'), sorter: true },
    { key: 'name', title: t('fields.name'), sorter: true, render: (_, row) => localName(row, lang) },
    { key: 'kioskType', title: t('fields.kioskType'), render: (_, row) => kioskTypeLabel(row.kioskType) },
    { key: 'level', title: t('fields.level'), sorter: true, render: (_, row) => <AlertLevelTag level={row.level} /> },
    {
      key: 'status',
      title: t('fields.status'),
      render: (_, row) => <StatusTag status={row.status} palette={ON_OFF_STATUS} />,
    },
    { key: 'lupdDttm', title: t('fields.lupdDttm'), sorter: true, render: (_, row) => formatDate(row.lupdDttm) },
  ];
}
