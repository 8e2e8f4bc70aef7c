import type { ContainerType, FoodContainer, FoodContainerBatch, FoodContainerUpdate } from '@srd/contract';
import { request } from '../../platform/api';
import { entityApi } from '../../platform/crud/entityApi';

/**
 * SPEC 7: `POST /foodContainer/list`, `PUT /foodContainer` (its status), `DELETE /foodContainer/{id}`; no detail
 * call.
 */
export const foodContainerApi = entityApi<FoodContainer, FoodContainerBatch, FoodContainerUpdate>('/foodContainer', {
  pagePath: '/foodContainer/list',
  read: false,
});

/** `POST /foodContainer/batchCreate`: all the containers, or none. */
export function batchCreate(batch: FoodContainerBatch): Promise<{ count: number; codes: string[] }> {
  return request('POST', '/foodContainer/batchCreate', { body: batch });
}

/** `GET /foodContainer/getContainerTypes`. */
export function fetchContainerTypes(): Promise<ContainerType[]> {
  return request('GET', '/foodContainer/getContainerTypes');
}
