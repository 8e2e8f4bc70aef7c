import type { TFunction } from 'i18next';
import type { Lang, MaterialType } from '@srd/contract';
import type { EntityColumn } from '../../platform/crud/EntityTable';
import { StatusTag } from '../../platform/crud/StatusTag';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { formatDate } from '../../platform/format/date';
import { materialName } from './materialName';

interface Labels {
  kioskType: (type: number | null) => string;
  unit: (unit: string | null) => string;
}

export function materialTypeColumns(
  t: TFunction<'materialType'>,
  lang: Lang,
  labels: Labels,
): EntityColumn<MaterialType>[] {
  return [
    { key: 'code', dataIndex: 'code', title: t('fields.code'), sorter: true },
    { key: 'materialName', title: t('fields.materialName'), sorter: true, render: (_, row) => materialName(row, lang) },
    {
      key: 'kioskType',
      title: t('fields.kioskType'),
      sorter: true,
      render: (_, row) => labels.kioskType(row.kioskType),
    },
    { key: 'unit', title: t('fields.unit'), render: (_, row) => labels.unit(row.unit) },
    {
      key: 'pointsPerUnit',
      dataIndex: 'pointsPerUnit',
      title: t('fields.pointsPerUnit'),
      sorter: true,
      align: 'right',
    },
    {
      key: 'status',
      title: t('fields.status'),
      render: (_, row) => <StatusTag status={row.status} palette={ON_OFF_STATUS} />,
    },
    { key: 'lupdDttm', title: t('fields.lupdDttm'), sorter: true, render: (_, row) => formatDate(row.lupdDttm) },
  ];
}
