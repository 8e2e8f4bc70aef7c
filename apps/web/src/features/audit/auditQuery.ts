import type { AuditLogPageRequest } from '@srd/contract';
import { periodOf } from '../../platform/crud/dateRangeFilter';
import type { ListState } from '../../platform/crud/listState';

/** The URL's filters of the audit list: `range` holds two days. */
export const AUDIT_LIST_STATE = { numeric: ['resTypeId'], lists: ['range'] } as const;

/** The audit page request of a list state; the day range covers both days whole, in the browser's time zone. */
export function auditRequest({ page, pageSize, sort, filters }: ListState): AuditLogPageRequest {
  const { userName, resTypeId, recordId, action } = filters;
  return {
    page,
    pageSize,
    sort: sort ? { field: sort.field as 'createdAt', order: sort.order } : { field: 'createdAt', order: 'descend' },
    userName: typeof userName === 'string' ? userName : undefined,
    resTypeId: typeof resTypeId === 'number' ? resTypeId : undefined,
    recordId: typeof recordId === 'string' ? recordId : undefined,
    action: typeof action === 'string' ? action : undefined,
    ...periodOf(filters),
  };
}
