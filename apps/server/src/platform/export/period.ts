import { ErrorCode, EXPORT_PERIOD_MAX_DAYS } from '@srd/contract';
import { AppError } from '../http/app-error.js';
import { endOfDay, startOfDay } from './zoned-time.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An inclusive time range as list filters send it: ISO 8601, either end open. */
export interface Period {
  from?: string;
  to?: string;
}

/**
 * SPEC 5/9 for exports of dated records: without a period only the current day (in the caller's
 * zone) is exported; an open start begins on the day of the end, an open end is now; a period longer
 * than EXPORT_PERIOD_MAX_DAYS (about two months) is refused with 10028.
 */
export function exportPeriod(period: Period, tz: string, now = new Date()): Required<Period> {
  if (period.from === undefined && period.to === undefined) {
    return { from: startOfDay(now, tz).toISOString(), to: endOfDay(now, tz).toISOString() };
  }
  const to = period.to === undefined ? now : new Date(period.to);
  const from = period.from === undefined ? startOfDay(to, tz) : new Date(period.from);
  if (to.getTime() - from.getTime() > EXPORT_PERIOD_MAX_DAYS * DAY_MS) {
    throw new AppError(ErrorCode.ExportPeriodTooLong, { days: EXPORT_PERIOD_MAX_DAYS });
  }
  return { from: from.toISOString(), to: to.toISOString() };
}
