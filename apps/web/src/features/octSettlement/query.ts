import {
  OCT_SFTP_DIRECTIONS,
  OCT_SFTP_STATUSES,
  type OctEventLogPageRequest,
  type OctSftpLogPageRequest,
} from '@srd/contract';
import { periodOf } from '../../platform/crud/dateRangeFilter';
import { oneOf, positiveInt, textValue } from '../../platform/crud/filterValues';
import type { ListState } from '../../platform/crud/listState';

type SftpSort = NonNullable<OctSftpLogPageRequest['sort']>['field'];
type EventSort = NonNullable<OctEventLogPageRequest['sort']>['field'];

/** OctSftpLog's page request of a list state (the URL): newest first unless a column says otherwise. */
export function sftpLogRequest({ page, pageSize, sort, filters }: ListState): OctSftpLogPageRequest {
  return {
    page,
    pageSize,
    sort: sort ? { field: sort.field as SftpSort, order: sort.order } : { field: 'startedAt', order: 'descend' },
    typeId: positiveInt(filters.typeId),
    direction: oneOf(OCT_SFTP_DIRECTIONS, filters.direction),
    status: oneOf(OCT_SFTP_STATUSES, filters.status),
    tid: positiveInt(filters.tid),
    fileName: textValue(filters.fileName),
    ...periodOf(filters),
  };
}

/** OctEventLog's page request of a list state. */
export function eventLogRequest({ page, pageSize, sort, filters }: ListState): OctEventLogPageRequest {
  return {
    page,
    pageSize,
    sort: sort ? { field: sort.field as EventSort, order: sort.order } : { field: 'at', order: 'descend' },
    eventTypeId: positiveInt(filters.eventTypeId),
    tid: positiveInt(filters.tid),
    cardNo: textValue(filters.cardNo),
    memberId: positiveInt(filters.memberId),
    ...periodOf(filters),
  };
}
