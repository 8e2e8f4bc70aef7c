import type { JobState } from '@srd/contract';

/*
 * What ScheduleTasks and ScheduleJobHistory say about jobs, before it is put in words: a schedule's shape, a
 * run's length, the jobs the texts know, a time in the schedules' zone.
 */

/**
 * What a five-field cron expression does, for the common shapes a schedule takes; times as `HH:mm`. Anything
 * else (a month, both a day of month and a weekday, ranges of minutes…) is left to the expression itself.
 */
export type CronDescription =
  | { kind: 'everyMinute' }
  | { kind: 'everyMinutes'; step: number }
  | { kind: 'hourly'; minute: number }
  | { kind: 'everyHours'; step: number; minute: number }
  | { kind: 'daily'; times: string[] }
  /** `days`: 0 Sunday … 6 Saturday, in week order from Monday. */
  | { kind: 'weekly'; days: number[]; times: string[] }
  | { kind: 'monthly'; day: number; times: string[] };

const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
/** More times than this read better as the expression. */
const MAX_TIMES = 4;

function whole(text: string, min: number, max: number): number | null {
  if (!/^\d{1,2}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** `*\/n` with n within the field: its step. */
function step(text: string, max: number): number | null {
  const match = /^\*\/(\d{1,2})$/.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  return value >= 2 && value <= max ? value : null;
}

/** A list of numbers (`3`, `3,15`) within the field, sorted; null for anything else. */
function numbers(text: string, min: number, max: number): number[] | null {
  const values = text.split(',').map((part) => whole(part, min, max));
  if (values.some((value) => value === null)) return null;
  return [...new Set(values as number[])].sort((a, b) => a - b);
}

function weekday(text: string): number | null {
  const named = DAY_NAMES.indexOf(text.toUpperCase());
  if (named >= 0) return named;
  const value = whole(text, 0, 7);
  return value === null ? null : value % 7;
}

/** Weekdays as a list or ranges (`1-5`, `MON,WED`, `0`), in week order from Monday. */
function weekdays(text: string): number[] | null {
  const days = new Set<number>();
  for (const part of text.split(',')) {
    const [first, last, ...rest] = part.split('-');
    if (rest.length > 0 || first === undefined) return null;
    const from = weekday(first);
    const to = last === undefined ? from : weekday(last);
    if (from === null || to === null) return null;
    // 5-0 (Friday to Sunday) is written 5-7.
    const end = to < from ? to + 7 : to;
    for (let day = from; day <= end; day++) days.add(day % 7);
  }
  return [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
}

const pad = (value: number) => String(value).padStart(2, '0');

export function describeCron(cron: string): CronDescription | null {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return null;
  const [minute, hour, dayOfMonth, month, dayOfWeek] = fields as [string, string, string, string, string];
  if (month !== '*') return null;
  const everyDay = dayOfMonth === '*' && dayOfWeek === '*';

  if (hour === '*' || step(hour, 23) !== null) {
    if (!everyDay) return null;
    const hours = step(hour, 23);
    const at = whole(minute, 0, 59);
    if (hours !== null) return at === null ? null : { kind: 'everyHours', step: hours, minute: at };
    if (minute === '*') return { kind: 'everyMinute' };
    const minutes = step(minute, 59);
    if (minutes !== null) return { kind: 'everyMinutes', step: minutes };
    return at === null ? null : { kind: 'hourly', minute: at };
  }

  const at = whole(minute, 0, 59);
  const hours = numbers(hour, 0, 23);
  if (at === null || hours === null || hours.length > MAX_TIMES) return null;
  const times = hours.map((value) => `${pad(value)}:${pad(at)}`);
  if (everyDay) return { kind: 'daily', times };
  if (dayOfMonth === '*') {
    const days = weekdays(dayOfWeek);
    if (days === null) return null;
    return days.length === 7 ? { kind: 'daily', times } : { kind: 'weekly', days, times };
  }
  const day = dayOfWeek === '*' ? whole(dayOfMonth, 1, 31) : null;
  return day === null ? null : { kind: 'monthly', day, times };
}

/** A run's length in the largest unit that reads well: milliseconds, seconds (one decimal below a minute), minutes. */
export type Duration =
  | { unit: 'milliseconds'; value: number }
  | { unit: 'seconds'; value: number }
  | { unit: 'minutes'; minutes: number; seconds: number };

export function durationOf(ms: number): Duration {
  if (ms < 1000) return { unit: 'milliseconds', value: Math.max(0, Math.round(ms)) };
  if (ms < 60_000) return { unit: 'seconds', value: Math.round(ms / 100) / 10 };
  const seconds = Math.round(ms / 1000);
  return { unit: 'minutes', minutes: Math.floor(seconds / 60), seconds: seconds % 60 };
}

/** The job names a locale's `job` texts know: each path whose object has a `title`. */
export function knownJobNames(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => {
    if (key === 'title' || key === 'description') return [];
    const name = `${prefix}${key}`;
    const own = value !== null && typeof value === 'object' && typeof (value as { title?: unknown }).title === 'string';
    return [...(own ? [name] : []), ...knownJobNames(value, `${name}.`)];
  });
}

const ZONE_PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** The time as a clock in `timeZone` reads it (`YYYY-MM-DD HH:mm`); null for no time or a zone the browser lacks. */
export function timeInZone(time: string | null, timeZone: string): string | null {
  const date = time ? new Date(time) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  try {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { ...ZONE_PARTS, timeZone })
        .formatToParts(date)
        .map((part) => [part.type, part.value]),
    );
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  } catch {
    return null;
  }
}

const BUSY_STATES: readonly JobState[] = ['queued', 'running', 'retrying'];

/** Whether any task waits to run or runs: ScheduleTasks then reads the list again every few seconds. */
export function anyBusy(tasks: readonly { state: JobState }[] | undefined): boolean {
  return (tasks ?? []).some((task) => BUSY_STATES.includes(task.state));
}
