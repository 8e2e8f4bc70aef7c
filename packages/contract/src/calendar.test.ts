import { describe, expect, it } from 'vitest';
import { addDays, businessToday, IsoDate, IsoDateTime } from './calendar.js';
import { describeIssue } from './issue-message.js';

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

describe('IsoDate and IsoDateTime', () => {
  it('take days and moments from the year 1000 on, and say so in words otherwise', () => {
    expect(IsoDate().safeParse('2026-11-25').success).toBe(true);
    expect(IsoDateTime().safeParse('2026-11-25T08:00:00+08:00').success).toBe(true);
    for (const [schema, value] of [
      [IsoDate(), '0000-01-01'],
      [IsoDateTime(), '0999-12-31T23:00:00Z'],
    ] as const) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      expect(describeIssue(result.error!.issues[0]!, 'zh_HK')).toBe('請輸入 1000 年或以後的日期');
    }
    // A malformed value gets one message, not a second one about its year.
    expect(IsoDate().safeParse('25/11/2026').error!.issues).toHaveLength(1);
  });
});
