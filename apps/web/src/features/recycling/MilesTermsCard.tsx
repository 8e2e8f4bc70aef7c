import { EditOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cathayPacificRebateActions, MilesConfig, type MilesTerms } from '@srd/contract';
import { Can } from '../../platform/crud/Can';
import { FormDialog } from '../../platform/crud/FormDialog';
import { NumberInput } from '../../platform/crud/NumberInput';
import { showFieldErrors } from '../../platform/crud/serverErrors';
import { zodRule } from '../../platform/crud/zodRule';
import { useDevice } from '../../platform/device';
import { feedback } from '../../platform/feedback';
import { formatDate } from '../../platform/format/date';
import { fetchTerms, saveTerms, TERMS_KEY } from './milesApi';

/**
 * The miles terms of the tenant filtered on, else the caller's tenant's, at the top of CathayPacificRebate: the rate
 * and minimum, whether conversion is on and Asia Miles reachable, who changed them last; Edit for those who configure.
 */
export function MilesTermsCard({ tid }: { tid?: number }) {
  const { t } = useTranslation('miles');
  const [editing, setEditing] = useState(false);
  const mobile = useDevice() === 'mobile';
  const terms = useQuery({ queryKey: [...TERMS_KEY, tid ?? 'own'], queryFn: () => fetchTerms(tid) });
  // A caller of every tenant is asked (in the server's words) to choose a tenant in the filters.
  if (terms.error) return <Alert id="milesTerms" type="info" showIcon title={terms.error.message} />;
  const current = terms.data;
  if (!current) return null;
  const ready = current.enabled && current.pointsPerMile !== null && current.partnerConnected;
  const editButton = (
    <Can action={cathayPacificRebateActions.configure}>
      <Button id="milesTermsEdit" icon={<EditOutlined />} onClick={() => setEditing(true)}>
        {t('terms.edit')}
      </Button>
    </Can>
  );
  return (
    <>
      <Alert
        id="milesTerms"
        type={ready ? 'info' : 'warning'}
        showIcon
        title={
          <Space wrap size="small">
            <Typography.Text strong id="milesTermsText">
              {current.pointsPerMile === null
                ? t('terms.notSet')
                : current.enabled
                  ? t('terms.summary', { rate: current.pointsPerMile, min: current.minPoints })
                  : t('terms.off')}
            </Typography.Text>
            <Typography.Text type="secondary">{t('terms.tenant', { name: current.tenantName })}</Typography.Text>
          </Space>
        }
        description={
          <Flex vertical gap="small" align="flex-start">
            {current.updatedAt && (
              <Typography.Text type="secondary" id="milesTermsUpdated">
                {t('terms.updated', { time: formatDate(current.updatedAt), name: current.updatedByName ?? '-' })}
              </Typography.Text>
            )}
            {!current.partnerConnected && (
              <Typography.Text id="milesPartnerMissing">{t('terms.partnerMissing')}</Typography.Text>
            )}
            {/* A phone has no room beside the text: the button goes under it. */}
            {mobile && editButton}
          </Flex>
        }
        action={mobile ? undefined : editButton}
      />
      {editing && <TermsDialog terms={current} onClose={() => setEditing(false)} />}
    </>
  );
}

type Values = Omit<MilesConfig, 'tid'>;
const shape = MilesConfig.shape;

function TermsDialog({ terms, onClose }: { terms: MilesTerms; onClose: () => void }) {
  const { t } = useTranslation('miles');
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: Values) => saveTerms({ tid: terms.tid, ...values }),
    onSuccess: async (saved) => {
      feedback.message.success(t('terms.saved', { name: saved.tenantName }));
      await queryClient.invalidateQueries({ queryKey: TERMS_KEY });
      onClose();
    },
    onError: (error) => showFieldErrors(form, error),
  });
  return (
    <FormDialog title={t('terms.editTitle')} form={form} okId="milesTermsSave" busy={save.isPending} onClose={onClose}>
      <Typography.Paragraph type="secondary">{t('terms.tenant', { name: terms.tenantName })}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          pointsPerMile: terms.pointsPerMile ?? undefined,
          minPoints: terms.minPoints ?? undefined,
          enabled: terms.enabled,
        }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="pointsPerMile"
          htmlFor="milesTermsRate"
          label={t('fields.pointsPerMile')}
          extra={t('terms.rateHint')}
          rules={[zodRule(shape.pointsPerMile)]}
        >
          <NumberInput id="milesTermsRate" min={1} max={10_000} precision={0} />
        </Form.Item>
        <Form.Item
          name="minPoints"
          htmlFor="milesTermsMin"
          label={t('fields.minPoints')}
          extra={t('terms.minHint')}
          rules={[zodRule(shape.minPoints)]}
        >
          <NumberInput id="milesTermsMin" min={0} max={1_000_000} precision={0} />
        </Form.Item>
        <Form.Item
          name="enabled"
          htmlFor="milesTermsEnabled"
          label={t('fields.enabled')}
          extra={t('terms.enabledHint')}
          valuePropName="checked"
        >
          <Switch id="milesTermsEnabled" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
