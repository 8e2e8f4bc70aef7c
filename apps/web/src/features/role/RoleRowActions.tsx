import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { roleActions, type Role } from '@srd/contract';
import { Can } from '../../platform/crud/Can';
import { localName } from '../../platform/format/localName';
import { confirmDialog, feedback } from '../../platform/feedback';
import { useLang } from '../../platform/i18n';
import { deleteRole, ROLE_KEY, ROLE_PATH } from './api';

/**
 * Edit and delete one role; each only for holders of its action. The server's refusal (1017, 1018) shows as
 * a message.
 */
export function RoleRowActions({ role }: { role: Role }) {
  const { t } = useTranslation(['role', 'crud']);
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteRole(role.id),
    onSuccess: async () => {
      feedback.message.success(t('deleted'));
      await queryClient.invalidateQueries({ queryKey: ROLE_KEY });
    },
  });
  return (
    <Space size={0} wrap>
      <Can action={roleActions.edit}>
        <Button
          type="link"
          size="small"
          className="role-edit"
          onClick={() => void navigate(`${ROLE_PATH}?id=${role.id}`)}
        >
          {t('edit')}
        </Button>
      </Can>
      <Can action={roleActions.delete}>
        <Button
          type="link"
          size="small"
          danger
          className="role-delete"
          loading={remove.isPending}
          onClick={() =>
            void confirmDialog({
              title: t('confirmDelete', { name: localName(role, lang) }),
              okText: t('crud:confirm.ok'),
              cancelText: t('crud:confirm.cancel'),
              okButtonProps: { danger: true },
              onOk: () => remove.mutate(),
            })
          }
        >
          {t('delete')}
        </Button>
      </Can>
    </Space>
  );
}
