import { z } from 'zod';
import { IsoDateTime } from './calendar.js';

/**
 * The device API: what kiosks send and fetch, authenticated by each kiosk's own secret (HTTP Basic,
 * `kid:secret`), never by a staff session.
 */

/** SPEC 4 kiosk and bin state: normal, near full, full, not in service (paused), running (a recycle in progress). */
export const KioskState = { Normal: 0, NearFull: 1, Full: 2, NotInService: 3, Running: 4 } as const;
export type KioskState = (typeof KioskState)[keyof typeof KioskState];
export const KioskStateValue = z.literal([0, 1, 2, 3, 4]);
export const KIOSK_STATES = [0, 1, 2, 3, 4] as const;

/**
 * Where a queued command stands: waiting, fetched by the kiosk, done, refused or failed by it, given up
 * (not fetched in time), or cancelled by staff before the kiosk fetched it.
 */
export const CommandStatus = { Pending: 0, Delivered: 1, Done: 2, Failed: 3, Expired: 4, Cancelled: 5 } as const;
export type CommandStatus = (typeof CommandStatus)[keyof typeof CommandStatus];
export const COMMAND_STATUSES = [0, 1, 2, 3, 4, 5] as const;

/**
 * Downtime that counts against a kiosk's availability (fault, offline, manual shutdown) and downtime for being full.
 */
export const DowntimeKind = { Technical: 1, Capacity: 2 } as const;
export type DowntimeKind = (typeof DowntimeKind)[keyof typeof DowntimeKind];
export const DowntimeCause = z.enum(['fault', 'offline', 'manual', 'full']);
export type DowntimeCause = z.infer<typeof DowntimeCause>;

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL: no kiosk text holds
 * them, and PostgreSQL cannot store NUL.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Text a kiosk sends: trimmed, at most `max` characters, without control characters (400 names the
 * field). Kiosk firmware: every text field of the device API follows this rule.
 */
export const deviceText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !CONTROL_CHARACTERS.test(text), { params: { text: 'controlCharacters' } });

/** One bin of a kiosk as a heartbeat reports it. */
export const BinReading = z.object({
  /** Bin number on the machine, from 1. */
  bin: z.int32().min(1).max(32),
  /** Material code of the bin (PET, ALU, ...), when the bin holds one material. */
  material: deviceText(40).optional(),
  weightKg: z.number().min(0).max(10_000),
  /** How full the bin is by depth, 0 to 100 %. */
  depthPct: z.number().min(0).max(100),
});
export type BinReading = z.infer<typeof BinReading>;

/** Software versions a kiosk runs. */
export const DeviceVersions = z.object({
  version: deviceText(40).optional(),
  firmware: deviceText(40).optional(),
  extVersion: deviceText(40).optional(),
  fixedVersion: deviceText(40).optional(),
});

/** `POST /device/heartbeat`: the kiosk's state now. */
export const Heartbeat = z.object({
  /** The kiosk's clock when it sent this; a heartbeat not newer than the last accepted one is a replay. */
  sentAt: IsoDateTime(),
  state: KioskStateValue,
  bins: z.array(BinReading).max(32).default([]),
  /** Codes of the kiosk error catalogue active now; empty when all is well. */
  errorCodes: z.array(deviceText(40).min(1)).max(50).default([]),
  versions: DeviceVersions.optional(),
});
export type Heartbeat = z.infer<typeof Heartbeat>;

/** One recycled item, or a group of the same material, of a transaction. */
export const RecycleItem = z.object({
  material: deviceText(40).min(1),
  count: z.int32().min(0).max(10_000),
  weightKg: z.number().min(0).max(10_000).default(0),
  barcode: deviceText(64).optional(),
  points: z.int32().min(0).max(1_000_000).default(0),
});
export type RecycleItem = z.infer<typeof RecycleItem>;

/** `POST /device/transaction`: a recycle transaction, applied exactly once per `uuid`. */
export const RecycleTransaction = z.object({
  uuid: z.uuid(),
  /** The kiosk's batch (one member session); alerts may name it too. */
  batchId: deviceText(64).min(1),
  tranDttm: IsoDateTime(),
  /** SPEC 4 smart-classify completion: 0 in progress, 1 finish, 2 cancel, 3 failed, 4 need approve. */
  status: z.literal([0, 1, 2, 3, 4]).default(1),
  /** SPEC 4 payment mode of smart-classify kiosks: 1 Octopus, 2 member card. */
  paymentMode: z.literal([1, 2]).optional(),
  /** Who recycled: a member card, an Octopus number (8 or 9 digits and its check digit) or a membership number. */
  memberCardNo: deviceText(40).optional(),
  octopusNo: deviceText(20).optional(),
  membershipNo: deviceText(40).optional(),
  /** The rebate the kiosk claims, in HKD: kept as claimed; the server computes what is paid. */
  amount: z.number().min(0).max(100_000).default(0),
  items: z.array(RecycleItem).min(1).max(500),
});
export type RecycleTransaction = z.infer<typeof RecycleTransaction>;

/** `POST /device/alert`: the kiosk raises or clears an alert of a type of the alert type catalogue. */
export const DeviceAlert = z.object({
  /** Alert type code (BIN_FULL, DOOR_OPEN, ...). */
  type: deviceText(40).min(1),
  /** Kiosk error code, when the alert comes from one. */
  errorCode: deviceText(40).optional(),
  batchId: deviceText(64).optional(),
  message: deviceText(500).optional(),
  /** False clears the kiosk's active alert of this type. */
  active: z.boolean().default(true),
  at: IsoDateTime(),
});
export type DeviceAlert = z.infer<typeof DeviceAlert>;

/**
 * Why a kiosk refused an item (smart-classify kiosks above all): it could not tell what it was, it was not a material
 * the kiosk takes, it was dirty, it still held something, it was no recyclable at all, or it did not fit.
 */
export const REJECTION_REASONS = [
  'UNRECOGNISED',
  'WRONG_MATERIAL',
  'CONTAMINATED',
  'NOT_EMPTY',
  'FOREIGN_OBJECT',
  'OVERSIZED',
] as const;
export const RejectionReason = z.enum(REJECTION_REASONS);
export type RejectionReason = z.infer<typeof RejectionReason>;

/** Rejections a kiosk may report in one call. */
export const REJECTION_BATCH_MAX = 500;

/** One item a kiosk refused, recorded once per `uuid` whatever the retries. */
export const DeviceRejection = z.object({
  uuid: z.uuid(),
  /** The kiosk's clock when it refused the item: at most 5 minutes ahead of the server, at most 24 hours old. */
  at: IsoDateTime(),
  reason: RejectionReason,
  /** Material code of the catalogue the item was taken for, when the kiosk could tell. */
  material: deviceText(40).min(1).optional(),
  barcode: deviceText(64).optional(),
});
export type DeviceRejection = z.infer<typeof DeviceRejection>;

/** `POST /device/rejections`: items the kiosk refused since its last report. */
export const DeviceRejectionBatch = z.object({
  rejections: z.array(DeviceRejection).min(1).max(REJECTION_BATCH_MAX),
});
export type DeviceRejectionBatch = z.infer<typeof DeviceRejectionBatch>;

/**
 * What `POST /device/rejections` answers: how many rejections the batch held and how many were new (a replayed batch:
 * none), and whether they raised the kiosk's rejection alarm just now.
 */
export const DeviceRejectionResult = z.object({
  received: z.int32(),
  recorded: z.int32(),
  alarmRaised: z.boolean(),
});
export type DeviceRejectionResult = z.infer<typeof DeviceRejectionResult>;

/** A command as the kiosk fetches it. */
export const DeviceCommand = z.object({
  id: z.int32(),
  /** reboot, markDown, resume, setVolume, ... */
  command: z.string(),
  params: z.record(z.string(), z.unknown()),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type DeviceCommand = z.infer<typeof DeviceCommand>;

/** `POST /device/command/{id}/ack`: the kiosk carried the command out, or could not. */
export const CommandAck = z.object({
  ok: z.boolean(),
  /** The kiosk's own words, shown to staff as sent; the product's kiosk model answers COMMAND_RESULT_CODES. */
  result: deviceText(500).optional(),
});
export type CommandAck = z.infer<typeof CommandAck>;

/** What became of a transaction's earnings: credited to the member, waiting for staff approval, or none. */
export const EARNING_OUTCOMES = ['credited', 'awaitingApproval', 'none'] as const;
export type EarningOutcome = (typeof EARNING_OUTCOMES)[number];

/**
 * What `POST /device/transaction` answers: the recorded transaction, its totals, and what it earned by the tenant's
 * recycle config (`totalPoints` is what the kiosk claimed, kept as claimed).
 */
export const RecycleTransactionResult = z.object({
  transactionId: z.int32(),
  totalCount: z.int32(),
  totalWeightKg: z.number(),
  totalPoints: z.int32(),
  /** The member named, by membership number; null: anonymous recycling (none named, or none found). */
  membershipNo: z.string().nullable(),
  earnedPoints: z.int32(),
  rebateAmount: z.number(),
  earning: z.enum(EARNING_OUTCOMES),
  /** The transaction's receipt for whoever holds the link (a kiosk prints it as a QR code): signed, unguessable. */
  receiptUrl: z.string(),
});
export type RecycleTransactionResult = z.infer<typeof RecycleTransactionResult>;

/**
 * What `POST /device/alert` answers: the alarm concerned (null: none was active to clear) and whether it was raised or
 * cleared just now.
 */
export const DeviceAlertResult = z.object({
  alarmId: z.int32().nullable(),
  changed: z.boolean(),
});
export type DeviceAlertResult = z.infer<typeof DeviceAlertResult>;

/**
 * A 2025 answer (transaction replayed) names the original transaction when it is the kiosk's own. Spelled out like
 * InviteConflict.
 */
export const TransactionReplayAnswer = z.object({
  code: z.int32(),
  message: z.string(),
  data: z.object({ transactionId: z.int32() }).optional(),
});
