import { useTranslation } from 'react-i18next';
import type { HeartbeatRow } from '@srd/contract';
import { EntityTable, type EntityColumn } from '../../platform/crud/EntityTable';
import type { ListState } from '../../platform/crud/listState';
import type { ListStateUpdate } from '../../platform/crud/useListState';
import { formatDate } from '../../platform/format/date';
import { LiveStatusTag } from '../../platform/kiosk/LiveStatusTag';
import { fetchHeartbeats, HEARTBEATS_KEY } from './api';
import { BinBars } from './BinBars';
import { heartbeatsRequest } from './listQuery';

interface HeartbeatTableProps {
  id: string;
  kioskId: number;
  state: ListState;
  onStateChange: (update: ListStateUpdate) => void;
}

/** One kiosk's heartbeats, newest first: the state, bins and error codes each reported. */
export function HeartbeatTable({ id, kioskId, state, onStateChange }: HeartbeatTableProps) {
  const { t } = useTranslation('kioskOps');
  const columns: EntityColumn<HeartbeatRow>[] = [
    { key: 'receivedAt', title: t('fields.receivedAt'), sorter: true, render: (_, row) => formatDate(row.receivedAt) },
    { key: 'sentAt', title: t('fields.sentAt'), render: (_, row) => formatDate(row.sentAt) },
    {
      key: 'state',
      title: t('fields.state'),
      render: (_, row) => <LiveStatusTag live={{ state: row.state, online: true, manualDown: false }} />,
    },
    { key: 'bins', title: t('fields.bins'), render: (_, row) => <BinBars bins={row.bins} compact /> },
    { key: 'errors', title: t('fields.errors'), render: (_, row) => row.errorCodes.join(', ') || '-' },
  ];
  return (
    <EntityTable<HeartbeatRow>
      id={id}
      queryKey={[...HEARTBEATS_KEY, kioskId]}
      fetchPage={(list) => fetchHeartbeats(heartbeatsRequest(list, kioskId))}
      state={state}
      onStateChange={onStateChange}
      columns={columns}
      rowKey="id"
    />
  );
}
