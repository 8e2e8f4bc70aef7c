import { useTranslation } from 'react-i18next';
import type { StatusPalette } from './statusTags';

/** A palette's statuses as select options, in the UI language. */
export function useStatusOptions(palette: StatusPalette): { value: number; label: string }[] {
  const { t } = useTranslation('crud');
  return Object.entries(palette).map(([status, style]) => ({
    value: Number(status),
    label: t(`status.${style.text}` as never),
  }));
}
