import { z } from 'zod';
import { DowntimeCause } from '../device.js';
import { ErrorCode } from '../errors.js';
import { isoTime, Kid } from './kiosk-reach.js';

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
      ctx.addIssue({
        code: 'custom',
        path: ['kioskIds'],
        message: String(ErrorCode.KioskRequired),
        params: { errorCode: ErrorCode.KioskRequired },
      });
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
