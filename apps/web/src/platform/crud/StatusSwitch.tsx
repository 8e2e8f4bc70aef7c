import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';

interface StatusSwitchProps {
  id?: string;
  value?: number;
  onChange?: (status: 0 | 1) => void;
}

/** An on/off status (OnOffStatus) as a switch, a Form control: on is 1 active, off is 0 disabled. */
export function StatusSwitch({ id, value, onChange }: StatusSwitchProps) {
  const { t } = useTranslation('crud');
  return (
    <Switch
      id={id}
      checked={value === 1}
      onChange={(on) => onChange?.(on ? 1 : 0)}
      checkedChildren={t('status.active')}
      unCheckedChildren={t('status.disabled')}
    />
  );
}
