import { EditOutlined, HistoryOutlined, PlayCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Popconfirm, Space, Switch, Table, Typography, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { scheduleJobHistoryActions, scheduleTaskActions, type ScheduleTask } from '@srd/contract';
import { AUDIT_LOG_KEY } from '../../platform/crud/auditLog';
import { useCan } from '../../platform/crud/Can';
import { EVERY_SCREEN } from '../../platform/crud/EntityTable';
import { LoadFailed } from '../../platform/crud/LoadFailed';
import { feedback } from '../../platform/feedback';
import { formatDate } from '../../platform/format/date';
import { awaitedConfirm } from '../../platform/popconfirm';
import { fetchTasks, JOBS_KEY, runTask, TASKS_KEY, updateTask } from './api';
import { historyLink } from './historyQuery';
import { anyBusy, timeInZone } from './jobText';
import {
  JobStateTag,
  RunStatusTag,
  useCronWords,
  useDuration,
  useJobDescription,
  useJobTitle,
  useZoneName,
} from './labels';
import { ScheduleDialog } from './ScheduleDialog';

/** How often the list is read again while a task waits or runs, so a run is seen to start and end. */
const BUSY_REFRESH_SECONDS = 3;
/** And otherwise: the schedules fire (the kiosk watch each minute) without anyone pressing anything. */
const IDLE_REFRESH_SECONDS = 30;

const { Text } = Typography;
const NONE = '-';
const TIME_PATTERN = 'YYYY-MM-DD HH:mm';

/**
 * Screen ScheduleTasks: every background task with its schedule (read in Hong Kong time), next and last run and
 * state; an administrator switches one off or on, runs it now or changes its schedule.
 */
export default function ScheduleTasksPage() {
  const { t } = useTranslation(['jobs', 'crud', 'menu']);
  const can = useCan();
  const queryClient = useQueryClient();
  const title = useJobTitle();
  const description = useJobDescription();
  const cronWords = useCronWords();
  const zoneName = useZoneName();
  const duration = useDuration();
  const [editing, setEditing] = useState<ScheduleTask | null>(null);
  const tasks = useQuery({
    queryKey: TASKS_KEY,
    queryFn: fetchTasks,
    refetchInterval: (query) => (anyBusy(query.state.data) ? BUSY_REFRESH_SECONDS : IDLE_REFRESH_SECONDS) * 1000,
  });
  const refresh = () =>
    Promise.all([JOBS_KEY, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const run = useMutation({
    mutationFn: (task: ScheduleTask) => runTask(task.name),
    onSuccess: async ({ queued }, task) => {
      // Not queued: a run already waits, and one is enough; nothing went wrong.
      if (queued) feedback.message.success(t('run.queued', { title: title(task.name) }));
      else feedback.message.info(t('run.alreadyWaiting', { title: title(task.name) }));
      await refresh();
    },
  });
  const toggle = useMutation({
    mutationFn: ({ task, enabled }: { task: ScheduleTask; enabled: boolean }) => updateTask(task.name, { enabled }),
    onSuccess: async (saved) => {
      feedback.message.success(
        t(saved.enabled ? 'switch.switchedOn' : 'switch.switchedOff', { title: title(saved.name) }),
      );
      await refresh();
    },
  });

  const canEdit = can(scheduleTaskActions.edit);
  const canRun = can(scheduleTaskActions.run);
  const canSeeRuns = can(scheduleJobHistoryActions.view);

  const columns: (TableColumnType<ScheduleTask> & { key: string })[] = [
    {
      key: 'name',
      title: t('fields.name'),
      render: (_, task) => (
        <Flex vertical gap={2} style={{ minWidth: 160, maxWidth: 220 }}>
          <Text strong className="task-title">
            {title(task.name)}
          </Text>
          {description(task.name) && <Text type="secondary">{description(task.name)}</Text>}
          <Text type="secondary" className="task-retries">
            {task.retryLimit > 0 ? t('retries', { count: task.retryLimit }) : t('noRetry')}
          </Text>
          {/* The name as the server and its logs know it, under a title the texts give it. */}
          {title(task.name) !== task.name && (
            <Text type="secondary" className="task-name">
              {task.name}
            </Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'cron',
      title: t('fields.cron'),
      render: (_, task) => {
        const words = cronWords(task.cron);
        return (
          <Flex vertical gap={2} align="flex-start" style={{ minWidth: 140 }}>
            <Text code className="task-cron" style={{ whiteSpace: 'nowrap' }}>
              {task.cron}
            </Text>
            <Text className="task-cron-words">
              {words ? t('schedule.reads', { words, zone: zoneName(task.timeZone) }) : zoneName(task.timeZone)}
            </Text>
            {task.cron !== task.defaultCron && (
              <Text type="secondary">{t('schedule.defaultIs', { cron: task.defaultCron })}</Text>
            )}
            {task.lupdDttm && (
              <Text type="secondary" className="task-changed">
                {t('changedBy', { user: task.lupdUserName ?? NONE, time: formatDate(task.lupdDttm, TIME_PATTERN) })}
              </Text>
            )}
          </Flex>
        );
      },
    },
    {
      key: 'nextRunAt',
      title: t('fields.nextRunAt'),
      render: (_, task) => {
        if (!task.nextRunAt) return <Text type="secondary">{t('notScheduled')}</Text>;
        // The schedule reads its zone's clock; where the browser's differs, that reading too.
        const zoned = timeInZone(task.nextRunAt, task.timeZone);
        return (
          <Flex vertical gap={2} className="task-next-run">
            <Text style={{ whiteSpace: 'nowrap' }}>{formatDate(task.nextRunAt, TIME_PATTERN)}</Text>
            {zoned && zoned !== formatDate(task.nextRunAt, TIME_PATTERN) && (
              <Text type="secondary">{t('cron.inZone', { time: zoned, zone: zoneName(task.timeZone) })}</Text>
            )}
          </Flex>
        );
      },
    },
    {
      key: 'lastRun',
      title: t('fields.lastRun'),
      render: (_, { lastRun }) => {
        if (!lastRun) return <Text type="secondary">{t('never')}</Text>;
        const took = lastRun.finishedAt
          ? new Date(lastRun.finishedAt).getTime() - new Date(lastRun.startedAt).getTime()
          : null;
        return (
          <Flex vertical gap={2} align="flex-start" className="task-last-run">
            <RunStatusTag status={lastRun.status} />
            <Text style={{ whiteSpace: 'nowrap' }}>{formatDate(lastRun.startedAt)}</Text>
            {took !== null && <Text type="secondary">{t('took', { duration: duration(took) })}</Text>}
          </Flex>
        );
      },
    },
    {
      key: 'state',
      title: t('fields.state'),
      render: (_, task) => (
        <Flex vertical gap={4} align="flex-start">
          {canEdit && (
            // Switching off stops a task others count on (the kiosk watch): it asks first; switching on does not.
            <Popconfirm
              disabled={!task.enabled}
              title={t('switch.offConfirm', { title: title(task.name) })}
              okText={t('switch.off')}
              cancelText={t('crud:form.cancel')}
              okButtonProps={{ className: 'task-switch-confirm', danger: true }}
              onConfirm={awaitedConfirm(() => toggle.mutateAsync({ task, enabled: false }))}
            >
              <Switch
                className="task-switch"
                checked={task.enabled}
                loading={toggle.isPending && toggle.variables.task.name === task.name}
                aria-label={t('switch.label', { title: title(task.name) })}
                onChange={(on) => {
                  if (on) toggle.mutate({ task, enabled: true });
                }}
              />
            </Popconfirm>
          )}
          <JobStateTag state={task.state} />
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('crud:entity.actions'),
      responsive: EVERY_SCREEN,
      render: (_, task) => (
        <Flex vertical gap={4} align="flex-start">
          {canRun && (
            <Popconfirm
              title={t('run.confirm', { title: title(task.name) })}
              okText={t('run.button')}
              cancelText={t('crud:form.cancel')}
              okButtonProps={{ className: 'task-run-confirm' }}
              onConfirm={awaitedConfirm(() => run.mutateAsync(task))}
            >
              <Button
                size="small"
                className="task-run"
                icon={<PlayCircleOutlined />}
                loading={run.isPending && run.variables.name === task.name}
              >
                {t('run.button')}
              </Button>
            </Popconfirm>
          )}
          {canEdit && (
            <Button size="small" className="task-edit" icon={<EditOutlined />} onClick={() => setEditing(task)}>
              {t('schedule.button')}
            </Button>
          )}
          {canSeeRuns && (
            <Link to={historyLink(task.name)} className="task-runs">
              <Space size={4}>
                <HistoryOutlined />
                {t('runs')}
              </Space>
            </Link>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Card id="scheduleTasksPage" title={t('menu:ScheduleTasks')}>
      <Flex vertical gap="small" id="scheduleTaskTable">
        <Flex justify="space-between" align="center" gap="small">
          <Text type="secondary" className="task-refresh-hint">
            {t('autoRefresh', { seconds: BUSY_REFRESH_SECONDS })}
          </Text>
          <Button
            id="scheduleTaskReload"
            icon={<ReloadOutlined />}
            onClick={() => void tasks.refetch()}
            aria-label={t('crud:table.reload')}
          />
        </Flex>
        {tasks.isError && <LoadFailed error={tasks.error} onRetry={() => void tasks.refetch()} />}
        <Table<ScheduleTask>
          rowKey="name"
          // Titles on one line (each its own props: antd adds to them): the table scrolls before a title breaks up.
          columns={columns.map((column) => ({ ...column, onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }) }))}
          dataSource={tasks.data}
          loading={tasks.isLoading}
          pagination={false}
          size="middle"
          tableLayout="auto"
          scroll={{ x: true }}
        />
      </Flex>
      {editing && <ScheduleDialog task={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
