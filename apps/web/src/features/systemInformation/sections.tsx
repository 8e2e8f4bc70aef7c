import {
  CloudServerOutlined,
  DatabaseOutlined,
  DashboardOutlined,
  MailOutlined,
  ScheduleOutlined,
  ClusterOutlined,
} from '@ant-design/icons';
import {
  Card,
  Descriptions,
  Flex,
  Progress,
  Table,
  Tag,
  Tooltip,
  Typography,
  type DescriptionsProps,
  type TableColumnType,
} from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SystemInformation } from '@srd/contract';
import { formatDate } from '../../platform/format/date';
import { useRelativeTime } from '../../platform/format/useRelativeTime';
import { formatBytes, uptimeParts } from './format';

/** How many characters of the commit are shown; the whole one is in the tooltip and is what Copy copies. */
const SHORT_COMMIT = 10;
export const JOB_HISTORY_FAILED = '/system/jobHistory?status=failed';
export const SCHEDULE_TASKS = '/system/scheduleTasks';
/** The columns of the instances a phone leaves out. */
const FROM_TABLET: TableColumnType<unknown>['responsive'] = ['sm'];

/** A card of the dashboard: an icon and a title over its facts, as tall as the others of its row. */
export function Section({
  id,
  icon,
  title,
  extra,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      id={id}
      size="small"
      title={
        <Flex gap="small" align="center">
          <span aria-hidden>{icon}</span>
          <span>{title}</span>
        </Flex>
      }
      extra={extra}
      style={{ height: '100%' }}
    >
      {children}
    </Card>
  );
}

/** Facts as label and value, one a line; long values (a path, a file) break anywhere rather than widen the card. */
export function Facts({ items }: { items: NonNullable<DescriptionsProps['items']> }) {
  return (
    <Descriptions
      size="small"
      column={1}
      items={items}
      styles={{ label: { width: '42%' }, content: { overflowWrap: 'anywhere', minWidth: 0 } }}
    />
  );
}

/** An uptime in words in the current language: "3 days 4 hours". */
export function useUptime(): (seconds: number) => string {
  const { t } = useTranslation('systemInformation');
  return useCallback(
    (seconds: number) =>
      uptimeParts(seconds)
        .map(({ unit, count }) => t(`units.${unit}`, { count }))
        .join(' '),
    [t],
  );
}

export function ServerSection({ info }: { info: SystemInformation }) {
  const { t } = useTranslation('systemInformation');
  const uptime = useUptime();
  return (
    <Section id="systemServer" icon={<CloudServerOutlined />} title={t('server.title')}>
      <Facts
        items={[
          { key: 'version', label: t('server.version'), children: <span id="systemVersion">{info.version}</span> },
          {
            key: 'commit',
            label: t('server.commit'),
            children: info.commit ? (
              <Tooltip title={info.commit}>
                <Typography.Text id="systemCommit" code copyable={{ text: info.commit }}>
                  {info.commit.slice(0, SHORT_COMMIT)}
                </Typography.Text>
              </Tooltip>
            ) : (
              <Typography.Text type="secondary">{t('server.noCommit')}</Typography.Text>
            ),
          },
          { key: 'node', label: t('server.node'), children: info.nodeVersion },
          {
            key: 'instance',
            label: t('server.instance'),
            children: <span id="systemInstance">{info.instance}</span>,
          },
          { key: 'startedAt', label: t('server.startedAt'), children: formatDate(info.startedAt) },
          {
            key: 'uptime',
            label: t('server.uptime'),
            children: <span id="systemUptime">{uptime(info.uptimeSeconds)}</span>,
          },
        ]}
      />
    </Section>
  );
}

export function MemorySection({ memory }: { memory: SystemInformation['memory'] }) {
  const { t } = useTranslation('systemInformation');
  const heapShare = memory.heapTotalBytes > 0 ? Math.round((memory.heapUsedBytes / memory.heapTotalBytes) * 100) : 0;
  return (
    <Section id="systemMemory" icon={<DashboardOutlined />} title={t('memory.title')}>
      <Facts
        items={[
          { key: 'rss', label: t('memory.rss'), children: formatBytes(memory.rssBytes) },
          {
            key: 'heap',
            label: t('memory.heap'),
            children: (
              <Flex vertical gap={4} style={{ width: '100%' }}>
                {t('memory.heapOf', {
                  used: formatBytes(memory.heapUsedBytes),
                  total: formatBytes(memory.heapTotalBytes),
                })}
                <Progress
                  percent={heapShare}
                  size="small"
                  status="normal"
                  aria-label={t('memory.heap')}
                  format={(percent) => `${percent}%`}
                />
              </Flex>
            ),
          },
        ]}
      />
    </Section>
  );
}

export function DatabaseSection({ database }: { database: SystemInformation['database'] }) {
  const { t } = useTranslation('systemInformation');
  return (
    <Section id="systemDatabase" icon={<DatabaseOutlined />} title={t('database.title')}>
      <Facts
        items={[
          {
            key: 'kind',
            label: t('database.kind'),
            children: (
              <span id="systemDatabaseKind" data-kind={database.kind}>
                {t(`database.kinds.${database.kind}`)}
              </span>
            ),
          },
          { key: 'serverVersion', label: t('database.serverVersion'), children: database.serverVersion },
          { key: 'size', label: t('database.size'), children: formatBytes(database.sizeBytes) },
          { key: 'migrations', label: t('database.migrations'), children: database.migrationsApplied },
          {
            key: 'lastMigration',
            label: t('database.lastMigration'),
            children: database.lastMigrationAt ? formatDate(database.lastMigrationAt) : t('database.noMigration'),
          },
        ]}
      />
    </Section>
  );
}

export function QueueSection({ queue }: { queue: SystemInformation['queue'] }) {
  const { t } = useTranslation(['systemInformation', 'menu']);
  const failed = queue.failedLastDay;
  return (
    <Section
      id="systemQueue"
      icon={<ScheduleOutlined />}
      title={t('queue.title')}
      extra={
        <Link id="systemScheduleTasks" to={SCHEDULE_TASKS}>
          {t('queue.tasks')}
        </Link>
      }
    >
      <Facts
        items={[
          { key: 'waiting', label: t('queue.waiting'), children: queue.waiting },
          { key: 'active', label: t('queue.active'), children: queue.active },
          {
            key: 'failed',
            label: t('queue.failed'),
            children: (
              <Flex gap="small" wrap align="center">
                <Tag id="systemQueueFailed" color={failed > 0 ? 'error' : 'success'} data-failed={failed}>
                  {failed}
                </Tag>
                {failed > 0 && (
                  <Link id="systemFailedRuns" to={JOB_HISTORY_FAILED}>
                    {t('queue.seeFailed')}
                  </Link>
                )}
              </Flex>
            ),
          },
        ]}
      />
    </Section>
  );
}

export function ChannelsSection({ channels }: { channels: SystemInformation['channels'] }) {
  const { t } = useTranslation('systemInformation');
  return (
    <Section id="systemChannels" icon={<MailOutlined />} title={t('channels.title')}>
      <Facts
        items={channels.map((channel) => ({
          key: channel.channel,
          label: t(`channels.${channel.channel}`),
          children: (
            <Flex vertical gap={4} align="start" className="system-channel" data-channel={channel.channel}>
              <Tag color={channel.state === 'configured' ? 'success' : 'warning'} data-state={channel.state}>
                {t(`channels.states.${channel.state}`)}
              </Tag>
              <span className="system-channel-detail">
                {channel.state === 'logOnly'
                  ? t('channels.logOnly')
                  : channel.detail === null
                    ? t('channels.webhookDetail')
                    : t('channels.configured', { detail: channel.detail })}
              </span>
              <span className="system-channel-outbox">
                {t('channels.outbox', { waiting: channel.waiting, failed: channel.failedLastDay })}
              </span>
            </Flex>
          ),
        }))}
      />
    </Section>
  );
}

type Instance = SystemInformation['instances'][number];

export function InstancesSection({ info }: { info: SystemInformation }) {
  const { t } = useTranslation('systemInformation');
  const ago = useRelativeTime();
  return (
    <Section id="systemInstances" icon={<ClusterOutlined />} title={t('instances.title')}>
      <Table<Instance>
        id="systemInstanceTable"
        size="small"
        rowKey="instance"
        pagination={false}
        dataSource={info.instances}
        // As wide as the card, wrapping before it scrolls; a phone shows the instance, when it was seen and its jobs.
        tableLayout="auto"
        scroll={{ x: true }}
        columns={[
          {
            key: 'instance',
            title: t('instances.instance'),
            render: (_, row) => (
              <Flex gap="small" wrap align="center">
                <span>{row.instance}</span>
                {row.instance === info.instance && <Tag color="blue">{t('instances.this')}</Tag>}
              </Flex>
            ),
          },
          { key: 'version', dataIndex: 'version', title: t('instances.version'), responsive: FROM_TABLET },
          {
            key: 'startedAt',
            title: t('instances.startedAt'),
            render: (_, row) => formatDate(row.startedAt),
            responsive: FROM_TABLET,
          },
          {
            key: 'seenAt',
            title: t('instances.seenAt'),
            render: (_, row) => <span title={formatDate(row.seenAt)}>{ago(row.seenAt)}</span>,
          },
          {
            key: 'jobs',
            title: t('instances.jobs'),
            render: (_, row) => (row.jobs ? t('yes') : t('no')),
          },
        ]}
      />
    </Section>
  );
}
