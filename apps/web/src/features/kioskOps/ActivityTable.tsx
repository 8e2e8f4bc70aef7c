import { useTranslation } from 'react-i18next';
import type { ActivityRow } from '@srd/contract';
import { EntityTable, type EntityColumn } from '../../platform/crud/EntityTable';
import type { ListState } from '../../platform/crud/listState';
import type { ListStateUpdate } from '../../platform/crud/useListState';
import { formatDate } from '../../platform/format/date';
import { ACTIVITY_KEY, fetchActivity } from './api';
import { useCommandLabel, useKindLabel } from './labels';
import { activityRequest } from './listQuery';

interface ActivityTableProps {
  id: string;
  state: ListState;
  onStateChange: (update: ListStateUpdate) => void;
  kioskId?: number;
}

/** What an entry's details say, in a few words: a reason, a command, an alarm type, a last heartbeat. */
function useDetailText(): (row: ActivityRow) => string {
  const commandLabel = useCommandLabel();
  return ({ detail, typeName }) => {
    const parts: string[] = [];
    if (typeof detail.reason === 'string') parts.push(detail.reason);
    if (typeof detail.command === 'string') parts.push(commandLabel(detail.command));
    if (typeof detail.typeCode === 'string') parts.push(typeName ?? detail.typeCode);
    if (typeof detail.errorCode === 'string') parts.push(detail.errorCode);
    if (typeof detail.lastHeartbeatAt === 'string') parts.push(formatDate(detail.lastHeartbeatAt));
    return parts.join(' · ') || '-';
  };
}

/** A kiosk's activity history, newest first. */
export function ActivityTable({ id, state, onStateChange, kioskId }: ActivityTableProps) {
  const { t } = useTranslation('kioskOps');
  const kindLabel = useKindLabel();
  const detailText = useDetailText();
  const columns: EntityColumn<ActivityRow>[] = [
    { key: 'at', title: t('fields.time'), sorter: true, render: (_, row) => formatDate(row.at) },
    ...(kioskId === undefined ? [{ key: 'kid', dataIndex: 'kid', title: t('fields.kid') }] : []),
    {
      key: 'kind',
      title: t('fields.kind'),
      render: (_, row) => <span data-kind={row.kind}>{kindLabel(row.kind)}</span>,
    },
    { key: 'detail', title: t('fields.detail'), ellipsis: true, render: (_, row) => detailText(row) },
    { key: 'user', title: t('fields.user'), render: (_, row) => row.userName ?? '-' },
  ];
  return (
    <EntityTable<ActivityRow>
      id={id}
      listName={kioskId === undefined ? 'kioskActivity' : undefined}
      queryKey={[...ACTIVITY_KEY, kioskId ?? 'all']}
      fetchPage={(list) => fetchActivity(activityRequest(list, { kioskId }))}
      state={state}
      onStateChange={onStateChange}
      columns={columns}
      rowKey="id"
    />
  );
}
