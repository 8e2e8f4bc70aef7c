import { z } from 'zod';
import { BinReading, KioskStateValue } from './device.js';

/**
 * The live fleet feed: a websocket at `/ws` whose address the server signs for one user and one
 * session (`GET /api/kiosk/liveFeedAddress`). It sends a snapshot of the kiosks in the user's scope on
 * connect, then each change of their latest state.
 */
export const LIVE_FEED_PATH = '/ws';
/** How long a signed address may be used to open the socket (SPEC 7 asks for a short expiry). */
export const LIVE_ADDRESS_TTL_MS = 60_000;
/** SPEC 7: the web reconnects 4 s after a failure or a close. */
export const LIVE_RECONNECT_MS = 4_000;

/** Close codes of the feed after it opened. */
export const LiveCloseCode = {
  /** The session ended (signed out, expired, account disabled): sign in again. */
  SessionEnded: 4401,
  /** The user no longer holds the kiosk view action. */
  NotAllowed: 4403,
  /** The client read too slowly and fell behind; reconnecting starts from a fresh snapshot. */
  TooSlow: 1013,
  /** The session opened more live feeds at the same moment than it may hold (10); the others stay open. */
  TooManySockets: 4429,
} as const;

/** `GET /api/kiosk/liveFeedAddress`: the socket's address (relative to the site) and when it stops opening. */
export const LiveFeedAddress = z.object({
  url: z.string(),
  expiresAt: z.string(),
});
export type LiveFeedAddress = z.infer<typeof LiveFeedAddress>;

/**
 * A kiosk as the feed shows it: where and what it is, and its latest state (null fields before its first heartbeat).
 */
export const LiveKiosk = z.object({
  kioskId: z.int32(),
  kid: z.string(),
  tid: z.int32().nullable(),
  kioskType: z.int32(),
  name: z.string(),
  nameCht: z.string(),
  nameChs: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  /** SPEC 4 state of the last heartbeat; null when none came yet. */
  state: KioskStateValue.nullable(),
  online: z.boolean(),
  manualDown: z.boolean(),
  lastHeartbeatAt: z.string().nullable(),
  bins: z.array(BinReading),
  errorCodes: z.array(z.string()),
  /** Number of the state change; a higher number is newer (0 before the first heartbeat). */
  seq: z.int32(),
});
export type LiveKiosk = z.infer<typeof LiveKiosk>;

/** Every kiosk of the user's scope, sent once when the socket opens. */
export const LiveSnapshot = z.object({ type: z.literal('snapshot'), kiosks: z.array(LiveKiosk) });
/**
 * The kiosks of the user's scope whose state changed in one write (a heartbeat batch, a mark-down, an offline sweep).
 */
export const LiveUpdate = z.object({ type: z.literal('update'), kiosks: z.array(LiveKiosk) });
export const LiveFeedMessage = z.discriminatedUnion('type', [LiveSnapshot, LiveUpdate]);
export type LiveFeedMessage = z.infer<typeof LiveFeedMessage>;
