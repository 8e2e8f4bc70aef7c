import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { hostname } from 'node:os';
import type { MessageChannel } from '@srd/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../../config.js';
import type { LogLine } from '../../../test/harness.js';
import { startHttpPeer, type HttpPeer } from '../../../test/http-peer.js';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer.js';
import { startTwilioPeer, type TwilioPeer } from '../../../test/twilio-peer.js';
import { startWhatsappPeer, type WhatsappPeer } from '../../../test/whatsapp-peer.js';
import { SendRefused, type Channel, type OutgoingMessage } from '../channel.js';
import { emailChannel } from './email.js';
import { createChannels } from './index.js';
import { twilioSmsChannel } from './twilio-sms.js';
import { webhookChannel } from './webhook.js';
import { whatsappCloudChannel } from './whatsapp-cloud.js';

const PUBLIC_URL = 'http://srd.test';
const MAIL_FROM = 'Smart Recycling Dashboard <no-reply@srd.test>';

let smtp: SmtpPeer;
let twilio: TwilioPeer;
let whatsapp: WhatsappPeer;
let receiver: HttpPeer;
/** An address where nothing listens. */
let closedPort: number;

beforeAll(async () => {
  [smtp, twilio, whatsapp, receiver] = await Promise.all([
    startSmtpPeer({ refuse: (to) => (to.startsWith('gone') ? true : to.startsWith('busy') ? 450 : false) }),
    startTwilioPeer(),
    startWhatsappPeer(),
    startHttpPeer(),
  ]);
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
});
afterAll(() => Promise.all([smtp.close(), twilio.close(), whatsapp.close(), receiver.close()]));

function outgoing(channel: MessageChannel, values: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return {
    id: 1,
    channel,
    recipient: '',
    lang: 'en_US',
    subject: null,
    body: 'Kiosk K-001 is offline',
    payload: null,
    idempotencyKey: `${channel}:${randomUUID()}`,
    ...values,
  };
}

const signal = () => AbortSignal.timeout(10_000);

/** What a failed send threw, for a check of its kind. */
async function failureOf(channel: Channel, message: OutgoingMessage, abort = signal()): Promise<Error> {
  const error = await channel.send(message, abort).then(
    () => undefined,
    (thrown: unknown) => thrown as Error,
  );
  if (!error) throw new Error('The send succeeded');
  return error;
}

describe('e-mail over SMTP', () => {
  let channel: Channel;
  beforeAll(() => {
    channel = emailChannel(smtp.url, MAIL_FROM);
  });
  afterAll(() => channel.close?.());

  it('sends the text and its escaped HTML, under a Message-ID made from the idempotency key', async () => {
    const message = outgoing('email', {
      recipient: 'ops@example.com',
      subject: 'Kiosk offline',
      body: 'Kiosk <K-001> is offline\nsince 10:00',
      idempotencyKey: 'alarm.digest:7:2026-01-15T10:00',
    });
    const result = await channel.send(message, signal());
    const mail = smtp.lastMailTo('ops@example.com');
    expect(result).toEqual({ status: 'sent', providerId: '<alarm.digest%3A7%3A2026-01-15T10%3A00@srd.test>' });
    expect(mail.messageId).toBe(result.providerId);
    expect(mail.subject).toBe('Kiosk offline');
    expect(mail.text.replace(/\r\n/g, '\n').trim()).toBe('Kiosk <K-001> is offline\nsince 10:00');
    expect(mail.html).toContain('Kiosk &lt;K-001&gt; is offline<br>');
  });

  it('sends an attempt repeated after a lost answer under the same Message-ID', async () => {
    const message = outgoing('email', { recipient: 'repeat@example.com', subject: 'Again' });
    const first = await channel.send(message, signal());
    const second = await channel.send(message, signal());
    const ids = smtp.received.filter((mail) => mail.to.includes('repeat@example.com')).map((mail) => mail.messageId);
    expect(second.providerId).toBe(first.providerId);
    expect(ids).toEqual([first.providerId, first.providerId]);
  });

  it('takes a 5xx refusal as final, a 4xx one or an unreachable server as worth another attempt', async () => {
    const refused = await failureOf(channel, outgoing('email', { recipient: 'gone@example.com', subject: 'x' }));
    expect(refused).toBeInstanceOf(SendRefused);
    expect(refused.message).toMatch(/^550/);
    const later = await failureOf(channel, outgoing('email', { recipient: 'busy@example.com', subject: 'x' }));
    expect(later).not.toBeInstanceOf(SendRefused);
    const down = emailChannel(`smtp://127.0.0.1:${closedPort}`, MAIL_FROM);
    const unreachable = await failureOf(down, outgoing('email', { recipient: 'ops@example.com', subject: 'x' }));
    down.close?.();
    expect(unreachable).not.toBeInstanceOf(SendRefused);
  });
});

describe("SMS through Twilio's Messages API", () => {
  it('posts the SMS with its sender and status callback, and answers the SID and status Twilio gave', async () => {
    const channel = twilioSmsChannel(twilio.config('+85230001234'), PUBLIC_URL);
    const result = await channel.send(outgoing('sms', { recipient: '+85291234567', body: 'Code 1234' }), signal());
    expect(result.status).toBe('queued');
    expect(result.providerId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(twilio.received.find((sms) => sms.sid === result.providerId)).toEqual({
      sid: result.providerId,
      to: '+85291234567',
      body: 'Code 1234',
      from: '+85230001234',
      messagingServiceSid: undefined,
      statusCallback: 'http://srd.test/api/messages/twilio/status',
    });
  });

  it('sends through a Messaging Service when the sender is its SID', async () => {
    const service = `MG${'1'.repeat(32)}`;
    const channel = twilioSmsChannel(twilio.config(service), PUBLIC_URL);
    const result = await channel.send(outgoing('sms', { recipient: '+85291234568' }), signal());
    const sms = twilio.received.find((candidate) => candidate.sid === result.providerId);
    expect(sms).toMatchObject({ messagingServiceSid: service, from: undefined });
  });

  it("takes Twilio's refusal of a number as final, a 500, a 429 or no answer as worth another attempt", async () => {
    const channel = twilioSmsChannel(twilio.config(), PUBLIC_URL);
    twilio.refuse('+85200000000');
    const refused = await failureOf(channel, outgoing('sms', { recipient: '+85200000000' }));
    expect(refused).toBeInstanceOf(SendRefused);
    expect(refused.message).toContain('21211');
    for (const status of [500, 429]) {
      twilio.cue(status);
      const error = await failureOf(channel, outgoing('sms', { recipient: '+85291234567' }));
      expect(error, String(status)).not.toBeInstanceOf(SendRefused);
      expect(error.message).toContain(`HTTP ${status}`);
    }
    const down = twilioSmsChannel({ ...twilio.config(), apiUrl: `http://127.0.0.1:${closedPort}` }, PUBLIC_URL);
    const unreachable = await failureOf(down, outgoing('sms', { recipient: '+85291234567' }));
    expect(unreachable).not.toBeInstanceOf(SendRefused);
    expect(unreachable.message).toBe('Twilio unreachable: ECONNREFUSED');
  });
});

describe('WhatsApp through the Cloud API', () => {
  const template = { template: 'kiosk_offline', params: ['K-001', '10:00'] };

  it("posts the template in the message's language to the number's digits, and answers the wamid", async () => {
    const channel = whatsappCloudChannel(whatsapp.config());
    const message = outgoing('whatsapp', { recipient: '+852 9123 4567', lang: 'zh_HK', payload: template });
    const result = await channel.send(message, signal());
    expect(result).toEqual({ status: 'accepted', providerId: expect.stringMatching(/^wamid\./) });
    expect(whatsapp.received.find((sent) => sent.wamid === result.providerId)?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '85291234567',
      type: 'template',
      template: {
        name: 'kiosk_offline',
        language: { code: 'zh_HK' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'K-001' },
              { type: 'text', text: '10:00' },
            ],
          },
        ],
      },
    });
  });

  it('refuses a message without a template before calling Meta', async () => {
    const channel = whatsappCloudChannel(whatsapp.config());
    const before = whatsapp.received.length;
    const error = await failureOf(channel, outgoing('whatsapp', { recipient: '+85291234567' }));
    expect(error).toBeInstanceOf(SendRefused);
    expect(error.message).toContain('template');
    expect(whatsapp.received).toHaveLength(before);
  });

  it("takes Meta's refusal of a number as final, a 500, a 429 or no answer as worth another attempt", async () => {
    const channel = whatsappCloudChannel(whatsapp.config());
    whatsapp.refuse('85200000000');
    const refused = await failureOf(channel, outgoing('whatsapp', { recipient: '+85200000000', payload: template }));
    expect(refused).toBeInstanceOf(SendRefused);
    expect(refused.message).toContain('131030');
    for (const status of [500, 429]) {
      whatsapp.cue(status);
      const error = await failureOf(channel, outgoing('whatsapp', { recipient: '+85291234567', payload: template }));
      expect(error, String(status)).not.toBeInstanceOf(SendRefused);
    }
    const down = whatsappCloudChannel({ ...whatsapp.config(), apiUrl: `http://127.0.0.1:${closedPort}/v21.0` });
    const unreachable = await failureOf(down, outgoing('whatsapp', { recipient: '+85291234567', payload: template }));
    expect(unreachable).not.toBeInstanceOf(SendRefused);
  });
});

describe('webhooks over HTTP', () => {
  const key = 'epd-signing-key';
  // The receiver is on this machine: a trusted target, as an operator's own address (the EPD's) is.
  const channel = webhookChannel(async (message) => ({
    signingKey: message.payload?.signed ? key : null,
    internalAllowed: true,
  }));
  const tenantTarget = webhookChannel(async () => ({ signingKey: key, internalAllowed: false }));

  it('posts the body with its event, key, timestamp and signature, and keeps the answer', async () => {
    const body = JSON.stringify({ kioskId: 'K-001', weightKg: 12.5 });
    const message = outgoing('webhook', { recipient: receiver.url, subject: 'recycle.recorded', body });
    const result = await channel.send({ ...message, payload: { signed: true } }, signal());
    expect(result).toEqual({ status: 'delivered', providerId: null, response: '200 {"received":1}' });
    const [request] = receiver.requests.filter((seen) => seen.headers['idempotency-key'] === message.idempotencyKey);
    const timestamp = request!.headers['x-srd-timestamp'] as string;
    expect(request!.body).toBe(body);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['x-srd-event']).toBe('recycle.recorded');
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const expected = createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex');
    expect(request!.headers['x-srd-signature']).toBe(`sha256=${expected}`);
  });

  it('sends no signature when the message has no key', async () => {
    const message = outgoing('webhook', { recipient: receiver.url, body: '{}' });
    await channel.send(message, signal());
    const request = receiver.requests.find((seen) => seen.headers['idempotency-key'] === message.idempotencyKey);
    expect(request!.headers['x-srd-signature']).toBeUndefined();
  });

  it('sends a repeated attempt under the same key, which the receiver answers as the first', async () => {
    const message = outgoing('webhook', { recipient: receiver.url, body: '{"n":1}' });
    const [processed, duplicates] = [receiver.processed(), receiver.duplicates()];
    const first = await channel.send(message, signal());
    const second = await channel.send(message, signal());
    expect(second).toEqual(first);
    expect(receiver.processed()).toBe(processed + 1);
    expect(receiver.duplicates()).toBe(duplicates + 1);
  });

  it('takes a 4xx as final, but not a 408, 409, 425, 429, 5xx, redirect or timeout', async () => {
    const message = () => outgoing('webhook', { recipient: receiver.url, body: '{}' });
    receiver.cue(400);
    const refused = await failureOf(channel, message());
    expect(refused).toBeInstanceOf(SendRefused);
    expect((refused as SendRefused).response).toBe('400 {"error":"answered 400 on cue"}');
    for (const status of [408, 409, 425, 429, 500, 503, 301]) {
      receiver.cue(status);
      expect(await failureOf(channel, message()), String(status)).not.toBeInstanceOf(SendRefused);
    }
    receiver.delay(1_000);
    try {
      const timedOut = await failureOf(channel, message(), AbortSignal.timeout(50));
      expect(timedOut).not.toBeInstanceOf(SendRefused);
      expect(timedOut.message).toMatch(/unreachable/);
    } finally {
      receiver.delay(0);
    }
  });

  it('refuses an address that is not http or https', async () => {
    for (const recipient of ['not a url', 'ftp://example.com/hook', 'file:///etc/passwd']) {
      expect(await failureOf(channel, outgoing('webhook', { recipient })), recipient).toBeInstanceOf(SendRefused);
    }
  });

  it("keeps a tenant's webhook off the server's own network, however its address is written", async () => {
    const before = receiver.requests.length;
    const port = new URL(receiver.url).port;
    for (const host of ['127.0.0.1', '[::1]', '[::ffff:127.0.0.1]', 'localhost', '169.254.169.254', '10.1.2.3']) {
      const recipient = `http://${host}:${port}/hook`;
      const refused = await failureOf(tenantTarget, outgoing('webhook', { recipient }));
      expect(refused, host).toBeInstanceOf(SendRefused);
      expect(refused.message, host).toContain("server's own network");
    }
    // A name that is not internal as written, but resolves to this machine: refused when connecting.
    const refused = await failureOf(
      tenantTarget,
      outgoing('webhook', { recipient: `http://${hostname()}:${port}/hook` }),
    );
    expect(refused).toBeInstanceOf(SendRefused);
    expect(refused.message).toContain("server's own network");
    expect(receiver.requests.length).toBe(before);
  });

  it('sustains 500 requests a second to a local receiver, none lost or repeated', { timeout: 30_000 }, async () => {
    const count = 2_000;
    const batch = (size: number) =>
      Array.from({ length: size }, (_, n) => outgoing('webhook', { recipient: receiver.url, body: `{"n":${n}}` }));
    // As the outbox sends: a few dozen requests in flight at a time.
    const sendAll = async (messages: OutgoingMessage[]) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: 32 }, async () => {
          while (next < messages.length) await channel.send(messages[next++]!, signal());
        }),
      );
    };
    // Warmed up first, as a running server is: connections open, code compiled.
    await sendAll(batch(500));
    const duplicates = receiver.duplicates();
    const messages = batch(count);
    const keys = new Set(messages.map((message) => message.idempotencyKey));
    const started = performance.now();
    await sendAll(messages);
    const perSecond = count / ((performance.now() - started) / 1000);
    console.info(`webhook channel: ${Math.round(perSecond)} requests/s`);
    expect(perSecond).toBeGreaterThanOrEqual(500);
    const received = receiver.requests.filter((request) => keys.has(request.headers['idempotency-key'] as string));
    expect(new Set(received.map((request) => request.headers['idempotency-key'])).size).toBe(count);
    expect(received).toHaveLength(count);
    expect(receiver.duplicates()).toBe(duplicates);
  });
});

describe('the channels as configured', () => {
  const noTargets = () => Promise.reject(new SendRefused('no webhooks here'));
  const configWith = (values: Partial<Config>): Config => ({
    ...loadConfig({ PUBLIC_URL, MAIL_FROM }),
    ...values,
  });

  it('sends through each configured provider, naming its host', () => {
    const channels = createChannels(
      configWith({ smtpUrl: smtp.url, twilio: twilio.config(), whatsapp: whatsapp.config() }),
      Fastify().log,
      noTargets,
    );
    try {
      const host = (url: string) => new URL(url).host;
      expect(Object.values(channels).map((channel) => channel.state)).toEqual([
        { channel: 'email', provider: 'smtp', target: host(smtp.url) },
        { channel: 'sms', provider: 'twilio', target: host(twilio.url) },
        { channel: 'whatsapp', provider: 'whatsappCloud', target: host(whatsapp.config().apiUrl) },
        { channel: 'webhook', provider: 'http', target: "each message's URL" },
      ]);
    } finally {
      channels.email.close?.();
    }
  });

  it('writes e-mails, SMS and WhatsApp messages to the log when their provider is not configured', async () => {
    const logs: LogLine[] = [];
    const log = Fastify({
      logger: { stream: { write: (line: string) => logs.push(JSON.parse(line) as LogLine) } },
    }).log;
    const channels = createChannels(configWith({}), log, noTargets);
    const sent = {
      email: outgoing('email', { recipient: 'ops@example.com', subject: 'Kiosk offline' }),
      sms: outgoing('sms', { recipient: '+85291234567' }),
      whatsapp: outgoing('whatsapp', { recipient: '+85291234567', payload: { template: 'kiosk_offline' } }),
    };
    const before = { mails: smtp.received.length, sms: twilio.received.length, whatsapp: whatsapp.received.length };
    for (const [name, message] of Object.entries(sent)) {
      const channel = channels[name as MessageChannel];
      expect(channel.state).toEqual({ channel: name, provider: 'log', target: 'log' });
      expect(await channel.send(message, signal())).toEqual({ status: 'sent', providerId: null });
    }
    expect(logs.map((line) => line.msg)).toEqual([
      'email logged, not sent: SMTP_URL is not set',
      'sms logged, not sent: TWILIO_ACCOUNT_SID is not set',
      'whatsapp logged, not sent: WHATSAPP_TOKEN is not set',
    ]);
    expect(logs[0]!.message).toMatchObject({
      recipient: 'ops@example.com',
      subject: 'Kiosk offline',
      body: sent.email.body,
    });
    expect(logs[2]!.message).toMatchObject({ payload: { template: 'kiosk_offline' } });
    const after = { mails: smtp.received.length, sms: twilio.received.length, whatsapp: whatsapp.received.length };
    expect(after).toEqual(before);
  });
});
