import { z } from 'zod';
import { IdFromText } from '../auth.js';
import { KioskType } from '../entity.js';
import { pageRequest, pageResult } from '../paging.js';
import { ErrorCodeText } from './error-codes.js';
import { Kid, timeRange } from './kiosk-reach.js';

/** An alarm with its type's name and its error code's texts in the caller's language. */
export const AlarmRow = z.object({
  id: z.int32(),
  kioskId: z.int32(),
  kid: z.string(),
  kioskType: z.int32(),
  tid: z.int32().nullable(),
  typeCode: z.string(),
  /** The alert type's name; the code when the type is missing from the catalogue. */
  typeName: z.string(),
  level: z.int32().nullable(),
  errorCode: z.string().nullable(),
  error: ErrorCodeText.nullable(),
  batchId: z.string().nullable(),
  message: z.string().nullable(),
  active: z.boolean(),
  raisedAt: z.string(),
  lastSeenAt: z.string(),
  occurrences: z.int32(),
  clearedAt: z.string().nullable(),
  clearedBy: z.int32().nullable(),
  clearedByName: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.int32().nullable(),
  acknowledgedByName: z.string().nullable(),
  commentCount: z.int32(),
});
export type AlarmRow = z.infer<typeof AlarmRow>;

/** `POST /kiosk/getAlert`: alarms, newest first by default. */
export const AlarmPageRequest = pageRequest(['raisedAt', 'lastSeenAt'], {
  kioskId: z.int32().positive().optional(),
  kid: Kid.optional(),
  tid: z.int32().positive().optional(),
  kioskType: KioskType.optional(),
  typeCode: z.string().trim().max(40).optional(),
  active: z.boolean().optional(),
  acknowledged: z.boolean().optional(),
  ...timeRange,
});
export type AlarmPageRequest = z.infer<typeof AlarmPageRequest>;
export const AlarmPage = pageResult(AlarmRow).extend({
  /** Active alarms among those the filters match, the active filter aside. */
  activeCount: z.int32(),
});
export type AlarmPage = z.infer<typeof AlarmPage>;

/** Acknowledge, clear or list the comments of one alarm. */
export const AlarmRef = z.object({ id: IdFromText });
export const AlarmCommentCreate = z.object({ id: z.int32().positive(), text: z.string().trim().min(1).max(1000) });
export type AlarmCommentCreate = z.infer<typeof AlarmCommentCreate>;
export const AlarmComment = z.object({
  id: z.int32(),
  alarmId: z.int32(),
  userId: z.int32(),
  userName: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type AlarmComment = z.infer<typeof AlarmComment>;
