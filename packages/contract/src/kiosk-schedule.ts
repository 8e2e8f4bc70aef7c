import { z } from 'zod';
import { IsoDate } from './calendar.js';
import { defineActions } from './actions.js';
import { editInput, stampOutput } from './entity.js';
import { ErrorCode } from './errors.js';
import { pageRequest, pageResult } from './paging.js';
import { textPattern } from './issue-message.js';

export const kioskScheduleActions = defineActions('kioskSchedule', {
  view: { menuTitle: 'Kiosk schedules' },
  add: { menuTitle: 'Add a kiosk schedule' },
  edit: { menuTitle: 'Edit a kiosk schedule, open or shut it by hand' },
  delete: { menuTitle: 'Delete a kiosk schedule' },
});

/**
 * SPEC 4 effective status: 0 not start and 1 start follow the dates and today; 2 manual shutdown and
 * 3 manual open are set by staff and win over the dates. 4 ended: past the expiry date (the SPEC names
 * no status for it).
 */
export const EffectiveStatus = { NotStart: 0, Start: 1, ManualShutdown: 2, ManualOpen: 3, Ended: 4 } as const;
export type EffectiveStatus = (typeof EffectiveStatus)[keyof typeof EffectiveStatus];
export const EFFECTIVE_STATUSES = [0, 1, 2, 3, 4] as const;
export const EffectiveStatusValue = z.literal(EFFECTIVE_STATUSES);
/** What staff may set: a manual status, or null to follow the dates. */
export const ManualStatus = z.literal([EffectiveStatus.ManualShutdown, EffectiveStatus.ManualOpen]).nullable();

/** Days of the week, ISO numbering: 1 Monday to 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const Weekday = z.literal(WEEKDAYS);

/** HH:mm, 00:00 to 23:59. */
export const TimeOfDay = z
  .string()
  .trim()
  .regex(textPattern('timeOfDay', /^([01]\d|2[0-3]):[0-5]\d$/));

/** Closing at or before the opening time means closing the next day (overnight). */
export function isOvernight(openTime: string, closeTime: string): boolean {
  return closeTime < openTime;
}

/** The status a schedule shows: a manual one when set, else what the dates say about `today` (YYYY-MM-DD). */
export function effectiveStatusOf(
  schedule: { manualStatus: number | null; effectiveDate: string; expiryDate: string | null },
  today: string,
): EffectiveStatus {
  if (schedule.manualStatus === EffectiveStatus.ManualShutdown || schedule.manualStatus === EffectiveStatus.ManualOpen)
    return schedule.manualStatus;
  if (today < schedule.effectiveDate) return EffectiveStatus.NotStart;
  if (schedule.expiryDate && today > schedule.expiryDate) return EffectiveStatus.Ended;
  return EffectiveStatus.Start;
}

/** Opening hours of one kiosk or one group of kiosks, on some weekdays over a period. */
export const KioskSchedule = z.object({
  id: z.int32(),
  name: z.string(),
  kioskId: z.int32().nullable(),
  groupId: z.int32().nullable(),
  /** The kiosk's KID, or the group's names. */
  kid: z.string().nullable(),
  groupName: z.string().nullable(),
  groupNameCht: z.string().nullable(),
  groupNameChs: z.string().nullable(),
  /** The tenant of the kiosk or group. */
  tid: z.int32().nullable(),
  weekdays: z.array(z.int32()),
  openTime: z.string(),
  closeTime: z.string(),
  /** Closing time earlier than opening: the kiosk closes the next day. */
  overnight: z.boolean(),
  effectiveDate: z.string(),
  /** Null: open-ended. */
  expiryDate: z.string().nullable(),
  manualStatus: z.int32().nullable(),
  /** The status shown: manual, else derived from the dates and today. */
  effectiveStatus: z.int32(),
  remark: z.string().nullable(),
  ...stampOutput,
});
export type KioskSchedule = z.infer<typeof KioskSchedule>;

const scheduleFields = {
  name: z.string().trim().min(1).max(120),
  kioskId: z.int32().positive().nullable().default(null),
  groupId: z.int32().positive().nullable().default(null),
  weekdays: z
    .array(Weekday)
    .max(7)
    .refine((days) => days.length > 0, { params: { errorCode: ErrorCode.ScheduleNeedsWeekday } })
    .transform((days) => [...new Set(days)].sort()),
  openTime: TimeOfDay,
  closeTime: TimeOfDay,
  effectiveDate: IsoDate(),
  expiryDate: IsoDate().nullable().default(null),
  manualStatus: ManualStatus.default(null),
  remark: z.string().trim().max(500).nullish(),
};

/** Cross-field rules of a whole schedule, shared by the form and the server. */
export interface ScheduleProblem {
  field: 'kioskId' | 'closeTime' | 'expiryDate';
  code: typeof ErrorCode.ScheduleTarget | typeof ErrorCode.ScheduleSameTimes | typeof ErrorCode.ExpiryBeforeEffective;
}

export function scheduleProblems(next: {
  kioskId: number | null;
  groupId: number | null;
  openTime: string;
  closeTime: string;
  effectiveDate: string;
  expiryDate: string | null;
}): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  if ((next.kioskId === null) === (next.groupId === null))
    problems.push({ field: 'kioskId', code: ErrorCode.ScheduleTarget });
  if (next.openTime === next.closeTime) problems.push({ field: 'closeTime', code: ErrorCode.ScheduleSameTimes });
  if (next.expiryDate && next.expiryDate < next.effectiveDate)
    problems.push({ field: 'expiryDate', code: ErrorCode.ExpiryBeforeEffective });
  return problems;
}

export const KioskScheduleCreate = z.object(scheduleFields);
export type KioskScheduleCreate = z.infer<typeof KioskScheduleCreate>;
export const KioskScheduleUpdate = editInput(scheduleFields);
export type KioskScheduleUpdate = z.infer<typeof KioskScheduleUpdate>;

export const KioskSchedulePageRequest = pageRequest(
  ['name', 'effectiveDate', 'expiryDate', 'openTime', 'lupdDttm', 'id'],
  {
    /** Matches the name, the kiosk's KID and the group's names. */
    keyword: z.string().max(120).optional(),
    tid: z.int32().positive().optional(),
    kioskId: z.int32().positive().optional(),
    groupId: z.int32().positive().optional(),
    effectiveStatus: EffectiveStatusValue.optional(),
  },
);
export type KioskSchedulePageRequest = z.infer<typeof KioskSchedulePageRequest>;
export const KioskSchedulePage = pageResult(KioskSchedule);
