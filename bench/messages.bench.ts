import { eq } from 'drizzle-orm';
import { notifyAlerts } from '../apps/server/src/modules/alert-setting/notifier.js';
import { alertSetting } from '../apps/server/src/modules/alert-setting/tables.js';
import { kiosk } from '../apps/server/src/modules/kiosk/tables.js';
import { raiseAlarms } from '../apps/server/src/modules/kiosk-ops/lifecycle.js';
import { enqueueMessages } from '../apps/server/src/platform/outbox/outbox.js';
import { message } from '../apps/server/src/platform/outbox/tables.js';
import { createTestApp } from '../apps/server/src/test/harness.js';
import { startHttpPeer } from '../apps/server/src/test/http-peer.js';
import { seedKiosks } from '../apps/server/src/test/kiosks.js';
import { seedOrganisation } from '../apps/server/src/test/organisation.js';
import { startSmtpPeer } from '../apps/server/src/test/smtp-peer.js';
import { startTwilioPeer } from '../apps/server/src/test/twilio-peer.js';

const STORM_KIOSKS = 1000;
const EMAIL_RECEIVERS = ['duty@bench.example', 'manager@bench.example'];
const SMS_RECEIVERS = ['+85291234567', '+85298765432'];
const OUTBOX_MESSAGES = 5000;

async function until(condition: () => boolean | Promise<boolean>, seconds: number, what: string): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Not within ${seconds} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const secondsSince = (started: number) => Number(((performance.now() - started) / 1000).toFixed(2));

/**
 * An alarm storm: 1,000 kiosks go offline in one sweep, with two alert settings (e-mail to two receivers, SMS to two),
 * the jobs running as in production: the time from the sweep's commit to the last digest received by the local SMTP
 * and Twilio peers. Then the outbox's throughput: 5,000 webhooks committed at once, sent to a local HTTP peer by the
 * outbox job; messages per second, and none lost or repeated. Last, the alert job's pass over 1,000 kiosks whose own
 * alert fields are on, with nothing new to tell: the time each minute costs a fleet that watches itself.
 */
export async function run() {
  const smtp = await startSmtpPeer();
  const twilio = await startTwilioPeer();
  const hooks = await startHttpPeer();
  // The HTTP peer stands for the EPD's endpoint.
  const server = await createTestApp({
    config: { jobs: true, smtpUrl: smtp.url, twilio: twilio.config(), epd: { url: hooks.url, key: 'bench-key' } },
  });
  try {
    await seedOrganisation(server.db, { tenants: [1] });
    const kiosks = await seedKiosks(server.db, STORM_KIOSKS, { tid: 1, prefix: 'BENCH-' });
    const common = { tid: 1, target: 'tenant' as const, lang: 'zh_HK' as const, intervalMinutes: 10 };
    await server.db.insert(alertSetting).values([
      { ...common, name: 'Duty', method: 'EMAIL', trigger: 'interval', receiverAddresses: EMAIL_RECEIVERS },
      { ...common, name: 'Field', method: 'SMS', trigger: 'interval', receiverAddresses: SMS_RECEIVERS },
    ]);
    // Settings watch alarms raised after they were made.
    await new Promise((resolve) => setTimeout(resolve, 50));

    const stormStarted = performance.now();
    await server.db.transaction((tx) =>
      raiseAlarms(
        tx,
        kiosks.map((kiosk) => ({ kioskId: kiosk.id, tid: 1, typeCode: 'OFFLINE', at: new Date() })),
      ),
    );
    await until(() => smtp.received.length >= 2 && twilio.received.length >= 2, 120, 'every digest received');
    const storm = {
      kiosks: STORM_KIOSKS,
      receivers: EMAIL_RECEIVERS.length + SMS_RECEIVERS.length,
      messagesReceived: smtp.received.length + twilio.received.length,
      secondsToLastDigest: secondsSince(stormStarted),
      digestSubject: smtp.received[0]!.subject,
    };

    const draft = (index: number) => ({
      channel: 'webhook' as const,
      event: 'recycle.pushed',
      tid: 1,
      recipient: `${hooks.url}/recycling`,
      lang: 'en_US' as const,
      subject: 'recycle.pushed',
      body: JSON.stringify({ transaction: index }),
      payload: { target: 'epd' },
    });
    const outboxStarted = performance.now();
    await server.db.transaction((tx) =>
      enqueueMessages(
        tx,
        () => 'http',
        Array.from({ length: OUTBOX_MESSAGES }, (_, index) => draft(index)),
      ),
    );
    // Sent and recorded as delivered: the outbox's own view, read once the receiver has them all (reading the
    // embedded database while it works would slow it: it has one connection).
    await until(() => hooks.processed() >= OUTBOX_MESSAGES, 120, 'every webhook received');
    const delivered = () => server.db.$count(message, eq(message.status, 'delivered'));
    await until(async () => (await delivered()) >= OUTBOX_MESSAGES, 120, 'every webhook delivered');
    const seconds = secondsSince(outboxStarted);
    const outbox = {
      messages: OUTBOX_MESSAGES,
      seconds,
      messagesPerSecond: Math.round(OUTBOX_MESSAGES / seconds),
      received: hooks.processed(),
      duplicates: hooks.duplicates(),
      deliveredRows: await delivered(),
    };

    // Every storm kiosk with its own alert fields on: a pass with nothing new to tell, as the job runs each minute.
    await server.db.update(kiosk).set({
      alertSettings: { enabled: true, method: 'EMAIL', receivers: ['site@bench.example'], intervalMinutes: 10 },
    });
    const context = { channels: server.deps.channels, publicUrl: 'http://bench.example' };
    await notifyAlerts(server.db, context);
    const quietStarted = performance.now();
    const quiet = await notifyAlerts(server.db, context);
    const quietPass = {
      rules: quiet.rules,
      messages: quiet.messages,
      ms: Math.round(performance.now() - quietStarted),
    };
    return { database: server.deps.database.kind, storm, outbox, quietPass };
  } finally {
    await server.close();
    await Promise.all([smtp.close(), twilio.close(), hooks.close()]);
  }
}
