import { KeyOutlined, SyncOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kioskActions, type Kiosk, type KioskAdminCode, type KioskSecret } from '@srd/contract';
import { AUDIT_LOG_KEY } from '../../platform/crud/auditLog';
import { Can } from '../../platform/crud/Can';
import { feedback } from '../../platform/feedback';
import { formatDate } from '../../platform/format/date';
import { LiveStatusTag } from '../../platform/kiosk/LiveStatusTag';
import { fetchAdminCode, kioskApi, rotateKioskSecret } from './api';
import { SecretDialog } from './SecretDialog';
import { awaitedConfirm } from '../../platform/popconfirm';

const NONE = '-';

/**
 * What the kiosk reports (versions, dates, live status), its device secret (rotated after a
 * confirmation, the new one shown once) and the maintenance code of the current 10-minute window.
 */
export function DevicePanel({ kiosk }: { kiosk: Kiosk }) {
  const { t } = useTranslation(['kiosk', 'crud']);
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<KioskSecret | null>(null);
  const [code, setCode] = useState<KioskAdminCode | null>(null);
  const rotate = useMutation({
    mutationFn: () => rotateKioskSecret(kiosk.id),
    onSuccess: async (issued) => {
      setSecret(issued);
      feedback.message.success(t('device.rotated'));
      await Promise.all(
        [kioskApi.queryKey, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
  const adminCode = useMutation({ mutationFn: () => fetchAdminCode(kiosk.id), onSuccess: setCode });
  return (
    <Space id="kioskDevice" orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions id="kioskReported" size="small" bordered column={{ xs: 1, md: 2 }} title={t('device.versions')}>
        <Descriptions.Item label={t('fields.liveStatus')}>
          <LiveStatusTag live={kiosk.live} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.lastHeartbeatAt')}>
          {kiosk.live ? formatDate(kiosk.live.lastHeartbeatAt) : NONE}
        </Descriptions.Item>
        {(['version', 'firmware', 'extVersion', 'fixedVersion'] as const).map((field) => (
          <Descriptions.Item key={field} label={t(`fields.${field}`)}>
            {kiosk[field] ?? NONE}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={t('fields.barcodeDate')}>
          {kiosk.barcodeDate ? formatDate(kiosk.barcodeDate) : NONE}
        </Descriptions.Item>
      </Descriptions>
      <Card size="small" title={t('device.secret')}>
        <Space wrap>
          <Typography.Text id="kioskSecretIssued">
            {t('fields.secretIssuedAt')}:{' '}
            {kiosk.secretIssuedAt ? formatDate(kiosk.secretIssuedAt) : t('device.secretNone')}
          </Typography.Text>
          <Can action={kioskActions.secret}>
            <Popconfirm
              title={t('device.rotateConfirm')}
              description={t('device.rotateHint')}
              okText={t('device.rotate')}
              cancelText={t('crud:confirm.cancel')}
              okButtonProps={{ id: 'kioskRotateConfirm', danger: true }}
              onConfirm={awaitedConfirm(() => rotate.mutateAsync())}
            >
              <Button id="kioskRotate" danger icon={<SyncOutlined />} loading={rotate.isPending}>
                {t('device.rotate')}
              </Button>
            </Popconfirm>
          </Can>
        </Space>
      </Card>
      <Can action={kioskActions.adminCode}>
        <Card size="small" title={t('device.adminCode')}>
          <Space orientation="vertical">
            <Button
              id="kioskAdminCode"
              icon={<KeyOutlined />}
              loading={adminCode.isPending}
              onClick={() => adminCode.mutate()}
            >
              {t('device.getAdminCode')}
            </Button>
            {code && (
              <Alert
                type="info"
                title={
                  <Typography.Text id="kioskAdminCodeValue" strong copyable style={{ fontSize: 24, letterSpacing: 4 }}>
                    {code.code}
                  </Typography.Text>
                }
                description={
                  <span id="kioskAdminCodeValidUntil">
                    {t('device.validUntil', { time: formatDate(code.validUntil) })} · {t('device.adminCodeHint')}
                  </span>
                }
              />
            )}
          </Space>
        </Card>
      </Can>
      {secret && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
    </Space>
  );
}
