import {
  BUSINESS_TIME_ZONE,
  KIOSK_TYPES,
  REJECTION_BUCKETS,
  REJECTION_REASONS,
  type RejectionBucket,
  type RejectionCountPageRequest,
  type RejectionCountRow,
} from '@srd/contract';
import dayjs from 'dayjs';
import type { z } from 'zod';
import { periodOf, rangeOrRecent } from '../../platform/crud/dateRangeFilter';
import { oneOf, positiveInt, textValue } from '../../platform/crud/filterValues';
import type { Filters, ListState } from '../../platform/crud/listState';
import { RANGE_FILTER } from '../../platform/crud/schemaFacts';

/** How the URL keeps the filters: numbers for the tenant and kiosk type, two days for the range. */
export const REJECTION_LIST_STATE = { numeric: ['tid', 'kioskType'], lists: [RANGE_FILTER] } as const;

/** Days the list covers when the URL names none: the last week, today included. */
export const DEFAULT_DAYS = 7;

/** The URL's two days, or the last week's. */
export const rangeOf = (filters: Filters, today = dayjs()) => rangeOrRecent(filters, DEFAULT_DAYS, today);

/** The period of the list: the range's days whole, in the browser's time zone. */
export function periodOfState(filters: Filters): { from: string; to: string } {
  const { from, to } = periodOf({ ...filters, [RANGE_FILTER]: rangeOf(filters) });
  return { from: from!, to: to! };
}

type SortField = NonNullable<RejectionCountPageRequest['sort']>['field'];

/** The page request of a list state (the URL): newest hour or day first unless a column says otherwise. */
export function countsRequest({ page, pageSize, sort, filters }: ListState): z.input<typeof RejectionCountPageRequest> {
  const kioskType = filters.kioskType;
  return {
    page,
    pageSize,
    sort: sort ? { field: sort.field as SortField, order: sort.order } : undefined,
    ...periodOfState(filters),
    bucket: oneOf(REJECTION_BUCKETS, filters.bucket) ?? 'day',
    tid: positiveInt(filters.tid),
    kid: textValue(filters.kid),
    kioskType: KIOSK_TYPES.find((type) => type === kioskType),
    reason: oneOf(REJECTION_REASONS, filters.reason),
  };
}

/** A row's key: one kiosk in one hour or day. */
export const rowKeyOf = (row: RejectionCountRow) => `${row.kioskId}/${row.bucketStart}`;

const hongKongParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** An hour or day as the server counts it, in Hong Kong time whatever the browser's zone: 2026-11-27 (21:00). */
export function bucketLabel(start: string, bucket: RejectionBucket): string {
  const parts = Object.fromEntries(hongKongParts.formatToParts(new Date(start)).map((part) => [part.type, part.value]));
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return bucket === 'hour' ? `${day} ${parts.hour}:00` : day;
}
