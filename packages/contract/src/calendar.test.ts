import { describe, expect, it } from 'vitest';
import { addDays, businessToday } from './calendar.js';

describe('business calendar', () => {
  it('counts days in Hong Kong, whatever the machine time zone', () => {
    // 16:30 UTC is already half past midnight of the next day in Hong Kong (UTC+8).
    expect(businessToday(new Date('2026-03-01T16:30:00Z'))).toBe('2026-03-02');
    expect(businessToday(new Date('2026-03-01T15:59:00Z'))).toBe('2026-03-01');
  });

  it('moves days across month and year ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
