import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TwilioConfig } from '../config.js';
import { twilioSignature } from '../modules/messages/provider-reports.js';
import { answerWith, startJsonPeer, type PeerAnswer } from './peer-http.js';

/** An SMS as Twilio's Messages API received it. */
export interface TwilioSms {
  sid: string;
  to: string;
  body: string;
  from?: string;
  messagingServiceSid?: string;
  statusCallback?: string;
}

const sidOf = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

/**
 * A real HTTP server on a random local port that speaks Twilio's Messages API: it checks the account's basic auth,
 * keeps each SMS and answers 201 with an `SM...` SID and status `queued`. It refuses the numbers it is told to, as
 * Twilio refuses an invalid one (400, code 21211), answers the next requests with 500 or 429 on cue, and signs the
 * status callbacks Twilio would send for an SMS.
 */
export async function startTwilioPeer() {
  const accountSid = sidOf('AC');
  const authToken = randomBytes(16).toString('hex');
  const received: TwilioSms[] = [];
  const refusedNumbers = new Set<string>();
  const cues: number[] = [];

  function answer(req: IncomingMessage, body: string): PeerAnswer {
    const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expectedAuth) {
      return answerWith(401, { code: 20003, message: 'Authenticate', status: 401 });
    }
    if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
      return answerWith(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    }
    const cue = cues.shift();
    if (cue === 429) return answerWith(429, { code: 20429, message: 'Too Many Requests', status: 429 });
    if (cue) return answerWith(cue, { code: 20500, message: 'Internal Server Error', status: cue });
    const form = new URLSearchParams(body);
    const to = form.get('To') ?? '';
    if (refusedNumbers.has(to)) {
      const message = `The 'To' number ${to} is not a valid phone number.`;
      return answerWith(400, { code: 21211, message, more_info: 'https://www.twilio.com/docs/errors/21211' });
    }
    const sms: TwilioSms = {
      sid: sidOf('SM'),
      to,
      body: form.get('Body') ?? '',
      from: form.get('From') ?? undefined,
      messagingServiceSid: form.get('MessagingServiceSid') ?? undefined,
      statusCallback: form.get('StatusCallback') ?? undefined,
    };
    received.push(sms);
    return answerWith(201, { sid: sms.sid, account_sid: accountSid, to, body: sms.body, status: 'queued' });
  }

  const peer = await startJsonPeer((req, body) => answer(req, body.toString('utf8')));

  return {
    url: peer.url,
    received,
    /** The settings that point the server at this peer, sending from `from`. */
    config: (from = '+85230001234'): TwilioConfig => ({ accountSid, authToken, from, apiUrl: peer.url }),
    /** Twilio refuses SMS to this number from now on (400, code 21211). */
    refuse: (number: string) => refusedNumbers.add(number),
    /** The next requests answer these statuses (500, 429...), one each, before the peer accepts again. */
    cue: (...statuses: number[]) => cues.push(...statuses),
    /**
     * The status callback Twilio posts for an SMS it received: to the SMS's StatusCallback address, form-encoded,
     * with the parameters Twilio sends and their X-Twilio-Signature.
     */
    statusCallback(sid: string, status: string, error?: { code: string }) {
      const sms = received.find((candidate) => candidate.sid === sid);
      if (!sms?.statusCallback) throw new Error(`No SMS ${sid} with a status callback was received`);
      const params: Record<string, string> = {
        ApiVersion: '2010-04-01',
        AccountSid: accountSid,
        From: sms.from ?? '',
        To: sms.to,
        MessageSid: sid,
        MessageStatus: status,
        SmsSid: sid,
        SmsStatus: status,
        ...(error && { ErrorCode: error.code }),
      };
      const signature = twilioSignature(authToken, sms.statusCallback, params);
      return {
        url: sms.statusCallback,
        params,
        payload: new URLSearchParams(params).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      };
    },
    close: peer.close,
  };
}

export type TwilioPeer = Awaited<ReturnType<typeof startTwilioPeer>>;
