import type { DowntimeCause } from '@srd/contract';

/** A downtime period as stored; open while `endedAt` is null. */
export interface DowntimePeriod {
  cause: DowntimeCause;
  startedAt: Date;
  endedAt: Date | null;
}

export interface AvailabilityFigures {
  from: Date;
  /** The period's end as counted: `now` at the latest (the future is neither up nor down yet). */
  to: Date;
  periodMinutes: number;
  upMinutes: number;
  upShare: number;
  technicalMinutes: number;
  capacityMinutes: number;
  byCause: Record<DowntimeCause, number>;
}

const TECHNICAL: readonly DowntimeCause[] = ['fault', 'offline', 'manual'];
const CAUSES: readonly DowntimeCause[] = ['fault', 'offline', 'manual', 'full'];
const MINUTE = 60_000;

type Interval = [number, number];

/** The length of a union of intervals: overlapping time counts once. */
function unionLength(intervals: Interval[]): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let current: Interval | null = null;
  for (const [start, end] of sorted) {
    if (current && start <= current[1]) current[1] = Math.max(current[1], end);
    else {
      if (current) total += current[1] - current[0];
      current = [start, end];
    }
  }
  return current ? total + current[1] - current[0] : total;
}

const minutes = (ms: number) => Math.round((ms / MINUTE) * 100) / 100;

/**
 * A kiosk's availability over [from, to]: its downtime periods clipped to the period (open ones run to
 * its end), minutes per cause, technical downtime (fault, offline, manual) and capacity downtime (full)
 * each with overlaps counted once, and the time up: the period less every kind of downtime together.
 */
export function availabilityOf(periods: DowntimePeriod[], from: Date, to: Date, now: Date): AvailabilityFigures {
  const start = from.getTime();
  const end = Math.max(start, Math.min(to.getTime(), now.getTime()));
  const clipped = periods
    .map((period) => ({
      cause: period.cause,
      span: [Math.max(period.startedAt.getTime(), start), Math.min(period.endedAt?.getTime() ?? end, end)] as Interval,
    }))
    .filter(({ span }) => span[0] < span[1]);
  const spans = (causes: readonly DowntimeCause[]) =>
    clipped.filter((period) => causes.includes(period.cause)).map((period) => period.span);
  const periodMs = end - start;
  const upMs = periodMs - unionLength(spans(CAUSES));
  return {
    from,
    to: new Date(end),
    periodMinutes: minutes(periodMs),
    upMinutes: minutes(upMs),
    upShare: periodMs === 0 ? 1 : Math.round((upMs / periodMs) * 10_000) / 10_000,
    technicalMinutes: minutes(unionLength(spans(TECHNICAL))),
    capacityMinutes: minutes(unionLength(spans(['full']))),
    byCause: Object.fromEntries(CAUSES.map((cause) => [cause, minutes(unionLength(spans([cause])))])) as Record<
      DowntimeCause,
      number
    >,
  };
}
