import { z } from 'zod';
import { BinReading, KIOSK_STATES } from '../device.js';
import { KioskType } from '../entity.js';
import { KioskLiveStatus } from '../kiosk.js';
import { pageRequest, pageResult } from '../paging.js';
import { ErrorCodeText } from './error-codes.js';
import { Kid, kioskTarget, namingKiosk, timeRange } from './kiosk-reach.js';

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
