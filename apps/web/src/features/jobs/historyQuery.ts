import { JOB_RUN_STATUSES, JobTrigger, type JobRunPageRequest } from '@srd/contract';
import dayjs from 'dayjs';
import { DAY_FORMAT } from '../../platform/crud/dateRangeFilter';
import type { Filters, ListState } from '../../platform/crud/listState';

export const JOB_HISTORY_PATH = '/system/jobHistory';

type SortField = NonNullable<JobRunPageRequest['sort']>['field'];

const text = (value: Filters[string] | undefined) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
const oneOf = <T extends string>(choices: readonly T[], value: Filters[string] | undefined) =>
  choices.find((choice) => choice === value);

/**
 * The history's page request of a list state (the URL): the days of `range` whole, in the browser's time zone;
 * newest first unless a column says otherwise.
 */
export function jobRunRequest({ page, pageSize, sort, filters }: ListState): JobRunPageRequest {
  const [from, to] = Array.isArray(filters.range) ? filters.range.map((day) => dayjs(day, DAY_FORMAT)) : [];
  return {
    page,
    pageSize,
    sort: sort ? { field: sort.field as SortField, order: sort.order } : { field: 'startedAt', order: 'descend' },
    name: text(filters.name),
    status: oneOf(JOB_RUN_STATUSES, filters.status),
    trigger: oneOf(JobTrigger.options, filters.trigger),
    instance: text(filters.instance),
    from: from?.isValid() ? from.startOf('day').toISOString() : undefined,
    to: to?.isValid() ? to.endOf('day').toISOString() : undefined,
  };
}

/** The history of one task, newest first: where a task's "Runs" link leads. */
export function historyLink(name: string): string {
  return `${JOB_HISTORY_PATH}?${new URLSearchParams({ name }).toString()}`;
}
