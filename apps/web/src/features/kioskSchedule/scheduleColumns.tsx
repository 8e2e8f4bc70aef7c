import { ApartmentOutlined, DesktopOutlined } from '@ant-design/icons';
import { Space, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { localName, WEEKDAYS, type KioskSchedule, type Lang } from '@srd/contract';
import { EVERY_SCREEN, type EntityColumn } from '../../platform/crud/EntityTable';
import { formatDate } from '../../platform/format/date';
import { EffectiveStatusTag } from './EffectiveStatusTag';

/** A kiosk's KID, or a group's name, with an icon telling which. */
export function scheduleTarget(row: KioskSchedule, lang: Lang) {
  if (row.kid !== null)
    return (
      <Space size={4}>
        <DesktopOutlined />
        {row.kid}
      </Space>
    );
  const name = localName({ name: row.groupName ?? '', nameCht: row.groupNameCht, nameChs: row.groupNameChs }, lang);
  return (
    <Space size={4}>
      <ApartmentOutlined />
      {name || `#${row.groupId}`}
    </Space>
  );
}

/** The weekdays by their short names; all seven as "Every day". */
export function weekdayText(t: TFunction<'kioskSchedule'>, weekdays: readonly number[]): string {
  if (weekdays.length === WEEKDAYS.length) return t('everyDay');
  return weekdays.map((day) => t(`weekdays.${day as 1}`)).join(' ');
}

export function scheduleColumns(t: TFunction<'kioskSchedule'>, lang: Lang): EntityColumn<KioskSchedule>[] {
  return [
    { key: 'name', dataIndex: 'name', title: t('fields.name'), sorter: true },
    { key: 'target', title: t('fields.target'), render: (_, row) => scheduleTarget(row, lang) },
    {
      key: 'effectiveStatus',
      title: t('fields.effectiveStatus'),
      responsive: EVERY_SCREEN,
      render: (_, row) => <EffectiveStatusTag status={row.effectiveStatus} />,
    },
    {
      key: 'openTime',
      title: t('fields.hours'),
      sorter: true,
      render: (_, row) => (
        <Space size={4} wrap>
          {`${row.openTime}–${row.closeTime}`}
          {row.overnight && (
            <Tooltip title={t('overnight')}>
              <Tag color="purple">{t('overnightShort')}</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { key: 'weekdays', title: t('fields.weekdays'), render: (_, row) => weekdayText(t, row.weekdays) },
    {
      key: 'effectiveDate',
      title: t('fields.period'),
      sorter: true,
      render: (_, row) => `${row.effectiveDate} – ${row.expiryDate ?? t('openEnded')}`,
    },
    { key: 'lupdDttm', title: t('fields.lupdDttm'), sorter: true, render: (_, row) => formatDate(row.lupdDttm) },
  ];
}
