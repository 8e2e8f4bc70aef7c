import { z } from 'zod';
import { defineActions } from './actions.js';
import { Latitude, Longitude } from './address.js';
import { blankAsNull, editInput, KioskType, nameOutput, OnOffStatus, PhoneNumber, stampOutput } from './entity.js';
import { ErrorCode } from './errors.js';
import { pageRequest, pageResult } from './paging.js';
import { ruleText, textPattern } from './issue-message.js';

/**
 * KioskList and Kiosk screens: `/kiosk/list`, `/kiosk`, `/kiosk/{id}`, getMaxId, batchCreate, adminCode,
 * getHkpckioskSelect, rotateSecret.
 */
export const kioskActions = defineActions('kiosk', {
  view: { menuTitle: 'Kiosks' },
  add: { menuTitle: 'Add kiosks, one or a batch' },
  edit: { menuTitle: 'Edit a kiosk' },
  export: { menuTitle: 'Export kiosks' },
  secret: { menuTitle: "Rotate a kiosk's device secret" },
  adminCode: { menuTitle: "Get a kiosk's maintenance code" },
});

/** The KID prefix of each kiosk type, which getMaxId suggests the next free KID with. */
export const KID_PREFIXES: Record<KioskType, string> = { 0: 'RVM-', 1: 'SC-', 2: 'BIN-' };
/** Digits of a suggested or batch-created KID's number (RVM-0012). */
export const KID_DIGITS = 4;
const KID_PATTERN = textPattern('kid', /^[A-Z0-9][A-Z0-9_-]{0,39}$/);
/** A kiosk's identifier, stored upper-case: letters, digits, `-` and `_`, up to 40. */
export const Kid = z.string().trim().toUpperCase().regex(KID_PATTERN);

/** The KID of a batch's n-th number: the prefix, then the number padded to KID_DIGITS. */
export function kidOf(prefix: string, number: number): string {
  return `${prefix}${String(number).padStart(KID_DIGITS, '0')}`;
}

// ---- alert sending settings ----------------------------------------------------------------------

/** SPEC 4 alert sender methods; DEFAULT sends the way the tenant's alert settings say. */
export const ALERT_METHODS = ['DEFAULT', 'EMAIL', 'SMS', 'WHATSAPP'] as const;
export const AlertMethod = z.enum(ALERT_METHODS);
export type AlertMethod = z.infer<typeof AlertMethod>;
/** SPEC 5 and 9: an alert interval is at least 10 minutes. */
export const ALERT_INTERVAL_MIN_MINUTES = 10;

/** Whether a receiver fits the method: an e-mail, a phone number, or either for DEFAULT. */
export function receiverFits(method: AlertMethod, receiver: string): boolean {
  const email = z.email().safeParse(receiver).success;
  const phone = PhoneNumber.safeParse(receiver).success;
  if (method === 'EMAIL') return email;
  if (method === 'DEFAULT') return email || phone;
  return phone;
}

const alertSettingsShape = {
  enabled: z.boolean().default(false),
  method: AlertMethod.default('DEFAULT'),
  receivers: z.array(z.string().trim().min(1).max(120)).max(20).default([]),
  intervalMinutes: z.int32().min(ALERT_INTERVAL_MIN_MINUTES).max(10_080).default(30),
};

/** Who hears of the kiosk's alerts, how, and how often at most. Sent whole on an edit. */
export const KioskAlertSettings = z.object(alertSettingsShape).superRefine((value, context) => {
  value.receivers.forEach((receiver, index) => {
    if (!receiverFits(value.method, receiver)) {
      context.addIssue({
        code: 'custom',
        path: ['receivers', index],
        params: { errorCode: ErrorCode.InvalidAlertReceiver },
        message: 'receiver',
      });
    }
  });
  if (value.enabled && value.method !== 'DEFAULT' && value.receivers.length === 0) {
    context.addIssue({
      code: 'custom',
      path: ['receivers'],
      params: { errorCode: ErrorCode.AlertReceiversRequired },
      message: 'receivers',
    });
  }
});
export type KioskAlertSettings = z.infer<typeof KioskAlertSettings>;
export const DEFAULT_ALERT_SETTINGS: KioskAlertSettings = KioskAlertSettings.parse({});

// ---- hardware and timing settings ----------------------------------------------------------------

export const SCREEN_ROTATIONS = ['normal', 'inverted', 'left', 'right'] as const;
/** When a kiosk's heartbeat counts as overdue (offline), unless its settings say otherwise. */
export const DEFAULT_OFFLINE_AFTER_SECONDS = 180;
/** Belt weight check value that turns the check off (SPEC 5). */
export const BELT_WEIGHT_CHECK_OFF = -1;

const int = (min: number, max: number, fallback: number) => z.int32().min(min).max(max).default(fallback);
const onOff = (fallback: boolean) => z.boolean().default(fallback);
const optionalText = (max: number) => z.preprocess(blankAsNull, z.string().max(max).nullable()).default(null);

/** Each setting with its range and default; units are in the names. */
const settingsShape = {
  // Sound, display and lights.
  volumePct: int(1, 100, 60),
  screenRotation: z.enum(SCREEN_ROTATIONS).default('normal'),
  sideTrayLed: int(1, 10, 5),
  // Gate.
  gateEnabled: onOff(true),
  gateOpenTimeoutMs: int(500, 60_000, 5_000),
  gateCloseDelayMs: int(0, 30_000, 1_000),
  // Belt.
  beltSpeedPct: int(10, 100, 60),
  beltRunTimeoutMs: int(1_000, 120_000, 15_000),
  /** Grams an item must weigh on the belt; -1 turns the check off. */
  beltWeightCheckGrams: int(BELT_WEIGHT_CHECK_OFF, 5_000, BELT_WEIGHT_CHECK_OFF),
  // Pump.
  pumpEnabled: onOff(false),
  pumpRunSeconds: int(1, 300, 10),
  pumpIntervalMinutes: int(1, 1_440, 60),
  // Vibration motor.
  vibrationMotorEnabled: onOff(true),
  vibrationMotorPowerPct: int(1, 100, 50),
  vibrationMotorRunMs: int(100, 10_000, 1_500),
  // Cameras.
  cameraCount: int(0, 8, 2),
  cameraExposureMs: int(1, 1_000, 20),
  cameraCaptureTimeoutMs: int(500, 30_000, 3_000),
  // Countdowns and timeouts.
  idleCountdownSeconds: int(10, 600, 60),
  resultCountdownSeconds: int(1, 60, 5),
  sessionTimeoutSeconds: int(30, 1_800, 180),
  networkTimeoutMs: int(1_000, 60_000, 10_000),
  /** How long without a heartbeat before the kiosk counts as offline. */
  offlineAfterSeconds: int(30, 86_400, DEFAULT_OFFLINE_AFTER_SECONDS),
  // Carbon wallet and campaign.
  carbonWalletUrl: z
    .preprocess(
      blankAsNull,
      z
        .url({ protocol: /^https?$/ })
        .max(500)
        .nullable(),
    )
    .default(null),
  key: optionalText(200),
  campaign: optionalText(60),
};

/** A kiosk's hardware and timing settings, each with its default. */
export const KioskSettings = z.object(settingsShape);
export type KioskSettings = z.infer<typeof KioskSettings>;
export type KioskSettingName = keyof KioskSettings;
export const DEFAULT_KIOSK_SETTINGS: KioskSettings = KioskSettings.parse({});
/** An edit's settings: only those sent change, the others keep their stored values. */
export const KioskSettingsPatch = editInput(settingsShape);

/** The settings by screen section, in the order the Kiosk screen shows them. */
export const KIOSK_SETTING_GROUPS = {
  display: ['volumePct', 'screenRotation', 'sideTrayLed'],
  gate: ['gateEnabled', 'gateOpenTimeoutMs', 'gateCloseDelayMs'],
  belt: ['beltSpeedPct', 'beltRunTimeoutMs', 'beltWeightCheckGrams'],
  pump: ['pumpEnabled', 'pumpRunSeconds', 'pumpIntervalMinutes'],
  vibrationMotor: ['vibrationMotorEnabled', 'vibrationMotorPowerPct', 'vibrationMotorRunMs'],
  camera: ['cameraCount', 'cameraExposureMs', 'cameraCaptureTimeoutMs'],
  timing: [
    'idleCountdownSeconds',
    'resultCountdownSeconds',
    'sessionTimeoutSeconds',
    'networkTimeoutMs',
    'offlineAfterSeconds',
  ],
  carbonWallet: ['carbonWalletUrl', 'key', 'campaign'],
} as const satisfies Record<string, readonly KioskSettingName[]>;
export type KioskSettingGroup = keyof typeof KIOSK_SETTING_GROUPS;

/** Stored settings as the API answers them: each missing or out-of-range value is its default. */
export function readKioskSettings(stored: unknown): KioskSettings {
  const values = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(settingsShape).map(([name, schema]) => {
      const parsed = (schema as z.ZodType).safeParse(values[name]);
      return [name, parsed.success ? parsed.data : DEFAULT_KIOSK_SETTINGS[name as KioskSettingName]];
    }),
  ) as KioskSettings;
}

/** Stored alert settings as answered: their defaults where they are unreadable. */
export function readAlertSettings(stored: unknown): KioskAlertSettings {
  const parsed = KioskAlertSettings.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_ALERT_SETTINGS;
}

// ---- the kiosk -----------------------------------------------------------------------------------

/** SPEC 3 credit-earning modes: points by weight, or by recycle count. */
export const CreditMode = { ByWeight: 0, ByCount: 1 } as const;
export const CreditModeValue = z.literal([0, 1]);
export const DISPLAY_UNITS = ['kg', 'g', 'piece'] as const;

/** What the kiosk's latest heartbeat and staff said about it; null before its first heartbeat. */
export const KioskLive = z.object({
  state: z.int32(),
  online: z.boolean(),
  manualDown: z.boolean(),
  lastHeartbeatAt: z.string(),
});
export type KioskLive = z.infer<typeof KioskLive>;

/**
 * The one status a kiosk shows: offline, else marked down by staff, else its reported state (stateN); or
 * no heartbeat yet. In the order filters and legends list them.
 */
export const KIOSK_LIVE_STATUSES = [
  'state0',
  'state4',
  'state1',
  'state2',
  'state3',
  'manualDown',
  'offline',
  'noHeartbeat',
] as const;
export const KioskLiveStatus = z.enum(KIOSK_LIVE_STATUSES);
export type KioskLiveStatus = z.infer<typeof KioskLiveStatus>;

/** What a kiosk's latest state row says, as lists, the map and the detail page receive it. */
export interface KioskLiveState {
  state: number;
  online: boolean;
  manualDown: boolean;
}

/** The status a kiosk with this latest state (none before its first heartbeat) shows. */
export function liveStatusOf(live: KioskLiveState | null | undefined): KioskLiveStatus {
  if (!live) return 'noHeartbeat';
  if (!live.online) return 'offline';
  if (live.manualDown) return 'manualDown';
  return `state${live.state}` as KioskLiveStatus;
}

/** SPEC 3 kiosk, placed in one tenant. Its device secret is never answered (only once, when issued). */
export const Kiosk = z.object({
  id: z.int32(),
  kid: z.string(),
  tid: z.int32().nullable(),
  kioskType: z.int32(),
  ...nameOutput,
  address: z.string(),
  addressCht: z.string(),
  addressChs: z.string(),
  lon: z.number().nullable(),
  lat: z.number().nullable(),
  estateId: z.int32().nullable(),
  /** EPD location ID. */
  locationId: z.string().nullable(),
  machineId: z.string().nullable(),
  readerNo: z.string().nullable(),
  // Reported by the kiosk: read-only here.
  version: z.string().nullable(),
  firmware: z.string().nullable(),
  extVersion: z.string().nullable(),
  fixedVersion: z.string().nullable(),
  barcodeDate: z.string().nullable(),
  enableFlag: z.int32(),
  publicFlag: z.int32(),
  recycleType: z.array(z.string()),
  alertSettings: z.object(alertSettingsShape),
  dailyMax: z.int32().nullable(),
  creditMode: z.int32(),
  displayUnit: z.string(),
  settings: KioskSettings,
  /** When the current device secret was issued; null: none yet. */
  secretIssuedAt: z.string().nullable(),
  live: KioskLive.nullable(),
  tenantName: z.string().nullable(),
  tenantNameCht: z.string().nullable(),
  tenantNameChs: z.string().nullable(),
  ...stampOutput,
});
export type Kiosk = z.infer<typeof Kiosk>;

const optionalCode = (max: number) => z.preprocess(blankAsNull, z.string().max(max).nullable()).default(null);
const texts = (max: number) => ({
  address: z.string().trim().max(max).default(''),
  addressCht: z.string().trim().max(max).default(''),
  addressChs: z.string().trim().max(max).default(''),
});

/** What a kiosk shares with the others of a batch: all but its KID, names, location and device numbers. */
const sharedFields = {
  tid: z.int32().positive(),
  kioskType: KioskType,
  ...texts(300),
  estateId: z.int32().positive().nullable().default(null),
  enableFlag: OnOffStatus.default(1),
  publicFlag: OnOffStatus.default(1),
  /** Material codes of the catalogue that the kiosk accepts. */
  recycleType: z
    .array(z.string().trim().min(1).max(40))
    .max(50)
    .refine((codes) => new Set(codes).size === codes.length, ruleText('unique'))
    .default([]),
  alertSettings: KioskAlertSettings.default(DEFAULT_ALERT_SETTINGS),
  /** Most items a kiosk takes a day; null: no limit. */
  dailyMax: z.int32().positive().max(1_000_000).nullable().default(null),
  creditMode: CreditModeValue.default(CreditMode.ByWeight),
  displayUnit: z.enum(DISPLAY_UNITS).default('kg'),
  settings: KioskSettings.default(DEFAULT_KIOSK_SETTINGS),
};

const kioskFields = {
  kid: Kid,
  name: z.string().trim().min(1).max(120),
  nameCht: z.string().trim().max(120).default(''),
  nameChs: z.string().trim().max(120).default(''),
  ...sharedFields,
  /** Both or neither (1030). */
  lon: Longitude.nullable().default(null),
  lat: Latitude.nullable().default(null),
  locationId: optionalCode(60),
  machineId: optionalCode(60),
  readerNo: optionalCode(60),
};
export const KioskCreate = z.object(kioskFields);
export type KioskCreate = z.infer<typeof KioskCreate>;
/**
 * An edit: omitted fields keep their values; `settings` changes only the settings sent, `alertSettings` is replaced
 * whole.
 */
export const KioskUpdate = editInput(kioskFields).extend({ settings: KioskSettingsPatch.optional() });
export type KioskUpdate = z.infer<typeof KioskUpdate>;

/** A kiosk as its creation answers it: with its device secret, shown this once. */
export const KioskWithSecret = Kiosk.extend({ secret: z.string() });
export type KioskWithSecret = z.infer<typeof KioskWithSecret>;

export const KioskPageRequest = pageRequest(
  ['kid', 'name', 'kioskType', 'enableFlag', 'publicFlag', 'lupdDttm', 'id'],
  {
    /** Matches the KID and the names. */
    keyword: z.string().max(120).optional(),
    tid: z.int32().positive().optional(),
    kioskType: KioskType.optional(),
    enableFlag: OnOffStatus.optional(),
    publicFlag: OnOffStatus.optional(),
    liveStatus: KioskLiveStatus.optional(),
  },
);
export type KioskPageRequest = z.infer<typeof KioskPageRequest>;
export const KioskPage = pageResult(Kiosk);

// ---- batch creation, KIDs, secrets and codes -----------------------------------------------------

export const BATCH_CREATE_MAX = 500;

/** `POST /kiosk/batchCreate`: `count` kiosks numbered from `startNumber`, sharing the other fields; all or none. */
export const KioskBatchCreate = z.object({
  count: z.int32().min(1).max(BATCH_CREATE_MAX),
  /** With the numbers (at most 9 digits) a KID stays within its 40 characters. */
  kidPrefix: z
    .string()
    .trim()
    .toUpperCase()
    .regex(textPattern('kidPrefix', /^[A-Z0-9][A-Z0-9_-]{0,29}$/)),
  startNumber: z.int32().min(0).max(99_999_999),
  /** Each kiosk is named this and its KID; without a name, by its KID. */
  name: z.string().trim().max(80).default(''),
  nameCht: z.string().trim().max(80).default(''),
  nameChs: z.string().trim().max(80).default(''),
  ...sharedFields,
});
export type KioskBatchCreate = z.infer<typeof KioskBatchCreate>;

/** One kiosk of a batch with its device secret, shown this once. */
export const CreatedKiosk = z.object({ id: z.int32(), kid: z.string(), name: z.string(), secret: z.string() });
export type CreatedKiosk = z.infer<typeof CreatedKiosk>;

/** `GET /kiosk/getMaxId`: the highest kiosk id, and per type the next KID after the highest of its prefix. */
export const KioskMaxId = z.object({
  maxId: z.int32(),
  next: z.array(z.object({ kioskType: z.int32(), prefix: z.string(), nextNumber: z.int32(), nextKid: z.string() })),
});
export type KioskMaxId = z.infer<typeof KioskMaxId>;

/** `POST /kiosk/rotateSecret/{id}`: the new device secret; the old one stops working. */
export const KioskSecret = z.object({ kid: z.string(), secret: z.string() });
export type KioskSecret = z.infer<typeof KioskSecret>;

/** SPEC 9 random-code characters. */
export const ADMIN_CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const ADMIN_CODE_LENGTH = 6;
/** A maintenance code holds for one window of this many seconds. */
export const ADMIN_CODE_WINDOW_SECONDS = 600;

/** `GET /kiosk/adminCode/{id}`: the code to type on the kiosk's admin screen, valid until the window ends. */
export const KioskAdminCode = z.object({ kid: z.string(), code: z.string(), validUntil: z.string() });
export type KioskAdminCode = z.infer<typeof KioskAdminCode>;

/** `GET /kiosk/getHkpckioskSelect?kioskType=`: kiosk options of one type, when given. */
export const KioskSelectQuery = z.object({
  kioskType: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Number(value)),
    KioskType.optional(),
  ),
});
