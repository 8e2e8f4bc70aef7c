import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMaterialTypes } from '../apps/server/src/modules/material-type/demo.js';
import { seedDemoOrganisation } from '../apps/server/src/modules/organisation/demo.js';
import { tenant } from '../apps/server/src/modules/organisation/tables.js';
import { seedDemoSysClients } from '../apps/server/src/modules/sys-client/demo.js';
import { seedDemoTenants } from '../apps/server/src/modules/tenant/demo.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { chooseOption, fieldError, row, rowsOf, seeMessage, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
beforeAll(async () => {
  app = await startAppWithFixtures();
  await app.db.transaction(async (tx) => {
    await seedDemoOrganisation(tx);
    await seedDemoSysClients(tx);
    await seedDemoMaterialTypes(tx);
    await seedDemoTenants(tx);
  });
});
afterAll(() => app.close());

const TENANTS = '/organisation/tenantList';
const menu = '.ant-layout-sider .ant-menu-root';
const rows = rowsOf('tenantTable');

async function typeDay(page: Page, input: string, value: string): Promise<void> {
  await page.click(input);
  await page.fill(input, value);
  await page.press(input, 'Enter');
}

async function setNumber(page: Page, input: string, value: number): Promise<void> {
  await page.fill(input, String(value));
  await page.press(input, 'Tab');
}

async function readSheet(file: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(file) as never);
  const sheetRows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((sheetRow) => sheetRows.push((sheetRow.values as unknown[]).slice(1)));
  return { headers: sheetRows[0], names: sheetRows.slice(1).map((sheetRow) => sheetRow[1]) };
}

describe('TenantList and Tenant screens', () => {
  it('creates a tenant, edits it with its history, filters, exports and reopens it, in zh_HK', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.locator(`${menu} .ant-menu-submenu-title`).getByText('機構', { exact: true }).click();
    await page.locator(`${menu} .ant-menu-item`).getByText('租戶', { exact: true }).click();
    await page.waitForURL(`${app.url}${TENANTS}`);
    await row(page, 'tenantTable', '城市回收').locator('.ant-tag[data-status="1"]', { hasText: '啟用' }).waitFor();
    await row(page, 'tenantTable', '海濱試點').locator('.ant-tag[data-status="2"]', { hasText: '草稿' }).waitFor();
    await screenshot(page, 'tenant-list-zh_HK');

    await page.click('#tenantNew');
    await page.locator('#tenantForm').waitFor();
    await page.fill('#name', 'Harbour View');
    await page.fill('#nameCht', '海景');
    await page.fill('#tenant-shortName', 'HV');
    await page.fill('#tenant-subdomain', 'city');
    await chooseOption(page, '#tenant-status', '啟用');
    await typeDay(page, '#tenant-effectiveDate', '2026-06-01');
    await typeDay(page, '#tenant-expiryDate', '2026-05-01');
    await fieldError(page, '#tenant-expiryDate', '生效時間不可遲於到期時間').waitFor();
    await page.fill('#tenant-expiryDate', '');
    await typeDay(page, '#tenant-expiryDate', '2027-05-31');
    await page.fill('#tenant-connectionString', 'Host=db;Password=harbour-9876');
    await chooseOption(page, '#tenant-defaultLang', '繁體中文');
    await page.click('#tenantPage .ant-card-head-title');
    await expect.poll(() => fieldError(page, '#tenant-expiryDate', '生效時間不可遲於到期時間').count()).toBe(0);
    await screenshot(page, 'tenant-form-zh_HK', { fullPage: false });

    // Near full must stay below full: said under the field, on its tab, before anything is sent.
    await page.locator('#tenantTabs .ant-tabs-tab', { hasText: '回收桶及時間' }).click();
    await setNumber(page, '#tenant-binConfig-nearFullWeightKg', 120);
    await fieldError(page, '#tenant-binConfig-nearFullWeightKg', '將滿值必須低於滿載值').waitFor();
    await setNumber(page, '#tenant-binConfig-nearFullWeightKg', 70);
    await page.locator('#tenantTabs .ant-tabs-tab', { hasText: '回收上限' }).click();
    await page.click('#tenantAddCap');
    await chooseOption(page, '#tenant-cap-0-material', '膠樽 (PET)');
    await setNumber(page, '#tenant-cap-0-pointsPerUnit', 2);
    await setNumber(page, '#tenant-cap-0-quantity', 150);
    await setNumber(page, '#tenant-cap-0-amount', 12.5);
    await screenshot(page, 'tenant-form-caps-zh_HK', { fullPage: false });
    // The server's refusal of a taken subdomain lands under the field, on its tab.
    await page.click('#tenantSave');
    await page.locator('#tenantTabs .ant-tabs-tab-active', { hasText: '基本資料' }).waitFor();
    await fieldError(page, '#tenant-subdomain', '此代碼已被其他記錄使用').waitFor();
    await page.fill('#tenant-subdomain', 'harbour-view');
    await page.click('#tenantSave');
    await seeMessage(page, '已新增「海景」');
    await page.waitForURL(`${app.url}${TENANTS}`);

    const [stored] = await app.db.select().from(tenant).where(eq(tenant.subdomain, 'harbour-view'));
    expect(stored).toMatchObject({ name: 'Harbour View', nameCht: '海景', binConfig: { nearFullWeightKg: 70 } });
    expect(stored!.recycleConfig).toEqual([
      {
        materialCode: 'PET',
        pointsPerUnit: 2,
        rebatePerUnit: 0,
        dailyMaxQuantity: 150,
        dailyMaxPoints: 0,
        dailyMaxAmount: 12.5,
      },
    ]);
    expect(stored!.connectionString).not.toContain('harbour-9876');

    await page.fill('#tenantFilterKeyword', '海景');
    await chooseOption(page, '#tenantFilterStatus', '啟用');
    await page.click('#tenantFiltersSearch');
    await page.waitForURL(/keyword=/);
    await expect.poll(() => page.locator(rows).count()).toBe(1);

    await page.hover('#tenantExport');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#tenantExport-xlsx')]);
    expect(download.suggestedFilename()).toMatch(/^租戶-\d{8}-\d{6}\.xlsx$/);
    const sheet = await readSheet((await download.path())!);
    expect(sheet.headers).toEqual([
      '編號',
      '名稱',
      '簡稱',
      '系統客戶',
      '子網域',
      '狀態',
      '生效日期',
      '到期日期',
      '預設語言',
      '更新時間',
    ]);
    expect(sheet.names).toEqual(['海景']);

    await row(page, 'tenantTable', '海景').locator('.tenant-edit').click();
    await page.waitForURL(/\/organisation\/tenant\?id=/);
    await expect.poll(() => page.inputValue('#name')).toBe('Harbour View');
    await page.getByText('已加密儲存，結尾為 ****9876', { exact: false }).waitFor();
    await page.fill('#tenant-shortName', 'HVW');
    await chooseOption(page, '#tenant-status', '草稿');
    await page.click('#tenantSave');
    await seeMessage(page, /已儲存/);

    await page.locator('#tenantTabs .ant-tabs-tab', { hasText: '歷史記錄' }).click();
    const update = page.locator('#historyTable tr.ant-table-row').filter({ hasText: '修改' });
    const status = update.locator('.audit-change[data-field="status"]');
    await status.waitFor();
    expect(await status.textContent()).toContain('狀態');
    expect(await status.locator('.audit-old').textContent()).toBe('啟用');
    expect(await status.locator('.audit-new').textContent()).toBe('草稿');
    const shortName = update.locator('.audit-change[data-field="shortName"]');
    expect(await shortName.textContent()).toContain('簡稱');
    expect(await shortName.locator('.audit-new').textContent()).toBe('HVW');
    // The creation names the language in words.
    const created = page.locator('#historyTable tr.ant-table-row').filter({ hasText: '新增' });
    expect(await created.locator('.audit-change[data-field="defaultLang"] .audit-new').textContent()).toBe('繁體中文');
    await screenshot(page, 'tenant-history-zh_HK');

    // Reopened from its address, it shows what was saved.
    await page.goto(`${app.url}/organisation/tenant?id=${stored!.id}`);
    await expect.poll(() => page.inputValue('#tenant-shortName')).toBe('HVW');
    expect(await page.inputValue('#tenant-subdomain')).toBe('harbour-view');
    expect(await page.inputValue('#tenant-connectionString')).toBe('');
  });

  it('duplicates a tenant after asking, in zh_HK', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${TENANTS}`);
    await row(page, 'tenantTable', '科學園園區').locator('.tenant-duplicate').click();
    await page.locator('.ant-modal-confirm', { hasText: '複製 科學園園區？' }).locator('.ant-btn-primary').click();
    await seeMessage(page, '已複製為 科學園園區（副本）');
    await row(page, 'tenantTable', '科學園園區（副本）').waitFor();
    expect(await row(page, 'tenantTable', '科學園園區（副本）').textContent()).toContain('science-park-copy');
  });

  it.each([
    ['en_US', 'en-US', 'City Recycling', 'Tenant: City Recycling'],
    ['zh_CN', 'zh-CN', '城市回收', '租户：城市回收'],
  ])('shows the list and the detail page in %s', async (lang, locale, name, title) => {
    const { page } = await openBrowser({ locale });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${TENANTS}`);
    await row(page, 'tenantTable', name).waitFor();
    await screenshot(page, `tenant-list-${lang}`);
    await row(page, 'tenantTable', name).locator('.tenant-edit').click();
    await page.locator('#tenantPage .ant-card-head-title', { hasText: title }).waitFor();
    await screenshot(page, `tenant-detail-${lang}`, { fullPage: false });
    await page.locator('#tenantTabs .ant-tabs-tab').nth(4).click();
    await page.locator('#tenant-texts-terms-en_US').waitFor({ state: 'visible' });
    expect(await page.inputValue('#tenant-texts-aboutUs-zh_CN')).toContain('城市回收');
    await screenshot(page, `tenant-texts-${lang}`, { fullPage: false });
  });

  it('fits the list and the detail page on a 390 px phone', async () => {
    const { page } = await openBrowser({ viewport: { width: 390, height: 844 } });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${TENANTS}`);
    await row(page, 'tenantTable', 'City Recycling').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'tenant-list-phone-en_US');
    await row(page, 'tenantTable', 'City Recycling').locator('.tenant-edit').click();
    await page.locator('#tenantForm').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'tenant-detail-phone-en_US', { fullPage: false });
  });
});
