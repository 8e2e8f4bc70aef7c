import { useTranslation } from 'react-i18next';
import { MATERIAL_UNITS, type MaterialUnit } from '@srd/contract';

/** A unit's name in the UI language; an unknown one as it is. */
export function useUnitLabel(): (unit: string | null) => string {
  const { t } = useTranslation('materialType');
  return (unit) =>
    (MATERIAL_UNITS as readonly (string | null)[]).includes(unit) ? t(`units.${unit as MaterialUnit}`) : (unit ?? '');
}

export function useUnitOptions(): { value: MaterialUnit; label: string }[] {
  const label = useUnitLabel();
  return MATERIAL_UNITS.map((unit) => ({ value: unit, label: label(unit) }));
}
