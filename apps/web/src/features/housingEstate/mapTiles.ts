/**
 * The map tiles' address template: `VITE_MAP_TILE_URL` when the build sets it (an in-house tile server),
 * else OpenStreetMap's. Without tiles (no network) the maps still show their markers on a blank ground.
 */
export const TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Hong Kong, where the estates are: the centre of a map without a location yet. */
export const HONG_KONG: [number, number] = [22.35, 114.15];

/** A marker drawn with CSS (no image files to bundle or fetch), dragged or counted by its class. */
export const MARKER_HTML = '<span class="estate-marker-pin"></span>';
