import { KIOSK_LIVE_STATUSES, liveStatusOf, type KioskLiveStatus, type LiveKiosk } from '@srd/contract';
import { Badge, Card, Flex, Select, Tag, Typography } from 'antd';
import 'leaflet/dist/leaflet.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer } from 'react-leaflet';
import { useKioskTypeOptions } from '../../../platform/crud/kioskTypes';
import { LIVE_STATUS_STYLE } from '../../../platform/kiosk/liveStatus';
import { useLiveStatusLabel } from '../../../platform/kiosk/LiveStatusTag';
import { HONG_KONG } from '../../../platform/map/mapTiles';
import { MapGround } from '../../../platform/map/MapGround';
import '../../../platform/map/estateMap.css';
import './kioskMap.css';
import { FleetMarkers } from './FleetMarkers';
import { countByStatus, liveStateOf } from './fleetStatus';
import type { ConnectionStatus } from './liveFleet';
import { useLiveFleet } from './useLiveFleet';

const CONNECTION_BADGE: Record<ConnectionStatus, 'success' | 'processing' | 'warning'> = {
  live: 'success',
  connecting: 'processing',
  reconnecting: 'warning',
};

const located = (kiosk: LiveKiosk): kiosk is LiveKiosk & { lat: number; lon: number } =>
  kiosk.lat !== null && kiosk.lon !== null;

/**
 * Screen KioskMap: the kiosks of the user's scope on a map, each marker in the colour of its live status
 * and repainted as the live feed reports changes; a legend counts each status and filters by it.
 */
export default function KioskMapPage() {
  const { t } = useTranslation('fleet');
  const statusLabel = useLiveStatusLabel();
  const typeOptions = useKioskTypeOptions();
  const { kiosks, status: connection } = useLiveFleet();
  const [kioskType, setKioskType] = useState<number | undefined>();
  const [status, setStatus] = useState<KioskLiveStatus | undefined>();

  const ofType = [...kiosks.values()].filter((kiosk) => kioskType === undefined || kiosk.kioskType === kioskType);
  const counts = countByStatus(ofType);
  const shown = ofType.filter((kiosk) => status === undefined || liveStatusOf(liveStateOf(kiosk)) === status);
  const onMap = shown.filter(located);

  return (
    <Card
      id="kioskMapPage"
      title={t('mapTitle')}
      extra={
        <Badge
          id="kioskMapConnection"
          data-status={connection}
          status={CONNECTION_BADGE[connection]}
          text={t(`connection.${connection}`)}
        />
      }
    >
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        <Select
          id="kioskMapType"
          allowClear
          placeholder={t('filterType')}
          aria-label={t('filterType')}
          options={typeOptions}
          value={kioskType}
          onChange={setKioskType}
          style={{ minWidth: 180 }}
        />
        <Select
          id="kioskMapStatus"
          allowClear
          placeholder={t('filterStatus')}
          aria-label={t('filterStatus')}
          options={KIOSK_LIVE_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
          value={status}
          onChange={setStatus}
          style={{ minWidth: 180 }}
        />
      </Flex>
      <Flex id="kioskMapLegend" wrap gap={4} style={{ marginBottom: 8 }}>
        {KIOSK_LIVE_STATUSES.filter((value) => counts.has(value)).map((value) => (
          <Tag.CheckableTag
            key={value}
            data-live-status={value}
            checked={status === value}
            onChange={(checked) => setStatus(checked ? value : undefined)}
            className="kiosk-map-legend"
          >
            <span className="kiosk-map-legend-dot" style={{ background: LIVE_STATUS_STYLE[value].marker }} />
            {statusLabel(value)} <span className="kiosk-map-legend-count">{counts.get(value)}</span>
          </Tag.CheckableTag>
        ))}
      </Flex>
      <Typography.Paragraph id="kioskMapCount" type="secondary">
        {t('mapCount', { count: onMap.length, total: shown.length })}
      </Typography.Paragraph>
      <MapContainer
        id="kioskMap"
        className="estate-map"
        center={HONG_KONG}
        zoom={11}
        style={{ height: 'calc(100vh - 330px)', minHeight: 320, width: '100%' }}
      >
        <MapGround />
        <FleetMarkers kiosks={onMap} />
      </MapContainer>
    </Card>
  );
}
