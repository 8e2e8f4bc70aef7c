import { alertSettingActions } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kioskGroup } from '../apps/server/src/modules/kiosk-group/tables.js';
import { tenant } from '../apps/server/src/modules/organisation/tables.js';
import { adminUser } from '../apps/server/src/platform/auth/tables.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { chooseOption, fieldError, row, seeMessage, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
/** The demo tenant the settings watch, and the other one. */
let city: number;
let campus: number;

/** The demo data, and an administrator of the demo tenant to tell. */
beforeAll(async () => {
  app = await startAppWithFixtures({ demoData: true });
  const tenants = await app.db.select({ id: tenant.id, name: tenant.name }).from(tenant);
  city = tenants.find((row) => row.name === 'City Recycling')!.id;
  campus = tenants.find((row) => row.name === 'Science Park Campus')!.id;
  const duty = await app.createUser({ loginId: 'chan.taiman', email: 'chan.taiman@city-recycling.example', tid: city });
  await app.db.update(adminUser).set({ adminName: 'Chan Tai Man' }).where(eq(adminUser.id, duty.id));
});
afterAll(() => app.close());

const SCREEN = '/alertSetting';
const TABLE = 'alertSettingTable';
const NAME = 'City duty desk';

/** Waits until the dialog has faded in and no message covers it, so a screenshot shows it as the user does. */
async function dialogShown(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.ant-modal').evaluate((dialog) => getComputedStyle(dialog).opacity)).toBe('1');
}

const messagesGone = (page: Page) =>
  expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);

/** How far the list is wider than its box (positive: it scrolls sideways). */
const tableOverflow = (page: Page) =>
  page.locator(`#${TABLE} .ant-table-content`).evaluate((content) => content.scrollWidth - content.clientWidth);

/** Types addresses into a tags field, each followed by Enter. */
async function typeAddresses(page: Page, field: string, addresses: string[]): Promise<void> {
  for (const address of addresses) {
    await page.locator(field).fill(address);
    await page.keyboard.press('Enter');
  }
}

/** Picks a radio of the group whose id is `group` by its label. */
const pickRadio = (page: Page, group: string, label: string) =>
  page.locator(group).locator('.ant-radio-wrapper', { hasText: label }).click();

describe('KioskAlertSetting screen', () => {
  it('creates a setting of the demo tenant watching a kiosk group by e-mail every 10 minutes, escalated', async () => {
    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${SCREEN}`);
    await page.locator(`#${TABLE}`).waitFor();

    await page.click('#alertSettingNew');
    await page.locator('#alertSettingForm').waitFor();
    await page.fill('#alertSetting-name', NAME);
    await chooseOption(page, '#alertSetting-tid', 'City Recycling');
    await pickRadio(page, '#alertSetting-target', 'Kiosk groups');
    // The groups of the chosen tenant only.
    await page.click('#alertSetting-targetIds');
    const groups = page.locator('.ant-select-dropdown').filter({ has: page.locator('#alertSetting-targetIds_list') });
    await groups.locator('.ant-select-item-option').first().waitFor();
    const offered = await groups.locator('.ant-select-item-option').allTextContents();
    await page.keyboard.press('Escape');
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((label) => !label.includes('·'))).toBe(true);
    await chooseOption(page, '#alertSetting-targetIds', 'RVM fleet');
    await chooseOption(page, '#alertSetting-method', 'E-mail');
    await page.locator('.ant-form-item-extra', { hasText: 'E-mail only; admins at their e-mail address' }).waitFor();
    await chooseOption(page, '#alertSetting-receiverUserIds', 'Chan Tai Man (chan.taiman)');

    // A phone number does not fit e-mail alerts: the contract's rule says so under the field.
    await typeAddresses(page, '#alertSetting-receiverAddresses', ['9123 4567']);
    await fieldError(
      page,
      '#alertSetting-receiverAddresses',
      'Each receiver must be an e-mail address for e-mail alerts, a phone number for SMS and WhatsApp alerts, or ' +
        'either for the default method',
    ).waitFor();
    await page
      .locator('.ant-select', { has: page.locator('#alertSetting-receiverAddresses') })
      .locator('.ant-select-selection-item-remove')
      .click();
    await typeAddresses(page, '#alertSetting-receiverAddresses', ['ops@city-recycling.example']);

    // SPEC 5: never more often than every 10 minutes.
    await page.fill('#alertSetting-intervalMinutes', '5');
    await page.click('#alertSettingSave');
    await fieldError(page, '#alertSetting-intervalMinutes', 'Must be at least 10').waitFor();
    await page.fill('#alertSetting-intervalMinutes', '10');
    await page.locator('#alertSetting-triggerWords', { hasText: 'At most one message every 10 minutes' }).waitFor();

    await page.click('#alertSetting-escalate');
    await page.fill('#alertSetting-escalateAfterMinutes', '30');
    await typeAddresses(page, '#alertSetting-escalationAddresses', ['supervisor@city-recycling.example']);
    await page
      .locator('#alertSetting-escalationWords', { hasText: 'If not acknowledged within 30 minutes, tell 1 receiver' })
      .waitFor();
    await page.click('#alertSetting-allClear');
    await dialogShown(page);
    await messagesGone(page);
    await screenshot(page, 'alert-setting-form-en_US', { fullPage: false });

    await page.click('#alertSettingSave');
    await seeMessage(page, `“${NAME}” was created`);
    const created = row(page, TABLE, NAME);
    await created.locator('.alert-setting-trigger', { hasText: 'At most one message every 10 minutes' }).waitFor();
    await created
      .locator('.alert-setting-escalation', { hasText: 'If not acknowledged within 30 minutes, tell 1 receiver' })
      .waitFor();
    await created.locator('.alert-setting-allClear', { hasText: 'Also tells when the alarms clear' }).waitFor();
    await created.getByText('Kiosk groups: RVM fleet', { exact: true }).waitFor();
    await created.getByText('Chan Tai Man (chan.taiman), ops@city-recycling.example', { exact: true }).waitFor();
    await created.getByText('City Recycling', { exact: true }).waitFor();
    await messagesGone(page);
    await screenshot(page, 'alert-setting-list-en_US');
    expect(await tableOverflow(page), 'the list scrolls sideways on a 1,280 px screen').toBeLessThanOrEqual(0);

    const token = await app.login('admin', ADMIN_PASSWORD);
    const page1 = await app.call('POST', '/api/alertSetting/page', { token, body: { name: NAME } });
    expect(page1.body.data.rows).toEqual([
      expect.objectContaining({
        tid: city,
        target: 'kioskGroup',
        method: 'EMAIL',
        receiverAddresses: ['ops@city-recycling.example'],
        trigger: 'interval',
        intervalMinutes: 10,
        escalateAfterMinutes: 30,
        escalationAddresses: ['supervisor@city-recycling.example'],
        allClear: true,
      }),
    ]);

    // Filtered by method and target: the demo's SMS settings without it, then it among the e-mail ones of groups.
    await page.goto(`${app.url}${SCREEN}?method=SMS`);
    await row(page, TABLE, 'RVM field technician').first().waitFor();
    expect(await row(page, TABLE, NAME).count()).toBe(0);
    await page.goto(`${app.url}${SCREEN}?method=EMAIL&target=kioskGroup`);
    await row(page, TABLE, NAME).waitFor();

    // An edit: critical alarms only, every 20 minutes; the history names the fields and their values in words.
    await row(page, TABLE, NAME).locator('.entity-edit').click();
    await expect.poll(() => page.inputValue('#alertSetting-name')).toBe(NAME);
    await chooseOption(page, '#alertSetting-minLevel', 'Critical only');
    await page.fill('#alertSetting-intervalMinutes', '20');
    await page.click('#alertSettingSave');
    await seeMessage(page, `“${NAME}” was saved`);
    await row(page, TABLE, NAME).locator('.alert-setting-trigger', { hasText: 'every 20 minutes' }).waitFor();
    await row(page, TABLE, NAME).getByText('Critical only', { exact: true }).waitFor();
    await messagesGone(page);
    await row(page, TABLE, NAME).locator('.entity-history').click();
    const entries = page.locator('.ant-drawer #historyTable tr.ant-table-row');
    const level = entries.filter({ hasText: 'Update' }).locator('.audit-change[data-field="minLevel"]');
    await level.waitFor();
    expect(await level.textContent()).toContain('Least level');
    expect(await level.locator('.audit-old').textContent()).toBe('Every level');
    expect(await level.locator('.audit-new').textContent()).toBe('Critical only');
    const admins = entries.filter({ hasText: 'Create' }).locator('.audit-change[data-field="receiverUserIds"]');
    expect(await admins.locator('.audit-new').textContent()).toBe('Chan Tai Man (chan.taiman)');
    await screenshot(page, 'alert-setting-history-en_US', { fullPage: false });
  });

  it('shows the setting in zh_HK and puts the server’s refusal of another tenant’s group under the field', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${SCREEN}`);
    const listed = row(page, TABLE, NAME);
    await listed.locator('.alert-setting-trigger', { hasText: '每 20 分鐘最多發送一則訊息' }).waitFor();
    await listed.locator('.alert-setting-escalation', { hasText: '30 分鐘內未獲確認則通知 1 位接收者' }).waitFor();
    await listed.getByText('設備群組：回收機群組', { exact: true }).waitFor();
    await listed.getByText('以電郵通知', { exact: true }).waitFor();
    expect(await page.locator(`#${TABLE} thead`).textContent()).toContain('監察範圍');
    await screenshot(page, 'alert-setting-list-zh_HK');
    expect(await tableOverflow(page)).toBeLessThanOrEqual(0);

    await page.click('#alertSettingNew');
    await page.locator('.ant-modal-title', { hasText: '新增警報設定' }).waitFor();
    await page.fill('#alertSetting-name', '園區夜間');
    await chooseOption(page, '#alertSetting-tid', '科學園園區');
    await pickRadio(page, '#alertSetting-target', '設備群組');
    const [group] = await app.db
      .select()
      .from(kioskGroup)
      .where(and(eq(kioskGroup.tid, campus), eq(kioskGroup.kioskType, 0)));
    await chooseOption(page, '#alertSetting-targetIds', group!.nameCht);
    await typeAddresses(page, '#alertSetting-receiverAddresses', ['night@campus.example']);
    await pickRadio(page, '#alertSetting-trigger', '警報累積至指定數目');
    await page.fill('#alertSetting-accumulateCount', '5');
    await page.fill('#alertSetting-intervalMinutes', '10');
    await page.locator('#alertSetting-triggerWords', { hasText: '10 分鐘內出現 5 個警報時發送' }).waitFor();
    await dialogShown(page);
    await screenshot(page, 'alert-setting-form-zh_HK', { fullPage: false });

    // Meanwhile the group moves to the other tenant: the server refuses it, under the field.
    await app.db.update(kioskGroup).set({ tid: city }).where(eq(kioskGroup.id, group!.id));
    try {
      await page.click('#alertSettingSave');
      await fieldError(page, '#alertSetting-targetIds', '請選擇此設定所屬租戶的設備、設備群組及管理員').waitFor();
      await page.locator('#alertSettingForm').waitFor();
    } finally {
      await app.db.update(kioskGroup).set({ tid: campus }).where(eq(kioskGroup.id, group!.id));
    }
    await page.click('#alertSettingCancel');
  });

  it('shows the list and the form in zh_CN', async () => {
    const { page } = await openBrowser({ locale: 'zh-CN' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${SCREEN}`);
    const listed = row(page, TABLE, NAME);
    await listed.locator('.alert-setting-trigger', { hasText: '每 20 分钟最多发送一条消息' }).waitFor();
    await listed.getByText('设备群组：回收机群组', { exact: true }).waitFor();
    await screenshot(page, 'alert-setting-list-zh_CN');
    expect(await tableOverflow(page)).toBeLessThanOrEqual(0);
    await listed.locator('.entity-edit').click();
    await page.locator('.ant-modal-title', { hasText: `编辑警报设置：${NAME}` }).waitFor();
    await expect.poll(() => page.inputValue('#alertSetting-name')).toBe(NAME);
    await page.locator('#alertSettingForm label', { hasText: '升级前等待（分钟）' }).waitFor();
    expect(await page.inputValue('#alertSetting-escalateAfterMinutes')).toBe('30');
    await dialogShown(page);
    await screenshot(page, 'alert-setting-form-zh_CN', { fullPage: false });
  });

  it('sets a tenant’s own alerts for its staff, without a tenant to choose or other screens’ rights', async () => {
    // The alert-setting actions alone: the kiosks, groups, admins and alarm types come with them.
    const role = await app.createRole({ actions: Object.values(alertSettingActions) });
    const staff = await app.createUser({ roleIds: [role.id], tid: campus });
    const { page } = await openBrowser();
    await signIn(page, app.url, staff.loginId, staff.password);
    await page.goto(`${app.url}${SCREEN}`);
    await page.locator(`#${TABLE}`).waitFor();
    // The demo tenant's setting is not theirs to see.
    await expect.poll(() => row(page, TABLE, NAME).count()).toBe(0);
    await page.click('#alertSettingNew');
    await page.locator('#alertSettingForm').waitFor();
    expect(await page.locator('#alertSetting-tid').isVisible()).toBe(false);
    await page.fill('#alertSetting-name', 'Campus kiosks');
    await pickRadio(page, '#alertSetting-target', 'Kiosks');
    await page.click('#alertSetting-targetIds');
    const kiosks = page.locator('.ant-select-dropdown').filter({ has: page.locator('#alertSetting-targetIds_list') });
    await kiosks.locator('.ant-select-item-option').first().waitFor();
    const kid = (await kiosks.locator('.ant-select-item-option').first().textContent())!;
    await page.keyboard.press('Escape');
    await chooseOption(page, '#alertSetting-targetIds', kid);
    // The tenant's admins are on offer as receivers, the staff member among them.
    await page.click('#alertSetting-receiverUserIds');
    const admins = page
      .locator('.ant-select-dropdown')
      .filter({ has: page.locator('#alertSetting-receiverUserIds_list') });
    await admins.locator('.ant-select-item-option', { hasText: staff.loginId }).waitFor();
    await page.keyboard.press('Escape');
    await chooseOption(page, '#alertSetting-method', 'SMS');
    await typeAddresses(page, '#alertSetting-receiverAddresses', ['+852 9123 4567']);
    await page.click('#alertSettingSave');
    await seeMessage(page, '“Campus kiosks” was created');
    await row(page, TABLE, 'Campus kiosks').getByText(`Kiosks: ${kid}`, { exact: true }).waitFor();
    await row(page, TABLE, 'Campus kiosks').getByText('Science Park Campus', { exact: true }).waitFor();
  });

  it.each([
    ['en_US', 'en-US'],
    ['zh_HK', 'zh-HK'],
    ['zh_CN', 'zh-CN'],
  ])('fits the list and the form on a 390 px phone in %s', async (lang, locale) => {
    const { page } = await openBrowser({ locale, viewport: { width: 390, height: 844 } });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${SCREEN}`);
    await row(page, TABLE, NAME).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, `alert-setting-list-phone-${lang}`);
    await row(page, TABLE, NAME).locator('.entity-edit').click();
    await expect.poll(() => page.inputValue('#alertSetting-name')).toBe(NAME);
    await dialogShown(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, `alert-setting-form-phone-${lang}`, { fullPage: false });
    // Further down: who is told and when, the trigger in words.
    await page.locator('#alertSetting-triggerWords').scrollIntoViewIfNeeded();
    await screenshot(page, `alert-setting-form-phone-when-${lang}`, { fullPage: false });
  });
});
