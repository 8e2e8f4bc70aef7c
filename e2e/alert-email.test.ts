import { KioskState } from '@srd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceClient, type KioskCredentials } from '../apps/server/src/modules/fleet-demo/device-client.js';
import { sweepOffline } from '../apps/server/src/modules/kiosk-ops/jobs.js';
import { startSmtpPeer, type SmtpPeer } from '../apps/server/src/test/smtp-peer.js';
import { httpSender } from '../tools/kiosk-sim/http-sender.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { rowsOf, signIn } from './support/journey.js';

/**
 * Issue 14 point 10: a kiosk stops reporting, goes offline, and its alert setting's receiver gets the e-mail at a
 * real SMTP server; the e-mail history shows it, in the three languages.
 */

const KID = 'RVM-ALERT-1';
const DUTY = 'duty@harbour.example';
const EMAIL_HISTORY = '/message/email';

let peer: SmtpPeer;
let app: Awaited<ReturnType<typeof startAppWithFixtures>>;

beforeAll(async () => {
  peer = await startSmtpPeer();
  // The job workers on: the alert notifier and the outbox run as in production.
  app = await startAppWithFixtures({ jobs: true, smtpUrl: peer.url });
  const admin = await app.login('admin', ADMIN_PASSWORD);
  const tenant = await app.call('POST', '/api/tenants', {
    token: admin,
    body: { name: 'Harbour Recycling', nameCht: '海港回收', nameChs: '海港回收', status: 1 },
  });
  const tid = tenant.body.data.id as number;
  const created = await app.call('POST', '/api/kiosk', {
    token: admin,
    body: { kid: KID, kioskType: 0, tid, name: 'Tsuen Wan RVM', nameCht: '荃灣回收機', nameChs: '荃湾回收机' },
  });
  expect(created.body.code).toBe(200);
  const setting = await app.call('POST', '/api/alertSetting', {
    token: admin,
    body: { name: 'Harbour duty', tid, method: 'EMAIL', receiverAddresses: [DUTY], intervalMinutes: 10, lang: 'en_US' },
  });
  expect(setting.body.code).toBe(200);
  // The kiosk reports once through the device API, as the simulator's kiosks do, then falls silent.
  const kiosk: KioskCredentials = { kid: KID, secret: created.body.data.secret };
  const sent = await deviceClient(httpSender(app.url, 1)).heartbeat(kiosk, {
    sentAt: new Date().toISOString(),
    state: KioskState.Normal,
    bins: [],
    errorCodes: [],
  });
  expect(sent).toBe('accepted');
});
afterAll(async () => {
  await app.close();
  await peer.close();
});

describe('an offline kiosk’s alert', () => {
  it('reaches the receiver by e-mail and shows in the e-mail history in three languages', async () => {
    // The kiosk watch's sweep, a quarter of an hour on: the kiosk's heartbeat is overdue.
    expect(await sweepOffline(app.db, new Date(Date.now() + 15 * 60_000))).toHaveLength(1);
    await expect.poll(() => peer.received.filter((mail) => mail.to.includes(DUTY)).length, { timeout: 30_000 }).toBe(1);
    const mail = peer.lastMailTo(DUTY);
    expect(mail.subject).toContain('Tsuen Wan RVM');
    expect(mail.text).toContain(KID);

    for (const [lang, locale, status] of [
      ['en_US', 'en-US', 'Sent'],
      ['zh_HK', 'zh-HK', '已發送'],
      ['zh_CN', 'zh-CN', '已发送'],
    ] as const) {
      const { page } = await openBrowser({ locale });
      await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
      await page.goto(`${app.url}${EMAIL_HISTORY}`);
      const row = page.locator(rowsOf('emailHistoryTable')).filter({ has: page.getByText(DUTY, { exact: true }) });
      await row.locator('.message-status[data-status="sent"]', { hasText: status }).waitFor();
      expect(await row.textContent()).toContain('Tsuen Wan RVM');
      await screenshot(page, `alert-email-history-${lang}`);
    }
  });
});
