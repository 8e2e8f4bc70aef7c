import { useTranslation } from 'react-i18next';
import type { KioskSecret } from '@srd/contract';
import { SecretOnceDialog } from '../../platform/crud/SecretOnceDialog';

/** A device secret, shown this once with a copy button; closing it is the only way on. */
export function SecretDialog({ secret, onClose }: { secret: KioskSecret; onClose: () => void }) {
  const { t } = useTranslation('kiosk');
  return (
    <SecretOnceDialog
      id="kioskSecret"
      title={t('device.secretTitle', { kid: secret.kid })}
      notice={t('device.secretOnce')}
      secret={secret.secret}
      closeLabel={t('device.close')}
      onClose={onClose}
    />
  );
}
