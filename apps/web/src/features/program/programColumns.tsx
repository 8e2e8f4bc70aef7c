import type { TFunction } from 'i18next';
import type { Lang, Program } from '@srd/contract';
import type { EntityColumn } from '../../platform/crud/EntityTable';
import { StatusTag } from '../../platform/crud/StatusTag';
import { formatDate } from '../../platform/format/date';
import { localName } from '../../platform/format/localName';

export function programColumns(t: TFunction<'program'>, lang: Lang): EntityColumn<Program>[] {
  return [
    { key: 'name', title: t('fields.name'), sorter: true, render: (_, row) => localName(row, lang) },
    {
      key: 'tid',
      title: t('fields.tid'),
      render: (_, row) =>
        localName({ name: row.tenantName, nameCht: row.tenantNameCht, nameChs: row.tenantNameChs }, lang),
    },
    // The SPEC colours: Disable warning, Active success, Draft danger, Pending primary, Expired info.
    { key: 'status', title: t('fields.status'), sorter: true, render: (_, row) => <StatusTag status={row.status} /> },
    { key: 'effectiveDate', dataIndex: 'effectiveDate', title: t('fields.effectiveDate'), sorter: true },
    {
      key: 'expiryDate',
      title: t('fields.expiryDate'),
      sorter: true,
      render: (_, row) => row.expiryDate ?? t('openEnded'),
    },
    { key: 'description', dataIndex: 'description', title: t('fields.description'), ellipsis: true },
    { key: 'lupdDttm', title: t('fields.lupdDttm'), sorter: true, render: (_, row) => formatDate(row.lupdDttm) },
  ];
}
