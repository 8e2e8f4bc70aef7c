import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeInput } from './date';
import { relativeTime } from './relativeTime';

/** A function writing how long ago a time was in the current language ("5 minutes ago"); needs the 'screens' texts. */
export function useRelativeTime(): (time: TimeInput, now?: number) => string {
  const { t } = useTranslation('screens');
  return useCallback(
    (time, now) => {
      const value = relativeTime(time, now);
      if ('date' in value) return value.date;
      return value.unit === 'justNow'
        ? t('relativeTime.justNow')
        : t(`relativeTime.${value.unit}`, { count: value.count });
    },
    [t],
  );
}
