import { COMPLETION_STATES, REVIEW_STATES, type TransactionPageRequest } from '@srd/contract';
import type { z } from 'zod';
import { periodOf, rangeOrRecent } from '../../platform/crud/dateRangeFilter';
import { oneOf, positiveInt, textValue } from '../../platform/crud/filterValues';
import type { Filters, ListState } from '../../platform/crud/listState';
import { RANGE_FILTER } from '../../platform/crud/schemaFacts';

/** How the URL keeps the filters: numbers for the tenant and the state, two days for the range. */
export const TRANSACTION_LIST_STATE = { numeric: ['tid', 'status'], lists: [RANGE_FILTER] } as const;

/** Days the list covers when the URL names none: the last week, today included. */
const DEFAULT_DAYS = 7;

/** The URL's two days, or the last week's. */
export const rangeOf = (filters: Filters) => rangeOrRecent(filters, DEFAULT_DAYS);

type SortField = NonNullable<TransactionPageRequest['sort']>['field'];

/** The page request of a list state (the URL): newest first unless a column says otherwise. */
export function transactionRequest({
  page,
  pageSize,
  sort,
  filters,
}: ListState): z.input<typeof TransactionPageRequest> {
  const status = Number(filters.status);
  return {
    page,
    pageSize,
    sort: sort ? { field: sort.field as SortField, order: sort.order } : undefined,
    ...periodOf({ ...filters, [RANGE_FILTER]: rangeOf(filters) }),
    tid: positiveInt(filters.tid),
    kid: textValue(filters.kid),
    membershipNo: textValue(filters.membershipNo),
    status: COMPLETION_STATES.find((state) => state === status),
    review: oneOf(REVIEW_STATES, filters.review),
  };
}
