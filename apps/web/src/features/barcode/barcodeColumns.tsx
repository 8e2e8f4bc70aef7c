import type { TFunction } from 'i18next';
import type { Barcode, Lang } from '@srd/contract';
import type { EntityColumn } from '../../platform/crud/EntityTable';
import { StatusTag } from '../../platform/crud/StatusTag';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { formatDate } from '../../platform/format/date';
import { localName } from '../../platform/format/localName';

const orDash = (value: string | number | null) => (value === null || value === '' ? '-' : value);

export function barcodeColumns(
  t: TFunction<'barcode'>,
  lang: Lang,
  materialLabel: (id: number) => string,
): EntityColumn<Barcode>[] {
  return [
    {
      key: 'barcode',
      title: t('fields.barcode'),
      sorter: true,
      render: (_, row) => <span className="barcode-digits">{row.barcode}</span>,
    },
    { key: 'name', title: t('fields.name'), sorter: true, render: (_, row) => localName(row, lang) },
    { key: 'materialTypeId', title: t('fields.materialTypeId'), render: (_, row) => materialLabel(row.materialTypeId) },
    { key: 'brand', title: t('fields.brand'), sorter: true, render: (_, row) => orDash(row.brand) },
    { key: 'volumeMl', title: t('fields.volumeMl'), align: 'right', render: (_, row) => orDash(row.volumeMl) },
    { key: 'weightG', title: t('fields.weightG'), align: 'right', render: (_, row) => orDash(row.weightG) },
    {
      key: 'status',
      title: t('fields.status'),
      render: (_, row) => <StatusTag status={row.status} palette={ON_OFF_STATUS} />,
    },
    { key: 'lupdDttm', title: t('fields.lupdDttm'), sorter: true, render: (_, row) => formatDate(row.lupdDttm) },
  ];
}
