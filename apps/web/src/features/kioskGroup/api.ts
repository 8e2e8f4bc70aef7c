import type { KioskGroup, KioskGroupCreate, KioskGroupUpdate, KioskOption } from '@srd/contract';
import type { z } from 'zod';
import { request } from '../../platform/api';
import { entityApi } from '../../platform/crud/entityApi';

/** `POST /kioskGroup/page`, `GET /kioskGroup?id=`, `POST` and `PUT /kioskGroup`, `DELETE /kioskGroup/{id}`. */
export const kioskGroupApi = entityApi<KioskGroup, z.output<typeof KioskGroupCreate>, z.output<typeof KioskGroupUpdate>>('/kioskGroup');

/** Filters of the list kept as numbers in the URL. */
export const KIOSK_GROUP_LIST_STATE = { numeric: ['tid', 'kioskType', 'status'] } as const;

/** The kiosks a picker offers, from the caller's reach: `base` is the calling screen's domain (`/kioskGroup`, `/kioskSchedule`, ...). */
export function fetchKioskOptions(base: string, filter: { tid?: number; kioskType?: number } = {}): Promise<KioskOption[]> {
  const query = new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== undefined).map(([name, value]) => [name, String(value)]));
  return request('GET', `${base}/kioskOptions${query.size ? `?${query}` : ''}`);
}
