import type { TFunction } from 'i18next';
import type { AddressEstate, Lang } from '@srd/contract';
import type { EntityColumn } from '../../platform/crud/EntityTable';
import { StatusTag } from '../../platform/crud/StatusTag';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { formatDate } from '../../platform/format/date';
import { localName } from '../../platform/format/localName';

/** The estate's address in the UI language, English where the translation is empty. */
export const estateAddress = (row: AddressEstate, lang: Lang) =>
  localName({ name: row.address, nameCht: row.addressCht, nameChs: row.addressChs }, lang);

/** The estate's tenant in the UI language, or "Shared". */
export function estateOwner(row: AddressEstate, lang: Lang, t: TFunction<'housingEstate'>) {
  return row.tenantName === null
    ? t('shared')
    : localName({ name: row.tenantName, nameCht: row.tenantNameCht, nameChs: row.tenantNameChs }, lang);
}

export function estateColumns(t: TFunction<'housingEstate'>, lang: Lang): EntityColumn<AddressEstate>[] {
  return [
    { key: 'name', title: t('fields.name'), sorter: true, render: (_, row) => localName(row, lang) },
    // The address in the UI language, whichever translation that is.
    { key: 'address', title: t('addressColumn'), ellipsis: true, render: (_, row) => estateAddress(row, lang) },
    {
      key: 'district',
      title: t('fields.district'),
      sorter: true,
      render: (_, row) => (row.district ? t(`district.${row.district}`) : ''),
    },
    { key: 'region', title: t('fields.region'), render: (_, row) => (row.region ? t(`region.${row.region}`) : '') },
    { key: 'tid', title: t('fields.tid'), render: (_, row) => estateOwner(row, lang, t) },
    { key: 'buildingCount', dataIndex: 'buildingCount', title: t('fields.buildingCount') },
    {
      key: 'location',
      title: t('fields.location'),
      render: (_, row) => (row.lat === null || row.lon === null ? '' : `${row.lat}, ${row.lon}`),
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
