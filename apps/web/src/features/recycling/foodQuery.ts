import {
  CONTAINER_RETURN_OUTCOMES,
  type ContainerRefundPageRequest,
  type ContainerReturnPageRequest,
  type FcmRecyclePageRequest,
} from '@srd/contract';
import type { z } from 'zod';
import { oneOf, textValue } from '../../platform/crud/filterValues';
import type { ListState } from '../../platform/crud/listState';
import { commonRequest } from './query';

type SortOf<R extends { sort?: { field: string } }> = NonNullable<R['sort']>['field'];

/** FcmRecycle's request of a list state: the recycling lists' period, kiosk, tenant and member. */
export const fcmRequest = (state: ListState): z.input<typeof FcmRecyclePageRequest> =>
  commonRequest<SortOf<FcmRecyclePageRequest>>(state);

/** FoodContainerRecycle's request: with the container's code and the outcome. */
export const containerReturnRequest = (state: ListState): z.input<typeof ContainerReturnPageRequest> => ({
  ...commonRequest<SortOf<ContainerReturnPageRequest>>(state),
  containerCode: textValue(state.filters.containerCode),
  outcome: oneOf(CONTAINER_RETURN_OUTCOMES, state.filters.outcome),
});

/** FoodContainerRebate's request: with the container's code. */
export const containerRefundRequest = (state: ListState): z.input<typeof ContainerRefundPageRequest> => ({
  ...commonRequest<SortOf<ContainerRefundPageRequest>>(state),
  containerCode: textValue(state.filters.containerCode),
});
