import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Kiosk, KioskLive, LiveKiosk } from '@srd/contract';
import { formatDate } from '../../platform/format/date';
import { useRelativeTime } from '../../platform/format/useRelativeTime';
import { LiveStatusTag } from '../../platform/kiosk/LiveStatusTag';
import { useLiveFleet } from './live/useLiveFleet';

export const NONE = '-';

/** A yes/no flag of a kiosk as a tag. */
export function FlagTag({ flag, field }: { flag: number; field: 'enableFlag' | 'publicFlag' }) {
  const { t } = useTranslation('kiosk');
  return (
    <Tag color={flag === 1 ? 'success' : 'default'} data-flag={`${field}-${flag}`}>
      {t(`flags.${flag === 1 ? '1' : '0'}`)}
    </Tag>
  );
}

/** The kiosk's live state: the feed's when it has one (newer than the page), else the page's. */
function currentLive(row: Kiosk, fed: LiveKiosk | undefined): KioskLive | null {
  if (!fed || fed.state === null || fed.lastHeartbeatAt === null) return row.live;
  return { state: fed.state, online: fed.online, manualDown: fed.manualDown, lastHeartbeatAt: fed.lastHeartbeatAt };
}

/** A row's live state as the feed keeps it current; only the cells using it repaint on an update. */
function useCurrentLive(row: Kiosk): KioskLive | null {
  return currentLive(row, useLiveFleet().kiosks.get(row.id));
}

export function LiveStatusCell({ row }: { row: Kiosk }) {
  return <LiveStatusTag live={useCurrentLive(row)} />;
}

export function HeartbeatAgeCell({ row }: { row: Kiosk }) {
  const ago = useRelativeTime();
  const heartbeat = useCurrentLive(row)?.lastHeartbeatAt;
  return heartbeat ? <Tooltip title={formatDate(heartbeat)}>{ago(heartbeat)}</Tooltip> : NONE;
}
