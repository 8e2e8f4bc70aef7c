import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, messageEvent } from '../apps/server/src/platform/outbox/tables.js';
import { seedOrganisation } from '../apps/server/src/test/organisation.js';
import { startSmtpPeer, type SmtpPeer } from '../apps/server/src/test/smtp-peer.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { chooseOption, fieldError, location, rowsOf, seeMessage, signIn } from './support/journey.js';

let peer: SmtpPeer;
let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
// E-mails go to a local SMTP peer, which refuses mailboxes named `bounce`; SMS has no provider, so goes to the log.
// The job workers on (the harness leaves them off): the outbox really sends.
beforeAll(async () => {
  peer = await startSmtpPeer({ refuse: (address) => address.startsWith('bounce') });
  app = await startAppWithFixtures({ jobs: true, smtpUrl: peer.url });
  await seedOrganisation(app.db, { tenants: [5, 6] });
});
afterAll(async () => {
  await app.close();
  await peer.close();
});

const INSIDE_TEST = '/system/insideTest';
const EMAIL_HISTORY = '/message/email';
const EMAIL_TABLE = 'emailHistoryTable';
const ADDRESS = 'mei.chan@recycle.example';
const BOUNCING = 'bounce@recycle.example';
const OPS = 'ops@tenant5.example';
const QUEUED = /^Test message #\d+ was queued$/;

/** Waits until no message hides part of the screen (before a screenshot or the next one). */
const messagesGone = (page: Page) =>
  expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);

/** A history row by the recipient it shows. */
const rowTo = (page: Page, table: string, recipient: string) =>
  page.locator(rowsOf(table)).filter({ has: page.getByText(recipient, { exact: true }) });

/**
 * Sends a test message from InsideTest, sees the notice that it was queued (before it fades), and waits until
 * following it has stopped.
 */
async function sendTest(
  page: Page,
  values: { channel?: string; recipient: string },
  queued: RegExp,
  stopped: string,
): Promise<void> {
  if (values.channel) await chooseOption(page, '#insideTest-channel', values.channel);
  await page.fill('#insideTest-recipient', values.recipient);
  await page.click('#insideTestSend');
  await seeMessage(page, queued);
  await page.locator(`#insideTestDelivery[data-state="${stopped}"]`).waitFor({ timeout: 30_000 });
}

/** An alarm digest to tenant 5's operators that the mail server refused last week: one to resend. */
async function seedFailedDigest(): Promise<number> {
  const created = new Date(Date.now() - 7 * 86_400_000);
  const at = (seconds: number) => new Date(created.getTime() + seconds * 1000).toISOString();
  const [row] = await app.db
    .insert(message)
    .values({
      channel: 'email',
      event: 'alarm.digest',
      tid: 5,
      recipient: OPS,
      lang: 'en_US',
      subject: '3 kiosks are offline',
      body: 'RVM-0001, RVM-0002 and RVM-0003 have sent no heartbeat for 10 minutes.',
      status: 'failed',
      provider: 'smtp',
      error: '550 Mailbox unavailable',
      attempts: 1,
      idempotencyKey: 'e2e-digest-1',
      createdAt: at(0),
      statusAt: at(2),
    })
    .returning({ id: message.id });
  await app.db.insert(messageEvent).values([
    { messageId: row!.id, status: 'requested', source: 'outbox', at: at(0) },
    { messageId: row!.id, status: 'failed', source: 'outbox', at: at(2), detail: '550 Mailbox unavailable' },
  ]);
  return row!.id;
}

describe('message histories and InsideTest', () => {
  it('sends test e-mails, follows them, finds them in the history and resends a failed one, in English', async () => {
    const { page } = await openBrowser({ locale: 'en-US' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);

    // Before anything was sent, each history says so.
    for (const [path, id, empty] of [
      [EMAIL_HISTORY, 'emailHistory', 'No e-mails yet'],
      ['/message/sms', 'smsHistory', 'No SMS yet'],
      ['/message/whatsapp', 'whatsappHistory', 'No WhatsApp messages yet'],
      ['/transactions/epdRequestHistory', 'epdRequestHistory', 'No outbound requests yet'],
    ]) {
      await page.goto(`${app.url}${path}`);
      await page.locator(`#${id}Table .message-empty`).getByText(empty, { exact: true }).waitFor();
      await screenshot(page, `${id}-empty-en_US`);
    }

    await page.goto(`${app.url}${INSIDE_TEST}`);
    await page.locator('#insideTestPage .ant-card-head-title', { hasText: 'Internal test' }).waitFor();
    expect(await page.inputValue('#insideTest-subject')).toBe('Test message from the Smart Recycling Dashboard');
    await page.getByText('Send a test message to follow its delivery here.').waitFor();
    // A mobile number is no e-mail address: the contract's rule says so under the field, before anything is sent.
    await page.fill('#insideTest-recipient', '91234567');
    await page.click('#insideTestSend');
    await fieldError(
      page,
      '#insideTest-recipient',
      'Enter an e-mail address for an e-mail, a mobile number for an SMS or a WhatsApp message, or a web address ' +
        'for an outbound request',
    ).waitFor();
    await screenshot(page, 'inside-test-en_US');

    // To the SMTP peer: sent, and the mail server is the last to say anything.
    await sendTest(page, { recipient: ADDRESS }, QUEUED, 'settled');
    const delivery = page.locator('#insideTestDelivery');
    await delivery.locator('.message-status[data-status="sent"]', { hasText: 'Sent' }).first().waitFor();
    expect(await page.locator('#insideTestProvider').textContent()).toBe('SMTP mail server');
    await page
      .locator('#insideTestOutcome')
      .getByText(
        'The mail server accepted the e-mail. Mail servers do not report delivery, so this is its last status.',
      )
      .waitFor();
    const steps = page.locator('#insideTestTimeline .message-event');
    expect(await steps.evaluateAll((events) => events.map((event) => event.getAttribute('data-status')))).toEqual([
      'requested',
      'sending',
      'sent',
    ]);
    await steps.first().getByText('Not sent (waiting to be sent)').waitFor();
    await steps.first().getByText('Our sender').waitFor();
    expect(await page.locator('#insideTestTimeline .ant-timeline-item-loading').count()).toBe(0);
    const mail = peer.lastMailTo(ADDRESS);
    expect(mail.subject).toBe('Test message from the Smart Recycling Dashboard');
    expect(mail.text).toContain('This is a test message from the Smart Recycling Dashboard.');
    await messagesGone(page);
    await screenshot(page, 'inside-test-sent-en_US');

    // A mailbox the server refuses: failed, with the server's answer.
    await sendTest(page, { recipient: BOUNCING }, QUEUED, 'final');
    await delivery.locator('.message-status[data-status="failed"]', { hasText: 'Failed' }).first().waitFor();
    await page
      .locator('#insideTestOutcome')
      .getByText(/^Failed: .*Mailbox unavailable/)
      .waitFor();
    await messagesGone(page);
    await screenshot(page, 'inside-test-failed-en_US');

    // The history of the first one, from InsideTest's link.
    await sendTest(page, { recipient: ADDRESS }, QUEUED, 'settled');
    await page.click('#insideTestHistory');
    await page.waitForURL(/\/message\/email\?/);
    expect(location(page)).toBe(`${EMAIL_HISTORY}?recipient=mei.chan%40recycle.example&event=test`);
    await expect.poll(() => page.locator(rowsOf(EMAIL_TABLE)).count()).toBe(2);
    const sent = rowTo(page, EMAIL_TABLE, ADDRESS).first();
    await sent.locator('.message-status[data-status="sent"]', { hasText: 'Sent' }).waitFor();
    await sent.getByRole('cell', { name: 'Test message', exact: true }).waitFor();
    await sent.getByRole('cell', { name: 'SMTP mail server', exact: true }).waitFor();
    // A sent message is not offered again.
    expect(await sent.locator('.message-resend').count()).toBe(0);
    await screenshot(page, 'email-history-en_US');

    await sent.locator('.message-open').click();
    const drawer = page.locator('.message-drawer');
    await drawer.locator('.ant-drawer-title', { hasText: /^E-mail #\d+$/ }).waitFor();
    await drawer
      .locator('#messageText', { hasText: 'This is a test message from the Smart Recycling Dashboard.' })
      .waitFor();
    await drawer.getByText('Test message from the Smart Recycling Dashboard', { exact: true }).waitFor();
    await drawer.getByText('English', { exact: true }).waitFor();
    const providerId = drawer.locator('.ant-descriptions-row', { hasText: "Provider's message id" });
    expect(await providerId.locator('.ant-descriptions-item-content').textContent()).toMatch(/^<.+@srd\.test>$/);
    await expect
      .poll(() =>
        drawer
          .locator('#messageTimeline .message-event')
          .evaluateAll((events) => events.map((event) => event.dataset.status)),
      )
      .toEqual(['requested', 'sending', 'sent']);
    await screenshot(page, 'email-history-drawer-en_US', { fullPage: false });
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'detached' });

    // The export holds what the filters match; without a period, today's (SPEC 5): the digest of last week is left out.
    const failedId = await seedFailedDigest();
    await page.goto(`${app.url}${EMAIL_HISTORY}?status=failed`);
    await rowTo(page, EMAIL_TABLE, BOUNCING).waitFor();
    await page.hover('#emailHistoryExport');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#emailHistoryExport-csv')]);
    expect(download.suggestedFilename()).toMatch(/^E-mail history-\d{8}-\d{6}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).toContain('Recipient,Event,Language,Subject,Text,Status');
    expect(csv).toContain(`${BOUNCING},test,en_US`);
    expect(csv).toContain('Failed');
    expect(csv).not.toContain(ADDRESS);
    expect(csv).not.toContain(OPS);

    // Tenant 5's failed alarm digest: found by its tenant and status, resent after a confirmation.
    await page.goto(`${app.url}${EMAIL_HISTORY}`);
    await chooseOption(page, '#emailHistoryFilterTenantId', 'Tenant 5');
    await chooseOption(page, '#emailHistoryFilterStatus', 'Failed');
    await page.click('#emailHistoryFiltersSearch');
    await page.waitForURL(/status=failed/);
    expect(location(page)).toBe(`${EMAIL_HISTORY}?status=failed&tenantId=5`);
    await expect.poll(() => page.locator(rowsOf(EMAIL_TABLE)).count()).toBe(1);
    const digest = rowTo(page, EMAIL_TABLE, OPS);
    await digest.getByRole('cell', { name: 'Alarm digest', exact: true }).waitFor();
    await digest.getByRole('cell', { name: 'Tenant 5', exact: true }).waitFor();
    await digest.locator('.message-error', { hasText: '550 Mailbox unavailable' }).waitFor();
    await screenshot(page, 'email-history-failed-en_US');
    await digest.locator('.message-resend').click();
    await page.locator('.ant-popconfirm', { hasText: `Send this message to ${OPS} again?` }).waitFor();
    await page.locator('.message-resend-confirm').click();
    await seeMessage(page, /^The message was queued again as #\d+$/);
    // The new one is sent; it points back to the one it repeats.
    await page.click('#emailHistoryFiltersReset');
    await page.waitForURL(`${app.url}${EMAIL_HISTORY}`);
    const resent = rowTo(page, EMAIL_TABLE, OPS).first();
    await resent.locator('.message-status[data-status="sent"]').waitFor({ timeout: 30_000 });
    expect(peer.lastMailTo(OPS).subject).toBe('3 kiosks are offline');
    await resent.locator('.message-open').click();
    await drawer.locator('.message-resent-from', { hasText: `#${failedId}` }).click();
    await drawer.locator('.ant-drawer-title', { hasText: `E-mail #${failedId}` }).waitFor();
    await drawer
      .locator('#messageTimeline .message-event[data-status="failed"]')
      .getByText('550 Mailbox unavailable')
      .waitFor();
    await messagesGone(page);
    await screenshot(page, 'email-history-resent-drawer-en_US', { fullPage: false });

    // The resend is in the audit log, its fields named.
    await page.goto(`${app.url}/access/auditLog?resTypeId=33`);
    const entry = page.locator(rowsOf('auditTable')).first();
    await entry.getByRole('cell', { name: 'Resend', exact: true }).waitFor();
    await entry.getByRole('cell', { name: 'Channel, Recipient, Resends message', exact: true }).waitFor();
  });

  it('sends an SMS that only reaches the log, and shows the histories in Traditional Chinese', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    // SPEC 2's public SMS test path: InsideTest, SMS chosen, for a signed-in user.
    await page.goto(`${app.url}/testSendSms`);
    await page.locator('#insideTestPage .ant-card-head-title', { hasText: '內部測試' }).waitFor();
    await page.getByText('經由渠道已設定的服務商發送測試訊息，並跟進送達情況。').waitFor();
    await page
      .locator('.ant-form-item', { has: page.locator('#insideTest-channel') })
      .getByText('短訊', { exact: true })
      .waitFor();
    await sendTest(page, { recipient: '9123 4567' }, /^測試訊息 #\d+ 已排隊發送$/, 'settled');
    expect(await page.locator('#insideTestProvider').textContent()).toBe('只寫入記錄（未設定服務商）');
    await page
      .locator('#insideTestOutcome')
      .getByText('只寫入伺服器記錄：此渠道未設定服務商，訊息並未發出。')
      .waitFor();
    await page
      .locator('#insideTestTimeline .message-status[data-status="requested"]', { hasText: '等候發送' })
      .waitFor();
    await page.locator('#insideTestTimeline .message-status[data-status="sent"]', { hasText: '已發送' }).waitFor();
    await messagesGone(page);
    await screenshot(page, 'inside-test-sms-zh_HK');

    await page.click('#insideTestHistory');
    await page.waitForURL(/\/message\/sms\?/);
    const sms = rowTo(page, 'smsHistoryTable', '+85291234567');
    await sms.locator('.message-status[data-status="sent"]', { hasText: '已發送' }).waitFor();
    await sms.getByRole('cell', { name: '測試訊息', exact: true }).waitFor();
    await sms.getByRole('cell', { name: '只寫入記錄（未設定服務商）', exact: true }).waitFor();
    const headers = await page.locator('#smsHistoryTable thead th').allTextContents();
    expect(headers).toEqual(
      expect.arrayContaining([
        '建立時間',
        '租戶',
        '收件人',
        '事件',
        '狀態',
        '狀態更新時間',
        '服務商',
        '嘗試次數',
        '錯誤',
      ]),
    );
    // No subject for an SMS.
    expect(headers).not.toContain('主旨');
    await screenshot(page, 'sms-history-zh_HK');

    await page.goto(`${app.url}${EMAIL_HISTORY}`);
    const digest = rowTo(page, EMAIL_TABLE, OPS).last();
    await digest.locator('.message-status[data-status="failed"]', { hasText: '失敗' }).waitFor();
    await digest.getByRole('cell', { name: '警報摘要', exact: true }).waitFor();
    await digest.locator('.message-resend', { hasText: '重新發送' }).waitFor();
    await screenshot(page, 'email-history-zh_HK');
    await digest.locator('.message-open').click();
    const drawer = page.locator('.message-drawer');
    await drawer.locator('.ant-drawer-title', { hasText: /^電郵 #\d+$/ }).waitFor();
    await drawer
      .locator('#messageTimeline .message-event[data-status="requested"]')
      .getByText('未發送（等候發送）')
      .waitFor();
    await drawer.getByText('狀態變更', { exact: true }).waitFor();
    await screenshot(page, 'email-history-drawer-zh_HK', { fullPage: false });
  });

  it('shows InsideTest and the e-mail history in Simplified Chinese', async () => {
    const { page } = await openBrowser({ locale: 'zh-CN' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${INSIDE_TEST}`);
    await page.locator('#insideTestPage .ant-card-head-title', { hasText: '内部测试' }).waitFor();
    await page.locator('label[for="insideTest-recipient"]', { hasText: '收件人' }).waitFor();
    await page.getByText('邮箱地址，例如 name@example.com').waitFor();
    await screenshot(page, 'inside-test-zh_CN');

    await page.goto(`${app.url}${EMAIL_HISTORY}?status=sent`);
    const sent = rowTo(page, EMAIL_TABLE, ADDRESS).first();
    await sent.locator('.message-status[data-status="sent"]', { hasText: '已发送' }).waitFor();
    await sent.getByRole('cell', { name: '测试消息', exact: true }).waitFor();
    await sent.getByRole('cell', { name: 'SMTP 邮件服务器', exact: true }).waitFor();
    await screenshot(page, 'email-history-zh_CN');
    await sent.locator('.message-open').click();
    const drawer = page.locator('.message-drawer');
    await drawer.locator('.ant-drawer-title', { hasText: /^邮件 #\d+$/ }).waitFor();
    await drawer.locator('#messageTimeline .message-event').first().getByText('本系统发送程序').waitFor();
    await screenshot(page, 'email-history-drawer-zh_CN', { fullPage: false });
  });

  it.each([
    ['en-US', 'en_US'],
    ['zh-HK', 'zh_HK'],
    ['zh-CN', 'zh_CN'],
  ])('fits InsideTest, the history and its drawer on a 390 px phone (%s)', async (locale, lang) => {
    const { page } = await openBrowser({ locale, viewport: { width: 390, height: 844 } });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(`${app.url}${INSIDE_TEST}`);
    await page.locator('#insideTestForm').waitFor();
    await fits();
    await screenshot(page, `inside-test-phone-${lang}`);
    await page.goto(`${app.url}${EMAIL_HISTORY}`);
    await page.locator(rowsOf(EMAIL_TABLE)).first().waitFor();
    await fits();
    await screenshot(page, `email-history-phone-${lang}`);
    await page.locator(rowsOf(EMAIL_TABLE)).first().locator('.message-open').click();
    await page.locator('.message-drawer #messageTimeline').waitFor();
    await screenshot(page, `email-history-drawer-phone-${lang}`, { fullPage: false });
  });
});
