import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { fieldError, seeMessage, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
beforeAll(async () => {
  app = await startAppWithFixtures();
});
afterAll(() => app.close());

/** Whether the element is within the window, top to bottom. */
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

describe('forms that speak to people, in zh_HK', () => {
  it('keeps a latitude of 999 as typed and refuses it with its range', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}/organisation/housingEstateList`);
    await page.click('#estateNew');
    await page.locator('#estateForm').waitFor();
    await page.fill('#name', 'Out of range');
    await page.fill('#estate-lat', '999');
    await page.press('#estate-lat', 'Tab');
    expect(Number(await page.inputValue('#estate-lat'))).toBe(999);
    await fieldError(page, '#estate-lat', '不可大於 90').waitFor();
    await page.click('#estateSave');
    await seeMessage(page, '儲存前請檢查 1 個欄位');
    expect(Number(await page.inputValue('#estate-lat'))).toBe(999);
    await page.mouse.move(0, 0);
    await screenshot(page, 'field-error-zh_HK');
  });

  it("shows the role editor's first field in error, says how many are wrong, names actions in Chinese", async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}/access/role`);
    const tree = page.locator('#roleActionTree');
    await tree.locator('[data-key="domain/role"]').getByText('角色', { exact: true }).waitFor();
    await tree.locator('[data-key="role:add"]').getByText('新增', { exact: true }).waitFor();
    await tree.locator('[data-key="kiosk:reboot"]').getByText('重新啟動設備', { exact: true }).waitFor();
    await screenshot(page, 'role-editor-zh_HK', { fullPage: true });

    await page.locator('#roleSave').scrollIntoViewIfNeeded();
    expect(await inView(page, '#name')).toBe(false);
    await page.click('#roleSave');
    await seeMessage(page, '儲存前請檢查 1 個欄位');
    await expect.poll(() => inView(page, '#name')).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('name');
    await fieldError(page, '#name', '此欄位為必填！').waitFor();
    await screenshot(page, 'role-editor-errors-zh_HK');
    // Signs in, opens the 7,000 px editor and takes it whole: more than the default minute on two cores.
  }, 150_000);
});
