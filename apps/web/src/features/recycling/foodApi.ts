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
