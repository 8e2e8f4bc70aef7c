import {
  ADJUSTMENT_TYPES,
  LEDGER_SOURCES,
  WALLET_TYPES,
  type AdjustmentHistoryPageRequest,
  type WalletRecordPageRequest,
} from '@srd/contract';
import dayjs from 'dayjs';
import type { z } from 'zod';
import { DAY_FORMAT, periodOf } from '../../platform/crud/dateRangeFilter';
import { oneOf, positiveInt, textValue } from '../../platform/crud/filterValues';
import type { Filters, ListState } from '../../platform/crud/listState';
import { RANGE_FILTER } from '../../platform/crud/schemaFacts';

/** How the URL keeps the filters: a number for the tenant, two days for the range. */
export const LEDGER_LIST_STATE = { numeric: ['tid'], lists: [RANGE_FILTER] } as const;

/** Days a list covers when the URL names none: the last week, today included. */
export const DEFAULT_DAYS = 7;

/** The URL's two days, or the last week's. */
export function rangeOf(filters: Filters, today = dayjs()): [string, string] {
  const range = filters[RANGE_FILTER];
  if (Array.isArray(range) && range.length === 2) return [String(range[0]), String(range[1])];
  return [today.subtract(DEFAULT_DAYS - 1, 'day').format(DAY_FORMAT), today.format(DAY_FORMAT)];
}

/** The period of a list: the range's days whole, in the browser's time zone. */
export function periodOfState(filters: Filters): { from: string; to: string } {
  const { from, to } = periodOf({ ...filters, [RANGE_FILTER]: rangeOf(filters) });
  return { from: from!, to: to! };
}

const common = ({ page, pageSize, filters }: ListState) => ({
  page,
  pageSize,
  tid: positiveInt(filters.tid),
  member: textValue(filters.member),
  walletType: oneOf(WALLET_TYPES, filters.walletType),
});

/** WalletRecord's page request of a list state (the URL): newest first. */
export function recordsRequest(state: ListState): z.input<typeof WalletRecordPageRequest> {
  return {
    ...common(state),
    ...periodOfState(state.filters),
    source: oneOf(LEDGER_SOURCES, state.filters.source),
  };
}

/** One member's entries, every one of them (the member detail): no period. */
export function memberRequest(memberId: number, { page, pageSize }: Pick<ListState, 'page' | 'pageSize'>) {
  return { page, pageSize, memberId } satisfies z.input<typeof WalletRecordPageRequest>;
}

/** AdjustmentHistory's page request of a list state. */
export function adjustmentsRequest(state: ListState): z.input<typeof AdjustmentHistoryPageRequest> {
  return {
    ...common(state),
    ...periodOfState(state.filters),
    source: oneOf(['adjustment', 'reversal'] as const, state.filters.source),
    type: oneOf(ADJUSTMENT_TYPES, state.filters.type),
  };
}
