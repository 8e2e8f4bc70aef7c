import type {
  RejectionCountPage,
  RejectionCountPageRequest,
  RejectionItemPage,
  RejectionItemPageRequest,
  RejectionThreshold,
  RejectionThresholdUpdate,
} from '@srd/contract';
import type { z } from 'zod';
import { request } from '../../platform/api';

/** React Query keys of the screen: saving the threshold refreshes them all. */
export const REJECTION_KEY = ['rejectionAlert'] as const;
export const COUNTS_KEY = [...REJECTION_KEY, 'counts'] as const;
export const ITEMS_KEY = [...REJECTION_KEY, 'items'] as const;
export const THRESHOLD_KEY = [...REJECTION_KEY, 'threshold'] as const;

export const fetchCounts = (body: z.input<typeof RejectionCountPageRequest>) =>
  request<RejectionCountPage>('POST', '/rejectionAlert/page', { body });
export const fetchItems = (body: z.input<typeof RejectionItemPageRequest>) =>
  request<RejectionItemPage>('POST', '/rejectionAlert/items', { body });
export const fetchThreshold = (tid?: number) =>
  request<RejectionThreshold>('GET', `/rejectionAlert/threshold${tid === undefined ? '' : `?tid=${tid}`}`);
export const saveThreshold = (body: RejectionThresholdUpdate) =>
  request<RejectionThreshold>('PUT', '/rejectionAlert/threshold', { body });
