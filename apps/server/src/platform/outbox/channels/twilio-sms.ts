import type { TwilioConfig } from '../../../config.js';
import type { Channel, SendResult } from '../channel.js';
import { API_RETRYABLE, ProviderConnections, refusal } from './provider-http.js';

/** Where Twilio posts each SMS's delivery reports (modules/messages/provider-routes.ts answers it). */
export const TWILIO_STATUS_PATH = '/api/messages/twilio/status';

/** The statuses a newly created Message can have that the outbox records as they are; `scheduled` waits queued. */
const SEND_STATUSES = new Set<string>(['accepted', 'queued', 'sending', 'sent'] satisfies SendResult['status'][]);

interface TwilioAnswer {
  sid?: string;
  status?: string;
  code?: number;
  message?: string;
}

/**
 * SMS through Twilio's Messages API, with a status callback to this server for each message. Twilio takes no
 * idempotency key: an attempt whose answer was lost may send the SMS twice.
 */
export function twilioSmsChannel(twilio: TwilioConfig, publicUrl: string): Channel {
  const endpoint = `${twilio.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`;
  // A Messaging Service SID (MG...) lets Twilio pick the sender from the service's numbers.
  const sender = twilio.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  const headers = { authorization, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' };
  const connections = new ProviderConnections();
  return {
    state: { channel: 'sms', provider: 'twilio', target: new URL(twilio.apiUrl).host },
    async send(message, signal) {
      const form = new URLSearchParams({
        To: message.recipient,
        Body: message.body,
        [sender]: twilio.from,
        StatusCallback: `${publicUrl}${TWILIO_STATUS_PATH}`,
      });
      const answer = await connections.request(
        'Twilio',
        endpoint,
        { method: 'POST', headers, body: form.toString() },
        signal,
      );
      const json = (answer.json ?? {}) as TwilioAnswer;
      if (!answer.ok) {
        const detail = json.code ? `${json.code} ${json.message ?? ''}`.trim() : answer.text.slice(0, 200);
        throw refusal(answer.status, `Twilio refused the SMS (HTTP ${answer.status}): ${detail}`, API_RETRYABLE);
      }
      if (!json.sid) throw new Error(`Twilio answered without a message SID: ${answer.text.slice(0, 200)}`);
      const status = json.status && SEND_STATUSES.has(json.status) ? (json.status as SendResult['status']) : 'queued';
      return { status, providerId: json.sid };
    },
    close: () => connections.close(),
  };
}
