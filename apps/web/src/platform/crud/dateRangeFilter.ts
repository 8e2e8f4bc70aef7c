import dayjs, { type Dayjs } from 'dayjs';
import type { FilterValue, Filters } from './listState';
import { RANGE_FILTER } from './schemaFacts';

/** How the URL keeps a range's days. */
export const DAY_FORMAT = 'YYYY-MM-DD';

type FormValues = Record<string, unknown>;

/** The URL keeps the range as two days; the range picker wants dayjs. */
export function rangeToForm(filters: Filters): FormValues {
  const range = filters[RANGE_FILTER];
  return { ...filters, [RANGE_FILTER]: Array.isArray(range) ? range.map((day) => dayjs(day, DAY_FORMAT)) : undefined };
}

export function rangeFromForm(values: FormValues): Record<string, FilterValue | null | undefined> {
  const range = values[RANGE_FILTER];
  return {
    ...(values as Filters),
    [RANGE_FILTER]: Array.isArray(range) ? (range as Dayjs[]).map((day) => day.format(DAY_FORMAT)) : undefined,
  };
}

/**
 * A page request's `from` and `to` of the URL's `range`: both days whole, in the browser's time zone; neither when
 * the range is not two days.
 */
export function periodOf(filters: Filters): { from?: string; to?: string } {
  const range = filters[RANGE_FILTER];
  const [from, to] = Array.isArray(range) ? range.map((day) => dayjs(day, DAY_FORMAT)) : [];
  return {
    from: from?.isValid() ? from.startOf('day').toISOString() : undefined,
    to: to?.isValid() ? to.endOf('day').toISOString() : undefined,
  };
}

/** The URL's two days, or the last `days` days, today included: the period a history shows when none is named. */
export function rangeOrRecent(filters: Filters, days: number, today = dayjs()): [string, string] {
  const range = filters[RANGE_FILTER];
  if (Array.isArray(range) && range.length === 2) return [String(range[0]), String(range[1])];
  return [today.subtract(days - 1, 'day').format(DAY_FORMAT), today.format(DAY_FORMAT)];
}
