import dayjs, { type Dayjs } from 'dayjs';

/** A time as the API or a form gives it: a Date, an ISO string, or a timestamp in seconds or milliseconds. */
export type TimeInput = Date | string | number | null | undefined;

export const DATE_TIME_PATTERN = 'YYYY-MM-DD HH:mm:ss';

// Below this a timestamp is taken as seconds: 1e11 s is the year 5138, 1e11 ms is March 1973.
const SECONDS_LIMIT = 1e11;

/** The time as dayjs, or null when empty or not a time. */
export function toDayjs(time: TimeInput): Dayjs | null {
  if (time === null || time === undefined || time === '') return null;
  const value = typeof time === 'string' && /^-?\d+$/.test(time.trim()) ? Number(time) : time;
  const parsed =
    typeof value === 'number' ? dayjs(Math.abs(value) < SECONDS_LIMIT ? value * 1000 : value) : dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** The time in the browser's time zone, '' when empty or not a time. */
export function formatDate(time: TimeInput, pattern = DATE_TIME_PATTERN): string {
  return toDayjs(time)?.format(pattern) ?? '';
}
