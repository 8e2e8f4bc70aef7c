import type { MessageChannel, MessageProvider } from '@srd/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel } from '../../platform/outbox/channel.js';
import { twilioSmsChannel } from '../../platform/outbox/channels/twilio-sms.js';
import { whatsappCloudChannel } from '../../platform/outbox/channels/whatsapp-cloud.js';
import { enqueueMessages } from '../../platform/outbox/outbox.js';
import { message, messageEvent } from '../../platform/outbox/tables.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { startTwilioPeer, type TwilioPeer } from '../../test/twilio-peer.js';
import { startWhatsappPeer, type WhatsappPeer } from '../../test/whatsapp-peer.js';
import { hubSignature, twilioSignature } from './provider-reports.js';

const TWILIO_STATUS = '/api/messages/twilio/status';
const WHATSAPP_WEBHOOK = '/api/messages/whatsapp/webhook';

let t: TestApp;
let twilio: TwilioPeer;
let whatsapp: WhatsappPeer;
let sms: Channel;
let whatsappChannel: Channel;

beforeAll(async () => {
  [twilio, whatsapp] = await Promise.all([startTwilioPeer(), startWhatsappPeer()]);
  t = await createTestApp({ config: { twilio: twilio.config(), whatsapp: whatsapp.config() } });
  sms = twilioSmsChannel(twilio.config(), t.deps.config.publicUrl);
  whatsappChannel = whatsappCloudChannel(whatsapp.config());
});
afterAll(async () => {
  sms.close?.();
  whatsappChannel.close?.();
  await Promise.all([t.close(), twilio.close(), whatsapp.close()]);
});

/** Sends a message through the provider's peer and writes it to the outbox as the sender would: sent, with its id. */
async function sentMessage(channel: MessageChannel, provider: MessageProvider) {
  const outgoing = {
    id: 0,
    channel,
    recipient: '+85291234567',
    lang: 'en_US' as const,
    subject: null,
    body: 'Kiosk K-001 is offline',
    payload: { template: 'kiosk_offline', params: ['K-001'] },
    idempotencyKey: `test:${Math.random()}`,
  };
  const { providerId, status } = await (channel === 'sms' ? sms : whatsappChannel).send(
    outgoing,
    AbortSignal.timeout(10_000),
  );
  const [id] = await enqueueMessages(t.db, () => provider, [{ ...outgoing, event: 'test', tid: null }]);
  await t.db.update(message).set({ providerId, status }).where(eq(message.id, id!));
  return { id: id!, providerId: providerId! };
}

async function stateOf(id: number) {
  const [row] = await t.db.select().from(message).where(eq(message.id, id));
  const events = await t.db
    .select({ status: messageEvent.status, source: messageEvent.source, detail: messageEvent.detail })
    .from(messageEvent)
    .where(eq(messageEvent.messageId, id))
    .orderBy(asc(messageEvent.id));
  return { status: row!.status, error: row!.error, events };
}

function post(url: string, payload: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}

describe("Twilio's status callbacks", () => {
  const report = (
    callback: ReturnType<TwilioPeer['statusCallback']>,
    headers: Record<string, string> = callback.headers,
  ) => post(new URL(callback.url).pathname, callback.payload, headers);

  it('moves the SMS its signed callback names to delivered, and adds the report to its timeline', async () => {
    const { id, providerId } = await sentMessage('sms', 'twilio');
    const callback = twilio.statusCallback(providerId, 'delivered');
    expect(callback.url).toBe(`http://srd.test${TWILIO_STATUS}`);
    const answer = await report(callback);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ code: 200 });
    expect(await stateOf(id)).toMatchObject({
      status: 'delivered',
      events: [
        { status: 'requested', source: 'outbox' },
        { status: 'delivered', source: 'provider', detail: null },
      ],
    });
  });

  it('refuses a forged or unsigned callback with 403 and changes nothing', async () => {
    const { id, providerId } = await sentMessage('sms', 'twilio');
    const before = await stateOf(id);
    const genuine = twilio.statusCallback(providerId, 'failed');
    const forged = { ...genuine, payload: genuine.payload.replace('MessageStatus=failed', 'MessageStatus=delivered') };
    const { 'x-twilio-signature': _, ...unsigned } = genuine.headers;
    const otherToken = twilioSignature('another-token', genuine.url, genuine.params);
    for (const [what, answer] of [
      ['forged', await report(forged)],
      ['unsigned', await report(genuine, unsigned)],
      ['signed with another token', await report(genuine, { ...genuine.headers, 'x-twilio-signature': otherToken })],
    ] as const) {
      expect(answer.statusCode, what).toBe(403);
      expect(answer.json(), what).toMatchObject({ code: 403, message: 'Forbidden' });
    }
    expect(await stateOf(id)).toEqual(before);
  });

  it('never moves a delivered SMS back, but keeps a late report in its timeline', async () => {
    const { id, providerId } = await sentMessage('sms', 'twilio');
    await report(twilio.statusCallback(providerId, 'delivered'));
    expect((await report(twilio.statusCallback(providerId, 'sent'))).statusCode).toBe(200);
    const state = await stateOf(id);
    expect(state.status).toBe('delivered');
    expect(state.events.filter((event) => event.source === 'provider').map((event) => event.status)).toEqual([
      'delivered',
      'sent',
    ]);
  });

  it("keeps Twilio's error code of an undelivered SMS, posted with a charset", async () => {
    const { id, providerId } = await sentMessage('sms', 'twilio');
    const callback = twilio.statusCallback(providerId, 'undelivered', { code: '30003' });
    const headers = { ...callback.headers, 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' };
    expect((await report(callback, headers)).statusCode).toBe(200);
    expect(await stateOf(id)).toMatchObject({ status: 'undelivered', error: '30003' });
  });

  it('reads form-encoded callbacks only', async () => {
    const answer = await post(TWILIO_STATUS, '{"MessageSid":"SM1"}', { 'content-type': 'application/json' });
    expect(answer.statusCode).toBe(415);
  });
});

describe("WhatsApp's webhook", () => {
  const verification = (query: string) => t.app.inject({ method: 'GET', url: `${WHATSAPP_WEBHOOK}?${query}` });

  it("answers Meta's address check with the challenge, as text, only for the verify token", async () => {
    const token = whatsapp.config().verifyToken;
    const good = await verification(`hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`);
    expect(good.statusCode).toBe(200);
    expect(good.headers['content-type']).toMatch(/^text\/plain/);
    expect(good.body).toBe('1158201444');
    const wrong = await verification(`hub.mode=subscribe&hub.verify_token=${token}x&hub.challenge=1158201444`);
    expect(wrong.statusCode).toBe(403);
    const unsubscribe = await verification(`hub.mode=unsubscribe&hub.verify_token=${token}&hub.challenge=1`);
    expect(unsubscribe.statusCode).toBe(403);
    expect((await verification('hub.mode=subscribe')).statusCode).toBe(400);
  });

  it('records each signed status: read as delivered, a failure with its error', async () => {
    const read = await sentMessage('whatsapp', 'whatsappCloud');
    const webhook = whatsapp.statusWebhook(read.providerId, 'read');
    expect((await post(WHATSAPP_WEBHOOK, webhook.payload, webhook.headers)).statusCode).toBe(200);
    expect(await stateOf(read.id)).toMatchObject({ status: 'delivered' });

    const failed = await sentMessage('whatsapp', 'whatsappCloud');
    const error = { code: 131026, title: 'Message undeliverable' };
    const report = whatsapp.statusWebhook(failed.providerId, 'failed', error);
    expect((await post(WHATSAPP_WEBHOOK, report.payload, report.headers)).statusCode).toBe(200);
    expect(await stateOf(failed.id)).toMatchObject({ status: 'failed', error: 'Message undeliverable (131026)' });
  });

  it('refuses a forged or unsigned webhook with 403 and changes nothing', async () => {
    const { id, providerId } = await sentMessage('whatsapp', 'whatsappCloud');
    const before = await stateOf(id);
    const genuine = whatsapp.statusWebhook(providerId, 'failed');
    const forged = genuine.payload.replace('"failed"', '"delivered"');
    const { 'x-hub-signature-256': _, ...unsigned } = genuine.headers;
    for (const answer of [
      await post(WHATSAPP_WEBHOOK, forged, genuine.headers),
      await post(WHATSAPP_WEBHOOK, genuine.payload, unsigned),
      await post(WHATSAPP_WEBHOOK, ` ${genuine.payload}`, genuine.headers),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 403 });
    }
    expect(await stateOf(id)).toEqual(before);
  });

  it("refuses a signed body that is not Meta's JSON with 400, and accepts events without statuses", async () => {
    const { appSecret } = whatsapp.config();
    const signed = (payload: string) => ({
      'content-type': 'application/json',
      'x-hub-signature-256': hubSignature(appSecret, Buffer.from(payload)),
    });
    for (const payload of ['{"object":', '{"object":"whatsapp_business_account","entry":"x"}', 'null']) {
      expect((await post(WHATSAPP_WEBHOOK, payload, signed(payload))).statusCode, payload).toBe(400);
    }
    const incoming = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: '1', changes: [{ field: 'messages', value: { messages: [{ id: 'wamid.IN', type: 'text' }] } }] }],
    });
    expect((await post(WHATSAPP_WEBHOOK, incoming, signed(incoming))).statusCode).toBe(200);
  });
});

describe('without provider settings', () => {
  it('has no report addresses: they answer 404 before reading anything', async () => {
    const bare = await createTestApp();
    try {
      const form = { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'x' };
      const json = { 'content-type': 'application/json', 'x-hub-signature-256': 'sha256=00' };
      const answers = [
        await bare.app.inject({ method: 'POST', url: TWILIO_STATUS, payload: 'MessageSid=SM1', headers: form }),
        await bare.app.inject({ method: 'GET', url: `${WHATSAPP_WEBHOOK}?hub.mode=subscribe` }),
        await bare.app.inject({ method: 'POST', url: WHATSAPP_WEBHOOK, payload: '{}', headers: json }),
      ];
      expect(answers.map((answer) => [answer.statusCode, answer.json().code])).toEqual([
        [404, 404],
        [404, 404],
        [404, 404],
      ]);
    } finally {
      await bare.close();
    }
  });
});
