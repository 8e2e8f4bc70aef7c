import { ErrorCode, EXPORT_PERIOD_MAX_DAYS } from '@srd/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.js';
import { exportPeriod } from './period.js';

const now = new Date('2026-05-20T09:30:00Z');
const tz = 'Asia/Hong_Kong';

describe('export period (SPEC 5/9)', () => {
  it('exports only the current day of the caller when no period is given', () => {
    expect(exportPeriod({}, tz, now)).toEqual({ from: '2026-05-19T16:00:00.000Z', to: '2026-05-20T15:59:59.999Z' });
  });

  it('keeps a period of up to two months, whole days included', () => {
    const period = { from: '2026-03-20T16:00:00.000Z', to: '2026-05-20T15:59:59.999Z' };
    expect(exportPeriod(period, tz, now)).toEqual(period);
  });

  it('closes an open end at now, an open start at the start of the end day', () => {
    expect(exportPeriod({ from: '2026-05-01T00:00:00Z' }, tz, now)).toEqual({
      from: '2026-05-01T00:00:00.000Z',
      to: now.toISOString(),
    });
    expect(exportPeriod({ to: '2026-05-02T08:00:00Z' }, tz, now)).toEqual({
      from: '2026-05-01T16:00:00.000Z',
      to: '2026-05-02T08:00:00.000Z',
    });
  });

  it('refuses a period longer than about two months with 10028', () => {
    const refusal = (() => {
      try {
        exportPeriod({ from: '2026-01-01T00:00:00Z', to: '2026-05-20T00:00:00Z' }, tz, now);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: ErrorCode.ExportPeriodTooLong, values: { days: EXPORT_PERIOD_MAX_DAYS } });
  });
});
