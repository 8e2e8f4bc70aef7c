import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, useMapEvents } from 'react-leaflet';
import '../../platform/map/estateMap.css';
import { HONG_KONG, MARKER_HTML } from '../../platform/map/mapTiles';
import { MapGround } from '../../platform/map/MapGround';

export interface LatLon {
  lat: number;
  lon: number;
}

interface LocationMapProps {
  value: LatLon | null;
  onChange?: (value: LatLon) => void;
}

const icon = L.divIcon({ className: 'estate-marker', html: MARKER_HTML, iconSize: [18, 18], iconAnchor: [9, 18] });
/** Five decimals: about a metre, as precise as a click can be. */
const rounded = (value: number) => Math.round(value * 1e5) / 1e5;
const toLatLon = (point: L.LatLng): LatLon => ({
  lat: rounded(point.lat),
  lon: rounded(L.Util.wrapNum(point.lng, [-180, 180], true)),
});

function ClickToPlace({ onChange }: { onChange: (value: LatLon) => void }) {
  useMapEvents({ click: (event) => onChange(toLatLon(event.latlng)) });
  return null;
}

/** A small map to pick a location: a click places the marker, dragging moves it. Loaded only where used. */
export default function LocationMap({ value, onChange }: LocationMapProps) {
  const { t } = useTranslation('housingEstate');
  const centre: [number, number] = value ? [value.lat, value.lon] : HONG_KONG;
  return (
    <MapContainer
      id="estateLocationMap"
      className="estate-map"
      center={centre}
      zoom={value ? 15 : 11}
      style={{ height: 280, width: '100%' }}
    >
      <MapGround />
      {onChange && <ClickToPlace onChange={onChange} />}
      {value && (
        <Marker
          position={[value.lat, value.lon]}
          icon={icon}
          title={t('locationMarker')}
          draggable={Boolean(onChange)}
          eventHandlers={{ dragend: (event) => onChange?.(toLatLon((event.target as L.Marker).getLatLng())) }}
        />
      )}
    </MapContainer>
  );
}
