import { Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { KioskSerialNumber } from '@srd/contract';
import { EVERY_SCREEN, type EntityColumn } from '../../platform/crud/EntityTable';
import { statusStyle } from '../../platform/crud/statusTags';
import { formatDate } from '../../platform/format/date';
import { SERIAL_STATUS_COLOURS } from './serialStatus';

const NONE = '-';

export function serialStatusTag(t: TFunction<'kioskSerialNumber'>, status: number) {
  const style = statusStyle(status, SERIAL_STATUS_COLOURS);
  return style ? (
    <Tag color={style.color} data-status={status}>
      {t(`statuses.${status as 0}`)}
    </Tag>
  ) : (
    <Tag>{status}</Tag>
  );
}

export function serialNumberColumns(t: TFunction<'kioskSerialNumber'>): EntityColumn<KioskSerialNumber>[] {
  return [
    { key: 'serialNo', dataIndex: 'serialNo', title: t('fields.serialNo'), sorter: true },
    { key: 'model', dataIndex: 'model', title: t('fields.model'), sorter: true },
    {
      key: 'status',
      title: t('fields.status'),
      sorter: true,
      responsive: EVERY_SCREEN,
      render: (_, row) => serialStatusTag(t, row.status),
    },
    {
      key: 'kioskId',
      title: t('fields.kioskId'),
      render: (_, row) => row.kid ?? <Typography.Text type="secondary">{t('noKiosk')}</Typography.Text>,
    },
    {
      key: 'cameras',
      title: t('fields.cameras'),
      render: (_, row) =>
        row.cameraSerials.length ? (
          <Tooltip title={row.cameraSerials.join(', ')}>{row.cameraSerials.length}</Tooltip>
        ) : (
          0
        ),
    },
    { key: 'simNo', dataIndex: 'simNo', title: t('fields.simNo'), render: (sim: string | null) => sim ?? NONE },
    {
      key: 'supplier',
      dataIndex: 'supplier',
      title: t('fields.supplier'),
      render: (supplier: string | null) => supplier ?? NONE,
    },
    { key: 'lupdDttm', title: t('fields.lupdDttm'), sorter: true, render: (_, row) => formatDate(row.lupdDttm) },
  ];
}
