import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { KioskCommandName, KioskCommandRow } from './commands.js';
import { kioskTarget, namingKiosk } from './kiosk-reach.js';

/** `POST /kiosk/markAsDown`: why the kiosk stops serving. */
export const MarkAsDownRequest = namingKiosk(z.object({ ...kioskTarget, reason: z.string().trim().min(1).max(500) }));
export type MarkAsDownRequest = z.infer<typeof MarkAsDownRequest>;

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
      ctx.addIssue({
        code: 'custom',
        path: ['kid'],
        message: String(ErrorCode.KioskRequired),
        params: { errorCode: ErrorCode.KioskRequired },
      });
    }
    if (value.command === 'setVolume' && value.volume === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['volume'],
        message: String(ErrorCode.CommandVolumeRequired),
        params: { errorCode: ErrorCode.CommandVolumeRequired },
      });
    }
  });
export type SendCommandQuery = z.infer<typeof SendCommandQuery>;

/** What markAsDown and resumeService answer: the kiosk's manual state now and the command queued for it. */
export const KioskOperationResult = z.object({
  kioskId: z.int32(),
  kid: z.string(),
  manualDown: z.boolean(),
  downReason: z.string().nullable(),
  command: KioskCommandRow,
});
export type KioskOperationResult = z.infer<typeof KioskOperationResult>;
