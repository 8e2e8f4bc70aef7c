import { z } from 'zod';
import { COMMAND_STATUSES } from '../device.js';
import { pageRequest, pageResult } from '../paging.js';
import { Kid, timeRange } from './kiosk-reach.js';

/** The commands staff may queue for a kiosk. */
export const KIOSK_COMMANDS = [
  'reboot',
  'markDown',
  'resume',
  'syncConfig',
  'syncBarcodes',
  'openDoor',
  'setVolume',
] as const;
export const KioskCommandName = z.enum(KIOSK_COMMANDS);
export type KioskCommandName = z.infer<typeof KioskCommandName>;

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

/** `POST /kiosk/cancelCommand`: a pending command to give up. */
export const CommandRef = z.object({ id: z.int32().positive() });
