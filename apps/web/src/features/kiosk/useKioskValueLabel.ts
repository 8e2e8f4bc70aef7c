import { useTranslation } from 'react-i18next';
import { ALERT_METHODS, DISPLAY_UNITS, SCREEN_ROTATIONS } from '@srd/contract';
import type { ValueLabel } from '../../platform/crud/AuditChanges';
import { useKioskTypeLabel } from '../../platform/crud/kioskTypes';
import { formatDate } from '../../platform/format/date';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';

const among = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * A kiosk history's stored values in words: types, tenants, times, flags, modes, units, rotations, methods,
 * on and off.
 */
export function useKioskValueLabel(): ValueLabel {
  const { t } = useTranslation('kiosk');
  const typeLabel = useKioskTypeLabel();
  const tenants = useTenantChoices();
  return (field, value) => {
    if (value === null) return undefined;
    if (field === 'kioskType') return typeLabel(Number(value));
    if (field === 'tid') return tenants.nameOf(Number(value));
    if (field === 'secretIssuedAt' || field === 'barcodeDate') return formatDate(value);
    if ((field === 'enableFlag' || field === 'publicFlag') && (value === '0' || value === '1'))
      return t(`flags.${value}`);
    if (field === 'creditMode' && (value === '0' || value === '1')) return t(`creditModes.${value}`);
    if (field === 'displayUnit' && among(DISPLAY_UNITS, value)) return t(`displayUnits.${value}`);
    if (field === 'settings.screenRotation' && among(SCREEN_ROTATIONS, value)) return t(`screenRotations.${value}`);
    if (field === 'alertSettings.method' && among(ALERT_METHODS, value)) return t(`alertMethods.${value}`);
    if (value === 'true' || value === 'false') return t(`flags.${value === 'true' ? '1' : '0'}`);
    return undefined;
  };
}
