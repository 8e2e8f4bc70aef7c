import type { FeatureCollection } from 'geojson';
import type { PathOptions } from 'leaflet';
import { GeoJSON, Pane, TileLayer } from 'react-leaflet';
import hongKongBase from './hongKongBase.json';
import { TILE_ATTRIBUTION, useTileUrl } from './mapTiles';

/**
 * Hong Kong's coastline and its 18 districts, simplified (about 35 KB), with Shenzhen for context:
 * district shapes from Apache ECharts 4.9 (Apache-2.0), clipped to Natural Earth's 1:10m land
 * (public domain), so the harbour and the channels stay water.
 */
const HONG_KONG_BASE = hongKongBase as FeatureCollection;
const BASE_ATTRIBUTION = 'Districts: Apache ECharts; coast: Natural Earth';

const styleOf = (feature?: { properties?: { kind?: string } }): PathOptions =>
  feature?.properties?.kind === 'district'
    ? { fillColor: '#f4f1e8', fillOpacity: 1, color: '#b9b09c', weight: 1 }
    : { fillColor: '#e4e1d8', fillOpacity: 1, color: '#c9c2b2', weight: 0.5 };

/**
 * What every map draws beneath its markers: the offline base layer of Hong Kong, and over it the
 * tiles of `MAP_TILE_URL`, which hide it wherever they load. Without network the maps still read as
 * Hong Kong, not as pins on a blank ground.
 */
export function MapGround() {
  const tileUrl = useTileUrl();
  return (
    <>
      {/* Beneath the tile pane (z-index 200). */}
      <Pane name="hongKongBase" style={{ zIndex: 150 }}>
        <GeoJSON data={HONG_KONG_BASE} style={styleOf} interactive={false} attribution={BASE_ATTRIBUTION} />
      </Pane>
      {tileUrl && <TileLayer url={tileUrl} attribution={TILE_ATTRIBUTION} />}
    </>
  );
}
