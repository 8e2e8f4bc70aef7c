import { Tag } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_TIME_ZONE, type JobRunStatus, type JobState, type JobTrigger } from '@srd/contract';
import type { TagColor } from '../../platform/crud/statusTags';
import { i18n, useLang } from '../../platform/i18n';
import { HTML_LANG } from '../../platform/uiLocale';
import { describeCron, durationOf, knownJobNames } from './jobText';

/** The tag colour of each state of a task and of each result of a run. */
export const STATE_COLOUR: Record<JobState, TagColor> = {
  idle: 'success',
  queued: 'cyan',
  running: 'processing',
  retrying: 'warning',
  disabled: 'default',
};
export const STATUS_COLOUR: Record<JobRunStatus, TagColor> = {
  running: 'processing',
  succeeded: 'success',
  failed: 'error',
};

/** The texts of a job the locale knows (`job.<name>.title`), or none: a job name is `kiosk.watch` and the like. */
const jobKey = (name: string, text: 'title' | 'description') =>
  /^[\w-]+(\.[\w-]+)*$/.test(name) ? `jobs:job.${name}.${text}` : null;

/** A job's title in the UI language; the name itself for a job the locale does not know. */
export function useJobTitle(): (name: string) => string {
  const { t } = useTranslation('jobs');
  return useCallback(
    (name: string) => {
      const key = jobKey(name, 'title');
      return key && i18n.exists(key) ? t(key as never) : name;
    },
    [t],
  );
}

/** A job's one-line description, or null for a job the locale does not know. */
export function useJobDescription(): (name: string) => string | null {
  const { t } = useTranslation('jobs');
  return useCallback(
    (name: string) => {
      const key = jobKey(name, 'description');
      return key && i18n.exists(key) ? t(key as never) : null;
    },
    [t],
  );
}

/** The jobs the locale names, for a filter before (or without) the task list. */
export function localeJobNames(): string[] {
  const texts = i18n.getResourceBundle(i18n.language, 'jobs') as { job?: unknown } | undefined;
  return knownJobNames(texts?.job);
}

export function JobStateTag({ state }: { state: JobState }) {
  const { t } = useTranslation('jobs');
  return (
    <Tag color={STATE_COLOUR[state]} data-state={state} className="job-state">
      {t(`states.${state}`)}
    </Tag>
  );
}

export function RunStatusTag({ status }: { status: JobRunStatus }) {
  const { t } = useTranslation('jobs');
  return (
    <Tag color={STATUS_COLOUR[status]} data-status={status} className="job-run-status">
      {t(`statuses.${status}`)}
    </Tag>
  );
}

export function useTriggerLabel(): (trigger: JobTrigger) => string {
  const { t } = useTranslation('jobs');
  return useCallback((trigger) => t(`triggers.${trigger}`), [t]);
}

/** A run's length in words ("1.2 s", "3 min 5 s"). */
export function useDuration(): (ms: number | null) => string {
  const { t } = useTranslation('jobs');
  return useCallback(
    (ms) => {
      if (ms === null) return '';
      const duration = durationOf(ms);
      return duration.unit === 'minutes'
        ? t('duration.minutes', { minutes: duration.minutes, seconds: duration.seconds })
        : t(`duration.${duration.unit}`, { value: duration.value });
    },
    [t],
  );
}

/**
 * A cron expression in words in the UI language ("Every day at 03:00"), or null when its shape does not read
 * well in words.
 */
export function useCronWords(): (cron: string) => string | null {
  const { t } = useTranslation('jobs');
  const lang = useLang();
  return useCallback(
    (cron) => {
      const described = describeCron(cron);
      if (!described) return null;
      const list = (items: string[]) => new Intl.ListFormat(HTML_LANG[lang], { type: 'conjunction' }).format(items);
      switch (described.kind) {
        case 'everyMinute':
          return t('cron.everyMinute');
        case 'everyMinutes':
          return t('cron.everyMinutes', { count: described.step });
        case 'hourly':
          return t('cron.hourly', { minute: described.minute });
        case 'everyHours':
          return t('cron.everyHours', { count: described.step, minute: described.minute });
        case 'daily':
          return t('cron.daily', { times: list(described.times) });
        case 'weekly':
          return t('cron.weekly', {
            days: list(described.days.map((day) => t(`weekdays.${day as 0}`))),
            times: list(described.times),
          });
        case 'monthly':
          return t('cron.monthly', { day: described.day, times: list(described.times) });
      }
    },
    [t, lang],
  );
}

/** The name of the zone schedules are read in: Hong Kong in words, any other by its id. */
export function useZoneName(): (timeZone: string) => string {
  const { t } = useTranslation('jobs');
  return useCallback((timeZone) => (timeZone === JOB_TIME_ZONE ? t('cron.hongKongTime') : timeZone), [t]);
}
