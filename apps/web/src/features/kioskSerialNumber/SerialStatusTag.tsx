import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusStyle } from '../../platform/crud/statusTags';
import { SERIAL_STATUS_COLOURS } from './serialStatus';

/** A hardware record's status in its colour, its text under the screen's `statuses.`. */
export function SerialStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('kioskSerialNumber');
  const style = statusStyle(status, SERIAL_STATUS_COLOURS);
  return style ? (
    <Tag color={style.color} data-status={status}>
      {t(`statuses.${status as 0}`)}
    </Tag>
  ) : (
    <Tag>{status}</Tag>
  );
}
