import { z } from 'zod';
import { pageRequest, pageResult } from '../paging.js';
import { Kid, timeRange } from './kiosk-reach.js';

/** Kinds of activity entries the server writes. */
export const ACTIVITY_KINDS = [
  'stateChanged',
  'online',
  'offline',
  'markedDown',
  'resumed',
  'command',
  'commandCancelled',
  'commandExpired',
  'alarmRaised',
  'alarmCleared',
  'alarmAcknowledged',
] as const;

export const ActivityRow = z.object({
  id: z.int32(),
  kioskId: z.int32(),
  kid: z.string(),
  at: z.string(),
  kind: z.string(),
  detail: z.record(z.string(), z.unknown()),
  userId: z.int32().nullable(),
  userName: z.string().nullable(),
  /** For an alarm's entry, its type's name in the caller's language (the code is in `detail.typeCode`). */
  typeName: z.string().nullable(),
});
export type ActivityRow = z.infer<typeof ActivityRow>;

/** `POST /kiosk/getActivityHistory`: activity, newest first by default. */
export const ActivityPageRequest = pageRequest(['at'], {
  kioskId: z.int32().positive().optional(),
  kid: Kid.optional(),
  tid: z.int32().positive().optional(),
  kind: z.string().trim().max(40).optional(),
  ...timeRange,
});
export type ActivityPageRequest = z.infer<typeof ActivityPageRequest>;
export const ActivityPage = pageResult(ActivityRow);
