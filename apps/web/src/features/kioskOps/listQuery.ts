import type {
  ActivityPageRequest,
  AlarmPageRequest,
  HeartbeatPageRequest,
  KioskCommandName,
  KioskCommandPageRequest,
  KioskLatestStatePageRequest,
  KioskLiveStatus,
} from '@srd/contract';
import type { z } from 'zod';
import { periodOf } from '../../platform/crud/dateRangeFilter';
import { textValue } from '../../platform/crud/filterValues';
import type { Filters, ListState } from '../../platform/crud/listState';

/** Filters of the screens' lists as the URL keeps them: `range` holds two days, `kids` several KIDs. */
export const OPS_LIST_STATE = { numeric: ['tid', 'kioskType', 'status'], lists: ['range', 'kids'] } as const;

type Sort<F extends string> = { field: F; order: 'ascend' | 'descend' } | undefined;

const number = (value: Filters[string] | undefined) => (typeof value === 'number' ? value : undefined);
const flag = (value: Filters[string] | undefined) => (value === 'true' ? true : value === 'false' ? false : undefined);

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
    status: textValue(filters.liveStatus) as KioskLiveStatus | undefined,
  };
}

export function heartbeatsRequest(state: ListState, kioskId: number): z.input<typeof HeartbeatPageRequest> {
  return { ...paging<'receivedAt'>(state), id: kioskId, ...periodOf(state.filters) };
}

export function commandsRequest(state: ListState, scope: KioskScope = {}): z.input<typeof KioskCommandPageRequest> {
  const { filters } = state;
  return {
    ...paging<'createdAt'>(state),
    kioskId: scope.kioskId,
    kid: scope.kioskId === undefined ? textValue(filters.kid) : undefined,
    tid: number(filters.tid),
    command: textValue(filters.command) as KioskCommandName | undefined,
    status: number(filters.status) as 0 | 1 | 2 | 3 | 4 | 5 | undefined,
    ...periodOf(filters),
  };
}

export function alarmsRequest(state: ListState, scope: KioskScope = {}): z.input<typeof AlarmPageRequest> {
  const { filters } = state;
  return {
    ...paging<'raisedAt' | 'lastSeenAt'>(state),
    kioskId: scope.kioskId,
    kid: scope.kioskId === undefined ? textValue(filters.kid) : undefined,
    tid: number(filters.tid),
    kioskType: number(filters.kioskType) as 0 | 1 | 2 | undefined,
    typeCode: textValue(filters.typeCode),
    active: flag(filters.active),
    acknowledged: flag(filters.acknowledged),
    ...periodOf(filters),
  };
}

export function activityRequest(state: ListState, scope: KioskScope = {}): z.input<typeof ActivityPageRequest> {
  const { filters } = state;
  return {
    ...paging<'at'>(state),
    kioskId: scope.kioskId,
    kid: scope.kioskId === undefined ? textValue(filters.kid) : undefined,
    tid: number(filters.tid),
    kind: textValue(filters.kind),
    ...periodOf(filters),
  };
}
