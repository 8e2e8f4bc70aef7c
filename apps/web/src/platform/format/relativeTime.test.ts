import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const now = new Date(2024, 5, 15, 12, 0, 0).getTime();
const ago = (ms: number) => now - ms;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('says just now under a minute, also for a clock slightly ahead', () => {
    expect(relativeTime(now, now)).toEqual({ unit: 'justNow', count: 0 });
    expect(relativeTime(ago(59 * SECOND), now)).toEqual({ unit: 'justNow', count: 0 });
    expect(relativeTime(now + 30 * SECOND, now)).toEqual({ unit: 'justNow', count: 0 });
  });

  it('counts whole minutes, hours and days', () => {
    expect(relativeTime(ago(MINUTE), now)).toEqual({ unit: 'minutes', count: 1 });
    expect(relativeTime(ago(59 * MINUTE + 59 * SECOND), now)).toEqual({ unit: 'minutes', count: 59 });
    expect(relativeTime(ago(HOUR), now)).toEqual({ unit: 'hours', count: 1 });
    expect(relativeTime(ago(23 * HOUR + 59 * MINUTE), now)).toEqual({ unit: 'hours', count: 23 });
    expect(relativeTime(ago(DAY), now)).toEqual({ unit: 'days', count: 1 });
    expect(relativeTime(ago(7 * DAY - SECOND), now)).toEqual({ unit: 'days', count: 6 });
  });

  it('gives the date from 7 days on', () => {
    expect(relativeTime(ago(7 * DAY), now)).toEqual({ date: '2024-06-08 12:00' });
    expect(relativeTime(new Date(2023, 0, 5, 8, 30), now)).toEqual({ date: '2023-01-05 08:30' });
  });

  it('gives the date of a time more than a minute ahead', () => {
    expect(relativeTime(now + 2 * HOUR, now)).toEqual({ date: '2024-06-15 14:00' });
  });

  it('accepts the inputs of formatDate', () => {
    expect(relativeTime(Math.floor(ago(5 * MINUTE) / 1000), now)).toEqual({ unit: 'minutes', count: 5 });
    expect(relativeTime(new Date(ago(3 * HOUR)).toISOString(), now)).toEqual({ unit: 'hours', count: 3 });
  });

  it('gives an empty date for an empty or invalid time', () => {
    expect(relativeTime(null, now)).toEqual({ date: '' });
    expect(relativeTime('soon', now)).toEqual({ date: '' });
  });
});
