import { describe, expect, it } from 'vitest';
import { formatBytes, uptimeParts } from './format';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('uptimeParts', () => {
  it('says days and hours, hours and minutes, minutes, or seconds', () => {
    expect(uptimeParts(3 * DAY + 4 * HOUR + 59 * MINUTE + 59)).toEqual([
      { unit: 'days', count: 3 },
      { unit: 'hours', count: 4 },
    ]);
    expect(uptimeParts(2 * HOUR + 5 * MINUTE + 30)).toEqual([
      { unit: 'hours', count: 2 },
      { unit: 'minutes', count: 5 },
    ]);
    expect(uptimeParts(12 * MINUTE + 30)).toEqual([{ unit: 'minutes', count: 12 }]);
    expect(uptimeParts(42.7)).toEqual([{ unit: 'seconds', count: 42 }]);
  });

  it('leaves out a second unit that is zero', () => {
    expect(uptimeParts(DAY + 30 * MINUTE)).toEqual([{ unit: 'days', count: 1 }]);
    expect(uptimeParts(HOUR + 59)).toEqual([{ unit: 'hours', count: 1 }]);
  });

  it('says 0 seconds for nothing, a negative or an unknown time', () => {
    expect(uptimeParts(0)).toEqual([{ unit: 'seconds', count: 0 }]);
    expect(uptimeParts(-5)).toEqual([{ unit: 'seconds', count: 0 }]);
    expect(uptimeParts(Number.NaN)).toEqual([{ unit: 'seconds', count: 0 }]);
  });
});

describe('formatBytes', () => {
  it('writes bytes, KB, MB and GB in units of 1024', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(18 * 1024 + 300)).toBe('18 KB');
    expect(formatBytes(182.4 * 1024 ** 2)).toBe('182 MB');
    expect(formatBytes(1.43 * 1024 ** 3)).toBe('1.4 GB');
    expect(formatBytes(2 * 1024 ** 4)).toBe('2 TB');
  });

  it('keeps one decimal below 10 and drops a trailing zero', () => {
    expect(formatBytes(9.54 * 1024 ** 2)).toBe('9.5 MB');
    expect(formatBytes(5 * 1024 ** 2)).toBe('5 MB');
    expect(formatBytes(1024)).toBe('1 KB');
  });

  it('moves to the next unit when rounding reaches it', () => {
    expect(formatBytes(1023.7 * 1024 ** 2)).toBe('1 GB');
    expect(formatBytes(1023.6)).toBe('1 KB');
  });

  it('shows a dash for a size that is not one', () => {
    expect(formatBytes(-1)).toBe('-');
    expect(formatBytes(Number.NaN)).toBe('-');
  });
});
