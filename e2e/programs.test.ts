import { addDays, businessToday, ErrorCode } from '@srd/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoHelpTopics } from '../apps/server/src/modules/help-topic/demo.js';
import { seedDemoOrganisation } from '../apps/server/src/modules/organisation/demo.js';
import { seedDemoPrograms } from '../apps/server/src/modules/program/demo.js';
import { seedDemoSysClients } from '../apps/server/src/modules/sys-client/demo.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { chooseOption, confirmDelete, fieldError, row, rowsOf, seeMessage, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
beforeAll(async () => {
  app = await startAppWithFixtures();
  await app.db.transaction(async (tx) => {
    await seedDemoOrganisation(tx);
    await seedDemoSysClients(tx);
    await seedDemoPrograms(tx);
    await seedDemoHelpTopics(tx);
  });
});
afterAll(() => app.close());

const PROGRAMS = '/gift/program';
const SYS_CLIENTS = '/organisation/sysClient';
const HELP_TOPICS = '/content/helpTopics';
const menu = '.ant-layout-sider .ant-menu-root';
const today = businessToday();
const day = (offset: number) => addDays(today, offset);

/** Types a day into an antd date picker and confirms it, as a keyboard user would. */
async function typeDay(page: Page, input: string, value: string): Promise<void> {
  await page.click(input);
  await page.fill(input, value);
  await page.press(input, 'Enter');
}

describe('ProgramList screen', () => {
  it('creates, filters, edits, traces and deletes a program in zh_HK, with the SPEC rules before saving', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.locator(`${menu} .ant-menu-submenu-title`).getByText('禮品及優惠券', { exact: true }).click();
    await page.locator(`${menu} .ant-menu-item`).getByText('活動計劃', { exact: true }).click();
    await page.waitForURL(`${app.url}${PROGRAMS}`);
    // Demo programs in every SPEC status, each tag in its colour.
    await row(page, 'programTable', '膠樽回收獎賞').locator('.ant-tag[data-status="1"]', { hasText: '啟用' }).waitFor();
    await row(page, 'programTable', '紙包飲品盒試驗計劃')
      .locator('.ant-tag-error[data-status="2"]', { hasText: '草稿' })
      .waitFor();
    await row(page, 'programTable', '農曆新年回收')
      .locator('.ant-tag[data-status="5"]', { hasText: '已過期' })
      .waitFor();
    await row(page, 'programTable', '鋁罐收集運動').getByText('不設結束').waitFor();
    await screenshot(page, 'program-list-zh_HK');

    await page.click('#programNew');
    await page.locator('#programForm').waitFor();
    await page.fill('#name', 'Cup');
    await page.fill('#nameCht', '回收杯週');
    await chooseOption(page, '#program-tid', '城市回收');
    await typeDay(page, '#program-effectiveDate', day(2));
    await typeDay(page, '#program-expiryDate', day(20));
    await page.click('#programSave');
    await fieldError(page, '#name', '名稱須多於 3 個字元').waitFor();
    await page.fill('#name', 'Cup Return Week');
    await chooseOption(page, '#program-status', '待發佈');
    await screenshot(page, 'program-form-zh_HK', { fullPage: false });
    await page.click('#programSave');
    await seeMessage(page, '已新增「回收杯週」');
    await row(page, 'programTable', '回收杯週').locator('.ant-tag[data-status="3"]', { hasText: '待發佈' }).waitFor();
    expect(await row(page, 'programTable', '回收杯週').textContent()).toContain(day(20));

    await page.fill('#programFilterKeyword', '回收杯');
    await chooseOption(page, '#programFilterStatus', '待發佈');
    await page.click('#programFiltersSearch');
    await page.waitForURL(/keyword=/);
    await expect.poll(() => page.locator(rowsOf('programTable')).count()).toBe(1);

    // The dialog holds the stored record; the expiry cannot move before the effective date.
    await row(page, 'programTable', '回收杯週').locator('.entity-edit').click();
    await expect.poll(() => page.inputValue('#name')).toBe('Cup Return Week');
    expect(await page.inputValue('#program-effectiveDate')).toBe(day(2));
    await chooseOption(page, '#program-status', '啟用');
    await page.fill('#program-expiryDate', '');
    await typeDay(page, '#program-expiryDate', day(30));
    await page.click('#programSave');
    await seeMessage(page, '已儲存「回收杯週」');
    await page.click('#programFiltersReset');
    await row(page, 'programTable', '回收杯週').locator('.ant-tag[data-status="1"]', { hasText: '啟用' }).waitFor();

    await row(page, 'programTable', '回收杯週').locator('.entity-history').click();
    const update = page.locator('.ant-drawer #historyTable tr.ant-table-row').filter({ hasText: '修改' });
    const status = update.locator('.audit-change[data-field="status"]');
    await status.waitFor();
    expect(await status.textContent()).toContain('狀態');
    expect(await status.locator('.audit-old').textContent()).toBe('待發佈');
    expect(await status.locator('.audit-new').textContent()).toBe('啟用');
    const expiry = update.locator('.audit-change[data-field="expiryDate"]');
    expect(await expiry.textContent()).toContain('到期日期');
    expect(await expiry.locator('.audit-old').textContent()).toBe(day(20));
    expect(await expiry.locator('.audit-new').textContent()).toBe(day(30));
    await screenshot(page, 'program-history-zh_HK');
    await page.locator('.ant-drawer .ant-drawer-close').click();

    await row(page, 'programTable', '回收杯週').locator('.entity-delete').click();
    await page.locator('.ant-popconfirm', { hasText: '確定刪除活動計劃「回收杯週」嗎？' }).waitFor();
    await page.click('.entity-delete-confirm');
    await seeMessage(page, '已刪除「回收杯週」');
    await expect.poll(() => row(page, 'programTable', '回收杯週').count()).toBe(0);
    const token = await app.login('admin', ADMIN_PASSWORD);
    expect(
      (await app.call('POST', '/api/program/page', { token, body: { keyword: 'Cup Return Week' } })).body.data.total,
    ).toBe(0);
  });

  it('names the expiry rule under its field, offers no past day, and the server refuses one all the same', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${PROGRAMS}`);
    await row(page, 'programTable', '膠樽回收獎賞').waitFor();
    await page.click('#programNew');
    await page.fill('#name', 'Expiry Rule Check');
    await chooseOption(page, '#program-tid', '城市回收');
    await page.click('#program-effectiveDate');
    // Yesterday cannot be picked.
    await page.locator(`.ant-picker-dropdown:visible td.ant-picker-cell-disabled[title="${day(-1)}"]`).waitFor();
    await page.keyboard.press('Escape');
    await typeDay(page, '#program-effectiveDate', day(5));
    await typeDay(page, '#program-expiryDate', day(10));
    // Moving the start past the end names the SPEC rule under the expiry date.
    await page.fill('#program-effectiveDate', '');
    await typeDay(page, '#program-effectiveDate', day(15));
    await fieldError(page, '#program-expiryDate', '生效時間不可遲於到期時間').waitFor();
    await screenshot(page, 'program-form-expiry-rule-zh_HK', { fullPage: false });
    await page.fill('#program-expiryDate', '');
    await typeDay(page, '#program-expiryDate', day(20));
    await page.click('#programSave');
    await seeMessage(page, '已新增「Expiry Rule Check」');
    const token = await app.login('admin', ADMIN_PASSWORD);
    const past = await app.call('POST', '/api/program', {
      token,
      lang: 'zh_HK',
      body: { tid: 1, name: 'Past start', status: 2, effectiveDate: day(-1) },
    });
    expect(past.body).toMatchObject({ code: ErrorCode.DateBeforeToday, message: '日期不可早於今天' });
  });

  it.each([
    ['en_US', 'en-US', 'Bottle Return Bonus', 'Edit program: Bottle Return Bonus'],
    ['zh_CN', 'zh-CN', '胶瓶回收奖赏', '编辑活动计划：胶瓶回收奖赏'],
  ])('shows the list and the edit dialog in %s', async (lang, locale, name, dialogTitle) => {
    const { page } = await openBrowser({ locale });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${PROGRAMS}`);
    await row(page, 'programTable', name).waitFor();
    await screenshot(page, `program-list-${lang}`);
    await row(page, 'programTable', name).locator('.entity-edit').click();
    await page.locator('.ant-modal-title', { hasText: dialogTitle }).waitFor();
    await expect.poll(() => page.inputValue('#name')).toBe('Bottle Return Bonus');
    await screenshot(page, `program-form-${lang}`, { fullPage: false });
  });

  it('fits the list and the dialog on a 390 px phone', async () => {
    const { page } = await openBrowser({ viewport: { width: 390, height: 844 } });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${PROGRAMS}`);
    await row(page, 'programTable', 'Bottle Return Bonus').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'program-list-phone-en_US');
    await page.click('#programNew');
    await page.locator('#programForm').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'program-form-phone-en_US', { fullPage: false });
  });
});

describe('SysClientList screen', () => {
  it('creates a system client with checked contacts, edits it, and keeps one that runs tenants, in zh_HK', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.locator(`${menu} .ant-menu-submenu-title`).getByText('機構', { exact: true }).click();
    await page.locator(`${menu} .ant-menu-item`).getByText('系統客戶', { exact: true }).click();
    await page.waitForURL(`${app.url}${SYS_CLIENTS}`);
    await row(page, 'sysClientTable', '綠循環營運').getByText('ops@greenloop.example').waitFor();
    await screenshot(page, 'sys-client-list-zh_HK');

    await page.click('#sysClientNew');
    await page.fill('#name', 'Island Recyclers');
    await page.fill('#nameCht', '海島回收');
    await page.fill('#sysClient-contactPerson', '陳大文');
    await page.fill('#sysClient-contactEmail', 'not an email');
    await page.fill('#sysClient-phone', 'call me');
    await page.click('#sysClientSave');
    await fieldError(page, '#sysClient-contactEmail', '請輸入電郵地址，例如 name@example.com').waitFor();
    await fieldError(page, '#sysClient-phone', '請輸入 6 至 20 位數字，可包含空格、連字號及開首的 +').waitFor();
    await page.fill('#sysClient-contactEmail', 'tai.man@island.example');
    await page.fill('#sysClient-phone', '+852 2555 0000');
    await screenshot(page, 'sys-client-form-zh_HK', { fullPage: false });
    await page.click('#sysClientSave');
    await seeMessage(page, '已新增「海島回收」');
    await row(page, 'sysClientTable', '海島回收').getByText('+852 2555 0000').waitFor();

    await row(page, 'sysClientTable', '海島回收').locator('.entity-edit').click();
    await expect.poll(() => page.inputValue('#sysClient-contactEmail')).toBe('tai.man@island.example');
    await page.fill('#sysClient-phone', '2555 0001');
    await page.click('#sysClientSave');
    await seeMessage(page, '已儲存「海島回收」');
    await row(page, 'sysClientTable', '海島回收').getByText('2555 0001').waitFor();

    // A client still running tenants stays: the server's 1021.
    await row(page, 'sysClientTable', '綠循環營運').locator('.entity-delete').click();
    await confirmDelete(page, '綠循環營運');
    await seeMessage(page, '其他記錄正使用此記錄，因此無法刪除');
    expect(await row(page, 'sysClientTable', '綠循環營運').count()).toBe(1);

    await row(page, 'sysClientTable', '海島回收').locator('.entity-delete').click();
    await page.locator('.ant-popconfirm', { hasText: '確定刪除系統客戶「海島回收」嗎？' }).waitFor();
    await confirmDelete(page, '海島回收');
    await seeMessage(page, '已刪除「海島回收」');
  });

  it.each([
    ['en_US', 'en-US', 'Green Loop Operations'],
    ['zh_CN', 'zh-CN', '绿循环营运'],
  ])('shows the list in %s', async (lang, locale, name) => {
    const { page } = await openBrowser({ locale });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${SYS_CLIENTS}`);
    await row(page, 'sysClientTable', name).waitFor();
    await screenshot(page, `sys-client-list-${lang}`);
  });
});

describe('HelpTopics screen', () => {
  it('saves a topic with its contents sanitised and previews them, in zh_HK', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${HELP_TOPICS}`);
    await row(page, 'helpTopicTable', '回收機顯示「回收箱已滿」').waitFor();
    await screenshot(page, 'help-topics-list-zh_HK');

    await page.click('#helpTopicNew');
    await page.fill('#helpTopic-title', 'Cleaning a kiosk');
    await page.fill('#helpTopic-titleCht', '清潔回收機');
    await page.fill('#helpTopic-category', 'Kiosks');
    await page.fill(
      '#helpTopic-content',
      'Wipe the door weekly. <script>alert(1)</script><a href="javascript:alert(2)">more</a>',
    );
    // Bold the first word with the toolbar.
    await page.locator('#helpTopic-content').evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(0, 4));
    await page.getByRole('button', { name: '粗體' }).first().click();
    await expect.poll(() => page.inputValue('#helpTopic-content')).toMatch(/^<strong>Wipe<\/strong> the door/);
    await page.getByText('預覽', { exact: true }).first().click();
    await page.frameLocator('.rich-text-preview').locator('strong', { hasText: 'Wipe' }).waitFor();
    await screenshot(page, 'help-topic-form-zh_HK', { fullPage: false });
    await page.click('#helpTopicSave');
    await seeMessage(page, '已新增「清潔回收機」');

    await row(page, 'helpTopicTable', '清潔回收機').locator('.entity-edit').click();
    await expect
      .poll(() => page.inputValue('#helpTopic-content'))
      .toBe('<strong>Wipe</strong> the door weekly. <a>more</a>');
    await page.click('#helpTopicCancel');
  });

  it.each([
    ['en_US', 'en-US', 'A kiosk shows "Bin full"'],
    ['zh_CN', 'zh-CN', '回收机显示“回收箱已满”'],
  ])('shows the list in %s', async (lang, locale, title) => {
    const { page } = await openBrowser({ locale });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${HELP_TOPICS}`);
    await row(page, 'helpTopicTable', title).waitFor();
    await screenshot(page, `help-topics-list-${lang}`);
  });
});
