import { describe, expect, it } from 'vitest';
import { anyBusy, describeCron, durationOf, knownJobNames, timeInZone } from './jobText';

describe('a schedule in words', () => {
  it.each([
    ['* * * * *', { kind: 'everyMinute' }],
    ['*/5 * * * *', { kind: 'everyMinutes', step: 5 }],
    ['15 * * * *', { kind: 'hourly', minute: 15 }],
    ['0 */6 * * *', { kind: 'everyHours', step: 6, minute: 0 }],
    ['0 3 * * *', { kind: 'daily', times: ['03:00'] }],
    ['  0   4 * * * ', { kind: 'daily', times: ['04:00'] }],
    ['30 15,3 * * *', { kind: 'daily', times: ['03:30', '15:30'] }],
    ['30 2 * * 1', { kind: 'weekly', days: [1], times: ['02:30'] }],
    ['0 9 * * 1-5', { kind: 'weekly', days: [1, 2, 3, 4, 5], times: ['09:00'] }],
    ['0 9 * * SUN,sat', { kind: 'weekly', days: [6, 0], times: ['09:00'] }],
    ['0 9 * * 5-7', { kind: 'weekly', days: [5, 6, 0], times: ['09:00'] }],
    ['0 9 * * 0-6', { kind: 'daily', times: ['09:00'] }],
    ['0 1 15 * *', { kind: 'monthly', day: 15, times: ['01:00'] }],
  ])('reads %s', (cron, described) => {
    expect(describeCron(cron)).toEqual(described);
  });

  it.each([
    ['61 * * * *'],
    ['0 3 * *'],
    ['0 3 * * * *'],
    ['0 3 * 1 *'],
    ['0 3 1 * 1'],
    ['0-30 * * * *'],
    ['15 * * * 1'],
    ['0 1,2,3,4,5 * * *'],
    ['0 3 * * 8'],
    ['0 3 ? * *'],
  ])('leaves %s to the expression', (cron) => {
    expect(describeCron(cron)).toBeNull();
  });
});

describe('a run length', () => {
  it('takes the unit that reads well', () => {
    expect(durationOf(0)).toEqual({ unit: 'milliseconds', value: 0 });
    expect(durationOf(420)).toEqual({ unit: 'milliseconds', value: 420 });
    expect(durationOf(1234)).toEqual({ unit: 'seconds', value: 1.2 });
    expect(durationOf(59_940)).toEqual({ unit: 'seconds', value: 59.9 });
    expect(durationOf(125_400)).toEqual({ unit: 'minutes', minutes: 2, seconds: 5 });
  });
});

describe('the jobs the texts know', () => {
  it('are the paths of the objects that have a title', () => {
    const texts = {
      kiosk: { watch: { title: 'Kiosk watch', description: 'Marks…' } },
      heartbeat: { retention: { title: 'Heartbeat clean-up' } },
      report: { title: 'Reports', daily: { title: 'Daily report' } },
    };
    expect(knownJobNames(texts)).toEqual(['kiosk.watch', 'heartbeat.retention', 'report', 'report.daily']);
    expect(knownJobNames(undefined)).toEqual([]);
  });
});

describe('a time in the schedules’ zone', () => {
  it('reads the clock of the zone', () => {
    expect(timeInZone('2026-01-01T20:00:00.000Z', 'Asia/Hong_Kong')).toBe('2026-01-02 04:00');
    expect(timeInZone('2026-07-01T00:15:00.000Z', 'UTC')).toBe('2026-07-01 00:15');
  });

  it('has nothing to say of no time, a wrong one or an unknown zone', () => {
    expect(timeInZone(null, 'Asia/Hong_Kong')).toBeNull();
    expect(timeInZone('soon', 'Asia/Hong_Kong')).toBeNull();
    expect(timeInZone('2026-01-01T20:00:00.000Z', 'Nowhere/Atlantis')).toBeNull();
  });
});

describe('a busy task list', () => {
  it('has a task queued, running or waiting to retry', () => {
    expect(anyBusy([{ state: 'idle' }, { state: 'disabled' }])).toBe(false);
    expect(anyBusy([{ state: 'idle' }, { state: 'queued' }])).toBe(true);
    expect(anyBusy([{ state: 'running' }])).toBe(true);
    expect(anyBusy([{ state: 'retrying' }])).toBe(true);
    expect(anyBusy(undefined)).toBe(false);
  });
});
