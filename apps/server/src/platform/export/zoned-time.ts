/** Times in the caller's time zone, for the cells of an export and for "today" (Intl only, no library). */

const DAY_MS = 24 * 60 * 60 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The server's own zone, for callers that do not say theirs. */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function formatterOf(tz: string): Intl.DateTimeFormat {
  let formatter = formatters.get(tz);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(tz, formatter);
  }
  return formatter;
}

/** The wall clock of `time` in `tz`. */
function wallClock(time: Date, tz: string) {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(tz).formatToParts(time)) parts[part.type] = part.value;
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** `YYYY-MM-DD HH:mm:ss` in `tz`: the pattern the web app shows times in. */
export function formatInZone(time: Date, tz: string): string {
  const { year, month, day, hour, minute, second } = wallClock(time, tz);
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}

/** How far `tz`'s wall clock is ahead of UTC at `time`, in milliseconds. */
function offsetAt(time: Date, tz: string): number {
  const { year, month, day, hour, minute, second } = wallClock(time, tz);
  const asUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  return asUtc - Math.floor(time.getTime() / 1000) * 1000;
}

/** The instant the day holding `time` began in `tz`. */
export function startOfDay(time: Date, tz: string): Date {
  const { year, month, day } = wallClock(time, tz);
  const midnightAsUtc = Date.UTC(Number(year), Number(month) - 1, Number(day));
  return new Date(midnightAsUtc - offsetAt(new Date(midnightAsUtc), tz));
}

/** The last millisecond of the day holding `time` in `tz` (the next day's start, less 1 ms, so DST days fit). */
export function endOfDay(time: Date, tz: string): Date {
  const nextDay = new Date(startOfDay(time, tz).getTime() + DAY_MS + DAY_MS / 2);
  return new Date(startOfDay(nextDay, tz).getTime() - 1);
}
