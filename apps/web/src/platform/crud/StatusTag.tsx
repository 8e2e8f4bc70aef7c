import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ENTITY_STATUS, statusStyle, type StatusPalette } from './statusTags';

/** A status as a coloured tag in the UI language; an unknown one as its number. */
export function StatusTag({ status, palette = ENTITY_STATUS }: { status: number; palette?: StatusPalette }) {
  const { t } = useTranslation('crud');
  const style = statusStyle(status, palette);
  if (!style) return <Tag>{status}</Tag>;
  return (
    <Tag color={style.color} data-status={status}>
      {t(`status.${style.text}` as never)}
    </Tag>
  );
}
