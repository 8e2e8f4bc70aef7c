import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hubSignature,
  twilioReport,
  twilioSignature,
  verifyTwilioSignature,
  verifyWhatsappSignature,
  whatsappChallengeAccepted,
  whatsappStatuses,
  type WhatsappWebhook,
} from './provider-reports.js';

/**
 * Twilio's own example of a signed request (TwilioDevEd/api-snippets, security/signature_validation, the snippets of
 * Twilio's "Webhooks security" page): auth token 12345, this URL and these parameters sign as this header.
 */
const TWILIO_EXAMPLE = {
  authToken: '12345',
  url: 'https://mycompany.com/myapp.php?foo=1&bar=2',
  params: {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+14158675310',
    Digits: '1234',
    From: '+14158675310',
    To: '+18005551212',
  },
  signature: 'GvWf1cFY/Q7PnoempGyD5oXAezc=',
};

describe("Twilio's request signature", () => {
  it("signs Twilio's documented example as Twilio does", () => {
    const { authToken, url, params, signature } = TWILIO_EXAMPLE;
    expect(twilioSignature(authToken, url, params)).toBe(signature);
    expect(verifyTwilioSignature(authToken, url, params, signature)).toBe(true);
  });

  it('does not depend on the order the parameters were posted in', () => {
    const { authToken, url, params, signature } = TWILIO_EXAMPLE;
    const reversed = Object.fromEntries(Object.entries(params).reverse());
    expect(verifyTwilioSignature(authToken, url, reversed, signature)).toBe(true);
  });

  it('refuses a changed parameter, an added one, another address or token, and a missing header', () => {
    const { authToken, url, params, signature } = TWILIO_EXAMPLE;
    expect(verifyTwilioSignature(authToken, url, { ...params, Digits: '1235' }, signature)).toBe(false);
    expect(verifyTwilioSignature(authToken, url, { ...params, Extra: 'x' }, signature)).toBe(false);
    expect(verifyTwilioSignature(authToken, 'https://mycompany.com/myapp.php', params, signature)).toBe(false);
    expect(verifyTwilioSignature('54321', url, params, signature)).toBe(false);
    expect(verifyTwilioSignature(authToken, url, params, undefined)).toBe(false);
    expect(verifyTwilioSignature(authToken, url, params, '')).toBe(false);
  });
});

describe("Twilio's status callback", () => {
  const callback = (MessageStatus: string, error?: { ErrorCode: string; ErrorMessage?: string }) =>
    twilioReport({ MessageSid: 'SM1', MessageStatus, ...error });

  it("maps every status Twilio reports onto the SPEC's", () => {
    const mapped = Object.fromEntries(
      [
        'accepted',
        'scheduled',
        'queued',
        'sending',
        'sent',
        'delivered',
        'read',
        'undelivered',
        'failed',
        'canceled',
      ].map((status) => [status, callback(status)?.status]),
    );
    expect(mapped).toEqual({
      accepted: 'accepted',
      scheduled: 'queued',
      queued: 'queued',
      sending: 'sending',
      sent: 'sent',
      delivered: 'delivered',
      read: 'delivered',
      undelivered: 'undelivered',
      failed: 'failed',
      canceled: 'failed',
    });
  });

  it('keeps the error code and message of a failure, and ignores a status it does not know', () => {
    expect(callback('undelivered', { ErrorCode: '30003', ErrorMessage: 'Unreachable handset' })).toEqual({
      providerId: 'SM1',
      status: 'undelivered',
      detail: '30003 Unreachable handset',
    });
    expect(callback('delivered')?.detail).toBeNull();
    expect(callback('partially_delivered')).toBeUndefined();
    expect(callback('constructor')).toBeUndefined();
  });
});

describe("WhatsApp's webhook", () => {
  it('checks X-Hub-Signature-256 against the raw bytes, as an independent HMAC-SHA256 computes it', () => {
    const raw = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');
    const expected = `sha256=${createHmac('sha256', 'app-secret').update(raw).digest('hex')}`;
    expect(hubSignature('app-secret', raw)).toBe(expected);
    expect(verifyWhatsappSignature('app-secret', raw, expected)).toBe(true);
    expect(verifyWhatsappSignature('app-secret', Buffer.from(`${raw.toString()} `), expected)).toBe(false);
    expect(verifyWhatsappSignature('other-secret', raw, expected)).toBe(false);
    expect(verifyWhatsappSignature('app-secret', raw, expected.replace('sha256=', ''))).toBe(false);
    expect(verifyWhatsappSignature('app-secret', raw, undefined)).toBe(false);
  });

  it("accepts Meta's address check only with mode subscribe and the verify token", () => {
    expect(whatsappChallengeAccepted('token', 'subscribe', 'token')).toBe(true);
    expect(whatsappChallengeAccepted('token', 'subscribe', 'tokens')).toBe(false);
    expect(whatsappChallengeAccepted('token', 'unsubscribe', 'token')).toBe(false);
  });

  it('reads each status of each change, read counting as delivered, with the first error of a failure', () => {
    const body: WhatsappWebhook = {
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              value: {
                statuses: [
                  { id: 'wamid.A', status: 'sent' },
                  { id: 'wamid.A', status: 'read' },
                ],
              },
            },
            // An incoming message: no statuses.
            { value: {} },
          ],
        },
        {
          changes: [
            {
              value: {
                statuses: [
                  { id: 'wamid.B', status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] },
                  { id: 'wamid.C', status: 'played' },
                  { id: 'wamid.D', status: 'delivered' },
                ],
              },
            },
          ],
        },
      ],
    };
    expect(whatsappStatuses(body)).toEqual([
      { providerId: 'wamid.A', status: 'sent', detail: null },
      { providerId: 'wamid.A', status: 'delivered', detail: null },
      { providerId: 'wamid.B', status: 'failed', detail: 'Message undeliverable (131026)' },
      { providerId: 'wamid.D', status: 'delivered', detail: null },
    ]);
  });
});
