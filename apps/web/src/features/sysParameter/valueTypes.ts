import { useTranslation } from 'react-i18next';
import { PARAM_VALUE_TYPES, type ParamValueType } from '@srd/contract';

export function isValueType(value: unknown): value is ParamValueType {
  return (PARAM_VALUE_TYPES as readonly unknown[]).includes(value);
}

/** A value type's name in the UI language; an unknown one as it is. */
export function useValueTypeLabel(): (type: string | null) => string {
  const { t } = useTranslation('sysParameter');
  return (type) => (isValueType(type) ? t(`valueTypes.${type}`) : (type ?? ''));
}

export function useValueTypeOptions(): { value: ParamValueType; label: string }[] {
  const label = useValueTypeLabel();
  return PARAM_VALUE_TYPES.map((type) => ({ value: type, label: label(type) }));
}
