import { liveStatusOf, type KioskLiveStatus, type LiveKiosk } from '@srd/contract';
import { Typography } from 'antd';
import L from 'leaflet';
import { useTranslation } from 'react-i18next';
import { Marker, Popup } from 'react-leaflet';
import { Link } from 'react-router';
import { formatDate } from '../../../platform/format/date';
import { localName } from '../../../platform/format/localName';
import { useRelativeTime } from '../../../platform/format/useRelativeTime';
import { useLang } from '../../../platform/i18n';
import { LIVE_STATUS_STYLE } from '../../../platform/kiosk/liveStatus';
import { LiveStatusTag } from '../../../platform/kiosk/LiveStatusTag';
import { useMaterialName } from '../../../platform/materialTypes';
import { liveStateOf } from './fleetStatus';

export const KIOSK_PATH = '/configuration/kiosk/kiosk';

const icons = new Map<KioskLiveStatus, L.DivIcon>();
/** The marker of a status: the estate map's pin, in the status colour. */
function iconOf(status: KioskLiveStatus): L.DivIcon {
  let icon = icons.get(status);
  if (!icon) {
    const html =
      `<span class="estate-marker-pin" data-live-status="${status}" ` +
      `style="background:${LIVE_STATUS_STYLE[status].marker}"></span>`;
    icon = L.divIcon({
      className: 'kiosk-marker',
      html,
      iconSize: [18, 18],
      iconAnchor: [9, 18],
      popupAnchor: [0, -18],
    });
    icons.set(status, icon);
  }
  return icon;
}

function KioskPopup({ kiosk }: { kiosk: LiveKiosk }) {
  const { t } = useTranslation('fleet');
  const lang = useLang();
  const ago = useRelativeTime();
  const materialName = useMaterialName();
  return (
    <div className="kiosk-map-popup">
      <div>
        <Typography.Text strong>{kiosk.kid}</Typography.Text> · {localName(kiosk, lang)}
      </div>
      <LiveStatusTag live={liveStateOf(kiosk)} />
      <div>
        {t('lastHeartbeatAt', {
          time: kiosk.lastHeartbeatAt
            ? `${formatDate(kiosk.lastHeartbeatAt)} (${ago(kiosk.lastHeartbeatAt)})`
            : t('never'),
        })}
      </div>
      {kiosk.bins.length === 0 && <div>{t('noBins')}</div>}
      {kiosk.bins.map((bin) => (
        <div key={bin.bin} className="kiosk-map-bin">
          {t('binLine', {
            bin: bin.bin,
            material: bin.material ? ` (${materialName(bin.material)})` : '',
            weight: bin.weightKg,
            depth: bin.depthPct,
          })}
        </div>
      ))}
      <Link to={`${KIOSK_PATH}?id=${kiosk.kioskId}`} className="kiosk-map-link">
        {t('openKiosk')}
      </Link>
    </div>
  );
}

/** A marker per located kiosk, coloured by its live status; its popup tells the state and links to the kiosk. */
export function FleetMarkers({ kiosks }: { kiosks: (LiveKiosk & { lat: number; lon: number })[] }) {
  return kiosks.map((kiosk) => (
    <Marker
      key={kiosk.kioskId}
      position={[kiosk.lat, kiosk.lon]}
      icon={iconOf(liveStatusOf(liveStateOf(kiosk)))}
      title={kiosk.kid}
    >
      <Popup>
        <KioskPopup kiosk={kiosk} />
      </Popup>
    </Marker>
  ));
}
