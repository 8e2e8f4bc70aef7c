import { LockOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { SysParameter } from '@srd/contract';
import type { EntityColumn } from '../../platform/crud/EntityTable';
import { StatusTag } from '../../platform/crud/StatusTag';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { formatDate } from '../../platform/format/date';

/** The value as stored, cut to one line; a confidential one only says that it is hidden. */
function ValueCell({ row, hidden }: { row: SysParameter; hidden: string }) {
  if (row.confidential) {
    return (
      <Tag icon={<LockOutlined />} className="param-hidden">
        {hidden}
      </Tag>
    );
  }
  return (
    <Typography.Text code={row.valueType !== 'text'} ellipsis={{ tooltip: row.paramValue }} style={{ maxWidth: 280 }}>
      {row.paramValue}
    </Typography.Text>
  );
}

export function sysParameterColumns(
  t: TFunction<'sysParameter'>,
  valueTypeLabel: (type: string) => string,
): EntityColumn<SysParameter>[] {
  return [
    {
      key: 'paramKey',
      title: t('fields.paramKey'),
      sorter: true,
      render: (_, row) => <Typography.Text strong>{row.paramKey}</Typography.Text>,
    },
    {
      key: 'paramValue',
      title: t('fields.paramValue'),
      render: (_, row) => <ValueCell row={row} hidden={t('hidden')} />,
    },
    {
      key: 'valueType',
      title: t('fields.valueType'),
      sorter: true,
      render: (_, row) => <Tag data-type={row.valueType}>{valueTypeLabel(row.valueType)}</Tag>,
    },
    { key: 'description', title: t('fields.description'), render: (_, row) => row.description || '-' },
    {
      key: 'status',
      title: t('fields.status'),
      render: (_, row) => <StatusTag status={row.status} palette={ON_OFF_STATUS} />,
    },
    { key: 'lupdDttm', title: t('fields.lupdDttm'), sorter: true, render: (_, row) => formatDate(row.lupdDttm) },
  ];
}
