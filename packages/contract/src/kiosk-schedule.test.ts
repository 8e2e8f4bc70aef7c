import { describe, expect, it } from 'vitest';
import { ErrorCode } from './errors.js';
import { EffectiveStatus, effectiveStatusOf, isOvernight, scheduleProblems } from './kiosk-schedule.js';

const period = { effectiveDate: '2026-03-01', expiryDate: '2026-03-31' };

describe('kiosk schedules', () => {
  it('derive not start, start and ended from the dates, the first and last days included; a manual status wins', () => {
    expect(effectiveStatusOf({ ...period, manualStatus: null }, '2026-02-28')).toBe(EffectiveStatus.NotStart);
    expect(effectiveStatusOf({ ...period, manualStatus: null }, '2026-03-01')).toBe(EffectiveStatus.Start);
    expect(effectiveStatusOf({ ...period, manualStatus: null }, '2026-03-31')).toBe(EffectiveStatus.Start);
    expect(effectiveStatusOf({ ...period, manualStatus: null }, '2026-04-01')).toBe(EffectiveStatus.Ended);
    expect(effectiveStatusOf({ ...period, expiryDate: null, manualStatus: null }, '2099-01-01')).toBe(
      EffectiveStatus.Start,
    );
    expect(effectiveStatusOf({ ...period, manualStatus: 2 }, '2026-02-01')).toBe(EffectiveStatus.ManualShutdown);
    expect(effectiveStatusOf({ ...period, manualStatus: 3 }, '2026-05-01')).toBe(EffectiveStatus.ManualOpen);
  });

  it('call a closing time earlier than the opening time overnight', () => {
    expect(isOvernight('22:00', '02:00')).toBe(true);
    expect(isOvernight('08:00', '20:00')).toBe(false);
  });

  it('name each broken rule on its field', () => {
    const fine = { kioskId: 1, groupId: null, openTime: '08:00', closeTime: '20:00', ...period };
    expect(scheduleProblems(fine)).toEqual([]);
    expect(scheduleProblems({ ...fine, groupId: 2, closeTime: '08:00', expiryDate: '2026-02-01' })).toEqual([
      { field: 'kioskId', code: ErrorCode.ScheduleTarget },
      { field: 'closeTime', code: ErrorCode.ScheduleSameTimes },
      { field: 'expiryDate', code: ErrorCode.ExpiryBeforeEffective },
    ]);
    expect(scheduleProblems({ ...fine, kioskId: null })).toEqual([
      { field: 'kioskId', code: ErrorCode.ScheduleTarget },
    ]);
  });
});
