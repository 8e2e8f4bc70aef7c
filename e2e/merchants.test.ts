import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoOrganisation } from '../apps/server/src/modules/organisation/demo.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { chooseOption, fieldError, row, rowsOf, seeMessage, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
beforeAll(async () => {
  app = await startAppWithFixtures();
  await app.db.transaction((tx) => seedDemoOrganisation(tx));
});
afterAll(() => app.close());

const MERCHANTS = '/organisation/merchantList';
const SHOPS = '/organisation/shopList';
const menu = '.ant-layout-sider .ant-menu-root';
/** The smallest PNG: a logo to upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The first sheet of a downloaded XLSX: header row, then the rows' values. */
async function readSheet(file: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(file) as never);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((sheetRow) => rows.push((sheetRow.values as unknown[]).slice(1)));
  return rows;
}

async function exportXlsx(page: Page, button: string) {
  await page.hover(`#${button}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(`#${button}-xlsx`)]);
  return { name: download.suggestedFilename(), rows: await readSheet((await download.path())!) };
}

/** Opens the History tab and answers the old and new value shown for `field` in the latest update. */
async function latestChange(page: Page, tabs: string, field: string) {
  await page.locator(`#${tabs} .ant-tabs-tab`).getByText('歷史記錄', { exact: true }).click();
  const change = page
    .locator('#historyTable tr.ant-table-row')
    .filter({ hasText: '修改' })
    .first()
    .locator(`.audit-change[data-field="${field}"]`);
  await change.waitFor();
  return {
    old: await change.locator('.audit-old').textContent(),
    new: await change.locator('.audit-new').textContent(),
  };
}

describe('MerchantList and Merchant screens', () => {
  it('creates a merchant with its logo, edits, traces the change, filters, exports, reopens it, in zh_HK', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.locator(`${menu} .ant-menu-submenu-title`).getByText('機構', { exact: true }).click();
    await page.locator(`${menu} .ant-menu-item`).getByText('商戶', { exact: true }).click();
    await page.waitForURL(`${app.url}${MERCHANTS}`);
    await row(page, 'merchantTable', '鮮市').locator('.ant-tag[data-status="1"]', { hasText: '啟用' }).waitFor();
    await screenshot(page, 'merchant-list-zh_HK');

    await page.click('#merchantNew');
    await page.waitForURL(`${app.url}/organisation/merchantDetail`);
    await page.fill('#name', 'Green Corner');
    await page.fill('#nameCht', '綠角');
    await page.fill('#shortName', 'GC');
    await page.fill('#shortNameCht', '綠角店');
    await page.fill('#addressCht', '旺角花園街 1 號');
    await chooseOption(page, '#merchant-tid', '城市回收');
    await page.fill('#merchant-email', 'not an email');
    await page.click('#merchantSave');
    await page.locator('#merchantForm .ant-form-item-has-error #merchant-email').waitFor();
    await page.fill('#merchant-email', 'hello@corner.example');
    await page.fill('#merchant-website', 'https://corner.example');
    // Too large or not an image: refused before anything is sent, with the SPEC message.
    await page.setInputFiles('#merchant-logo input[type=file]', {
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG, Buffer.alloc(501 * 1024)]),
    });
    await seeMessage(page, '上載檔案大小必須少於 500 KB');
    await page.setInputFiles('#merchant-logo input[type=file]', {
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await seeMessage(page, '只可上傳 PNG、JPEG、GIF 或 WebP 圖片');
    expect(await page.locator('#merchant-logo img').count()).toBe(0);
    await page.setInputFiles('#merchant-logo input[type=file]', {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.locator('#merchant-logo img').waitFor();
    await screenshot(page, 'merchant-form-zh_HK', { fullPage: false });
    await page.click('#merchantSave');
    await seeMessage(page, '已新增「綠角」');
    await page.waitForURL(/merchantDetail\?id=\d+/);

    await chooseOption(page, '#merchant-status', '停用');
    await page.fill('#merchant-email', 'shop@corner.example');
    await page.click('#merchantSave');
    await seeMessage(page, '已儲存「綠角」');
    expect(await latestChange(page, 'merchantTabs', 'email')).toEqual({
      old: 'hello@corner.example',
      new: 'shop@corner.example',
    });
    expect(await latestChange(page, 'merchantTabs', 'status')).toEqual({ old: '啟用', new: '停用' });
    await screenshot(page, 'merchant-history-zh_HK');

    await page.locator('#merchantTabs .ant-tabs-tab').getByText('詳情', { exact: true }).click();
    await page.click('#merchantBack');
    await page.waitForURL(`${app.url}${MERCHANTS}`);
    await chooseOption(page, '#merchantFilterShortName', '綠角店');
    await page.click('#merchantFiltersSearch');
    await page.waitForURL(/shortName=/);
    await expect.poll(() => page.locator(rowsOf('merchantTable')).count()).toBe(1);
    await row(page, 'merchantTable', '綠角').locator('.ant-tag[data-status="0"]').waitFor();
    const file = await exportXlsx(page, 'merchantExport');
    expect(file.name).toMatch(/^商戶-\d{8}-\d{6}\.xlsx$/);
    expect(file.rows[0]).toEqual(['編號', '名稱', '簡稱', '租戶', '地址', '電郵', '網站', '狀態', '更新時間']);
    expect(file.rows.slice(1).map((values) => values.slice(1, 8))).toEqual([
      ['綠角', '綠角店', '城市回收', '旺角花園街 1 號', 'shop@corner.example', 'https://corner.example', '停用'],
    ]);

    await row(page, 'merchantTable', '綠角').locator('.entity-edit').click();
    await page.waitForURL(/merchantDetail\?id=\d+/);
    await expect.poll(() => page.inputValue('#name')).toBe('Green Corner');
    await page.locator('#merchant-logo img').waitFor();
  });
});

describe('ShopList and Shop screens', () => {
  it('creates a shop (tels, password), rotates token, edits, traces, filters, exports, reopens in zh_HK', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${SHOPS}`);
    await row(page, 'shopTable', '鮮市網店').locator('[data-shop-type="1"]', { hasText: '網店' }).waitFor();
    await screenshot(page, 'shop-list-zh_HK');

    await page.click('#shopNew');
    await page.waitForURL(`${app.url}/organisation/shop`);
    await page.fill('#name', 'Green Corner Kiosk');
    await page.fill('#nameCht', '綠角小賣');
    await page.fill('#shortName', 'GCK');
    // The merchants offered are the chosen tenant's; another tenant clears the choice.
    await chooseOption(page, '#shop-tid', '科學園園區');
    await chooseOption(page, '#shop-mid', '園區商店');
    await chooseOption(page, '#shop-tid', '城市回收');
    await expect
      .poll(() =>
        page
          .locator('#shopForm .ant-form-item')
          .filter({ has: page.locator('#shop-mid') })
          .locator('.ant-select-content-value, .ant-select-selection-item')
          .count(),
      )
      .toBe(0);
    await chooseOption(page, '#shop-mid', '鮮市');
    await page.click('#shop-tel');
    await page.keyboard.type('2345 6789;12ab,');
    await page.click('#shopSave');
    await fieldError(page, '#shop-tel', '電話號碼無效：12ab').waitFor();
    await page
      .locator('#shopForm .ant-select-selection-item', { hasText: '12ab' })
      .locator('.ant-select-selection-item-remove')
      .click();
    await page.click('#shop-tel');
    await page.keyboard.type('+852 9123 4567;');
    await page.fill('#shop-password', 'Shop-Counter#42');
    await screenshot(page, 'shop-form-zh_HK', { fullPage: false });
    await page.click('#shopSave');
    await seeMessage(page, '已新增「綠角小賣」');
    await page.waitForURL(/shop\?id=\d+/);

    const masked = await page.textContent('#shopTokenValue');
    expect(masked).toMatch(/^\*{8}[0-9a-f]{4}$/);
    await page.click('#shopTokenReveal');
    await expect.poll(() => page.textContent('#shopTokenValue')).toMatch(/^[0-9a-f]{32}$/);
    const whole = (await page.textContent('#shopTokenValue'))!;
    expect(whole.endsWith(masked!.slice(-4))).toBe(true);
    await page.click('#shopTokenRotate');
    await page.click('#shopTokenRotateConfirm');
    await seeMessage(page, '已產生新的優惠券驗證碼');
    await expect.poll(() => page.textContent('#shopTokenValue')).not.toBe(whole);

    await chooseOption(page, '#shop-shopType', '網店');
    await page.click('#shopSave');
    await seeMessage(page, '已儲存「綠角小賣」');
    expect(await latestChange(page, 'shopTabs', 'shopType')).toEqual({ old: '實體店', new: '網店' });
    await screenshot(page, 'shop-history-zh_HK');

    await page.locator('#shopTabs .ant-tabs-tab').getByText('詳情', { exact: true }).click();
    await page.click('#shopBack');
    await page.waitForURL(`${app.url}${SHOPS}`);
    await chooseOption(page, '#shopFilterShortName', 'GCK');
    await chooseOption(page, '#shopFilterType', '網店');
    await page.click('#shopFiltersSearch');
    await page.waitForURL(/shortName=GCK/);
    await expect.poll(() => page.locator(rowsOf('shopTable')).count()).toBe(1);
    const file = await exportXlsx(page, 'shopExport');
    expect(file.name).toMatch(/^商店-\d{8}-\d{6}\.xlsx$/);
    expect(file.rows.slice(1).map((values) => values.slice(1, 7))).toEqual([
      ['綠角小賣', 'GCK', '城市回收', '鮮市', '網店', '2345 6789, +852 9123 4567'],
    ]);

    await row(page, 'shopTable', '綠角小賣').locator('.entity-edit').click();
    await page.waitForURL(/shop\?id=\d+/);
    await expect.poll(() => page.inputValue('#name')).toBe('Green Corner Kiosk');
    await page.locator('#shopForm').getByText('已設定密碼；留空即保持不變').waitFor();
    const token = await app.login('admin', ADMIN_PASSWORD);
    const saved = (await app.call('POST', '/api/merchantShop/page', { token, body: { keyword: 'Green Corner Kiosk' } }))
      .body.data.rows[0];
    expect(saved).toMatchObject({ tel: '2345 6789, +852 9123 4567', shopType: 1, hasPassword: true });
  });

  it.each([
    ['en_US', 'en-US', 'Fresh Mart', 'Fresh Mart Online', 'Edit merchant: Fresh Mart', 'Edit shop: Fresh Mart Online'],
    ['zh_CN', 'zh-CN', '鲜市', '鲜市网店', '编辑商户：鲜市', '编辑商店：鲜市网店'],
  ])(
    'shows both lists and detail screens in %s',
    async (lang, locale, merchantName, shopName, merchantTitle, shopTitle) => {
      const { page } = await openBrowser({ locale });
      await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
      await page.goto(`${app.url}${MERCHANTS}`);
      await row(page, 'merchantTable', merchantName).waitFor();
      await screenshot(page, `merchant-list-${lang}`);
      await row(page, 'merchantTable', merchantName).locator('.entity-edit').click();
      await page.locator('#merchantPage .ant-card-head-title', { hasText: merchantTitle }).waitFor();
      await screenshot(page, `merchant-detail-${lang}`);
      await page.goto(`${app.url}${SHOPS}`);
      await row(page, 'shopTable', shopName).waitFor();
      await screenshot(page, `shop-list-${lang}`);
      await row(page, 'shopTable', shopName).locator('.entity-edit').click();
      await page.locator('#shopPage .ant-card-head-title', { hasText: shopTitle }).waitFor();
      await page.locator('#shopTokenValue').waitFor();
      await screenshot(page, `shop-detail-${lang}`);
    },
  );

  it('fits the lists and the detail screens on a 390 px phone', async () => {
    const { page } = await openBrowser({ viewport: { width: 390, height: 844 } });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    for (const [path, table, name, detail] of [
      [MERCHANTS, 'merchant', 'Fresh Mart', 'merchantForm'],
      [SHOPS, 'shop', 'Fresh Mart Online', 'shopForm'],
    ] as const) {
      await page.goto(`${app.url}${path}`);
      await row(page, `${table}Table`, name).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `${table}-list-phone-en_US`);
      await row(page, `${table}Table`, name).locator('.entity-edit').click();
      await page.locator(`#${detail}`).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `${table}-detail-phone-en_US`);
    }
  });
});
