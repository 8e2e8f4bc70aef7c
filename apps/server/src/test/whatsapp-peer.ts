import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { WhatsappConfig } from '../config.js';
import { hubSignature } from '../modules/messages/provider-reports.js';
import { answerWith, startJsonPeer, type PeerAnswer } from './peer-http.js';

/** A message request as the Cloud API received it: its JSON body and the wamid it answered. */
export interface WhatsappRequest {
  wamid: string;
  body: {
    messaging_product: string;
    recipient_type: string;
    to: string;
    type: string;
    template: {
      name: string;
      language: { code: string };
      components?: { type: string; parameters: { type: string; text: string }[] }[];
    };
  };
}

const graphError = (code: number, message: string, type = 'OAuthException') => ({
  error: { message, type, code, fbtrace_id: randomBytes(8).toString('hex') },
});

/**
 * A real HTTP server on a random local port that speaks the WhatsApp Business Cloud API's messages endpoint: it
 * checks the bearer token and the phone number id, keeps each message and answers a `wamid.` id as Meta does. It
 * refuses the numbers it is told to (400, Graph error 131030), answers the next requests with 500 or 429 on cue, and
 * signs the status webhooks Meta would send for a message.
 */
export async function startWhatsappPeer() {
  const phoneNumberId = String(100_000_000_000_000 + Math.floor(Math.random() * 1e9));
  const token = randomBytes(24).toString('base64url');
  const appSecret = randomBytes(16).toString('hex');
  const verifyToken = randomBytes(8).toString('hex');
  const received: WhatsappRequest[] = [];
  const refusedNumbers = new Set<string>();
  const cues: number[] = [];

  function answer(req: IncomingMessage, raw: Buffer): PeerAnswer {
    if (req.headers.authorization !== `Bearer ${token}`) {
      return answerWith(401, graphError(190, 'Invalid OAuth access token.'));
    }
    if (req.method !== 'POST' || req.url !== `/v21.0/${phoneNumberId}/messages`) {
      return answerWith(400, graphError(100, 'Unsupported post request.', 'GraphMethodException'));
    }
    const cue = cues.shift();
    if (cue === 429) return answerWith(429, graphError(130429, 'Rate limit hit'));
    if (cue) return answerWith(cue, graphError(131000, 'Something went wrong'));
    const body = JSON.parse(raw.toString('utf8')) as WhatsappRequest['body'];
    if (refusedNumbers.has(body.to)) {
      return answerWith(400, graphError(131030, '(#131030) Recipient phone number not in allowed list'));
    }
    const wamid = `wamid.${randomBytes(24).toString('base64')}`;
    received.push({ wamid, body });
    return answerWith(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: wamid }],
    });
  }

  const peer = await startJsonPeer(answer);

  return {
    received,
    config: (): WhatsappConfig => ({ token, phoneNumberId, appSecret, verifyToken, apiUrl: `${peer.url}/v21.0` }),
    /** Meta refuses messages to this number (digits only, as the API takes it) from now on. */
    refuse: (digits: string) => refusedNumbers.add(digits),
    /** The next requests answer these statuses (500, 429...), one each, before the peer accepts again. */
    cue: (...statuses: number[]) => cues.push(...statuses),
    /** The status webhook Meta posts for a message, signed with the app secret (X-Hub-Signature-256). */
    statusWebhook(wamid: string, status: string, error?: { code: number; title: string }) {
      const sent = received.find((candidate) => candidate.wamid === wamid);
      if (!sent) throw new Error(`No WhatsApp message ${wamid} was received`);
      const report = {
        id: wamid,
        status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: sent.body.to,
        ...(error && { errors: [{ ...error, message: error.title, error_data: { details: error.title } }] }),
      };
      const metadata = { display_phone_number: '85230001234', phone_number_id: phoneNumberId };
      const value = { messaging_product: 'whatsapp', metadata, statuses: [report] };
      const payload = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [{ id: '102290129340398', changes: [{ value, field: 'messages' }] }],
      });
      return {
        payload,
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': hubSignature(appSecret, Buffer.from(payload)),
        },
      };
    },
    close: peer.close,
  };
}

export type WhatsappPeer = Awaited<ReturnType<typeof startWhatsappPeer>>;
