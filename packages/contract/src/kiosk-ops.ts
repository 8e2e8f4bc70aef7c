import { z } from 'zod';
import { IsoDateTime } from './calendar.js';
import { defineActions } from './actions.js';
import { IdFromText } from './auth.js';
import { BinReading, COMMAND_STATUSES, DowntimeCause, KIOSK_STATES } from './device.js';
import { editInput, KioskType } from './entity.js';
import { KioskLiveStatus } from './kiosk.js';
import { ErrorCode } from './errors.js';
import { pageRequest, pageResult } from './paging.js';
import { textPattern } from './issue-message.js';

/**
 * Kiosk operations (SPEC 3, 4, 7): staff mark kiosks down and resume them, queue commands, watch the
 * latest state and heartbeats, follow alarms and activity, and read availability; the error code
 * catalogue explains each alarm.
 */

/** What staff may do to a kiosk and its alarms (its view, add and edit are the kiosk domain's own). */
export const kioskOpsActions = defineActions('kiosk', {
  markAsDown: { menuTitle: 'Mark a kiosk down' },
  resume: { menuTitle: 'Resume a kiosk service' },
  reboot: { menuTitle: 'Reboot a kiosk' },
  sendCommand: { menuTitle: 'Send or cancel a kiosk command' },
  acknowledgeAlarm: { menuTitle: 'Acknowledge a kiosk alarm' },
  clearAlarm: { menuTitle: 'Clear a kiosk alarm' },
  commentAlarm: { menuTitle: 'Comment on a kiosk alarm' },
});
/** Screen KioskHeartbeats: the latest state, heartbeat history and availability. */
export const kioskHeartbeatsActions = defineActions('kioskHeartbeats', { view: { menuTitle: 'Kiosk heartbeats' } });
/** Screen KioskLog: the command log. */
export const kioskLogActions = defineActions('kioskLog', { view: { menuTitle: 'Kiosk command log' } });
/** Screen KioskAlert: alarms and their comments. */
export const kioskAlertActions = defineActions('kioskAlert', { view: { menuTitle: 'Kiosk alarms' } });
/** Screen ActivityHistory: what happened to each kiosk. */
export const activityHistoryActions = defineActions('activityHistory', { view: { menuTitle: 'Kiosk activity history' } });
export const kioskErrorCodeActions = defineActions('kioskErrorCode', {
  view: { menuTitle: 'Kiosk error codes' },
  add: { menuTitle: 'Add a kiosk error code' },
  edit: { menuTitle: 'Edit a kiosk error code' },
  delete: { menuTitle: 'Delete a kiosk error code' },
});

const isoTime = IsoDateTime();
const Kid = z.string().trim().min(1).max(40);
const timeRange = { from: isoTime.optional(), to: isoTime.optional() };

/** A call's kiosk, by id or by KID (at least one; 2057 otherwise). */
const kioskTarget = { id: IdFromText.optional(), kid: Kid.optional() };
function namingKiosk<T extends z.ZodObject<typeof kioskTarget>>(schema: T) {
  return schema.refine((value) => value.id !== undefined || value.kid !== undefined, {
    path: ['kid'], message: String(ErrorCode.KioskRequired), params: { errorCode: ErrorCode.KioskRequired },
  });
}
export const KioskTarget = namingKiosk(z.object(kioskTarget));
export type KioskTarget = z.infer<typeof KioskTarget>;

/** `POST /kiosk/markAsDown`: why the kiosk stops serving. */
export const MarkAsDownRequest = namingKiosk(z.object({ ...kioskTarget, reason: z.string().trim().min(1).max(500) }));
export type MarkAsDownRequest = z.infer<typeof MarkAsDownRequest>;

/** The commands staff may queue for a kiosk. */
export const KIOSK_COMMANDS = ['reboot', 'markDown', 'resume', 'syncConfig', 'syncBarcodes', 'openDoor', 'setVolume'] as const;
export const KioskCommandName = z.enum(KIOSK_COMMANDS);
export type KioskCommandName = z.infer<typeof KioskCommandName>;

/** `GET /kiosk/sendCommand?command=&remark=&kid=` (and `volume=` for setVolume). */
export const SendCommandQuery = z
  .object({
    ...kioskTarget,
    command: KioskCommandName,
    remark: z.string().trim().max(500).optional(),
    volume: z.coerce.number().int().min(1).max(100).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.id === undefined && value.kid === undefined) {
      ctx.addIssue({ code: 'custom', path: ['kid'], message: String(ErrorCode.KioskRequired), params: { errorCode: ErrorCode.KioskRequired } });
    }
    if (value.command === 'setVolume' && value.volume === undefined) {
      ctx.addIssue({ code: 'custom', path: ['volume'], message: String(ErrorCode.CommandVolumeRequired), params: { errorCode: ErrorCode.CommandVolumeRequired } });
    }
  });
export type SendCommandQuery = z.infer<typeof SendCommandQuery>;

export const CommandStatusValue = z.literal(COMMAND_STATUSES);

/** A queued command and where it stands. */
export const KioskCommandRow = z.object({
  id: z.int32(),
  kioskId: z.int32(),
  kid: z.string(),
  command: z.string(),
  params: z.record(z.string(), z.unknown()),
  remark: z.string().nullable(),
  status: z.int32(),
  createdBy: z.int32().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  result: z.string().nullable(),
});
export type KioskCommandRow = z.infer<typeof KioskCommandRow>;

/** `POST /kiosk/commandPage`: the command log, newest first by default. */
export const KioskCommandPageRequest = pageRequest(['createdAt'], {
  kioskId: z.int32().positive().optional(),
  kid: Kid.optional(),
  tid: z.int32().positive().optional(),
  command: KioskCommandName.optional(),
  status: CommandStatusValue.optional(),
  ...timeRange,
});
export type KioskCommandPageRequest = z.infer<typeof KioskCommandPageRequest>;
export const KioskCommandPage = pageResult(KioskCommandRow);

/** What markAsDown and resumeService answer: the kiosk's manual state now and the command queued for it. */
export const KioskOperationResult = z.object({
  kioskId: z.int32(),
  kid: z.string(),
  manualDown: z.boolean(),
  downReason: z.string().nullable(),
  command: KioskCommandRow,
});
export type KioskOperationResult = z.infer<typeof KioskOperationResult>;

/** `POST /kiosk/cancelCommand`: a pending command to give up. */
export const CommandRef = z.object({ id: z.int32().positive() });

/** A kiosk error code's texts in the caller's language. */
export const ErrorCodeText = z.object({
  code: z.string(),
  /** Null for a code missing from the catalogue. */
  description: z.string().nullable(),
  reason: z.string().nullable(),
  action: z.string().nullable(),
});
export type ErrorCodeText = z.infer<typeof ErrorCodeText>;

/** A kiosk's latest state (null fields: no heartbeat yet). */
export const KioskLatestState = z.object({
  kioskId: z.int32(),
  kid: z.string(),
  name: z.string(),
  nameCht: z.string(),
  nameChs: z.string(),
  tid: z.int32().nullable(),
  kioskType: z.int32(),
  status: KioskLiveStatus,
  state: z.int32().nullable(),
  online: z.boolean().nullable(),
  manualDown: z.boolean(),
  downReason: z.string().nullable(),
  /** Null: the kiosk never sent a heartbeat. */
  lastHeartbeatAt: z.string().nullable(),
  stateSince: z.string().nullable(),
  bins: z.array(BinReading),
  errors: z.array(ErrorCodeText),
  /** The live feed's change number of this row (0 without a row). */
  seq: z.int32(),
});
export type KioskLatestState = z.infer<typeof KioskLatestState>;

/** `POST /kiosk/getKioskHeartBeats`: the latest state of the kiosks in scope (the heartbeat monitor). */
export const KioskLatestStatePageRequest = pageRequest(['kid', 'lastHeartbeatAt'], {
  kids: z.array(Kid).max(500).optional(),
  kioskId: z.int32().positive().optional(),
  tid: z.int32().positive().optional(),
  kioskType: KioskType.optional(),
  status: KioskLiveStatus.optional(),
});
export type KioskLatestStatePageRequest = z.infer<typeof KioskLatestStatePageRequest>;
export const KioskLatestStatePage = pageResult(KioskLatestState).extend({
  /** How many kiosks of the filters (the status filter aside) show each status. */
  counts: z.record(KioskLiveStatus, z.int32()),
});
export type KioskLatestStatePage = z.infer<typeof KioskLatestStatePage>;

/** One heartbeat of the history. */
export const HeartbeatRow = z.object({
  id: z.int32(),
  kioskId: z.int32(),
  receivedAt: z.string(),
  sentAt: z.string(),
  state: z.int32(),
  bins: z.array(BinReading),
  errorCodes: z.array(z.string()),
});
export type HeartbeatRow = z.infer<typeof HeartbeatRow>;

/** `POST /kiosk/heartbeatPage`: one kiosk's heartbeats, newest first. */
export const HeartbeatPageRequest = namingKiosk(
  pageRequest(['receivedAt'], { ...kioskTarget, state: z.literal(KIOSK_STATES).optional(), ...timeRange }),
);
export type HeartbeatPageRequest = z.infer<typeof HeartbeatPageRequest>;
export const HeartbeatPage = pageResult(HeartbeatRow);

/** Kinds of activity entries the server writes. */
export const ACTIVITY_KINDS = [
  'stateChanged', 'online', 'offline', 'markedDown', 'resumed', 'command', 'commandCancelled', 'commandExpired',
  'alarmRaised', 'alarmCleared', 'alarmAcknowledged',
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

/** Longest period an availability request may cover. */
export const AVAILABILITY_MAX_DAYS = 366;

/** `POST /kiosk/availability`: the kiosks (at most 200) and the period. */
export const AvailabilityRequest = z
  .object({
    kioskIds: z.array(z.int32().positive()).max(200).optional(),
    kids: z.array(Kid).max(200).optional(),
    from: isoTime,
    to: isoTime,
  })
  .superRefine((value, ctx) => {
    if (!value.kioskIds?.length && !value.kids?.length) {
      ctx.addIssue({ code: 'custom', path: ['kioskIds'], message: String(ErrorCode.KioskRequired), params: { errorCode: ErrorCode.KioskRequired } });
    }
  });
export type AvailabilityRequest = z.infer<typeof AvailabilityRequest>;

export const DowntimeMinutes = z.record(DowntimeCause, z.number());
/** A kiosk's availability over a period: minutes up and down, by kind and by cause. */
export const Availability = z.object({
  kioskId: z.int32(),
  kid: z.string(),
  /** The period as counted: its end is now at the latest. */
  from: z.string(),
  to: z.string(),
  periodMinutes: z.number(),
  upMinutes: z.number(),
  /** Up minutes over the period's, 0 to 1 (1 for an empty period). */
  upShare: z.number(),
  /** Fault, offline and manual downtime, overlaps counted once. */
  technicalMinutes: z.number(),
  /** Full bins. */
  capacityMinutes: z.number(),
  byCause: DowntimeMinutes,
});
export type Availability = z.infer<typeof Availability>;

/** The kiosk error code catalogue (SPEC 8), shared by every tenant. */
export const KioskErrorCode = z.object({
  id: z.int32(),
  code: z.string(),
  kioskType: z.int32().nullable(),
  alertTypeCode: z.string().nullable(),
  description: z.string(),
  descriptionCht: z.string(),
  descriptionChs: z.string(),
  reason: z.string(),
  reasonCht: z.string(),
  reasonChs: z.string(),
  action: z.string(),
  actionCht: z.string(),
  actionChs: z.string(),
  creUser: z.int32().nullable(),
  creDttm: z.string(),
  lupdUser: z.int32().nullable(),
  lupdDttm: z.string(),
});
export type KioskErrorCode = z.infer<typeof KioskErrorCode>;

const text = (max: number) => z.string().trim().max(max).default('');
const kioskErrorCodeFields = {
  code: z.string().trim().min(1).max(40).regex(textPattern('upperCodeDash', /^[A-Z0-9_-]+$/)),
  kioskType: KioskType.nullable().default(null),
  alertTypeCode: z.string().trim().max(40).regex(textPattern('upperCode', /^[A-Z0-9_]*$/)).nullable().default(null),
  description: z.string().trim().min(1).max(300),
  descriptionCht: text(300),
  descriptionChs: text(300),
  reason: text(1000),
  reasonCht: text(1000),
  reasonChs: text(1000),
  action: text(1000),
  actionCht: text(1000),
  actionChs: text(1000),
};
export const KioskErrorCodeCreate = z.object(kioskErrorCodeFields);
export type KioskErrorCodeCreate = z.infer<typeof KioskErrorCodeCreate>;
export const KioskErrorCodeUpdate = editInput(kioskErrorCodeFields);

export const KioskErrorCodePageRequest = pageRequest(['code', 'lupdDttm'], {
  /** Matches the code and the descriptions. */
  keyword: z.string().max(120).optional(),
  kioskType: KioskType.optional(),
  alertTypeCode: z.string().trim().max(40).optional(),
});
export type KioskErrorCodePageRequest = z.infer<typeof KioskErrorCodePageRequest>;
export const KioskErrorCodePage = pageResult(KioskErrorCode);
