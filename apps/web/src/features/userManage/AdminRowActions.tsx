import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UserStatus, userManageActions, type AdminUser } from '@srd/contract';
import { Can } from '../../platform/crud/Can';
import { confirmDialog, feedback } from '../../platform/feedback';
import { ADMIN_PATH } from '../../platform/navigation';
import { ADMIN_KEY, changeAdminStatus, clearAdminSessions, resendInvitation, unlockAdmin } from './api';
import { isLocked } from './signInLock';

/**
 * Edit, enable or disable, unlock one locked out by failed sign-ins, end the sessions of one admin,
 * and resend the invitation of one waiting for activation; each only for holders of its action.
 */
export function AdminRowActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation(['userManage', 'crud']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const disabled = user.status === UserStatus.Disabled;
  const invited = user.status === UserStatus.Pending && user.email !== null;

  const changeStatus = useMutation({
    mutationFn: () => changeAdminStatus({ id: user.id, status: disabled ? UserStatus.Active : UserStatus.Disabled }),
    onSuccess: async () => {
      feedback.message.success(t(disabled ? 'enabled' : 'disabled'));
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
    },
  });
  const unlock = useMutation({
    mutationFn: () => unlockAdmin(user.id),
    onSuccess: async () => {
      feedback.message.success(t('unlocked'));
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
    },
  });
  const clearSessions = useMutation({
    mutationFn: () => clearAdminSessions(user.id),
    onSuccess: () => feedback.message.success(t('sessionsCleared')),
  });

  const resend = useMutation({
    mutationFn: () => resendInvitation(user.id),
    onSuccess: (sent) => feedback.message.success(t('invite.sent', { email: sent.email })),
  });

  const confirm = (title: string, run: () => void) =>
    void confirmDialog({ title, okText: t('crud:confirm.ok'), cancelText: t('crud:confirm.cancel'), onOk: run });

  return (
    <Space size={0} wrap>
      <Can action={userManageActions.edit}>
        <Button
          type="link"
          size="small"
          className="admin-edit"
          onClick={() => void navigate(`${ADMIN_PATH}?id=${user.id}`)}
        >
          {t('edit')}
        </Button>
      </Can>
      <Can action={userManageActions.changeStatus}>
        <Button
          type="link"
          size="small"
          danger={!disabled}
          className="admin-status"
          loading={changeStatus.isPending}
          onClick={() =>
            confirm(t(disabled ? 'confirmEnable' : 'confirmDisable', { loginId: user.loginId }), () =>
              changeStatus.mutate(),
            )
          }
        >
          {t(disabled ? 'enable' : 'disable')}
        </Button>
      </Can>
      {isLocked(user) && (
        <Can action={userManageActions.changeStatus}>
          <Button
            type="link"
            size="small"
            className="admin-unlock"
            loading={unlock.isPending}
            onClick={() => confirm(t('confirmUnlock', { loginId: user.loginId }), () => unlock.mutate())}
          >
            {t('unlock')}
          </Button>
        </Can>
      )}
      <Can action={userManageActions.clearToken}>
        <Button
          type="link"
          size="small"
          className="admin-clear-sessions"
          loading={clearSessions.isPending}
          onClick={() => confirm(t('confirmClearSessions', { loginId: user.loginId }), () => clearSessions.mutate())}
        >
          {t('clearSessions')}
        </Button>
      </Can>
      {invited && (
        <Can action={userManageActions.invite}>
          <Button
            type="link"
            size="small"
            className="admin-resend-invitation"
            loading={resend.isPending}
            onClick={() => confirm(t('invite.confirmResend', { email: user.email }), () => resend.mutate())}
          >
            {t('invite.resend')}
          </Button>
        </Can>
      )}
    </Space>
  );
}
