import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Radio, Select, Spin, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADJUSTMENT_MAX,
  ADJUSTMENT_TYPES,
  isMoneyWallet,
  LEDGER_REASON_MAX,
  WALLET_TYPES,
  walletAdjustmentActions,
  type AdjustmentType,
  type WalletType,
} from '@srd/contract';
import { PassThrough } from '../../platform/api';
import { Can } from '../../platform/crud/Can';
import { FormDialog } from '../../platform/crud/FormDialog';
import { showFieldErrors } from '../../platform/crud/serverErrors';
import { feedback } from '../../platform/feedback';
import { newKey } from '../../platform/idempotencyKey';
import { LEDGER_KEY, MEMBERS_KEY, postAdjustment, searchMembers } from './api';
import { formatAmount, memberLabel, useWalletLabel } from './labels';

interface Values {
  memberId: number;
  walletType: WalletType;
  type: AdjustmentType;
  amount: number;
  reason: string;
}

/** "New adjustment", for those who may adjust; `memberId` fixes the member (the member detail). */
export function AdjustButton({ memberId, size }: { memberId?: number; size?: 'small' | 'middle' }) {
  const { t } = useTranslation('ledger');
  const [open, setOpen] = useState(false);
  return (
    <Can action={walletAdjustmentActions.add}>
      <Button id="ledgerAdjust" type="primary" size={size} icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        {t('adjust.button')}
      </Button>
      {open && <AdjustmentDialog memberId={memberId} onClose={() => setOpen(false)} />}
    </Can>
  );
}

/**
 * Adds points to or takes them from one wallet of a member, with the reason. The dialog makes one idempotency key
 * when it opens, so however often Post is pressed the adjustment is posted once; "Insufficient points balance" is
 * shown under the amount, in the user's language, and nothing changes.
 */
function AdjustmentDialog({ memberId, onClose }: { memberId?: number; onClose: () => void }) {
  const { t } = useTranslation('ledger');
  const walletLabel = useWalletLabel();
  const [form] = Form.useForm<Values>();
  const [key] = useState(newKey);
  const [keyword, setKeyword] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  // A second click before the first answer is not sent at all (the key would make it harmless anyway).
  const sending = useRef(false);
  const queryClient = useQueryClient();
  const chosenId = Form.useWatch('memberId', form) ?? memberId;
  const walletType = Form.useWatch('walletType', form) ?? 'cst';
  const options = useQuery({
    queryKey: [...MEMBERS_KEY, memberId ?? keyword],
    queryFn: () => searchMembers(memberId === undefined ? { keyword } : { id: memberId }),
  });
  const chosen = options.data?.find((member) => member.id === chosenId);
  const balance = chosen?.wallets.find((wallet) => wallet.type === walletType)?.balance;
  const money = isMoneyWallet(walletType);

  const save = useMutation({
    mutationFn: (values: Values) => postAdjustment({ ...values, idempotencyKey: key }),
    onSuccess: async (result) => {
      if (result instanceof PassThrough) {
        sending.current = false;
        setRefusal(result.message);
        form.setFields([{ name: 'amount', errors: [result.message] }]);
        return;
      }
      feedback.message.success(
        t('adjust.saved', {
          change: formatAmount(result.walletType, result.delta, true),
          balance: formatAmount(result.walletType, result.balanceAfter),
        }),
      );
      await queryClient.invalidateQueries({ queryKey: LEDGER_KEY });
      onClose();
    },
    onError: (error) => {
      sending.current = false;
      showFieldErrors(form, error);
    },
  });
  const submit = (values: Values) => {
    if (sending.current) return;
    sending.current = true;
    save.mutate(values);
  };

  return (
    <FormDialog
      title={t('adjust.title')}
      okText={t('adjust.save')}
      cancelText={t('adjust.cancel')}
      form={form}
      okId="ledgerAdjustSave"
      busy={save.isPending}
      onClose={onClose}
    >
      {refusal && <Alert id="ledgerAdjustRefused" type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ memberId, walletType: 'cst', type: 'add' }}
        onValuesChange={() => setRefusal(null)}
        onFinish={submit}
      >
        <Form.Item name="memberId" htmlFor="ledgerAdjustMember" label={t('fields.member')} rules={[{ required: true }]}>
          <Select
            id="ledgerAdjustMember"
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            disabled={memberId !== undefined}
            placeholder={t('adjust.memberPlaceholder')}
            notFoundContent={options.isFetching ? <Spin size="small" /> : t('adjust.noMember')}
            options={(options.data ?? []).map((member) => ({ value: member.id, label: memberLabel(member) }))}
          />
        </Form.Item>
        <Form.Item
          name="walletType"
          htmlFor="ledgerAdjustWallet"
          label={t('fields.walletType')}
          extra={
            balance === undefined ? undefined : (
              <span id="ledgerAdjustBalance">
                {t('adjust.balanceNow', { balance: formatAmount(walletType, balance) })}
              </span>
            )
          }
        >
          <Select
            id="ledgerAdjustWallet"
            options={WALLET_TYPES.map((type) => ({ value: type, label: walletLabel(type) }))}
          />
        </Form.Item>
        <Form.Item name="type" label={t('fields.type')}>
          <Radio.Group
            id="ledgerAdjustType"
            optionType="button"
            options={ADJUSTMENT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          htmlFor="ledgerAdjustAmount"
          label={t('fields.amount')}
          extra={money ? t('adjust.amountDollars') : t('adjust.amountPoints')}
          rules={[{ required: true }]}
        >
          <InputNumber
            id="ledgerAdjustAmount"
            min={money ? 0.01 : 1}
            max={ADJUSTMENT_MAX}
            precision={money ? 2 : 0}
            prefix={money ? 'HK$' : undefined}
            style={{ width: '100%', maxWidth: 220 }}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          htmlFor="ledgerAdjustReason"
          label={t('fields.reason')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input.TextArea
            id="ledgerAdjustReason"
            maxLength={LEDGER_REASON_MAX}
            showCount
            rows={2}
            placeholder={t('adjust.reasonPlaceholder')}
          />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">{t('adjust.once')}</Typography.Text>
    </FormDialog>
  );
}
