import { ApartmentOutlined, DesktopOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import type { TFunction } from 'i18next';
import { localName, WEEKDAYS, type KioskSchedule, type Lang } from '@srd/contract';

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
