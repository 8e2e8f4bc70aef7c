import { toDayjs, type TimeInput } from './date';

export type RelativeTime = { unit: 'justNow' | 'minutes' | 'hours' | 'days'; count: number } | { date: string };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

export const RELATIVE_DATE_PATTERN = 'YYYY-MM-DD HH:mm';

/**
 * How long ago `time` was: under a minute "just now", then whole minutes, hours, and days below
 * 7 days; earlier (or later than a minute ahead) the date itself, '' for an empty time.
 */
export function relativeTime(time: TimeInput, now: number = Date.now()): RelativeTime {
  const then = toDayjs(time);
  if (!then) return { date: '' };
  const elapsed = now - then.valueOf();
  if (elapsed <= -MINUTE || elapsed >= WEEK) return { date: then.format(RELATIVE_DATE_PATTERN) };
  if (elapsed < MINUTE) return { unit: 'justNow', count: 0 };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  return { unit: 'days', count: Math.floor(elapsed / DAY) };
}
