import type { KioskGroup, KioskGroupCreate, KioskGroupUpdate } from '@srd/contract';
import type { z } from 'zod';
import { entityApi } from '../../platform/crud/entityApi';

/** `POST /kioskGroup/page`, `GET /kioskGroup?id=`, `POST` and `PUT /kioskGroup`, `DELETE /kioskGroup/{id}`. */
export const kioskGroupApi = entityApi<
  KioskGroup,
  z.output<typeof KioskGroupCreate>,
  z.output<typeof KioskGroupUpdate>
>('/kioskGroup');
