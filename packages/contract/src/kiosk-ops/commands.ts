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

/**
 * The results the product writes itself, as codes the screens show in the reader's language: the kiosk watch
 * giving a command up, and the kiosk model (the demo kiosks, the simulator) answering one. Any other result is a
 * real kiosk's own text, shown as sent.
 */
export const COMMAND_RESULT_CODES = [
  'rebooting',
  'unknownCommand',
  'notFetchedInTime',
  'notAcknowledgedInTime',
] as const;
export type CommandResultCode = (typeof COMMAND_RESULT_CODES)[number];

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
  /** A code of COMMAND_RESULT_CODES, or the kiosk's own text. */
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
