import { describe, expect, it } from 'vitest';
import { formatDate } from './date';

// Local times, so the expectations hold in any time zone.
const local = new Date(2024, 0, 2, 3, 4, 5);
const ms = local.getTime();

describe('formatDate', () => {
  it('uses YYYY-MM-DD HH:mm:ss by default, with a 24-hour clock', () => {
    expect(formatDate(local)).toBe('2024-01-02 03:04:05');
    expect(formatDate(new Date(2024, 11, 31, 23, 59, 58))).toBe('2024-12-31 23:59:58');
  });

  it('takes a pattern', () => {
    expect(formatDate(local, 'YYYY/MM/DD')).toBe('2024/01/02');
    expect(formatDate(local, 'HH:mm')).toBe('03:04');
  });

  it('accepts ISO strings', () => {
    expect(formatDate('2024-01-02T03:04:05')).toBe('2024-01-02 03:04:05');
    expect(formatDate(new Date('2024-01-02T03:04:05Z').toISOString())).toBe(
      formatDate(new Date(Date.UTC(2024, 0, 2, 3, 4, 5))),
    );
  });

  it('accepts timestamps in milliseconds and in seconds, as numbers or digit strings', () => {
    expect(formatDate(ms)).toBe('2024-01-02 03:04:05');
    expect(formatDate(ms / 1000)).toBe('2024-01-02 03:04:05');
    expect(formatDate(String(ms / 1000))).toBe('2024-01-02 03:04:05');
    expect(formatDate(String(ms))).toBe('2024-01-02 03:04:05');
  });

  it('returns an empty string for empty or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
});
