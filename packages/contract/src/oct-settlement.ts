import { z } from 'zod';
import { defineActions } from './actions.js';
import { editInput, nameInput, nameOutput, OnOffStatus, stampOutput } from './entity.js';
import { textPattern } from './issue-message.js';
import { Cron } from './jobs.js';
import { isoTime } from './kiosk-ops/kiosk-reach.js';
import { pageRequest, pageResult } from './paging.js';

/**
 * Octopus settlement: rebates are paid to members' Octopus cards through files exchanged with the card operator over
 * SFTP (the file format is in the README). The file kinds, the log of transfers, and the card events the operator
 * reports.
 */
export const octSftpTypeActions = defineActions('octSftpType', {
  view: { menuTitle: 'Octopus file kinds' },
  add: { menuTitle: 'Add an Octopus file kind' },
  edit: { menuTitle: 'Edit an Octopus file kind' },
  delete: { menuTitle: 'Delete an Octopus file kind' },
});
export const octSftpLogActions = defineActions('octSftpLog', {
  view: { menuTitle: 'Octopus file transfers' },
  export: { menuTitle: 'Export the Octopus file transfers' },
});
export const octEventTypeActions = defineActions('octEventType', {
  view: { menuTitle: 'Octopus card event types' },
  add: { menuTitle: 'Add an Octopus card event type' },
  edit: { menuTitle: 'Edit an Octopus card event type' },
  delete: { menuTitle: 'Delete an Octopus card event type' },
});
export const octEventLogActions = defineActions('octEventLog', {
  view: { menuTitle: 'Octopus card events' },
  export: { menuTitle: 'Export the Octopus card events' },
});

/** What a file kind holds: rebates sent to the operator, the operator's answers, card events it reports. */
export const OCT_SFTP_KINDS = ['REBATE_REQUEST', 'REBATE_ANSWER', 'CARD_EVENT'] as const;
export const OctSftpKind = z.enum(OCT_SFTP_KINDS);
export type OctSftpKind = z.infer<typeof OctSftpKind>;

export const OCT_SFTP_DIRECTIONS = ['upload', 'download'] as const;
export const OctSftpDirection = z.enum(OCT_SFTP_DIRECTIONS);
export type OctSftpDirection = z.infer<typeof OctSftpDirection>;

/** The direction of each kind: only rebate requests go out. */
export function directionOf(kind: OctSftpKind): OctSftpDirection {
  return kind === 'REBATE_REQUEST' ? 'upload' : 'download';
}

/** done; failed (connection, sign-in, host key, unreadable file); skipped: an answer file processed before. */
export const OCT_SFTP_STATUSES = ['done', 'failed', 'skipped'] as const;
export const OctSftpStatus = z.enum(OCT_SFTP_STATUSES);
export type OctSftpStatus = z.infer<typeof OctSftpStatus>;

/** A rebate's settlement: pending (owed, not sent yet), sent (awaiting the answer), paid, refused (sent again). */
export const OCT_REBATE_STATES = ['pending', 'sent', 'paid', 'refused'] as const;
export const OctRebateState = z.enum(OCT_REBATE_STATES);
export type OctRebateState = z.infer<typeof OctRebateState>;

const code = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(textPattern('upperCode', /^[A-Z0-9_]+$/));

/** A kind of file exchanged with the operator. */
export const OctSftpType = z.object({
  id: z.int32(),
  code: z.string(),
  ...nameOutput,
  kind: OctSftpKind,
  remoteFolder: z.string(),
  filePattern: z.string(),
  cron: z.string(),
  status: z.int32(),
  ...stampOutput,
});
export type OctSftpType = z.infer<typeof OctSftpType>;

const octSftpTypeFields = {
  code,
  ...nameInput(120),
  kind: OctSftpKind,
  remoteFolder: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(textPattern('sftpFolder', /^(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*\/?$/)),
  filePattern: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(textPattern('sftpFilePattern', /^[A-Za-z0-9_.*{}-]+$/)),
  cron: Cron,
  status: OnOffStatus,
};
export const OctSftpTypeCreate = z.object(octSftpTypeFields);
export type OctSftpTypeCreate = z.infer<typeof OctSftpTypeCreate>;
export const OctSftpTypeUpdate = editInput(octSftpTypeFields);

export const OctSftpTypePageRequest = pageRequest(['code', 'name', 'kind', 'lupdDttm', 'id'], {
  /** Matches code and names. */
  keyword: z.string().max(120).optional(),
  kind: OctSftpKind.optional(),
  status: OnOffStatus.optional(),
});
export type OctSftpTypePageRequest = z.infer<typeof OctSftpTypePageRequest>;
export const OctSftpTypePage = pageResult(OctSftpType);

/** One transfer (or failed attempt) as OctSftpLog lists it. */
export const OctSftpLogRow = z.object({
  id: z.int32(),
  typeId: z.int32(),
  typeCode: z.string(),
  /** The file kind's name in the reader's language. */
  typeName: z.string(),
  kind: OctSftpKind,
  tid: z.int32().nullable(),
  tenantName: z.string().nullable(),
  fileName: z.string().nullable(),
  direction: OctSftpDirection,
  sizeBytes: z.int32().nullable(),
  sha256: z.string().nullable(),
  lineCount: z.int32().nullable(),
  totalAmount: z.number().nullable(),
  status: OctSftpStatus,
  /** What went wrong, in the reader's language, with the server's own words after it. */
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type OctSftpLogRow = z.infer<typeof OctSftpLogRow>;

export const OctSftpLogPageRequest = pageRequest(['startedAt', 'id'], {
  from: isoTime.optional(),
  to: isoTime.optional(),
  typeId: z.int32().positive().optional(),
  direction: OctSftpDirection.optional(),
  status: OctSftpStatus.optional(),
  tid: z.int32().positive().optional(),
  /** Part of the file name. */
  fileName: z.string().trim().max(120).optional(),
});
export type OctSftpLogPageRequest = z.infer<typeof OctSftpLogPageRequest>;
export const OctSftpLogPage = pageResult(OctSftpLogRow);

/** A kind of card event the operator reports. */
export const OctEventType = z.object({
  id: z.int32(),
  code: z.string(),
  ...nameOutput,
  /** 1: the card is blocked: the member's Octopus number is disabled and its rebates held until staff enable it. */
  blocksCard: z.int32(),
  status: z.int32(),
  ...stampOutput,
});
export type OctEventType = z.infer<typeof OctEventType>;

const octEventTypeFields = { code, ...nameInput(120), blocksCard: OnOffStatus, status: OnOffStatus };
export const OctEventTypeCreate = z.object(octEventTypeFields);
export type OctEventTypeCreate = z.infer<typeof OctEventTypeCreate>;
export const OctEventTypeUpdate = editInput(octEventTypeFields);

export const OctEventTypePageRequest = pageRequest(['code', 'name', 'lupdDttm', 'id'], {
  keyword: z.string().max(120).optional(),
  status: OnOffStatus.optional(),
});
export type OctEventTypePageRequest = z.infer<typeof OctEventTypePageRequest>;
export const OctEventTypePage = pageResult(OctEventType);

/** A card event as OctEventLog lists it. */
export const OctEventLogRow = z.object({
  id: z.int32(),
  tid: z.int32(),
  tenantName: z.string().nullable(),
  eventTypeId: z.int32().nullable(),
  eventCode: z.string(),
  /** The event type's name in the reader's language; the code when no type knows it. */
  eventName: z.string(),
  cardNo: z.string(),
  memberId: z.int32().nullable(),
  membershipNo: z.string().nullable(),
  memberName: z.string().nullable(),
  at: z.string(),
  fileLogId: z.int32(),
  fileName: z.string().nullable(),
  lineNo: z.int32(),
  detail: z.string().nullable(),
});
export type OctEventLogRow = z.infer<typeof OctEventLogRow>;

export const OctEventLogPageRequest = pageRequest(['at', 'id'], {
  from: isoTime.optional(),
  to: isoTime.optional(),
  eventTypeId: z.int32().positive().optional(),
  tid: z.int32().positive().optional(),
  cardNo: z.string().trim().max(20).optional(),
  memberId: z.int32().positive().optional(),
});
export type OctEventLogPageRequest = z.infer<typeof OctEventLogPageRequest>;
export const OctEventLogPage = pageResult(OctEventLogRow);

/** A file kind or event type for filters: its id, named in the reader's language. */
export const OctOption = z.object({ value: z.int32(), label: z.string() });
export type OctOption = z.infer<typeof OctOption>;
