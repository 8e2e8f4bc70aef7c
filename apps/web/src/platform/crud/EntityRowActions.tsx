import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../feedback';
import { AUDIT_LOG_KEY } from './auditLog';
import type { EntityApi } from './entityApi';
import type { EntityAccess, EntityRow } from './simpleEntity';
import { awaitedConfirm } from '../popconfirm';

interface EntityRowActionsProps<Row extends EntityRow> {
  row: Row;
  /** The record as dialogs name it. */
  name: string;
  noun: string;
  api: EntityApi<Row>;
  access: EntityAccess;
  onEdit: (row: Row) => void;
  onHistory: (row: Row) => void;
}

/** Edit, History and Delete of one row, each only for those who may; a delete asks first. */
export function EntityRowActions<Row extends EntityRow>({
  row,
  name,
  noun,
  api,
  access,
  onEdit,
  onHistory,
}: EntityRowActionsProps<Row>) {
  const { t } = useTranslation('crud');
  const queryClient = useQueryClient();
  // A refusal (1021: other records use it) is shown by the API client; the row stays.
  const remove = useMutation({
    mutationFn: () => api.remove(row.id),
    onSuccess: async () => {
      feedback.message.success(t('entity.deleted', { name }));
      await Promise.all([api.queryKey, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  return (
    <Space size={0} data-id={row.id}>
      {access.edit && (
        <Button type="link" size="small" className="entity-edit" onClick={() => onEdit(row)}>
          {t('entity.edit')}
        </Button>
      )}
      {access.history && (
        <Button type="link" size="small" className="entity-history" onClick={() => onHistory(row)}>
          {t('form.history')}
        </Button>
      )}
      {access.delete && (
        <Popconfirm
          title={t('entity.confirmDelete', { noun, name })}
          description={t('entity.confirmDeleteHint')}
          okText={t('entity.delete')}
          cancelText={t('confirm.cancel')}
          okButtonProps={{ danger: true, className: 'entity-delete-confirm' }}
          onConfirm={awaitedConfirm(() => remove.mutateAsync())}
        >
          <Button type="link" size="small" danger className="entity-delete" loading={remove.isPending}>
            {t('entity.delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
