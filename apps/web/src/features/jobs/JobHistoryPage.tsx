import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  JOB_RUN_STATUSES,
  JobRunPageRequest,
  JobTrigger,
  scheduleJobHistoryActions,
  scheduleTaskActions,
  type JobRun,
} from '@srd/contract';
import { useCan } from '../../platform/crud/Can';
import { EVERY_SCREEN } from '../../platform/crud/EntityTable';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { FieldList } from '../../platform/crud/FieldList';
import { fetchRuns, fetchTasks, RUNS_KEY, TASKS_KEY } from './api';
import { jobRunRequest } from './historyQuery';
import { localeJobNames, RunStatusTag, useDuration, useJobTitle, useTriggerLabel } from './labels';

const NONE = '-';
/**
 * A short value and its title on one line: the table scrolls within itself before they break up. antd adds to
 * the props these give, so each cell gets its own.
 */
const unbroken = {
  onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
};

/**
 * Screen ScheduleJobHistory: every run of the background tasks, newest first, by task, result, trigger, instance
 * and day; exported as XLSX or CSV.
 */
export default function JobHistoryPage() {
  const { t } = useTranslation(['jobs', 'menu']);
  const can = useCan();
  const title = useJobTitle();
  const triggerLabel = useTriggerLabel();
  const duration = useDuration();
  // The tasks the server runs name the filter's choices; for those who may not read them, the ones the texts know.
  const tasks = useQuery({ queryKey: TASKS_KEY, queryFn: fetchTasks, enabled: can(scheduleTaskActions.view) });
  const names = [...new Set([...(tasks.data ?? []).map((task) => task.name), ...localeJobNames()])];
  return (
    <Card id="jobHistoryPage" title={t('menu:ScheduleJobHistory')}>
      <FieldList<JobRun>
        id="jobRun"
        namespace="jobs"
        listName="jobHistory"
        pageRequest={JobRunPageRequest}
        queryKey={RUNS_KEY}
        fetchPage={(state) => fetchRuns(jobRunRequest(state))}
        rowKey="id"
        fields={[
          {
            name: 'name',
            valueType: 'select',
            options: names.map((name) => ({ value: name, label: title(name) })),
            renderCell: (run) => <span title={run.name}>{title(run.name)}</span>,
          },
          { name: 'startedAt', valueType: 'dateTime', columnProps: unbroken },
          { name: 'finishedAt', valueType: 'dateTime', columnProps: unbroken },
          {
            name: 'durationMs',
            renderCell: (run) => duration(run.durationMs) || NONE,
            columnProps: { align: 'right', ...unbroken },
          },
          {
            name: 'status',
            valueType: 'select',
            options: JOB_RUN_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
            renderCell: (run) => <RunStatusTag status={run.status} />,
            columnProps: { responsive: EVERY_SCREEN, ...unbroken },
          },
          {
            name: 'trigger',
            valueType: 'select',
            options: JobTrigger.options.map((trigger) => ({ value: trigger, label: triggerLabel(trigger) })),
            columnProps: unbroken,
          },
          { name: 'attempt', columnProps: { align: 'right', ...unbroken } },
          {
            name: 'result',
            renderCell: (run) => run.result ?? NONE,
            columnProps: { onCell: () => ({ style: { minWidth: 160 } }) },
          },
          {
            name: 'error',
            renderCell: (run) => run.error ?? NONE,
            columnProps: { onHeaderCell: unbroken.onHeaderCell },
          },
          { name: 'instance', columnProps: unbroken },
          { name: 'userName', renderCell: (run) => run.userName ?? NONE, columnProps: unbroken },
          { name: 'range', valueType: 'dateRange', hideInTable: true },
        ]}
        toolbar={(state) => (
          <ExportButton
            id="jobRunExport"
            module="scheduleJobHistory"
            action={scheduleJobHistoryActions.export}
            filter={() => exportFilter(jobRunRequest(state))}
          />
        )}
      />
    </Card>
  );
}
