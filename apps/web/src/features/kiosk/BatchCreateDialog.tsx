import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Form, Input, InputNumber, Modal, Row, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BATCH_CREATE_MAX, kidOf, KioskBatchCreate, type CreatedKiosk, type KioskType } from '@srd/contract';
import { NumberInput } from '../../platform/crud/NumberInput';
import { AUDIT_LOG_KEY } from '../../platform/crud/auditLog';
import { bodyOf, type FormValues } from '../../platform/crud/entityForm';
import { useKioskTypeOptions } from '../../platform/crud/kioskTypes';
import { showFieldErrors } from '../../platform/crud/serverErrors';
import { zodRule } from '../../platform/crud/zodRule';
import { feedback } from '../../platform/feedback';
import { useProfile } from '../../platform/profile';
import { batchCreateKiosks, fetchKioskMaxId, kioskApi } from './api';
import { useRecycleTypeChoices } from './choices';
import { FormItem } from '../../platform/crud/FormItem';
import type { Choice } from '../../platform/resources/resourceOptions';

const cell = { xs: 24, sm: 12 };
const fields = KioskBatchCreate.shape;
const rule = (field: keyof typeof fields) => [zodRule(fields[field] as never)];

/**
 * Creates up to 500 kiosks at once (all or none), numbered from a start under a KID prefix, sharing
 * tenant, type, names and recycle types; then shows each one's device secret, this once.
 */
export function BatchCreateDialog({ tenants, onClose }: { tenants: Choice[]; onClose: () => void }) {
  const { t } = useTranslation(['kiosk', 'crud']);
  const queryClient = useQueryClient();
  const { tid: ownTenant } = useProfile();
  const [form] = Form.useForm<FormValues>();
  const [created, setCreated] = useState<CreatedKiosk[] | null>(null);
  const maxId = useQuery({ queryKey: [...kioskApi.queryKey, 'maxId'], queryFn: fetchKioskMaxId });
  const types = useKioskTypeOptions();
  const kioskType = Form.useWatch('kioskType', form) as KioskType | undefined;
  const [prefix, start, count] = [
    Form.useWatch('kidPrefix', form),
    Form.useWatch('startNumber', form),
    Form.useWatch('count', form),
  ] as [string, number, number];
  const materials = useRecycleTypeChoices(kioskType);
  const save = useMutation({
    mutationFn: (values: FormValues) => batchCreateKiosks(bodyOf(KioskBatchCreate, values) as never),
    onSuccess: async (kiosks) => {
      setCreated(kiosks);
      feedback.message.success(t('batch.created', { count: kiosks.length }));
      await Promise.all(
        [kioskApi.queryKey, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => showFieldErrors(form, error),
  });
  // Choosing a type fills in its prefix and next free number.
  const suggest = (type: KioskType) => {
    const next = maxId.data?.next.find((item) => item.kioskType === type);
    if (next) form.setFieldsValue({ kidPrefix: next.prefix, startNumber: next.nextNumber });
  };
  const copyAll = async (kiosks: CreatedKiosk[]) => {
    await navigator.clipboard.writeText(kiosks.map((kiosk) => `${kiosk.kid},${kiosk.secret}`).join('\n'));
    feedback.message.success(t('batch.copied'));
  };

  if (created) {
    return (
      <Modal
        open
        width={720}
        title={t('batch.created', { count: created.length })}
        closable={false}
        maskClosable={false}
        keyboard={false}
        footer={[
          <Button key="copy" id="kioskBatchCopy" onClick={() => void copyAll(created)}>
            {t('batch.copyAll')}
          </Button>,
          <Button key="close" id="kioskBatchClose" type="primary" onClick={onClose}>
            {t('device.close')}
          </Button>,
        ]}
      >
        <Alert type="warning" showIcon title={t('batch.secretsOnce')} style={{ marginBottom: 16 }} />
        <Table<CreatedKiosk>
          id="kioskBatchCreated"
          rowKey="id"
          size="small"
          pagination={{ pageSize: 10 }}
          scroll={{ x: true }}
          dataSource={created}
          columns={[
            { key: 'kid', dataIndex: 'kid', title: t('fields.kid') },
            {
              key: 'secret',
              title: t('device.secret'),
              render: (_, kiosk) => (
                <Typography.Text code copyable>
                  {kiosk.secret}
                </Typography.Text>
              ),
            },
          ]}
        />
      </Modal>
    );
  }
  return (
    <Modal
      open
      width={720}
      title={t('batch.title')}
      okText={t('batch.create')}
      cancelText={t('crud:confirm.cancel')}
      onCancel={onClose}
      okButtonProps={{ id: 'kioskBatchSubmit', loading: save.isPending }}
      onOk={() => form.submit()}
    >
      <Form<FormValues>
        id="kioskBatchForm"
        form={form}
        layout="vertical"
        initialValues={{ tid: ownTenant ?? undefined, count: 10, enableFlag: 1, publicFlag: 1, recycleType: [] }}
        onFinish={(values) => save.mutate(values)}
      >
        <Row gutter={16}>
          <Col {...cell}>
            <FormItem name="tid" label={t('fields.tid')} rules={rule('tid')}>
              <Select
                id="kioskBatch-tid"
                showSearch={{ optionFilterProp: 'label' }}
                options={tenants}
                disabled={ownTenant !== null}
              />
            </FormItem>
          </Col>
          <Col {...cell}>
            <FormItem name="kioskType" label={t('fields.kioskType')} rules={rule('kioskType')}>
              <Select id="kioskBatch-kioskType" options={types} onChange={suggest} />
            </FormItem>
          </Col>
          <Col {...cell}>
            <FormItem name="kidPrefix" label={t('batch.kidPrefix')} rules={rule('kidPrefix')}>
              <Input id="kioskBatch-kidPrefix" maxLength={30} />
            </FormItem>
          </Col>
          <Col xs={12} sm={6}>
            <FormItem name="startNumber" label={t('batch.startNumber')} rules={rule('startNumber')}>
              <InputNumber id="kioskBatch-startNumber" precision={0} style={{ width: '100%' }} />
            </FormItem>
          </Col>
          <Col xs={12} sm={6}>
            <FormItem name="count" label={t('batch.count')} rules={rule('count')}>
              <NumberInput
                id="kioskBatch-count"
                precision={0}
                min={1}
                max={BATCH_CREATE_MAX}
                style={{ width: '100%' }}
              />
            </FormItem>
          </Col>
        </Row>
        {prefix && Number.isInteger(start) && Number.isInteger(count) && count > 0 && (
          <Typography.Paragraph id="kioskBatchPreview" type="secondary">
            {t('batch.preview', {
              first: kidOf(prefix.toUpperCase(), start),
              last: kidOf(prefix.toUpperCase(), start + count - 1),
            })}
          </Typography.Paragraph>
        )}
        <Row gutter={16}>
          {(['name', 'nameCht', 'nameChs'] as const).map((field) => (
            <Col key={field} xs={24} md={8}>
              <FormItem name={field} label={t(`batch.${field}`)}>
                <Input id={`kioskBatch-${field}`} maxLength={80} />
              </FormItem>
            </Col>
          ))}
        </Row>
        <FormItem name="recycleType" label={t('fields.recycleType')} rules={rule('recycleType')}>
          <Select id="kioskBatch-recycleType" mode="multiple" allowClear options={materials} optionFilterProp="label" />
        </FormItem>
      </Form>
    </Modal>
  );
}
