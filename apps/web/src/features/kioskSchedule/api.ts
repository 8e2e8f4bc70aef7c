import type { KioskSchedule, KioskScheduleCreate, KioskScheduleUpdate, ResourceOption } from '@srd/contract';
import type { z } from 'zod';
import { request } from '../../platform/api';
import { entityApi } from '../../platform/crud/entityApi';

/**
 * `POST /kioskSchedule/page`, `GET /kioskSchedule?id=`, `POST` and `PUT /kioskSchedule`,
 * `DELETE /kioskSchedule/{id}`.
 */
export const kioskScheduleApi = entityApi<
  KioskSchedule,
  z.output<typeof KioskScheduleCreate>,
  z.output<typeof KioskScheduleUpdate>
>('/kioskSchedule');

/** The groups of the caller's reach a schedule may be for. */
export function fetchGroupOptions(): Promise<ResourceOption[]> {
  return request('GET', '/kioskSchedule/groupOptions');
}
