import { useQuery } from '@tanstack/react-query';
import type { MapSettings } from '@srd/contract';
import { request } from '../api';

export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Hong Kong, where the estates are: the centre of a map without a location yet. */
export const HONG_KONG: [number, number] = [22.35, 114.15];

/** A marker drawn with CSS (no image files to bundle or fetch), dragged or counted by its class. */
export const MARKER_HTML = '<span class="estate-marker-pin"></span>';

/**
 * The tiles' address template, the server's `MAP_TILE_URL` (OpenStreetMap by default); undefined until
 * known. Without tiles (no network) the maps still show Hong Kong's outline and districts (MapGround).
 */
export function useTileUrl(): string | undefined {
  const settings = useQuery({
    queryKey: ['housingEstate', 'mapSettings'],
    queryFn: () => request<MapSettings>('GET', '/housingEstate/mapSettings'),
    staleTime: Infinity,
  });
  return settings.data?.tileUrl;
}
