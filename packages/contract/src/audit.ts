import { z } from 'zod';
import { IsoDateTime } from './calendar.js';
import { pageRequest, pageResult } from './paging.js';
import { ResourceType } from './resource-type.js';

const resourceTypeIds: number[] = Object.values(ResourceType);
export const ResTypeId = z
  .int32()
  .min(Math.min(...resourceTypeIds))
  .max(Math.max(...resourceTypeIds));

export const AUDIT_VALUE_MAX_LENGTH = 4000;

/** A changed field as stored: values as text, labels for enums and references. */
export const AuditColumn = z.object({
  name: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  oldLabel: z.string().nullable().optional(),
  newLabel: z.string().nullable().optional(),
});
export type AuditColumn = z.infer<typeof AuditColumn>;

const reportedValue = z.union([z.string().max(AUDIT_VALUE_MAX_LENGTH), z.number(), z.boolean()]).nullish();
const reportedLabel = z.string().max(500).nullish();

/** A changed field as a client reports it (SPEC 3 audit entry); the server applies the SPEC 5 rules. */
export const ReportedAuditColumn = z.object({
  name: z.string().trim().min(1).max(100),
  oldValue: reportedValue,
  newValue: reportedValue,
  oldLabel: reportedLabel,
  newLabel: reportedLabel,
});

/** The actions the server writes; client-reported entries may name others (`logReceive`). */
export const SERVER_AUDIT_ACTIONS = [
  'create',
  'update',
  'changeStatus',
  'delete',
  'changePassword',
  'mapping',
  'invite',
  'activate',
  'resendInvitation',
  'resend',
  'testSend',
] as const;
export type ServerAuditAction = (typeof SERVER_AUDIT_ACTIONS)[number];

/** `POST /sysAuditLog/logReceive`: what the client changed, stored as a client-reported entry. */
export const AuditLogReceive = z.object({
  resTypeId: ResTypeId,
  recordId: z.union([z.string().trim().min(1).max(100), z.int32()]),
  action: z.string().trim().min(1).max(40),
  columnsDto: z.array(ReportedAuditColumn).max(200),
});
export type AuditLogReceive = z.infer<typeof AuditLogReceive>;

/** Whether anything was stored: nothing is when no reported field passes the audit rules. */
export const AuditLogReceiveResult = z.object({ stored: z.boolean() });

/** An inclusive time range; ISO 8601 with an offset, either end open. */
const timeRange = {
  from: IsoDateTime().optional(),
  to: IsoDateTime().optional(),
};

export const AuditLogEntry = z.object({
  id: z.int32(),
  resTypeId: z.int32(),
  recordId: z.string(),
  action: z.string(),
  userId: z.int32().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
  columns: z.array(AuditColumn),
  /** Reported by a client through logReceive rather than written by the server with the change. */
  clientReported: z.boolean(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;

export const AuditLogPageRequest = pageRequest(['createdAt', 'id'], {
  userId: z.int32().positive().optional(),
  /** Contains, ignoring case. */
  userName: z.string().max(120).optional(),
  resTypeId: ResTypeId.optional(),
  recordId: z.union([z.string().trim().min(1).max(100), z.int32()]).optional(),
  action: z.string().trim().min(1).max(40).optional(),
  ...timeRange,
});
export type AuditLogPageRequest = z.infer<typeof AuditLogPageRequest>;
export const AuditLogPage = pageResult(AuditLogEntry);

/** Sign-in outcomes and refused requests (401/403), kept beside the audit log. */
/**
 * `login_locked`: a sign-in refused while its account and address are locked; `account_locked`: failures
 * set such a lock; `account_unlocked`: an administrator lifted an account's locks.
 */
export const SecurityEventType = z.enum([
  'login_succeeded',
  'login_failed',
  'login_locked',
  'account_locked',
  'account_unlocked',
  'access_refused',
]);
export type SecurityEventType = z.infer<typeof SecurityEventType>;

export const SecurityEvent = z.object({
  id: z.int32(),
  type: SecurityEventType,
  userId: z.int32().nullable(),
  /** The user's current login id, when the event concerns a known account. */
  userName: z.string().nullable(),
  /** `user:<id>`, or a digest of a name that matches no account (people type passwords there). */
  account: z.string().nullable(),
  ip: z.string().nullable(),
  method: z.string().nullable(),
  path: z.string().nullable(),
  /** The answer's code: 200 for a sign-in, else the refusal's error code. */
  code: z.int32().nullable(),
  /** Until when the lock set by an `account_locked` event holds (ISO 8601). */
  lockedUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type SecurityEvent = z.infer<typeof SecurityEvent>;

export const SecurityEventPageRequest = pageRequest(['createdAt', 'id'], {
  type: SecurityEventType.optional(),
  userId: z.int32().positive().optional(),
  ip: z.string().trim().min(1).max(64).optional(),
  code: z.int32().optional(),
  ...timeRange,
});
export type SecurityEventPageRequest = z.infer<typeof SecurityEventPageRequest>;
export const SecurityEventPage = pageResult(SecurityEvent);
