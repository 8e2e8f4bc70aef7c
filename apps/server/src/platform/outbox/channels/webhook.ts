import { createHmac } from 'node:crypto';
import { SendRefused, type Channel, type OutgoingMessage } from '../channel.js';
import { hostLooksInternal, publicOnlyLookup } from './internal-address.js';
import { ProviderConnections, refusal } from './provider-http.js';

/**
 * Answers of a receiving system that mean "not now": a timeout, a request with the same key still in progress (409, as
 * Stripe answers it), too early, too many requests.
 */
const WEBHOOK_RETRYABLE = new Set([408, 409, 425, 429]);

/** How much of the receiving system's answer the history keeps. */
const RESPONSE_KEPT = 500;

/** Who a webhook message is for, as the channel needs it at sending time. */
export interface WebhookTarget {
  /** Signs the request; null: it goes unsigned. */
  signingKey: string | null;
  /** The address was set by the operator (the EPD's) or is a trusted host: it may be on the internal network. */
  internalAllowed: boolean;
}

/**
 * Finds a message's target (its subscription's current secret); throws SendRefused when there is none any more (the
 * subscription was deleted or disabled).
 */
export type WebhookTargetOf = (message: OutgoingMessage) => Promise<WebhookTarget>;

/**
 * A message as a JSON request to another system (the EPD's endpoint, a tenant's own): its body posted to the
 * message's URL with the idempotency key the receiver deduplicates by, and, where a key is known, an HMAC-SHA256
 * signature over the timestamp and the body, so the receiver can tell the request is ours and fresh. A request a
 * tenant addressed never reaches the server's own network, whatever its name resolves to.
 */
export function webhookChannel(targetOf: WebhookTargetOf): Channel {
  const trusted = new ProviderConnections();
  const publicOnly = new ProviderConnections({ connect: { lookup: publicOnlyLookup } });
  return {
    state: { channel: 'webhook', provider: 'http', target: "each message's URL" },
    async send(message, signal) {
      const url = URL.canParse(message.recipient) ? new URL(message.recipient) : null;
      if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
        throw new SendRefused(`A webhook goes to an http or https address, not "${message.recipient}"`);
      }
      const target = await targetOf(message);
      if (!target.internalAllowed && hostLooksInternal(url.hostname)) {
        throw new SendRefused(`${url.hostname} is on the server's own network`);
      }
      const timestamp = String(Math.floor(Date.now() / 1000));
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'idempotency-key': message.idempotencyKey,
        'x-srd-timestamp': timestamp,
      };
      if (message.subject) headers['x-srd-event'] = message.subject;
      if (target.signingKey) {
        const signature = createHmac('sha256', target.signingKey).update(`${timestamp}.${message.body}`).digest('hex');
        headers['x-srd-signature'] = `sha256=${signature}`;
      }
      // A redirect is not followed (the POST would go elsewhere as a GET): the history shows the 3xx instead.
      const init = { method: 'POST', headers, body: message.body } as const;
      const connections = target.internalAllowed ? trusted : publicOnly;
      const answer = await connections.request('The receiving system', message.recipient, init, signal);
      const response = `${answer.status} ${answer.text.slice(0, RESPONSE_KEPT)}`;
      if (!answer.ok)
        throw refusal(answer.status, `The receiving system answered ${response}`, WEBHOOK_RETRYABLE, response);
      return { status: 'delivered', providerId: null, response };
    },
    close: () => {
      trusted.close();
      publicOnly.close();
    },
  };
}
