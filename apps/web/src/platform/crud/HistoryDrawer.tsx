import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDevice } from '../device';
import type { ValueLabel } from './AuditChanges';
import { HistoryTab } from './HistoryTab';

interface HistoryDrawerProps {
  resTypeId: number;
  recordId: number;
  /** The record as the title names it. */
  name: string;
  namespace: string;
  valueLabel?: ValueLabel;
  onClose: () => void;
}

/** A record's audit history beside its list, the whole width on phones. */
export function HistoryDrawer({ resTypeId, recordId, name, namespace, valueLabel, onClose }: HistoryDrawerProps) {
  const { t } = useTranslation('crud');
  const mobile = useDevice() === 'mobile';
  return (
    <Drawer
      open
      title={t('entity.historyTitle', { name })}
      size={mobile ? '100%' : 760}
      onClose={onClose}
      destroyOnHidden
    >
      <HistoryTab resTypeId={resTypeId} recordId={recordId} namespace={namespace} valueLabel={valueLabel} />
    </Drawer>
  );
}
