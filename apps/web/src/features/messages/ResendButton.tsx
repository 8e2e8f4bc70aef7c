import { RedoOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageHistoryActions, type Message } from '@srd/contract';
import { AUDIT_LOG_KEY } from '../../platform/crud/auditLog';
import { Can } from '../../platform/crud/Can';
import { feedback } from '../../platform/feedback';
import { awaitedConfirm } from '../../platform/popconfirm';
import { historyKey, resendMessage } from './api';
import { isResendable } from './messageText';

interface ResendButtonProps {
  message: Pick<Message, 'id' | 'channel' | 'status' | 'recipient'>;
  /** The row's small link, or the drawer's button. */
  size?: 'small' | 'middle';
}

/**
 * Resend of a failed or undelivered message, for those holding the channel's resend action: after a confirmation,
 * the message goes again as a new one, and the list shows it.
 */
export function ResendButton({ message, size = 'middle' }: ResendButtonProps) {
  const { t } = useTranslation(['messages', 'crud']);
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => resendMessage(message.channel, message.id),
    onSuccess: async ({ id }) => {
      feedback.message.success(t('resend.queued', { id }));
      await Promise.all(
        [historyKey(message.channel), AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
  if (!isResendable(message.status)) return null;
  return (
    <Can action={messageHistoryActions[message.channel].resend}>
      <Popconfirm
        title={t('resend.confirm', { recipient: message.recipient })}
        description={t('resend.confirmHint')}
        okText={t('resend.button')}
        cancelText={t('crud:form.cancel')}
        okButtonProps={{ className: 'message-resend-confirm' }}
        onConfirm={awaitedConfirm(() => resend.mutateAsync())}
      >
        <Button
          size={size}
          type={size === 'small' ? 'link' : 'default'}
          className="message-resend"
          icon={<RedoOutlined />}
          loading={resend.isPending}
        >
          {t('resend.button')}
        </Button>
      </Popconfirm>
    </Can>
  );
}
