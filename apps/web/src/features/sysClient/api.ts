import type { SysClient, SysClientCreate, SysClientUpdate } from '@srd/contract';
import type { z } from 'zod';
import { entityApi } from '../../platform/crud/entityApi';

/** `POST /sysClient/page`, `GET /sysClient?id=`, `POST` and `PUT /sysClient`, `DELETE /sysClient/{id}`. */
export const sysClientApi = entityApi<SysClient, z.output<typeof SysClientCreate>, z.output<typeof SysClientUpdate>>(
  '/sysClient',
);
