import { SwapOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Select, Spin, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cathayPacificRebateActions, MilesConversionInput, type MilesMember } from '@srd/contract';
import { PassThrough } from '../../platform/api';
import { Can } from '../../platform/crud/Can';
import { FormDialog } from '../../platform/crud/FormDialog';
import { NumberInput } from '../../platform/crud/NumberInput';
import { showFieldErrors } from '../../platform/crud/serverErrors';
import { zodRule } from '../../platform/crud/zodRule';
import { feedback } from '../../platform/feedback';
import { newKey } from '../../platform/idempotencyKey';
import { memberLabel } from '../ledger/labels';
import { CONVERSIONS_KEY } from './api';
import { fetchTerms, MILES_MEMBERS_KEY, postConversion, searchMilesMembers, TERMS_KEY } from './milesApi';

type Values = Omit<MilesConversionInput, 'idempotencyKey'>;
const shape = MilesConversionInput.shape;

/** "Convert points", for those who may convert a member's points. */
export function ConvertButton() {
  const { t } = useTranslation('miles');
  const [open, setOpen] = useState(false);
  return (
    <Can action={cathayPacificRebateActions.convert}>
      <Button id="milesConvert" type="primary" icon={<SwapOutlined />} onClick={() => setOpen(true)}>
        {t('convert.button')}
      </Button>
      {open && <ConvertDialog onClose={() => setOpen(false)} />}
    </Can>
  );
}

const cstBalance = (member: MilesMember) => member.wallets.find((wallet) => wallet.type === 'cst')?.balance ?? 0;

/**
 * Converts a member's points to Asia Miles: the member (by number or name), their Asia Miles number (the one of their
 * last conversion, when they had one) and the points, with their balance and the miles the points make at their
 * tenant's rate. One idempotency key per dialog, so Convert pressed twice converts once; the server's refusals land
 * under the field they concern.
 */
function ConvertDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('miles');
  const [form] = Form.useForm<Values>();
  const [key] = useState(newKey);
  const [keyword, setKeyword] = useState('');
  // A second click before the first answer is not sent at all (the key would make it harmless anyway).
  const sending = useRef(false);
  const queryClient = useQueryClient();
  const chosenId = Form.useWatch('memberId', form);
  const points = Form.useWatch('points', form);
  const options = useQuery({
    queryKey: [...MILES_MEMBERS_KEY, keyword],
    queryFn: () => searchMilesMembers({ keyword }),
  });
  const [chosen, setChosen] = useState<MilesMember>();
  // The chosen member's tenant's terms: its rate makes the miles.
  const terms = useQuery({
    queryKey: [...TERMS_KEY, chosen?.tid],
    queryFn: () => fetchTerms(chosen!.tid),
    enabled: chosen !== undefined,
  });
  const rate = chosen && terms.data?.enabled ? terms.data.pointsPerMile : null;

  const choose = (memberId: number) => {
    const member = options.data?.find((one) => one.id === memberId);
    setChosen(member);
    // Their Asia Miles number of last time, unless one was typed for them already.
    if (member?.accountNo && !form.isFieldTouched('accountNo')) form.setFieldValue('accountNo', member.accountNo);
  };

  const convert = useMutation({
    mutationFn: (values: Values) => postConversion({ ...values, idempotencyKey: key }),
    onSuccess: async (result) => {
      sending.current = false;
      if (result instanceof PassThrough) {
        form.setFields([{ name: 'points', errors: [result.message] }]);
        return;
      }
      feedback.message.success(
        t('convert.done', { points: result.points, miles: result.miles, member: result.membershipNo }),
      );
      await queryClient.invalidateQueries({ queryKey: CONVERSIONS_KEY });
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
    convert.mutate(values);
  };

  const pointsHint =
    rate === null || !terms.data
      ? undefined
      : typeof points === 'number' && points > 0 && points % rate === 0
        ? t('convert.makes', { count: points / rate, rate })
        : t('convert.minimum', { min: terms.data.minPoints, rate });
  return (
    <FormDialog
      title={t('convert.title')}
      okText={t('convert.save')}
      form={form}
      okId="milesConvertSave"
      busy={convert.isPending}
      onClose={onClose}
    >
      {chosen && terms.data && rate === null && (
        <Alert
          id="milesNotOffered"
          type="warning"
          showIcon
          title={t('convert.notOffered')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="memberId"
          htmlFor="milesConvertMember"
          label={t('fields.member')}
          extra={
            chosen && <span id="milesConvertBalance">{t('convert.balance', { balance: cstBalance(chosen) })}</span>
          }
          rules={[zodRule(shape.memberId)]}
        >
          <Select
            id="milesConvertMember"
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            placeholder={t('convert.memberPlaceholder')}
            notFoundContent={options.isFetching ? <Spin size="small" /> : t('convert.noMember')}
            options={(options.data ?? []).map((member) => ({ value: member.id, label: memberLabel(member) }))}
            onChange={choose}
          />
        </Form.Item>
        <Form.Item
          name="accountNo"
          htmlFor="milesConvertAccount"
          label={t('fields.accountNo')}
          extra={chosen?.accountNo && chosenId === chosen.id ? t('convert.accountKept') : undefined}
          rules={[zodRule(shape.accountNo)]}
        >
          <Input id="milesConvertAccount" inputMode="numeric" maxLength={10} style={{ maxWidth: 220 }} />
        </Form.Item>
        <Form.Item
          name="points"
          htmlFor="milesConvertPoints"
          label={t('fields.points')}
          extra={pointsHint && <span id="milesConvertMiles">{pointsHint}</span>}
          rules={[zodRule(shape.points)]}
        >
          <NumberInput id="milesConvertPoints" min={1} precision={0} style={{ width: '100%', maxWidth: 220 }} />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">{t('convert.once')}</Typography.Text>
    </FormDialog>
  );
}
