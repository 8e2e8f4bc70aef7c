import { DEFAULT_PAGE_SIZE, type SortOrder } from '@srd/contract';

/** Filter values as the URL keeps them: text, numbers, or a list (a date range). */
export type FilterValue = string | number | string[];
export type Filters = Record<string, FilterValue>;

/** A list's paging, order and filters, kept in the URL search params. */
export interface ListState {
  page: number;
  pageSize: number;
  sort?: { field: string; order: SortOrder };
  filters: Filters;
}

// Query names the kit owns; every other param of the URL is a filter.
const PAGE = 'page';
const PAGE_SIZE = 'pageSize';
const SORT = 'sort';
const OWN = new Set([PAGE, PAGE_SIZE, SORT]);
const LIST_SEPARATOR = ',';

function positiveInt(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** `field:ascend` or `field:descend`, anything else means no order. */
function parseSort(text: string | null): ListState['sort'] {
  const match = /^([A-Za-z0-9_]+):(ascend|descend)$/.exec(text ?? '');
  return match ? { field: match[1]!, order: match[2] as SortOrder } : undefined;
}

/**
 * The list state of `params`. `numeric` names the filters sent as numbers (ids, statuses);
 * `lists` the ones holding several values (a date range).
 */
export function parseListState(
  params: URLSearchParams,
  options: { numeric?: readonly string[]; lists?: readonly string[] } = {},
): ListState {
  const filters: Filters = {};
  for (const [key, text] of params) {
    if (OWN.has(key) || text === '') continue;
    if (options.lists?.includes(key)) filters[key] = text.split(LIST_SEPARATOR);
    else if (options.numeric?.includes(key)) {
      const value = Number(text);
      if (Number.isFinite(value)) filters[key] = value;
    } else filters[key] = text;
  }
  return {
    page: positiveInt(params.get(PAGE), 1),
    pageSize: positiveInt(params.get(PAGE_SIZE), DEFAULT_PAGE_SIZE),
    sort: parseSort(params.get(SORT)),
    filters,
  };
}

function isEmpty(value: FilterValue | null | undefined): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The search params of `state`; defaults and empty filters are left out so links stay short. */
export function listStateToParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state.filters)) {
    if (!isEmpty(value)) params.set(key, Array.isArray(value) ? value.join(LIST_SEPARATOR) : String(value));
  }
  if (state.page !== 1) params.set(PAGE, String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set(PAGE_SIZE, String(state.pageSize));
  if (state.sort) params.set(SORT, `${state.sort.field}:${state.sort.order}`);
  return params;
}

/** New filters start again at the first page. */
export function withFilters(state: ListState, filters: Record<string, FilterValue | null | undefined>): ListState {
  const kept = Object.fromEntries(Object.entries(filters).filter(([, value]) => !isEmpty(value))) as Filters;
  return { ...state, page: 1, filters: kept };
}
