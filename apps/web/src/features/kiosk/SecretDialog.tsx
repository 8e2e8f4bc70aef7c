import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KioskSecret } from '@srd/contract';

/** A device secret, shown this once with a copy button; closing it is the only way on. */
export function SecretDialog({ secret, onClose }: { secret: KioskSecret; onClose: () => void }) {
  const { t } = useTranslation('kiosk');
  return (
    <Modal
      open
      title={t('device.secretTitle', { kid: secret.kid })}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button id="kioskSecretClose" type="primary" onClick={onClose}>
          {t('device.close')}
        </Button>
      }
    >
      <Alert type="warning" showIcon title={t('device.secretOnce')} style={{ marginBottom: 16 }} />
      <Typography.Paragraph
        id="kioskSecretValue"
        code
        copyable={{ text: secret.secret }}
        style={{ wordBreak: 'break-all', fontSize: 16 }}
      >
        {secret.secret}
      </Typography.Paragraph>
    </Modal>
  );
}
