import { describe, expect, it } from 'vitest';
import { availabilityOf, type DowntimePeriod } from './availability.js';

const at = (hhmm: string) => new Date(`2026-03-02T${hhmm}:00Z`);
const period = (cause: DowntimePeriod['cause'], from: string, to: string | null): DowntimePeriod => ({
  cause,
  startedAt: at(from),
  endedAt: to ? at(to) : null,
});
const DAY_FROM = at('00:00');
const DAY_TO = new Date('2026-03-03T00:00:00Z');
const LATER = new Date('2026-04-01T00:00:00Z');

describe('availability', () => {
  it('is fully up over a period without downtime', () => {
    const figures = availabilityOf([], DAY_FROM, DAY_TO, LATER);
    expect(figures).toMatchObject({
      periodMinutes: 1440,
      upMinutes: 1440,
      upShare: 1,
      technicalMinutes: 0,
      capacityMinutes: 0,
      byCause: { fault: 0, offline: 0, manual: 0, full: 0 },
    });
  });

  it('separates technical from capacity downtime and counts each cause', () => {
    const figures = availabilityOf(
      [period('fault', '01:00', '02:00'), period('manual', '10:00', '10:30'), period('full', '12:00', '18:00')],
      DAY_FROM,
      DAY_TO,
      LATER,
    );
    expect(figures.byCause).toEqual({ fault: 60, offline: 0, manual: 30, full: 360 });
    expect(figures.technicalMinutes).toBe(90);
    expect(figures.capacityMinutes).toBe(360);
    expect(figures.upMinutes).toBe(1440 - 90 - 360);
    expect(figures.upShare).toBe(0.6875);
  });

  it('counts overlapping technical causes once, and a full bin during an outage once in the time down', () => {
    // Offline 02:00-04:00 while a fault runs 01:00-03:00: 3 hours technical, not 4.
    const figures = availabilityOf(
      [period('fault', '01:00', '03:00'), period('offline', '02:00', '04:00'), period('full', '03:30', '05:00')],
      DAY_FROM,
      DAY_TO,
      LATER,
    );
    expect(figures.byCause).toEqual({ fault: 120, offline: 120, manual: 0, full: 90 });
    expect(figures.technicalMinutes).toBe(180);
    expect(figures.capacityMinutes).toBe(90);
    // Down 01:00-05:00 whatever the cause.
    expect(figures.upMinutes).toBe(1440 - 240);
  });

  it('clips periods to the period and runs open ones to its end', () => {
    const figures = availabilityOf(
      [period('offline', '00:00', '06:00'), { cause: 'manual', startedAt: at('20:00'), endedAt: null }],
      at('04:00'),
      at('22:00'),
      LATER,
    );
    expect(figures.periodMinutes).toBe(18 * 60);
    expect(figures.byCause.offline).toBe(120);
    expect(figures.byCause.manual).toBe(120);
    expect(figures.upMinutes).toBe(18 * 60 - 240);
  });

  it('ends the period now when it reaches into the future, and ignores downtime outside it', () => {
    const figures = availabilityOf(
      [
        period('fault', '10:00', null),
        { cause: 'full', startedAt: new Date('2026-03-01T10:00:00Z'), endedAt: new Date('2026-03-01T11:00:00Z') },
      ],
      DAY_FROM,
      DAY_TO,
      at('12:00'),
    );
    expect(figures.to).toEqual(at('12:00'));
    expect(figures.periodMinutes).toBe(720);
    expect(figures.byCause).toEqual({ fault: 120, offline: 0, manual: 0, full: 0 });
    expect(figures.upShare).toBe(0.8333);
  });

  it('is up by definition over a period entirely in the future', () => {
    expect(
      availabilityOf([period('fault', '00:00', null)], DAY_FROM, DAY_TO, new Date('2026-03-01T00:00:00Z')),
    ).toMatchObject({ periodMinutes: 0, upShare: 1, technicalMinutes: 0 });
  });
});
