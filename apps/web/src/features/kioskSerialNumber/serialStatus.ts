import type { StatusPalette } from '../../platform/crud/statusTags';

/** In stock blue, installed green, under repair orange, retired grey; texts under `statuses.` of the screen. */
export const SERIAL_STATUS_COLOURS: StatusPalette = {
  0: { color: 'processing', text: '0' },
  1: { color: 'success', text: '1' },
  2: { color: 'warning', text: '2' },
  3: { color: 'default', text: '3' },
};
