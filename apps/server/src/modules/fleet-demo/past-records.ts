import type { DowntimeCause } from '@srd/contract';
import type { LifecycleWrite } from './history.js';

/**
 * The rows a run of lifecycle writes leaves behind, worked out without the database, so weeks of them
 * go in with a few bulk inserts: alarms (active until cleared), downtime periods (open until ended)
 * and activity entries, the alarm ones pointing at their alarm by its index here.
 */

export interface PastAlarm {
  typeCode: string;
  errorCode: string | null;
  message: string | null;
  raisedAt: number;
  clearedAt: number | null;
}

export interface PastDowntime {
  cause: DowntimeCause;
  startedAt: number;
  endedAt: number | null;
}

export interface PastActivity {
  at: number;
  kind: string;
  detail: Record<string, unknown>;
  byStaff: boolean;
  /** Index in `alarms` of the alarm an alarmRaised or alarmCleared entry is about. */
  alarm?: number;
}

export interface PastRecords {
  alarms: PastAlarm[];
  downtimes: PastDowntime[];
  activities: PastActivity[];
}

/**
 * Splits time-ordered writes at `before`: the rows of those before it, and the writes from it on, to make one by one.
 */
export function splitAt(
  writes: readonly LifecycleWrite[],
  before: number,
): { past: PastRecords; present: LifecycleWrite[] } {
  const past: PastRecords = { alarms: [], downtimes: [], activities: [] };
  const activeAlarm = new Map<string, number>();
  const openDowntime = new Map<DowntimeCause, PastDowntime>();
  const present: LifecycleWrite[] = [];
  for (const write of writes) {
    if (write.at >= before) {
      present.push(write);
      continue;
    }
    switch (write.kind) {
      case 'raise': {
        const index =
          past.alarms.push({
            typeCode: write.typeCode,
            errorCode: write.errorCode ?? null,
            message: write.message ?? null,
            raisedAt: write.at,
            clearedAt: null,
          }) - 1;
        activeAlarm.set(write.typeCode, index);
        past.activities.push({
          at: write.at,
          kind: 'alarmRaised',
          detail: { typeCode: write.typeCode, errorCode: write.errorCode ?? null },
          byStaff: false,
          alarm: index,
        });
        break;
      }
      case 'clear': {
        const index = activeAlarm.get(write.typeCode);
        if (index === undefined) break;
        activeAlarm.delete(write.typeCode);
        past.alarms[index]!.clearedAt = write.at;
        past.activities.push({
          at: write.at,
          kind: 'alarmCleared',
          detail: { typeCode: write.typeCode },
          byStaff: false,
          alarm: index,
        });
        break;
      }
      case 'startDowntime': {
        const period: PastDowntime = { cause: write.cause, startedAt: write.at, endedAt: null };
        past.downtimes.push(period);
        openDowntime.set(write.cause, period);
        break;
      }
      case 'endDowntime': {
        const period = openDowntime.get(write.cause);
        if (period) period.endedAt = write.at;
        openDowntime.delete(write.cause);
        break;
      }
      case 'activity':
        past.activities.push({
          at: write.at,
          kind: write.activity,
          detail: write.detail,
          byStaff: write.byStaff ?? false,
        });
        break;
    }
  }
  return { past, present };
}
