import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, Modal, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { containerCodes, FoodContainerBatch } from '@srd/contract';
import { NumberInput } from '../../platform/crud/NumberInput';
import { AUDIT_LOG_KEY } from '../../platform/crud/auditLog';
import { showFieldErrors } from '../../platform/crud/serverErrors';
import { zodRule } from '../../platform/crud/zodRule';
import { feedback } from '../../platform/feedback';
import { useProfile } from '../../platform/profile';
import { batchCreate, foodContainerApi } from './api';
import { useContainerTypes } from './useContainerTypes';
import { FormItem } from '../../platform/crud/FormItem';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';

const half = { xs: 24, md: 12 };
const rule = (field: keyof typeof FoodContainerBatch.shape, formatMessage?: string) => [
  zodRule(FoodContainerBatch.shape[field], formatMessage),
];

/** Creates `count` drafted containers coded prefix + number; the codes it will give show as they are typed. */
export function BatchCreateModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['foodContainer', 'crud']);
  const { tid: ownTenant } = useProfile();
  const tenants = useTenantChoices();
  const types = useContainerTypes();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FoodContainerBatch>();
  const save = useMutation({
    mutationFn: (values: FoodContainerBatch) => batchCreate(FoodContainerBatch.parse(values)),
    onSuccess: async ({ count, codes }) => {
      feedback.message.success(t('batchCreated', { count, first: codes[0], last: codes[codes.length - 1] }));
      await Promise.all(
        [foodContainerApi.queryKey, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      onClose();
    },
    onError: (error) => showFieldErrors(form, error),
  });
  return (
    <Modal
      open
      title={t('batchTitle')}
      width={{ xs: '100%', md: 640 }}
      okText={t('crud:form.save')}
      cancelText={t('crud:form.cancel')}
      okButtonProps={{ id: 'foodContainerBatchSave', loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<FoodContainerBatch>
        id="foodContainerBatchForm"
        form={form}
        layout="vertical"
        initialValues={{ tid: ownTenant ?? undefined, count: 10, prefix: 'FC-', startNo: 1 }}
        onFinish={(values) => save.mutate(values)}
      >
        <Row gutter={16}>
          <Col {...half}>
            <FormItem name="tid" label={t('fields.tid')} rules={rule('tid')}>
              <Select
                id="foodContainer-tid"
                showSearch={{ optionFilterProp: 'label' }}
                options={tenants.choices}
                disabled={ownTenant !== null}
              />
            </FormItem>
          </Col>
          <Col {...half}>
            <FormItem name="containerType" label={t('fields.containerType')} rules={rule('containerType')}>
              <Select id="foodContainer-containerType" options={types.choices} />
            </FormItem>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <FormItem
              name="prefix"
              label={t('fields.prefix')}
              rules={rule('prefix', t('prefixHint'))}
              extra={t('prefixHint')}
              normalize={(prefix: string) => prefix.toUpperCase()}
            >
              <Input id="foodContainer-prefix" maxLength={20} />
            </FormItem>
          </Col>
          <Col xs={12} md={8}>
            <FormItem name="startNo" label={t('fields.startNo')} rules={rule('startNo')}>
              <NumberInput id="foodContainer-startNo" min={0} precision={0} style={{ width: '100%' }} />
            </FormItem>
          </Col>
          <Col xs={12} md={8}>
            <FormItem name="count" label={t('fields.count')} rules={rule('count')}>
              <NumberInput id="foodContainer-count" min={1} max={200} precision={0} style={{ width: '100%' }} />
            </FormItem>
          </Col>
        </Row>
        <FormItem noStyle dependencies={['prefix', 'startNo', 'count']}>
          {({ getFieldsValue }) => {
            const batch = FoodContainerBatch.pick({ prefix: true, startNo: true, count: true }).safeParse(
              getFieldsValue(['prefix', 'startNo', 'count']),
            );
            if (!batch.success) return null;
            const codes = containerCodes(batch.data);
            return (
              <Typography.Text id="foodContainerCodesPreview" type="secondary">
                {t('codesPreview', { first: codes[0], last: codes[codes.length - 1] })}
              </Typography.Text>
            );
          }}
        </FormItem>
      </Form>
    </Modal>
  );
}
