import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Spin, Typography } from 'antd';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup } from 'react-leaflet';
import { Link } from 'react-router';
import type { AddressEstate } from '@srd/contract';
import { localName } from '../../platform/format/localName';
import { useLang } from '../../platform/i18n';
import { MapGround } from '../../platform/map/MapGround';
import { HONG_KONG, MARKER_HTML } from '../../platform/map/mapTiles';
import { ESTATE_PATH, fetchAllEstates } from './api';
import { estateAddress } from './estateText';
import '../../platform/map/estateMap.css';

const iconOf = (status: number) =>
  L.divIcon({
    className: status === 1 ? 'estate-marker' : 'estate-marker estate-marker-disabled',
    html: MARKER_HTML,
    iconSize: [18, 18],
    iconAnchor: [9, 18],
    popupAnchor: [0, -18],
  });
const icons = { 0: iconOf(0), 1: iconOf(1) };
const located = (estate: AddressEstate): estate is AddressEstate & { lat: number; lon: number } =>
  estate.lat !== null && estate.lon !== null;

/** Screen HousingEstateMap: every estate the caller reaches as a marker; its popup links to the estate's page. */
export default function HousingEstateMapPage() {
  const { t } = useTranslation('housingEstate');
  const lang = useLang();
  const estates = useQuery({ queryKey: ['addressEstate', 'all'], queryFn: fetchAllEstates });
  const rows = estates.data?.rows ?? [];
  const onMap = rows.filter(located);
  let body = <Spin style={{ display: 'block', margin: 48 }} />;
  if (estates.isError) body = <Alert type="error" showIcon title={estates.error.message} />;
  else if (estates.data) {
    body = (
      <>
        <Typography.Paragraph id="estateMapCount" type="secondary">
          {t('mapCount', { count: onMap.length, total: rows.length })}
        </Typography.Paragraph>
        <MapContainer
          id="estateMap"
          className="estate-map"
          center={HONG_KONG}
          zoom={11}
          style={{ height: 'calc(100vh - 260px)', minHeight: 360, width: '100%' }}
        >
          <MapGround />
          {onMap.map((estate) => (
            <Marker
              key={estate.id}
              position={[estate.lat, estate.lon]}
              icon={icons[estate.status === 1 ? 1 : 0]}
              title={localName(estate, lang)}
            >
              <Popup>
                <Typography.Text strong>{localName(estate, lang)}</Typography.Text>
                <br />
                {estateAddress(estate, lang)}
                {estate.district && <> · {t(`district.${estate.district}`)}</>}
                <br />
                {t('buildings', { count: estate.buildingCount })}
                <br />
                <Link to={`${ESTATE_PATH}?id=${estate.id}`} className="estate-map-link">
                  {t('openEstate')}
                </Link>
              </Popup>
            </Marker>
          ))}
        </MapContainer>
      </>
    );
  }
  return (
    <Card id="estateMapPage" title={t('mapTitle')}>
      {body}
    </Card>
  );
}
