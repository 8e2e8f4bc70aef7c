import { z } from 'zod';
import { defineActions } from './actions.js';
import { IdFromText } from './auth.js';
import { RejectionReason, REJECTION_REASONS, type RejectionReason as Reason } from './device.js';
import { KioskType } from './entity.js';
import { EXPORT_PERIOD_MAX_DAYS } from './export.js';
import { Kid, isoTime } from './kiosk-ops/kiosk-reach.js';
import { pageRequest, pageResult } from './paging.js';

/**
 * RejectionAlert: items kiosks refused (smart-classify kiosks above all), counted per kiosk and hour or day; a kiosk
 * refusing as many as its tenant's threshold within the threshold's window raises a REJECTIONS alarm, which the alert
 * settings tell people of like any other alarm.
 */
export const rejectionAlertActions = defineActions('rejectionAlert', {
  view: { menuTitle: 'Rejection alarms' },
  edit: { menuTitle: 'Edit the rejection threshold' },
  export: { menuTitle: 'Export the rejection counts' },
});

/** The alert type of a kiosk refusing too many items (a warning: the kiosk still works). */
export const REJECTIONS_ALERT_TYPE = 'REJECTIONS';

/** The shortest window a threshold may count over: shorter ones would ring at every busy moment. */
export const REJECTION_WINDOW_MIN_MINUTES = 10;
/** The longest window: a kiosk's rejection times go back 24 hours at most. */
export const REJECTION_WINDOW_MAX_MINUTES = 1440;
export const REJECTION_COUNT_MAX = 10_000;
/** What applies where neither the tenant nor the platform set a threshold. */
export const DEFAULT_REJECTION_THRESHOLD = { count: 20, windowMinutes: 60 } as const;

/** A list of counts covers at most as long as an export of dated records may (SPEC 5: about two months). */
export const REJECTION_PERIOD_MAX_DAYS = EXPORT_PERIOD_MAX_DAYS;

/** How counts are grouped: per hour or per day, in Hong Kong time. */
export const REJECTION_BUCKETS = ['hour', 'day'] as const;
export const RejectionBucket = z.enum(REJECTION_BUCKETS);
export type RejectionBucket = z.infer<typeof RejectionBucket>;

export { REJECTION_REASONS, RejectionReason };

/** Counts of each reason, every reason present. */
export const RejectionReasonCounts = z.object({
  UNRECOGNISED: z.int32(),
  WRONG_MATERIAL: z.int32(),
  CONTAMINATED: z.int32(),
  NOT_EMPTY: z.int32(),
  FOREIGN_OBJECT: z.int32(),
  OVERSIZED: z.int32(),
} satisfies Record<Reason, z.ZodType<number>>);
export type RejectionReasonCounts = z.infer<typeof RejectionReasonCounts>;

/** `POST /rejectionAlert/page`: the period is required; newest bucket first unless sorted otherwise. */
export const RejectionCountPageRequest = pageRequest(['bucketStart', 'total', 'kid'], {
  from: isoTime,
  to: isoTime,
  bucket: RejectionBucket.default('day'),
  tid: z.int32().positive().optional(),
  kioskId: z.int32().positive().optional(),
  kid: Kid.optional(),
  kioskType: KioskType.optional(),
  reason: RejectionReason.optional(),
});
export type RejectionCountPageRequest = z.infer<typeof RejectionCountPageRequest>;

/** One kiosk's rejections in one hour or day. */
export const RejectionCountRow = z.object({
  kioskId: z.int32(),
  kid: z.string(),
  /** The kiosk's name in the caller's language. */
  kioskName: z.string(),
  kioskType: z.int32(),
  tid: z.int32().nullable(),
  tenantName: z.string().nullable(),
  /** Start of the hour or day (Hong Kong time), ISO 8601. */
  bucketStart: z.string(),
  total: z.int32(),
  reasons: RejectionReasonCounts,
  /** The kiosk has a REJECTIONS alarm open now. */
  alarmOpen: z.boolean(),
});
export type RejectionCountRow = z.infer<typeof RejectionCountRow>;
export const RejectionCountPage = pageResult(RejectionCountRow);
export type RejectionCountPage = z.infer<typeof RejectionCountPage>;

/** `POST /rejectionAlert/items`: one kiosk's rejections in a period, newest first. */
export const RejectionItemPageRequest = pageRequest(['at'], {
  kioskId: z.int32().positive(),
  from: isoTime,
  to: isoTime,
  reason: RejectionReason.optional(),
});
export type RejectionItemPageRequest = z.infer<typeof RejectionItemPageRequest>;

export const RejectionItem = z.object({
  id: z.int32(),
  uuid: z.string(),
  /** The kiosk's time of the rejection. */
  at: z.string(),
  reason: RejectionReason,
  material: z.string().nullable(),
  barcode: z.string().nullable(),
  receivedAt: z.string(),
});
export type RejectionItem = z.infer<typeof RejectionItem>;
export const RejectionItemPage = pageResult(RejectionItem);
export type RejectionItemPage = z.infer<typeof RejectionItemPage>;

/** `GET /rejectionAlert/threshold?tid=`: a tenant's threshold; without tid, the caller's tenant's (or the platform). */
export const RejectionThresholdQuery = z.object({ tid: IdFromText.optional() });
export type RejectionThresholdQuery = z.infer<typeof RejectionThresholdQuery>;

/** The threshold in effect for a tenant (tid null: the platform's default, which tenants without their own follow). */
export const RejectionThreshold = z.object({
  tid: z.int32().nullable(),
  tenantName: z.string().nullable(),
  /** Rejections within the window that raise the alarm. */
  count: z.int32(),
  windowMinutes: z.int32(),
  /** The tenant sets none of its own: the platform's default applies. */
  inherited: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type RejectionThreshold = z.infer<typeof RejectionThreshold>;

/** `PUT /rejectionAlert/threshold`: a tenant's own threshold, or the platform's default (tid null). */
export const RejectionThresholdUpdate = z.object({
  tid: z.int32().positive().nullable(),
  count: z.int32().min(1).max(REJECTION_COUNT_MAX),
  windowMinutes: z.int32().min(REJECTION_WINDOW_MIN_MINUTES).max(REJECTION_WINDOW_MAX_MINUTES),
});
export type RejectionThresholdUpdate = z.infer<typeof RejectionThresholdUpdate>;
