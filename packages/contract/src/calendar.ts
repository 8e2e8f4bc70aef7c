import { z } from 'zod';
import { ruleText } from './issue-message.js';

/**
 * The product's calendar: day-based rules ("not earlier than today") count days in Hong Kong, where
 * the platform runs, so that the browser and the server agree on what today is.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Hong_Kong';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of `now` in the product's time zone, as YYYY-MM-DD. */
export function businessToday(now: Date = new Date()): string {
  const part = (type: string) => dayFormat.formatToParts(now).find((entry) => entry.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A YYYY-MM-DD day moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Days and times a request may carry: ISO 8601 within the years 1000 to 9999. PostgreSQL has no year
 * 0000, and no record of this product lies further back, so an older year is a typing slip.
 */
const FIRST_YEAR = 1000;
const fromFirstYear = (value: string) => Number(value.slice(0, 4)) >= FIRST_YEAR;

/** A calendar day, YYYY-MM-DD. */
export const IsoDate = () => z.iso.date({ abort: true }).refine(fromFirstYear, ruleText('yearRange'));

/** A moment with its offset, e.g. 2026-11-25T08:00:00+08:00. */
export const IsoDateTime = () =>
  z.iso.datetime({ offset: true, abort: true }).refine(fromFirstYear, ruleText('yearRange'));
