import { useTranslation } from 'react-i18next';
import { KIOSK_TYPES, type KioskType } from '@srd/contract';

/** Whether `value` is one of SPEC 1's kiosk types (0 RVM, 1 Smart Classify, 2 TODI Bin). */
export function isKioskType(value: unknown): value is KioskType {
  return (KIOSK_TYPES as readonly unknown[]).includes(value);
}

/**
 * A kiosk type's name in the UI language; null reads "All types" (records that apply to every type),
 * an unknown number shows as it is.
 */
export function useKioskTypeLabel(): (type: number | null) => string {
  const { t } = useTranslation('crud');
  return (type) => {
    if (type === null) return t('kioskTypes.all');
    return isKioskType(type) ? t(`kioskTypes.${type}`) : String(type);
  };
}

/** The kiosk types as select options; `withAll` adds "All types" as the value null. */
export function useKioskTypeOptions(options: { withAll?: boolean } = {}): { value: KioskType | null; label: string }[] {
  const label = useKioskTypeLabel();
  const types = KIOSK_TYPES.map((type) => ({ value: type, label: label(type) }));
  return options.withAll ? [{ value: null, label: label(null) }, ...types] : types;
}
