import { describe, expect, it } from 'vitest';
import { endOfDay, formatInZone, startOfDay } from './zoned-time.js';

describe('zoned time', () => {
  it('writes a time as the wall clock of the zone', () => {
    const time = new Date('2026-03-01T17:05:09.500Z');
    expect(formatInZone(time, 'Asia/Hong_Kong')).toBe('2026-03-02 01:05:09');
    expect(formatInZone(time, 'UTC')).toBe('2026-03-01 17:05:09');
  });

  it('finds the start and end of the day in the zone, across a daylight-saving change too', () => {
    const time = new Date('2026-03-01T17:05:09Z');
    expect(startOfDay(time, 'Asia/Hong_Kong').toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(endOfDay(time, 'Asia/Hong_Kong').toISOString()).toBe('2026-03-02T15:59:59.999Z');
    // 8 March 2026 has 23 hours in New York.
    const dstDay = new Date('2026-03-08T15:00:00Z');
    expect(startOfDay(dstDay, 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(endOfDay(dstDay, 'America/New_York').toISOString()).toBe('2026-03-09T03:59:59.999Z');
  });
});
