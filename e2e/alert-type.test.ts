import { alertTypeActions, ErrorCode, sysAuditLogActions } from '@srd/contract';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAlertTypes } from '../apps/server/src/modules/alert-type/demo.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { chooseOption, row, rowsOf, seeMessage, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
beforeAll(async () => {
  app = await startAppWithFixtures();
  await app.db.transaction((tx) => seedDemoAlertTypes(tx));
});
afterAll(() => app.close());

const SCREEN = '/alert/alertType';
const rows = rowsOf('alertTypeTable');
const menu = '.ant-layout-sider .ant-menu-root';

/** Waits until the dialog has finished opening, so a screenshot shows it as the user does. */
async function dialogOpened(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const dialog = document.querySelector('.ant-modal');
    return dialog !== null && !/zoom/.test(dialog.className) && getComputedStyle(dialog).opacity === '1';
  });
}

describe('AlertType screen', () => {
  it('creates, finds, edits, traces and deletes an alert type in zh_HK, and refuses a code already used', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.locator(`${menu} .ant-menu-submenu-title`).getByText('警報', { exact: true }).click();
    await page.locator(`${menu} .ant-menu-item`).getByText('警報類型', { exact: true }).click();
    await page.waitForURL(`${app.url}${SCREEN}`);
    await row(page, 'alertTypeTable', 'BIN_FULL').getByText('回收箱已滿').waitFor();
    await row(page, 'alertTypeTable', 'BELT_JAM').getByText('回收機 (RVM)').waitFor();
    await row(page, 'alertTypeTable', 'BIN_FULL').getByText('所有類型').waitFor();
    await screenshot(page, 'alert-type-list-zh_HK');

    // The contract's rules answer before anything is sent.
    await page.click('#alertTypeNew');
    await page.locator('#alertTypeForm').waitFor();
    await page.click('#alertTypeSave');
    await page.locator('#alertTypeForm .ant-form-item-explain-error', { hasText: '此欄位為必填！' }).first().waitFor();

    await page.fill('#alertType-code', 'lid_stuck');
    expect(await page.inputValue('#alertType-code')).toBe('LID_STUCK');
    await page.fill('#name', 'Lid stuck');
    await page.fill('#nameCht', '蓋卡住');
    await page.fill('#nameChs', '盖卡住');
    await chooseOption(page, '#alertType-kioskType', 'TODI 智能桶');
    await page.fill('#alertType-description', '回收桶蓋無法關上');
    await dialogOpened(page);
    await screenshot(page, 'alert-type-form-zh_HK', { fullPage: false });
    await page.click('#alertTypeSave');
    await seeMessage(page, '已新增「蓋卡住」');
    await row(page, 'alertTypeTable', 'LID_STUCK').locator('.ant-tag[data-level="2"]', { hasText: '警告' }).waitFor();

    await page.fill('#alertTypeFilterKeyword', 'lid');
    await page.click('#alertTypeFiltersSearch');
    await page.waitForURL(/keyword=lid/);
    await expect.poll(() => page.locator(rows).allTextContents()).toEqual([expect.stringContaining('LID_STUCK')]);

    // The dialog shows the stored record; only the level changes.
    await row(page, 'alertTypeTable', 'LID_STUCK').locator('.entity-edit').click();
    await expect.poll(() => page.inputValue('#alertType-code')).toBe('LID_STUCK');
    expect(await page.inputValue('#nameCht')).toBe('蓋卡住');
    await chooseOption(page, '#alertType-level', '嚴重');
    await page.click('#alertTypeSave');
    await seeMessage(page, '已儲存「蓋卡住」');
    await row(page, 'alertTypeTable', 'LID_STUCK').locator('.ant-tag[data-level="3"]', { hasText: '嚴重' }).waitFor();
    // Opened again, the dialog has the saved level, not the one it first loaded.
    await row(page, 'alertTypeTable', 'LID_STUCK').locator('.entity-edit').click();
    await page
      .locator('.ant-select', { has: page.locator('#alertType-level') })
      .getByText('嚴重')
      .waitFor();
    await page.click('#alertTypeCancel');

    // The saved message gone, it hides nothing of the drawer's screenshot.
    await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);
    await row(page, 'alertTypeTable', 'LID_STUCK').locator('.entity-history').click();
    const update = page.locator('.ant-drawer #historyTable tr.ant-table-row').filter({ hasText: '修改' });
    const change = update.locator('.audit-change[data-field="level"]');
    await change.waitFor();
    expect(await change.textContent()).toContain('級別');
    expect(await change.locator('.audit-old').textContent()).toBe('警告');
    expect(await change.locator('.audit-new').textContent()).toBe('嚴重');
    await screenshot(page, 'alert-type-history-zh_HK', { fullPage: false });
    await page.locator('.ant-drawer .ant-drawer-close').click();

    await row(page, 'alertTypeTable', 'LID_STUCK').locator('.entity-delete').click();
    await page.locator('.ant-popconfirm', { hasText: '確定刪除警報類型「蓋卡住」嗎？' }).waitFor();
    await page.click('.entity-delete-confirm');
    await seeMessage(page, '已刪除「蓋卡住」');
    await expect.poll(() => page.locator(rows).count()).toBe(0);

    // A code another type uses (whatever its case): the server's 1020, under the field too.
    await page.click('#alertTypeFiltersReset');
    await page.click('#alertTypeNew');
    await page.fill('#alertType-code', 'bin_full');
    await page.fill('#name', 'Another bin full');
    await page.click('#alertTypeSave');
    await seeMessage(page, '此代碼已被其他記錄使用');
    await page.locator('#alertTypeForm .ant-form-item-explain-error', { hasText: '此代碼已被其他記錄使用' }).waitFor();
    await page.click('#alertTypeCancel');
    // The seven seeded types and the rejection alarm's, which every database has, no duplicate, and no deleted one
    // once the list has reloaded.
    await expect.poll(() => page.locator(rows).count()).toBe(8);
    expect(await row(page, 'alertTypeTable', 'BIN_FULL').count()).toBe(1);
    const token = await app.login('admin', ADMIN_PASSWORD);
    const left = await app.call('POST', '/api/alertType/page', { token, body: { keyword: 'LID_STUCK' } });
    expect(left.body.data.total).toBe(0);
  });

  it('shows a reader without access-all-data the shared types, their history, and no way to change them', async () => {
    const role = await app.createRole({ actions: [...Object.values(alertTypeActions), sysAuditLogActions.view] });
    const reader = await app.createUser({ roleIds: [role.id] });
    const { page } = await openBrowser();
    await signIn(page, app.url, reader.loginId, reader.password);
    await page.goto(`${app.url}${SCREEN}`);
    await row(page, 'alertTypeTable', 'BIN_FULL').waitFor();
    expect(await page.locator('#alertTypeNew, .entity-edit, .entity-delete').count()).toBe(0);
    await row(page, 'alertTypeTable', 'BIN_FULL').locator('.entity-history').waitFor();
    // The server refuses all the same.
    const token = await app.login(reader.loginId, reader.password);
    const created = await app.call('POST', '/api/alertType', {
      token,
      body: { code: 'READER', name: 'Reader', level: 1, status: 1 },
    });
    expect(created.body.code).toBe(ErrorCode.OutOfScope);
  });

  it('keeps an editor on the dialog with a message when the server refuses the change (1003)', async () => {
    const role = await app.createRole({ actions: [alertTypeActions.view, alertTypeActions.edit], accessAllData: true });
    const editor = await app.createUser({ roleIds: [role.id] });
    const { page } = await openBrowser();
    await signIn(page, app.url, editor.loginId, editor.password);
    await page.goto(`${app.url}${SCREEN}`);
    await row(page, 'alertTypeTable', 'BIN_FULL').locator('.entity-edit').click();
    await expect.poll(() => page.inputValue('#alertType-code')).toBe('BIN_FULL');
    // Another administrator withdraws the edit right while the dialog is open.
    await app.db.execute(
      sql`delete from role_action where role_id = ${role.id}
      and action_id = (select id from action where domain = 'alertType' and name = 'edit')`,
    );
    await page.fill('#alertType-description', 'Changed after the right was withdrawn');
    await page.click('#alertTypeSave');
    await seeMessage(page, 'Permission denied');
    expect(new URL(page.url()).pathname).toBe(SCREEN);
    await page.locator('#alertTypeForm').waitFor();
  });

  it.each([
    ['en_US', 'en-US', 'Bin full', 'Edit alarm type: Bin full'],
    ['zh_CN', 'zh-CN', '回收箱已满', '编辑警报类型：回收箱已满'],
  ])('shows the list and the edit dialog in %s', async (lang, locale, name, dialogTitle) => {
    const { page } = await openBrowser({ locale });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${SCREEN}`);
    await row(page, 'alertTypeTable', 'BIN_FULL').getByText(name).waitFor();
    await screenshot(page, `alert-type-list-${lang}`);
    await row(page, 'alertTypeTable', 'BIN_FULL').locator('.entity-edit').click();
    await page.locator('.ant-modal-title', { hasText: dialogTitle }).waitFor();
    await expect.poll(() => page.inputValue('#alertType-code')).toBe('BIN_FULL');
    await dialogOpened(page);
    await screenshot(page, `alert-type-form-${lang}`, { fullPage: false });
  });

  it('fits the list on a 390 px phone', async () => {
    const { page } = await openBrowser({ viewport: { width: 390, height: 844 } });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${SCREEN}`);
    await row(page, 'alertTypeTable', 'BIN_FULL').waitFor();
    // Nothing wider than the screen but the table, which scrolls within itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'alert-type-list-phone-en_US');
  });
});
