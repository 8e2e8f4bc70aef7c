import type { AlertType, AlertTypeCreate, AlertTypeUpdate } from '@srd/contract';
import type { z } from 'zod';
import { entityApi } from '../../platform/crud/entityApi';

/** SPEC 7: `POST /alertType/page`, `GET /alertType?id=`, `POST` and `PUT /alertType`, `DELETE /alertType/{id}`. */
export const alertTypeApi = entityApi<AlertType, z.output<typeof AlertTypeCreate>, z.output<typeof AlertTypeUpdate>>(
  '/alertType',
);
