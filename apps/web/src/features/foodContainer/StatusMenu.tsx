import { DownOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTAINER_TRANSITIONS, type FoodContainer } from '@srd/contract';
import { AUDIT_LOG_KEY } from '../../platform/crud/auditLog';
import { feedback } from '../../platform/feedback';
import { foodContainerApi } from './api';
import { useContainerStatusLabel } from './containerStatus';

/** The statuses a container may go to next (SPEC 4 transitions), as a menu; the server checks the move again. */
export function StatusMenu({ row }: { row: FoodContainer }) {
  const { t } = useTranslation('foodContainer');
  const label = useContainerStatusLabel();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (status: number) => foodContainerApi.update(row.id, { status: status as 0 }),
    onSuccess: async (saved) => {
      feedback.message.success(t('statusChanged', { code: saved.code, status: label(saved.status) }));
      await Promise.all(
        [foodContainerApi.queryKey, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
  const next = CONTAINER_TRANSITIONS[row.status] ?? [];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: next.map((status) => ({
          key: String(status),
          label: label(status),
          className: `container-status-${status}`,
        })),
        onClick: ({ key }) => change.mutate(Number(key)),
      }}
    >
      <Button type="link" size="small" className="container-status" loading={change.isPending}>
        {t('changeStatus')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
