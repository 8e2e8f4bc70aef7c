/** A unit of an uptime in words. */
export type UptimeUnit = 'days' | 'hours' | 'minutes' | 'seconds';

const UNITS: [UptimeUnit, number][] = [
  ['days', 86_400],
  ['hours', 3_600],
  ['minutes', 60],
  ['seconds', 1],
];

/**
 * An uptime as the two largest units that say it, rounded down: 3 days 4 hours, 2 hours 5 minutes, 12 minutes
 * (seconds only under a minute). A unit that is 0 after the first is left out: 3 days, not 3 days 0 hours.
 */
export function uptimeParts(seconds: number): { unit: UptimeUnit; count: number }[] {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const first = UNITS.findIndex(([, size]) => whole >= size);
  if (first === -1) return [{ unit: 'seconds', count: 0 }];
  const [unit, size] = UNITS[first]!;
  const parts = [{ unit, count: Math.floor(whole / size) }];
  // Minutes stand alone: "12 minutes 30 seconds" says more than anyone reading an uptime needs.
  const next = unit === 'minutes' ? undefined : UNITS[first + 1];
  if (next) {
    const count = Math.floor((whole % size) / next[1]);
    if (count > 0) parts.push({ unit: next[0], count });
  }
  return parts;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

/**
 * A size for people, in units of 1024: 512 B, 18 KB, 182 MB, 1.4 GB (one decimal below 10, none above, no
 * trailing zero).
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '-';
  let index = 0;
  let value = bytes;
  while (index < BYTE_UNITS.length - 1 && value >= 1024) {
    value /= 1024;
    index++;
  }
  let text = round(value, index === 0 ? 0 : value < 10 ? 1 : 0);
  // Rounding may reach the next unit: 1023.7 MB is 1 GB.
  if (Number(text) >= 1024 && index < BYTE_UNITS.length - 1) {
    index++;
    text = round(value / 1024, 1);
  }
  return `${text} ${BYTE_UNITS[index]}`;
}

function round(value: number, digits: number): string {
  return value.toFixed(digits).replace(/\.0+$/, '');
}
