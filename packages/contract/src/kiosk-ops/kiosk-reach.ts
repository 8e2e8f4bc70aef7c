import { z } from 'zod';
import { IdFromText } from '../auth.js';
import { IsoDateTime } from '../calendar.js';
import { ErrorCode } from '../errors.js';

/** How calls name a kiosk, and narrow a list to kiosks and a period. */

export const isoTime = IsoDateTime();
export const Kid = z.string().trim().min(1).max(40);
export const timeRange = { from: isoTime.optional(), to: isoTime.optional() };

/** A call's kiosk, by id or by KID (at least one; 2057 otherwise). */
export const kioskTarget = { id: IdFromText.optional(), kid: Kid.optional() };
export function namingKiosk<T extends z.ZodObject<typeof kioskTarget>>(schema: T) {
  return schema.refine((value) => value.id !== undefined || value.kid !== undefined, {
    path: ['kid'],
    message: String(ErrorCode.KioskRequired),
    params: { errorCode: ErrorCode.KioskRequired },
  });
}
export const KioskTarget = namingKiosk(z.object(kioskTarget));
export type KioskTarget = z.infer<typeof KioskTarget>;
