import {
  OCT_REBATE_STATES,
  type RebateHistoryPageRequest,
  COMPLETION_STATES,
  REVIEW_STATES,
  MILES_CONVERSION_STATUSES,
  type MilesConversionPageRequest,
  type RecycleHistoryPageRequest,
  type RecycleRecordPageRequest,
  type TransactionPageRequest,
} from '@srd/contract';
import type { z } from 'zod';
import { periodOf, rangeOrRecent } from '../../platform/crud/dateRangeFilter';
import { oneOf, positiveInt, textValue } from '../../platform/crud/filterValues';
import type { Filters, ListState } from '../../platform/crud/listState';
import { RANGE_FILTER } from '../../platform/crud/schemaFacts';

/** How the URL keeps the filters: numbers for the tenant and the state, two days for the range. */
export const RECYCLING_LIST_STATE = { numeric: ['tid', 'status'], lists: [RANGE_FILTER] } as const;

/** Days the lists cover when the URL names none: the last week, today included. */
const DEFAULT_DAYS = 7;

/** The URL's two days, or the last week's. */
export const rangeOf = (filters: Filters) => rangeOrRecent(filters, DEFAULT_DAYS);

/** What the recycling lists' requests share: paging, the period, the kiosk, the tenant and the member. */
export function commonRequest<F extends string>({ page, pageSize, sort, filters }: ListState) {
  return {
    page,
    pageSize,
    sort: sort ? { field: sort.field as F, order: sort.order } : undefined,
    ...periodOf({ ...filters, [RANGE_FILTER]: rangeOf(filters) }),
    tid: positiveInt(filters.tid),
    kid: textValue(filters.kid),
    membershipNo: textValue(filters.membershipNo),
  };
}

type SortOf<R extends { sort?: { field: string } }> = NonNullable<R['sort']>['field'];

/** TransactionList's request of a list state (the URL): newest first unless a column says otherwise. */
export function transactionRequest(state: ListState): z.input<typeof TransactionPageRequest> {
  const status = Number(state.filters.status);
  return {
    ...commonRequest<SortOf<TransactionPageRequest>>(state),
    status: COMPLETION_STATES.find((value) => value === status),
    review: oneOf(REVIEW_STATES, state.filters.review),
  };
}

/** RecycleRecord's request of a list state. */
export function recordRequest(state: ListState): z.input<typeof RecycleRecordPageRequest> {
  return {
    ...commonRequest<SortOf<RecycleRecordPageRequest>>(state),
    material: textValue(state.filters.material),
    barcode: textValue(state.filters.barcode),
  };
}

/** RecycleHistory's and RebateHistory's request of a list state (their filters are the same). */
export function earningRequest(state: ListState): z.input<typeof RecycleHistoryPageRequest> {
  return {
    ...commonRequest<SortOf<RecycleHistoryPageRequest>>(state),
    material: textValue(state.filters.material),
  };
}

/** RebateHistory's request: the earning filters and the settlement state. */
export function rebateRequest(state: ListState): z.input<typeof RebateHistoryPageRequest> {
  return { ...earningRequest(state), settlement: oneOf(OCT_REBATE_STATES, state.filters.settlement) };
}

/** CathayPacificRebate's request of a list state: the period, the tenant, the member and the state. */
export function conversionRequest(state: ListState): z.input<typeof MilesConversionPageRequest> {
  const { kid: _kid, ...common } = commonRequest<SortOf<MilesConversionPageRequest>>(state);
  return { ...common, status: oneOf(MILES_CONVERSION_STATUSES, state.filters.status) };
}
