import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { CommandStatus, kioskOpsActions, type KioskCommandRow } from '@srd/contract';
import { Can } from '../../platform/crud/Can';
import { EntityTable, type EntityColumn } from '../../platform/crud/EntityTable';
import type { ListState } from '../../platform/crud/listState';
import type { ListStateUpdate } from '../../platform/crud/useListState';
import { feedback } from '../../platform/feedback';
import { formatDate } from '../../platform/format/date';
import { cancelCommand, COMMANDS_KEY, fetchCommands, KIOSK_OPS_KEY } from './api';
import { CommandStatusTag, useCommandLabel, useCommandResultLabel } from './labels';
import { commandsRequest } from './listQuery';
import { awaitedConfirm } from '../../platform/popconfirm';

interface CommandTableProps {
  id: string;
  state: ListState;
  onStateChange: (update: ListStateUpdate) => void;
  /** One kiosk's commands (its detail page); absent: every kiosk's, with their KID. */
  kioskId?: number;
}

/** Commands and where each stands; a pending one can be cancelled. */
export function CommandTable({ id, state, onStateChange, kioskId }: CommandTableProps) {
  const { t } = useTranslation('kioskOps');
  const commandLabel = useCommandLabel();
  const resultLabel = useCommandResultLabel();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: cancelCommand,
    onSuccess: async () => {
      feedback.message.success(t('ops.commandCancelled'));
      await queryClient.invalidateQueries({ queryKey: KIOSK_OPS_KEY });
    },
  });
  const columns: EntityColumn<KioskCommandRow>[] = [
    { key: 'createdAt', title: t('fields.createdAt'), sorter: true, render: (_, row) => formatDate(row.createdAt) },
    ...(kioskId === undefined ? [{ key: 'kid', dataIndex: 'kid', title: t('fields.kid') }] : []),
    {
      key: 'command',
      title: t('fields.command'),
      render: (_, row) =>
        row.command === 'setVolume'
          ? `${commandLabel(row.command)} ${String(row.params.volume)} %`
          : commandLabel(row.command),
    },
    { key: 'status', title: t('fields.status'), render: (_, row) => <CommandStatusTag status={row.status} /> },
    { key: 'remark', title: t('fields.remark'), ellipsis: true, render: (_, row) => row.remark ?? '-' },
    { key: 'createdBy', title: t('fields.createdBy'), render: (_, row) => row.createdByName ?? '-' },
    { key: 'deliveredAt', title: t('fields.deliveredAt'), render: (_, row) => formatDate(row.deliveredAt) || '-' },
    { key: 'completedAt', title: t('fields.completedAt'), render: (_, row) => formatDate(row.completedAt) || '-' },
    {
      key: 'result',
      title: t('fields.result'),
      ellipsis: true,
      render: (_, row) => (row.result === null ? '-' : resultLabel(row.result)),
    },
    {
      key: 'actions',
      title: '',
      render: (_, row) =>
        row.status === CommandStatus.Pending && (
          <Can action={kioskOpsActions.sendCommand}>
            <Popconfirm
              title={t('ops.cancelConfirm')}
              okText={t('ops.cancelCommand')}
              cancelText={t('ops.close')}
              okButtonProps={{ className: 'command-cancel-confirm', danger: true }}
              onConfirm={awaitedConfirm(() => cancel.mutateAsync(row.id))}
            >
              <Button size="small" className="command-cancel" danger>
                {t('ops.cancelCommand')}
              </Button>
            </Popconfirm>
          </Can>
        ),
    },
  ];
  return (
    <EntityTable<KioskCommandRow>
      id={id}
      listName={kioskId === undefined ? 'kioskCommandLog' : undefined}
      queryKey={[...COMMANDS_KEY, kioskId ?? 'all']}
      fetchPage={(list) => fetchCommands(commandsRequest(list, { kioskId }))}
      state={state}
      onStateChange={onStateChange}
      columns={columns}
      rowKey="id"
    />
  );
}
