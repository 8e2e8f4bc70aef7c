import type {
  ActivityPageRequest,
  AlarmPageRequest,
  HeartbeatPageRequest,
  KioskCommandName,
  KioskCommandPageRequest,
  KioskLatestStatePageRequest,
  KioskLiveStatus,
} from '@srd/contract';
import dayjs from 'dayjs';
import type { z } from 'zod';
import type { Filters, ListState } from '../../platform/crud/listState';

export const DAY_FORMAT = 'YYYY-MM-DD';

/** Filters of the screens' lists as the URL keeps them: `range` holds two days, `kids` several KIDs. */
export const OPS_LIST_STATE = { numeric: ['tid', 'kioskType', 'status'], lists: ['range', 'kids'] } as const;

type Sort<F extends string> = { field: F; order: 'ascend' | 'descend' } | undefined;

const text = (value: Filters[string] | undefined) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
const number = (value: Filters[string] | undefined) => (typeof value === 'number' ? value : undefined);
const flag = (value: Filters[string] | undefined) => (value === 'true' ? true : value === 'false' ? false : undefined);

/** The day range of the filters, both days whole, in the browser's time zone. */
export function rangeOf(filters: Filters): { from?: string; to?: string } {
  const [from, to] = Array.isArray(filters.range) ? filters.range.map((day) => dayjs(day, DAY_FORMAT)) : [];
  return {
    from: from?.isValid() ? from.startOf('day').toISOString() : undefined,
    to: to?.isValid() ? to.endOf('day').toISOString() : undefined,
  };
}

function paging<F extends string>({ page, pageSize, sort }: ListState) {
  return { page, pageSize, sort: sort as Sort<F> };
}

/** One kiosk's lists (the detail page's tabs) name it by id; the screens filter by KID. */
export interface KioskScope {
  kioskId?: number;
}

export function liveRequest(state: ListState): z.input<typeof KioskLatestStatePageRequest> {
  const { filters } = state;
  return {
    ...paging<'kid' | 'lastHeartbeatAt'>(state),
    kids: Array.isArray(filters.kids) && filters.kids.length ? filters.kids : undefined,
    tid: number(filters.tid),
    kioskType: number(filters.kioskType) as 0 | 1 | 2 | undefined,
    status: text(filters.liveStatus) as KioskLiveStatus | undefined,
  };
}

export function heartbeatsRequest(state: ListState, kioskId: number): z.input<typeof HeartbeatPageRequest> {
  return { ...paging<'receivedAt'>(state), id: kioskId, ...rangeOf(state.filters) };
}

export function commandsRequest(state: ListState, scope: KioskScope = {}): z.input<typeof KioskCommandPageRequest> {
  const { filters } = state;
  return {
    ...paging<'createdAt'>(state),
    kioskId: scope.kioskId,
    kid: scope.kioskId === undefined ? text(filters.kid) : undefined,
    tid: number(filters.tid),
    command: text(filters.command) as KioskCommandName | undefined,
    status: number(filters.status) as 0 | 1 | 2 | 3 | 4 | 5 | undefined,
    ...rangeOf(filters),
  };
}

export function alarmsRequest(state: ListState, scope: KioskScope = {}): z.input<typeof AlarmPageRequest> {
  const { filters } = state;
  return {
    ...paging<'raisedAt' | 'lastSeenAt'>(state),
    kioskId: scope.kioskId,
    kid: scope.kioskId === undefined ? text(filters.kid) : undefined,
    tid: number(filters.tid),
    kioskType: number(filters.kioskType) as 0 | 1 | 2 | undefined,
    typeCode: text(filters.typeCode),
    active: flag(filters.active),
    acknowledged: flag(filters.acknowledged),
    ...rangeOf(filters),
  };
}

export function activityRequest(state: ListState, scope: KioskScope = {}): z.input<typeof ActivityPageRequest> {
  const { filters } = state;
  return {
    ...paging<'at'>(state),
    kioskId: scope.kioskId,
    kid: scope.kioskId === undefined ? text(filters.kid) : undefined,
    tid: number(filters.tid),
    kind: text(filters.kind),
    ...rangeOf(filters),
  };
}
