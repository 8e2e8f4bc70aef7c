import { createHmac } from 'node:crypto';
import { SendRefused, type Channel, type OutgoingMessage } from '../channel.js';
import { ProviderConnections, refusal } from './provider-http.js';

/**
 * Answers of a receiving system that mean "not now": a timeout, a request with the same key still in progress (409, as
 * Stripe answers it), too early, too many requests.
 */
const WEBHOOK_RETRYABLE = new Set([408, 409, 425, 429]);

/** How much of the receiving system's answer the history keeps. */
const RESPONSE_KEPT = 500;

/** Finds the key a message's request is signed with; none: it goes unsigned. */
export type SigningKeyOf = (message: OutgoingMessage) => string | null | undefined;

/**
 * A message as a JSON request to another system (the EPD's endpoint, a tenant's own): its body posted to the
 * message's URL with the idempotency key the receiver deduplicates by, and, where a key is known, an HMAC-SHA256
 * signature over the timestamp and the body, so the receiver can tell the request is ours and fresh.
 */
export function webhookChannel(signingKeyOf?: SigningKeyOf): Channel {
  const connections = new ProviderConnections();
  return {
    state: { channel: 'webhook', provider: 'http', target: "each message's URL" },
    async send(message, signal) {
      const protocol = URL.canParse(message.recipient) ? new URL(message.recipient).protocol : '';
      if (protocol !== 'http:' && protocol !== 'https:') {
        throw new SendRefused(`A webhook goes to an http or https address, not "${message.recipient}"`);
      }
      const timestamp = String(Math.floor(Date.now() / 1000));
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'idempotency-key': message.idempotencyKey,
        'x-srd-timestamp': timestamp,
      };
      if (message.subject) headers['x-srd-event'] = message.subject;
      const key = signingKeyOf?.(message);
      if (key) {
        const signature = createHmac('sha256', key).update(`${timestamp}.${message.body}`).digest('hex');
        headers['x-srd-signature'] = `sha256=${signature}`;
      }
      // A redirect is not followed (the POST would go elsewhere as a GET): the history shows the 3xx instead.
      const init = { method: 'POST', headers, body: message.body } as const;
      const answer = await connections.request('The receiving system', message.recipient, init, signal);
      const response = `${answer.status} ${answer.text.slice(0, RESPONSE_KEPT)}`;
      if (!answer.ok)
        throw refusal(answer.status, `The receiving system answered ${response}`, WEBHOOK_RETRYABLE, response);
      return { status: 'delivered', providerId: null, response };
    },
    close: () => connections.close(),
  };
}
