import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Kiosk, KioskLive, LiveKiosk } from '@srd/contract';
import type { EntityColumn } from '../../platform/crud/EntityTable';
import { useKioskTypeLabel } from '../../platform/crud/kioskTypes';
import { formatDate } from '../../platform/format/date';
import { localName } from '../../platform/format/localName';
import { useRelativeTime } from '../../platform/format/useRelativeTime';
import { useLang } from '../../platform/i18n';
import { LiveStatusTag } from '../../platform/kiosk/LiveStatusTag';
import { KIOSK_PATH } from './api';
import { useLiveFleet } from './live/useLiveFleet';

const NONE = '-';

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

function LiveStatusCell({ row }: { row: Kiosk }) {
  return <LiveStatusTag live={useCurrentLive(row)} />;
}

function HeartbeatAgeCell({ row }: { row: Kiosk }) {
  const ago = useRelativeTime();
  const heartbeat = useCurrentLive(row)?.lastHeartbeatAt;
  return heartbeat ? <Tooltip title={formatDate(heartbeat)}>{ago(heartbeat)}</Tooltip> : NONE;
}

/** The KioskList columns: identity, type, tenant, live status and heartbeat (kept current by the live feed), flags. */
export function useKioskColumns(): EntityColumn<Kiosk>[] {
  const { t } = useTranslation('kiosk');
  const lang = useLang();
  const typeLabel = useKioskTypeLabel();
  return [
    {
      key: 'kid',
      title: t('fields.kid'),
      sorter: true,
      render: (_, row) => <Link to={`${KIOSK_PATH}?id=${row.id}`}>{row.kid}</Link>,
    },
    { key: 'name', title: t('fields.name'), sorter: true, render: (_, row) => localName(row, lang) },
    { key: 'kioskType', title: t('fields.kioskType'), sorter: true, render: (_, row) => typeLabel(row.kioskType) },
    {
      key: 'tid',
      title: t('fields.tid'),
      render: (_, row) =>
        row.tenantName === null
          ? NONE
          : localName(
              { name: row.tenantName, nameCht: row.tenantNameCht ?? '', nameChs: row.tenantNameChs ?? '' },
              lang,
            ),
    },
    { key: 'liveStatus', title: t('fields.liveStatus'), render: (_, row) => <LiveStatusCell row={row} /> },
    { key: 'lastHeartbeatAt', title: t('fields.lastHeartbeatAt'), render: (_, row) => <HeartbeatAgeCell row={row} /> },
    {
      key: 'enableFlag',
      title: t('fields.enableFlag'),
      sorter: true,
      render: (_, row) => <FlagTag flag={row.enableFlag} field="enableFlag" />,
    },
    {
      key: 'publicFlag',
      title: t('fields.publicFlag'),
      sorter: true,
      render: (_, row) => <FlagTag flag={row.publicFlag} field="publicFlag" />,
    },
    { key: 'lupdDttm', title: t('fields.lupdDttm'), sorter: true, render: (_, row) => formatDate(row.lupdDttm) },
  ];
}
