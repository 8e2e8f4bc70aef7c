import { EditOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, InputNumber, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REJECTION_COUNT_MAX,
  REJECTION_WINDOW_MAX_MINUTES,
  REJECTION_WINDOW_MIN_MINUTES,
  RejectionThresholdUpdate,
  rejectionAlertActions,
  type RejectionThreshold,
} from '@srd/contract';
import { Can } from '../../platform/crud/Can';
import { useDevice } from '../../platform/device';
import { zodRule } from '../../platform/crud/zodRule';
import { feedback } from '../../platform/feedback';
import { formatDate } from '../../platform/format/date';
import { fetchThreshold, REJECTION_KEY, saveThreshold, THRESHOLD_KEY } from './api';

/**
 * The threshold in effect, at the top of the screen: that of the tenant filtered on, else the caller's tenant's (or the
 * platform's default for a caller of no tenant); whether it is the tenant's own or the default it follows; Edit for
 * those who may change it.
 */
export function ThresholdCard({ tid }: { tid?: number }) {
  const { t } = useTranslation('rejectionAlert');
  const [editing, setEditing] = useState(false);
  const mobile = useDevice() === 'mobile';
  const threshold = useQuery({ queryKey: [...THRESHOLD_KEY, tid ?? 'own'], queryFn: () => fetchThreshold(tid) });
  const current = threshold.data;
  if (!current) return null;
  const whose = current.tid === null ? t('threshold.platform') : t('threshold.tenant', { name: current.tenantName });
  const editButton = (
    <Can action={rejectionAlertActions.edit}>
      <Button id="rejectionThresholdEdit" icon={<EditOutlined />} onClick={() => setEditing(true)}>
        {t('threshold.edit')}
      </Button>
    </Can>
  );
  return (
    <>
      <Alert
        id="rejectionThreshold"
        type="info"
        showIcon
        title={
          <Space wrap size="small">
            <Typography.Text strong id="rejectionThresholdText">
              {t('threshold.summary', { count: current.count, minutes: current.windowMinutes })}
            </Typography.Text>
            <Typography.Text type="secondary">{whose}</Typography.Text>
          </Space>
        }
        description={
          <Flex vertical gap="small" align="flex-start">
            <Typography.Text type="secondary" id="rejectionThresholdSource">
              {current.inherited && current.tid !== null
                ? t('threshold.inherited')
                : current.updatedAt
                  ? t('threshold.updated', { time: formatDate(current.updatedAt), name: current.updatedByName ?? '-' })
                  : t('threshold.builtIn')}
            </Typography.Text>
            {/* A phone has no room beside the text: the button goes under it. */}
            {mobile && editButton}
          </Flex>
        }
        action={mobile ? undefined : editButton}
      />
      {editing && <ThresholdModal threshold={current} onClose={() => setEditing(false)} />}
    </>
  );
}

const shape = RejectionThresholdUpdate.shape;

function ThresholdModal({ threshold, onClose }: { threshold: RejectionThreshold; onClose: () => void }) {
  const { t } = useTranslation(['rejectionAlert', 'crud']);
  const [form] = Form.useForm<{ count: number; windowMinutes: number }>();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: { count: number; windowMinutes: number }) => saveThreshold({ tid: threshold.tid, ...values }),
    onSuccess: async () => {
      feedback.message.success(t('threshold.saved'));
      await queryClient.invalidateQueries({ queryKey: REJECTION_KEY });
      onClose();
    },
  });
  const whose =
    threshold.tid === null ? t('threshold.platform') : t('threshold.tenant', { name: threshold.tenantName });
  return (
    <Modal
      open
      title={t('threshold.editTitle')}
      okText={t('threshold.save')}
      cancelText={t('threshold.cancel')}
      okButtonProps={{ id: 'rejectionThresholdSave', loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{whose}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ count: threshold.count, windowMinutes: threshold.windowMinutes }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="count"
          htmlFor="rejectionThresholdCount"
          label={t('fields.count')}
          extra={t('threshold.countHint')}
          rules={[zodRule(shape.count)]}
        >
          <InputNumber id="rejectionThresholdCount" min={1} max={REJECTION_COUNT_MAX} precision={0} />
        </Form.Item>
        <Form.Item
          name="windowMinutes"
          htmlFor="rejectionThresholdWindow"
          label={t('fields.windowMinutes')}
          extra={t('threshold.windowHint', { min: REJECTION_WINDOW_MIN_MINUTES })}
          rules={[zodRule(shape.windowMinutes)]}
        >
          <InputNumber
            id="rejectionThresholdWindow"
            min={1}
            max={REJECTION_WINDOW_MAX_MINUTES}
            precision={0}
            suffix={t('threshold.minutes')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
