import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { kioskOpsActions, type AlarmRow } from '@srd/contract';
import { AlertLevelTag } from '../../platform/alertLevels/AlertLevelTag';
import { Can } from '../../platform/crud/Can';
import { EntityTable, EVERY_SCREEN, type EntityColumn } from '../../platform/crud/EntityTable';
import type { ListState } from '../../platform/crud/listState';
import type { ListStateUpdate } from '../../platform/crud/useListState';
import { feedback } from '../../platform/feedback';
import { formatDate } from '../../platform/format/date';
import { acknowledgeAlarm, ALARMS_KEY, clearAlarm, fetchAlarms, KIOSK_OPS_KEY } from './api';
import { AlarmComments } from './AlarmComments';
import { ErrorTexts } from './ErrorTexts';
import { useWhoWhen } from './labels';
import { alarmsRequest } from './listQuery';
import { awaitedConfirm } from '../../platform/popconfirm';

interface AlarmTableProps {
  id: string;
  state: ListState;
  onStateChange: (update: ListStateUpdate) => void;
  /** One kiosk's alarms (its detail page); absent: every kiosk's. */
  kioskId?: number;
}

/** Times in the list without seconds: the row's details keep them. */
const SHORT_TIME = 'YYYY-MM-DD HH:mm';

const UNBROKEN = { whiteSpace: 'nowrap' } as const;

/** A time whose day and hour go on two lines in a narrow column, never breaking inside the date. */
function DayAndHour({ time }: { time: string }) {
  const [day, hour] = formatDate(time, SHORT_TIME).split(' ');
  return (
    <span>
      <span style={UNBROKEN}>{day}</span> <span style={UNBROKEN}>{hour}</span>
    </span>
  );
}

/** The query key of an alarm list: the screen reads the same query for its active count. */
export const alarmListKey = (kioskId?: number) => [...ALARMS_KEY, kioskId ?? 'all'];

/** Alarms with their error code's texts; a row opens to its texts and comments; acknowledge and clear. */
export function AlarmTable({ id, state, onStateChange, kioskId }: AlarmTableProps) {
  const { t } = useTranslation('kioskOps');
  const whoWhen = useWhoWhen();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: KIOSK_OPS_KEY });
  const acknowledge = useMutation({
    mutationFn: acknowledgeAlarm,
    onSuccess: async () => {
      feedback.message.success(t('alarm.acknowledged'));
      await refresh();
    },
  });
  const clear = useMutation({
    mutationFn: clearAlarm,
    onSuccess: async () => {
      feedback.message.success(t('alarm.clearedDone'));
      await refresh();
    },
  });
  // The kiosk first, on one line as every list's code; the time beside it wraps on a phone.
  const columns: EntityColumn<AlarmRow>[] = [
    ...(kioskId === undefined ? [{ key: 'kid', dataIndex: 'kid', title: t('fields.kid') }] : []),
    {
      key: 'raisedAt',
      title: t('fields.raisedAt'),
      sorter: true,
      render: (_, row) => (
        <Flex vertical>
          <DayAndHour time={row.raisedAt} />
          {row.occurrences > 1 && (
            <Typography.Text type="secondary">
              {t('alarm.repeats', { count: row.occurrences, time: formatDate(row.lastSeenAt, SHORT_TIME) })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'type',
      title: t('fields.type'),
      responsive: EVERY_SCREEN,
      render: (_, row) => (
        <Flex vertical>
          <Space size="small" wrap className="alarm-type" data-type={row.typeCode}>
            {row.level !== null && <AlertLevelTag level={row.level} />}
            {row.typeName}
          </Space>
          {row.error && (
            <Typography.Text
              type="secondary"
              className="alarm-error"
            >{`${row.error.code} ${row.error.description ?? ''}`}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'active',
      title: t('fields.active'),
      responsive: EVERY_SCREEN,
      render: (_, row) => (
        <Flex vertical gap={4} align="flex-start">
          <Tag color={row.active ? 'error' : 'default'} data-active={row.active}>
            {t(row.active ? 'alarm.active' : 'alarm.cleared')}
          </Tag>
          <Space size="small">
            {!row.acknowledgedAt && (
              <Can action={kioskOpsActions.acknowledgeAlarm}>
                <Button size="small" className="alarm-acknowledge" onClick={() => acknowledge.mutate(row.id)}>
                  {t('alarm.acknowledge')}
                </Button>
              </Can>
            )}
            {row.active && (
              <Can action={kioskOpsActions.clearAlarm}>
                <Popconfirm
                  title={t('alarm.clearConfirm')}
                  okText={t('alarm.clear')}
                  cancelText={t('ops.close')}
                  okButtonProps={{ className: 'alarm-clear-confirm', danger: true }}
                  onConfirm={awaitedConfirm(() => clear.mutateAsync(row.id))}
                >
                  <Button size="small" className="alarm-clear" danger>
                    {t('alarm.clear')}
                  </Button>
                </Popconfirm>
              </Can>
            )}
          </Space>
        </Flex>
      ),
    },
    {
      key: 'handled',
      title: t('fields.handled'),
      render: (_, row) => (
        <Flex vertical>
          {row.acknowledgedAt && (
            <span className="alarm-acknowledged-by">
              {t('alarm.acknowledgedLine', { who: whoWhen(row.acknowledgedByName, row.acknowledgedAt, SHORT_TIME) })}
            </span>
          )}
          {row.clearedAt && (
            <span className="alarm-cleared-by">
              {t('alarm.clearedLine', { who: whoWhen(row.clearedByName, row.clearedAt, SHORT_TIME) })}
            </span>
          )}
          {row.commentCount > 0 && (
            <Typography.Text type="secondary">{t('alarm.commentCount', { count: row.commentCount })}</Typography.Text>
          )}
          {!row.acknowledgedAt && !row.clearedAt && row.commentCount === 0 && '-'}
        </Flex>
      ),
    },
  ];
  return (
    <EntityTable<AlarmRow>
      id={id}
      listName={kioskId === undefined ? 'kioskAlarms' : undefined}
      queryKey={alarmListKey(kioskId)}
      fetchPage={(list) => fetchAlarms(alarmsRequest(list, { kioskId }))}
      state={state}
      onStateChange={onStateChange}
      columns={columns}
      rowKey="id"
      expandable={{
        expandedRowRender: (row) => (
          <Flex vertical gap="middle" className="alarm-details">
            {row.message && <span>{`${t('fields.message')}: ${row.message}`}</span>}
            {row.batchId && <span>{`${t('fields.batchId')}: ${row.batchId}`}</span>}
            {row.error && <ErrorTexts error={row.error} />}
            <AlarmComments alarmId={row.id} />
          </Flex>
        ),
      }}
    />
  );
}
