import type { KioskSerialNumber, KioskSerialNumberCreate, KioskSerialNumberUpdate } from '@srd/contract';
import type { z } from 'zod';
import { entityApi } from '../../platform/crud/entityApi';

/**
 * `POST /kioskSerialNumber/page`, `GET /kioskSerialNumber?id=`, `POST` and `PUT /kioskSerialNumber`,
 * `DELETE /kioskSerialNumber/{id}`.
 */
export const serialNumberApi = entityApi<
  KioskSerialNumber,
  z.output<typeof KioskSerialNumberCreate>,
  z.output<typeof KioskSerialNumberUpdate>
>('/kioskSerialNumber');
