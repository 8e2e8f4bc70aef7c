import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { liveStatusOf, type KioskLiveState, type KioskLiveStatus } from '@srd/contract';
import { LIVE_STATUS_STYLE } from './liveStatus';

/** The text of a live status in the UI language (needs the `kiosk` texts loaded). */
export function useLiveStatusLabel(): (status: KioskLiveStatus) => string {
  const { t } = useTranslation('kiosk');
  return (status) => (status.startsWith('state') ? t(`states.${status.slice(5) as '0'}`) : t(status as 'offline'));
}

/** A kiosk's live status as a coloured tag. */
export function LiveStatusTag({ live }: { live: KioskLiveState | null | undefined }) {
  const label = useLiveStatusLabel();
  const status = liveStatusOf(live);
  return (
    <Tag color={LIVE_STATUS_STYLE[status].tag} data-live-status={status}>
      {label(status)}
    </Tag>
  );
}
