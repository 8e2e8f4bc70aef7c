import type {
  CreatedKiosk,
  Kiosk,
  KioskAdminCode,
  KioskBatchCreate,
  KioskCreate,
  KioskMaxId,
  KioskPageRequest,
  KioskSecret,
  KioskUpdate,
  KioskWithSecret,
} from '@srd/contract';
import type { z } from 'zod';
import { request } from '../../platform/api';
import { entityApi } from '../../platform/crud/entityApi';
import type { ListState } from '../../platform/crud/listState';

export const KIOSK_LIST_PATH = '/configuration/kiosk/kioskList';
export const KIOSK_PATH = '/configuration/kiosk/kiosk';

/** SPEC 7: `POST /kiosk/list`, `GET` and `PATCH /kiosk/{id}`, `POST /kiosk` (which answers the device secret once). */
export const kioskApi = entityApi<Kiosk, z.output<typeof KioskCreate>, z.output<typeof KioskUpdate>>('/kiosk', {
  queryKey: ['kiosk'],
  pagePath: '/kiosk/list',
  read: 'params',
  update: { method: 'PATCH', idIn: 'params' },
});

/** The page request of the list state: what the list shows, and what its export writes. */
export function kioskPageRequest({ page, pageSize, sort, filters }: ListState): KioskPageRequest {
  return { page, pageSize, sort, ...filters } as KioskPageRequest;
}

export function createKiosk(body: z.output<typeof KioskCreate>): Promise<KioskWithSecret> {
  return request('POST', '/kiosk', { body });
}

export function batchCreateKiosks(body: z.output<typeof KioskBatchCreate>): Promise<CreatedKiosk[]> {
  return request('POST', '/kiosk/batchCreate', { body });
}

export function fetchKioskMaxId(): Promise<KioskMaxId> {
  return request('GET', '/kiosk/getMaxId');
}

export function rotateKioskSecret(id: number): Promise<KioskSecret> {
  return request('POST', `/kiosk/rotateSecret/${id}`);
}

export function fetchAdminCode(id: number): Promise<KioskAdminCode> {
  return request('GET', `/kiosk/adminCode/${id}`);
}
