import { RollbackOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_REASON_MAX, walletRecordActions, type WalletEntryRow } from '@srd/contract';
import { PassThrough } from '../../platform/api';
import { Can } from '../../platform/crud/Can';
import { FormDialog } from '../../platform/crud/FormDialog';
import { showFieldErrors } from '../../platform/crud/serverErrors';
import { feedback } from '../../platform/feedback';
import { LEDGER_KEY, reverseEntry } from './api';
import { formatAmount, useWalletLabel } from './labels';

/** Reverse on an entry that may be reversed (not a reversal, not reversed yet), for those who may. */
export function ReverseButton({ entry }: { entry: WalletEntryRow }) {
  const { t } = useTranslation('ledger');
  const [open, setOpen] = useState(false);
  if (entry.source === 'reversal' || entry.reversedById !== null) return null;
  return (
    <Can action={walletRecordActions.reverse}>
      <Button
        type="link"
        size="small"
        danger
        className="ledger-reverse"
        icon={<RollbackOutlined />}
        onClick={() => setOpen(true)}
      >
        {t('reverse.button')}
      </Button>
      {open && <ReverseDialog entry={entry} onClose={() => setOpen(false)} />}
    </Can>
  );
}

function ReverseDialog({ entry, onClose }: { entry: WalletEntryRow; onClose: () => void }) {
  const { t } = useTranslation('ledger');
  const walletLabel = useWalletLabel();
  const [form] = Form.useForm<{ reason: string }>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const reverse = useMutation({
    mutationFn: ({ reason }: { reason: string }) => reverseEntry(entry.id, reason),
    onSuccess: async (result) => {
      if (result instanceof PassThrough) {
        setRefusal(result.message);
        return;
      }
      feedback.message.success(t('reverse.done', { id: entry.id }));
      await queryClient.invalidateQueries({ queryKey: LEDGER_KEY });
      onClose();
    },
    onError: (error) => showFieldErrors(form, error),
  });
  return (
    <FormDialog
      title={t('reverse.title', { id: entry.id })}
      okText={t('reverse.confirm')}
      cancelText={t('reverse.cancel')}
      form={form}
      okId="ledgerReverseConfirm"
      busy={reverse.isPending}
      danger
      onClose={onClose}
    >
      <Typography.Paragraph id="ledgerReverseExplain">
        {t('reverse.explain', {
          change: formatAmount(entry.walletType, -entry.delta, true),
          member: `${entry.memberName} (${entry.membershipNo})`,
          wallet: walletLabel(entry.walletType),
        })}
      </Typography.Paragraph>
      {refusal && (
        <Alert id="ledgerReverseRefused" type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />
      )}
      <Form form={form} layout="vertical" onFinish={(values) => reverse.mutate(values)}>
        <Form.Item
          name="reason"
          htmlFor="ledgerReverseReason"
          label={t('reverse.reason')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input.TextArea
            id="ledgerReverseReason"
            autoFocus
            maxLength={LEDGER_REASON_MAX}
            showCount
            rows={2}
            placeholder={t('reverse.reasonPlaceholder')}
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
