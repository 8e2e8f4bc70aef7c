import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '../apps/server/src/platform/outbox/tables.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { chooseOption, fieldError, rowsOf, seeMessage, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
// First start stores the product defaults the journeys edit.
beforeAll(async () => {
  app = await startAppWithFixtures();
});
afterAll(() => app.close());

const SCREEN = '/message/template';
const rows = rowsOf('messageTemplateTable');
const previewBody = '#messageTemplatePreviewBody';

/** Narrows the list to the one product default of an event, channel and language, by the labels the filters show. */
async function showOnly(page: Page, labels: { event: string; channel: string; lang: string }): Promise<void> {
  await chooseOption(page, '#messageTemplateFilterEvent', labels.event);
  await chooseOption(page, '#messageTemplateFilterChannel', labels.channel);
  await chooseOption(page, '#messageTemplateFilterLang', labels.lang);
  await page.click('#messageTemplateFiltersSearch');
  await expect.poll(() => page.locator(rows).count()).toBe(1);
}

describe('MessageTemplate screen', () => {
  it('edits a template with a live preview, refuses a variable the event lacks, and sends a test', async () => {
    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${SCREEN}`);
    await showOnly(page, { event: 'Alarm raised', channel: 'SMS', lang: 'English' });
    await screenshot(page, 'message-template-list');

    await page.locator(rows).first().locator('.entity-edit').click();
    await expect.poll(() => page.inputValue('#messageTemplate-body')).toContain('{{kioskName}}');
    await page.locator(previewBody, { hasText: 'Tai Po Market RVM' }).waitFor();

    // The preview follows the text; a click on a variable puts it at the cursor.
    await page.fill('#messageTemplate-body', 'Check ');
    await page.locator('#messageTemplateVariables').getByRole('button', { name: '{{kioskName}}' }).click();
    await expect.poll(() => page.inputValue('#messageTemplate-body')).toBe('Check {{kioskName}}');
    await page.locator(previewBody, { hasText: /^Check Tai Po Market RVM$/ }).waitFor();
    await screenshot(page, 'message-template-form', { fullPage: false });

    // A variable the event lacks: named under the field with the ones it has, and in the preview; nothing saved.
    await page.fill('#messageTemplate-body', 'Check {{colour}}');
    const refusal = fieldError(page, '#messageTemplate-body').filter({ hasText: 'This event has no {{colour}}.' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('You can use: {{tenantName}}, {{kioskName}}, {{kid}}');
    await page.locator('#messageTemplatePreview .ant-alert', { hasText: 'This event has no {{colour}}' }).waitFor();
    await page.click('#messageTemplateSave');
    await page.locator('#messageTemplateForm').waitFor();

    await page.fill('#messageTemplate-body', '{{alarm}} at {{kid}}');
    await page.locator(previewBody, { hasText: /^Bin full at RVM-TP-001$/ }).waitFor();
    await page.click('#messageTemplateSave');
    await seeMessage(page, '“Alarm raised · SMS · English” was saved');
    await page.locator(rows).first().getByText('{{alarm}} at {{kid}}').waitFor();

    const row = page.locator(rows).first();
    await row.locator('[id^=messageTemplateTestSend-]').click();
    await page.fill('#messageTemplateTestRecipient', 'not a number');
    await page.click('#messageTemplateTestSendOk');
    await fieldError(page, '#messageTemplateTestRecipient').first().waitFor();
    await page.fill('#messageTemplateTestRecipient', '9123 4567');
    await page.click('#messageTemplateTestSendOk');
    await seeMessage(page, 'The test message is queued: follow its delivery in the message history');
    const [sent] = await app.db.select().from(message).where(eq(message.recipient, '+85291234567'));
    expect(sent).toMatchObject({ channel: 'sms', event: 'test', body: 'Bin full at RVM-TP-001' });
  });

  it('says what is wrong with a template in zh_HK', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${SCREEN}`);
    await showOnly(page, { event: '警報摘要', channel: '電郵', lang: '繁體中文' });
    await page.locator(rows).first().locator('.entity-edit').click();
    await page.locator(previewBody, { hasText: 'RVM-ST-004' }).waitFor();
    await page.fill('#messageTemplate-body', '{{#count}}{{kid}}{{/count}}');
    await fieldError(page, '#messageTemplate-body')
      .getByText('{{#count}} 只可用於重複清單，但 count 不是清單。此事件的清單：{{alarms}}', { exact: true })
      .waitFor();
    await screenshot(page, 'message-template-refusal-zh_HK', { fullPage: false });
  });
});
