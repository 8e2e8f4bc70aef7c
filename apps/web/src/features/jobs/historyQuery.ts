import { JOB_RUN_STATUSES, JobTrigger, type JobRunPageRequest } from '@srd/contract';
import { periodOf } from '../../platform/crud/dateRangeFilter';
import { oneOf, textValue } from '../../platform/crud/filterValues';
import type { ListState } from '../../platform/crud/listState';

export const JOB_HISTORY_PATH = '/system/jobHistory';

type SortField = NonNullable<JobRunPageRequest['sort']>['field'];

/**
 * The history's page request of a list state (the URL): the days of `range` whole, in the browser's time zone;
 * newest first unless a column says otherwise.
 */
export function jobRunRequest({ page, pageSize, sort, filters }: ListState): JobRunPageRequest {
  return {
    page,
    pageSize,
    sort: sort ? { field: sort.field as SortField, order: sort.order } : { field: 'startedAt', order: 'descend' },
    name: textValue(filters.name),
    status: oneOf(JOB_RUN_STATUSES, filters.status),
    trigger: oneOf(JobTrigger.options, filters.trigger),
    instance: textValue(filters.instance),
    ...periodOf(filters),
  };
}

/** The history of one task, newest first: where a task's "Runs" link leads. */
export function historyLink(name: string): string {
  return `${JOB_HISTORY_PATH}?${new URLSearchParams({ name }).toString()}`;
}
