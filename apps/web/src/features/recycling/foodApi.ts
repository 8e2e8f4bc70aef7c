import type {
  ContainerRefundPageRequest,
  ContainerReturnPage,
  ContainerReturnPageRequest,
  FcmRecyclePage,
  FcmRecyclePageRequest,
} from '@srd/contract';
import type { z } from 'zod';
import { request } from '../../platform/api';

export const FCM_KEY = ['fcmRecycle'] as const;
export const CONTAINER_RETURNS_KEY = ['foodContainerRecycle'] as const;
export const CONTAINER_REFUNDS_KEY = ['foodContainerRebate'] as const;

export const fetchFcm = (body: z.input<typeof FcmRecyclePageRequest>) =>
  request<z.infer<typeof FcmRecyclePage>>('POST', '/fcmRecycle/page', { body });

export const fetchContainerReturns = (body: z.input<typeof ContainerReturnPageRequest>) =>
  request<z.infer<typeof ContainerReturnPage>>('POST', '/foodContainerRecycle/page', { body });

export const fetchContainerRefunds = (body: z.input<typeof ContainerRefundPageRequest>) =>
  request<z.infer<typeof ContainerReturnPage>>('POST', '/foodContainerRebate/page', { body });

/** Where a row's links lead: the member, the kiosk, the container and the transactions of that visit. */
export const MEMBER_DETAIL_PATH = '/members/memberDetail';
export const KIOSK_PATH = '/configuration/kiosk/kiosk';
export const CONTAINER_LIST_PATH = '/configuration/kiosk/foodContainer';
export const TRANSACTION_LIST_PATH = '/transactions/transactionList';
