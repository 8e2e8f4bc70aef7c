import { Avatar, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { Lang, Tenant } from '@srd/contract';
import type { EntityColumn } from '../../platform/crud/EntityTable';
import { StatusTag } from '../../platform/crud/StatusTag';
import { formatDate } from '../../platform/format/date';
import { localName } from '../../platform/format/localName';

const sysClientName = (row: Tenant, lang: Lang) =>
  row.sysClientName === null
    ? '-'
    : localName(
        { name: row.sysClientName, nameCht: row.sysClientNameCht ?? '', nameChs: row.sysClientNameChs ?? '' },
        lang,
      );

export function tenantColumns(t: TFunction<'tenant'>, lang: Lang): EntityColumn<Tenant>[] {
  return [
    { key: 'id', dataIndex: 'id', title: t('fields.id'), sorter: true, width: 72 },
    {
      key: 'name',
      title: t('fields.name'),
      sorter: true,
      render: (_, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {row.logo && <Avatar src={row.logo} size="small" shape="square" style={{ marginInlineEnd: 8 }} />}
          {localName(row, lang)}
        </span>
      ),
    },
    { key: 'shortName', dataIndex: 'shortName', title: t('fields.shortName'), sorter: true },
    { key: 'sysClientId', title: t('fields.sysClientId'), render: (_, row) => sysClientName(row, lang) },
    { key: 'subdomain', dataIndex: 'subdomain', title: t('fields.subdomain'), sorter: true },
    // The SPEC colours: Disable warning, Active success, Draft danger, Pending primary, Expired info.
    { key: 'status', title: t('fields.status'), sorter: true, render: (_, row) => <StatusTag status={row.status} /> },
    {
      key: 'effectiveDate',
      title: t('fields.effectiveDate'),
      sorter: true,
      render: (_, row) => row.effectiveDate ?? '-',
    },
    {
      key: 'expiryDate',
      title: t('fields.expiryDate'),
      sorter: true,
      render: (_, row) => row.expiryDate ?? t('openEnded'),
    },
    {
      key: 'modes',
      title: t('fields.modes'),
      render: (_, row) => row.modes.map((mode) => <Tag key={mode}>{t(`modes.${mode}`)}</Tag>),
    },
    { key: 'defaultLang', title: t('fields.defaultLang'), render: (_, row) => t(`langs.${row.defaultLang}`) },
    { key: 'lupdDttm', title: t('fields.lupdDttm'), sorter: true, render: (_, row) => formatDate(row.lupdDttm) },
  ];
}
