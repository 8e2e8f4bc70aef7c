import {
  DeviceCommand,
  envelope,
  ErrorCode,
  ErrorEnvelope,
  type CommandAck,
  type DeviceAlert,
  type DeviceRejectionBatch,
  type Heartbeat,
  type RecycleTransaction,
} from '@srd/contract';
import { z } from 'zod';

/** The request never got an answer: refused, reset, dropped or timed out. Safe to retry with the same body. */
export class NetworkError extends Error {}

export interface HttpAnswer {
  status: number;
  body: unknown;
}

export interface HttpSender {
  send(method: string, path: string, init?: { headers?: Record<string, string>; body?: unknown }): Promise<HttpAnswer>;
  close(): void;
}

export interface KioskCredentials {
  kid: string;
  secret: string;
}

/**
 * Accepted now, already done before (409 with the call's replay code: a retry whose answer was lost), or
 * refused (anything else, 503 included: that heartbeat was not stored).
 */
export type PostOutcome = 'accepted' | 'replayed' | 'refused';

const ok = (status: number) => status >= 200 && status < 300;

function outcomeOf(answer: HttpAnswer, replayCode?: ErrorCode): PostOutcome {
  if (ok(answer.status)) return 'accepted';
  const refusal = ErrorEnvelope.safeParse(answer.body);
  return answer.status === 409 && refusal.success && refusal.data.code === replayCode ? 'replayed' : 'refused';
}

const CommandList = envelope(z.array(DeviceCommand));

/**
 * The device API as a kiosk calls it: HTTP Basic `kid:secret` on every request. Throws NetworkError when no answer
 * came.
 */
export function deviceClient(sender: HttpSender) {
  const auth = (kiosk: KioskCredentials) => ({
    authorization: `Basic ${Buffer.from(`${kiosk.kid}:${kiosk.secret}`).toString('base64')}`,
  });
  const post = async (kiosk: KioskCredentials, path: string, body: unknown, replayCode?: ErrorCode) =>
    outcomeOf(await sender.send('POST', path, { headers: auth(kiosk), body }), replayCode);
  return {
    /** Replayed: not newer than the last heartbeat the server accepted from this kiosk (2024). */
    heartbeat: (kiosk: KioskCredentials, body: Heartbeat) =>
      post(kiosk, '/api/device/heartbeat', body, ErrorCode.HeartbeatReplay),
    /** Replayed: the uuid was recorded already (2025). */
    transaction: (kiosk: KioskCredentials, body: RecycleTransaction) =>
      post(kiosk, '/api/device/transaction', body, ErrorCode.TransactionReplay),
    alert: (kiosk: KioskCredentials, body: DeviceAlert) => post(kiosk, '/api/device/alert', body),
    /** Each uuid is recorded once: a replayed batch is answered 200 with nothing new. */
    rejections: (kiosk: KioskCredentials, body: DeviceRejectionBatch) => post(kiosk, '/api/device/rejections', body),
    /**
     * The kiosk's pending commands (the server marks them delivered); none when the answer is not a list of commands.
     */
    async commands(kiosk: KioskCredentials): Promise<DeviceCommand[]> {
      const answer = await sender.send('GET', '/api/device/commands', { headers: auth(kiosk) });
      if (!ok(answer.status)) return [];
      const parsed = CommandList.safeParse(answer.body);
      return parsed.success ? parsed.data.data : [];
    },
    /** Replayed: acknowledged already (2029). */
    ack: (kiosk: KioskCredentials, commandId: number, body: CommandAck) =>
      post(kiosk, `/api/device/command/${commandId}/ack`, body, ErrorCode.CommandAlreadyAcknowledged),
  };
}

export type DeviceClient = ReturnType<typeof deviceClient>;
