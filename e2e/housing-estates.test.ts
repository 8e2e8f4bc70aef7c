import { readFileSync } from 'node:fs';
import { addressActions, housingEstateActions } from '@srd/contract';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAddresses } from '../apps/server/src/modules/address/demo.js';
import { seedDemoOrganisation } from '../apps/server/src/modules/organisation/demo.js';
import { tenant } from '../apps/server/src/modules/organisation/tables.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { chooseOption, seeMessage, signIn } from './support/journey.js';

const TILES = 'https://tiles.invalid/{z}/{x}/{y}.png';
let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
beforeAll(async () => {
  // A tile server that cannot answer (no network here): the maps must show their markers all the same.
  app = await startAppWithFixtures({ mapTileUrl: TILES });
  await app.db.transaction(async (tx) => {
    await seedDemoOrganisation(tx);
    await seedDemoAddresses(tx);
  });
});
afterAll(() => app.close());

const LIST = '/organisation/housingEstateList';
const MAP = '/organisation/housingEstateMap';
const TREE = '/organisation/address';
const menu = '.ant-layout-sider .ant-menu-root';
const estateRows = '#estateTable .ant-table-tbody tr.ant-table-row';
const estateRow = (page: Page, name: string) =>
  page.locator(estateRows).filter({ has: page.getByRole('link', { name, exact: true }) });
const markers = '#estateMap .leaflet-marker-icon.estate-marker';

/** How many estates the admin reaches that have a location: what the map must show. */
async function locatedEstates(): Promise<number> {
  const token = await app.login('admin', ADMIN_PASSWORD);
  const { rows } = (await app.call('POST', '/api/housingEstate/list', { token, body: { allData: true } })).body.data;
  return rows.filter((row: { lat: number | null }) => row.lat !== null).length;
}

describe('housing estates', () => {
  it('creates an estate and a building on its page, edits, traces, filters, exports, reopens, in zh_HK', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.locator(`${menu} .ant-menu-submenu-title`).getByText('機構', { exact: true }).click();
    await page.locator(`${menu} .ant-menu-item`).getByText('屋苑', { exact: true }).click();
    await page.waitForURL(`${app.url}${LIST}`);
    await estateRow(page, '樂富邨').locator('.ant-tag[data-status="1"]', { hasText: '啟用' }).waitFor();
    expect(await estateRow(page, '彩虹邨').textContent()).toContain('共用');
    await screenshot(page, 'estate-list-zh_HK');

    await page.click('#estateNew');
    await page.locator('#estateForm').waitFor();
    await page.fill('#name', 'Kai Ching Estate');
    await page.fill('#nameCht', '啟晴邨');
    await page.fill('#estate-addressCht', '九龍啟德沐虹街');
    await chooseOption(page, '#estate-tid', '城市回收');
    await chooseOption(page, '#estate-district', '九龍城區');
    // A click on the map places the marker and fills the coordinates.
    await page.locator('#estateLocationMap.leaflet-container').waitFor();
    await page.click('#estateLocationMap', { position: { x: 220, y: 140 } });
    await page.locator('#estateLocationMap .leaflet-marker-icon.estate-marker').waitFor();
    await expect.poll(() => page.inputValue('#estate-lat')).not.toBe('');
    const lat = Number(await page.inputValue('#estate-lat'));
    expect(lat).toBeGreaterThan(21);
    expect(lat).toBeLessThan(23);
    await screenshot(page, 'estate-new-zh_HK');
    await page.click('#estateSave');
    await seeMessage(page, '已新增「啟晴邨」');
    await page.waitForURL(/housingEstate\?id=\d+/);

    await page.locator('#estateTabs .ant-tabs-tab', { hasText: '0 座大廈' }).click();
    await page.click('#buildingNew');
    await page.locator('#buildingForm').waitFor();
    await page.fill('#buildingForm #name', 'Block A');
    await page.fill('#buildingForm #nameCht', '晴朗樓');
    await page.fill('#building-floors', '31');
    await page.click('#buildingSave');
    await seeMessage(page, '已新增「晴朗樓」');
    await page
      .locator('#buildingTable tr.ant-table-row', { hasText: '晴朗樓' })
      .getByText('31', { exact: true })
      .waitFor();
    await page.locator('#estateTabs .ant-tabs-tab', { hasText: '1 座大廈' }).waitFor();
    await screenshot(page, 'estate-buildings-zh_HK');

    await page.locator('#estateTabs .ant-tabs-tab', { hasText: '詳情' }).click();
    await chooseOption(page, '#estate-district', '觀塘區');
    await chooseOption(page, '#estate-status', '已停用');
    await page.click('#estateSave');
    await seeMessage(page, '已儲存「啟晴邨」');

    await page.locator('#estateTabs .ant-tabs-tab', { hasText: '歷史' }).click();
    const update = page.locator('#historyTable tr.ant-table-row').filter({ hasText: '修改' });
    const district = update.locator('.audit-change[data-field="district"]');
    await district.waitFor();
    expect(await district.textContent()).toContain('地區');
    expect(await district.locator('.audit-old').textContent()).toBe('九龍城區');
    expect(await district.locator('.audit-new').textContent()).toBe('觀塘區');
    await update.locator('.audit-change[data-field="status"]').waitFor();
    await screenshot(page, 'estate-history-zh_HK');

    await page.goto(`${app.url}${LIST}`);
    await estateRow(page, '樂富邨').waitFor();
    await page.fill('#estateFilterKeyword', '啟晴');
    await chooseOption(page, '#estateFilterRegion', '九龍');
    await chooseOption(page, '#estateFilterStatus', '已停用');
    await page.click('#estateFiltersSearch');
    await page.waitForURL(/keyword=/);
    await expect.poll(() => page.locator(estateRows).count()).toBe(1);
    expect(await estateRow(page, '啟晴邨').textContent()).toContain('觀塘區');

    await page.hover('#estateExport');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#estateExport-csv')]);
    expect(download.suggestedFilename()).toMatch(/^屋苑-\d{8}-\d{6}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('地區');
    expect(lines[1]).toContain('啟晴邨');
    expect(lines[1]).toContain('觀塘區');

    // Reopened from the list: the stored values, the building still there.
    await estateRow(page, '啟晴邨').getByRole('link', { name: '啟晴邨' }).click();
    await page.waitForURL(/housingEstate\?id=\d+/);
    await expect.poll(() => page.inputValue('#name')).toBe('Kai Ching Estate');
    expect(Number(await page.inputValue('#estate-lat'))).toBeCloseTo(lat, 5);
    await page.locator('#estateTabs .ant-tabs-tab', { hasText: '1 座大廈' }).waitFor();
  });

  it('shows located estates as markers whose popup opens the estate; the estate > building tree searches', async () => {
    const expected = await locatedEstates();
    expect(expected).toBeGreaterThanOrEqual(13);
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${MAP}`);
    await page.locator(markers).first().waitFor();
    await expect.poll(() => page.locator(markers).count()).toBe(expected);
    // The configured tile address, not the default one.
    expect(await page.locator('#estateMap img.leaflet-tile').first().getAttribute('src')).toMatch(
      /^https:\/\/tiles\.invalid\/\d+\/\d+\/\d+\.png$/,
    );
    // Those tiles cannot load: Hong Kong's coastline and districts are drawn beneath them all the same.
    expect(await page.locator('#estateMap .leaflet-hongKongBase-pane path').count()).toBe(19);
    await page.locator(`${markers}[title="彩虹邨"]`).click();
    const popup = page.locator('.leaflet-popup');
    await popup.getByText('彩虹邨', { exact: true }).waitFor();
    expect(await popup.textContent()).toContain('黃大仙區');
    await screenshot(page, 'estate-map-zh_HK');
    await popup.locator('.estate-map-link').click();
    await page.waitForURL(/housingEstate\?id=\d+/);
    await expect.poll(() => page.inputValue('#nameCht')).toBe('彩虹邨');
    // A shared estate: access-all-data (the admin) may change it, so the form is editable.
    await page.locator('#estateSave').waitFor();

    await page.goto(`${app.url}${TREE}`);
    await page.locator('#addressTree').getByText('樂富邨 (3)').waitFor();
    await page.fill('#addressSearch', '第四座');
    await page.locator('#addressTree').getByText('第四座').waitFor();
    await expect
      .poll(() => page.locator('#addressTree .ant-tree-title').allTextContents())
      .toEqual(['彩虹邨 (1)', '第四座']);
    await screenshot(page, 'address-tree-zh_HK');
  });

  it('lets a tenant user change its own estates and only read the shared ones', async () => {
    const [city] = await app.db.select({ id: tenant.id }).from(tenant).where(eq(tenant.name, 'City Recycling'));
    const role = await app.createRole({
      actions: [...Object.values(housingEstateActions), ...Object.values(addressActions)],
    });
    const user = await app.createUser({ roleIds: [role.id], tid: city!.id });
    const token = await app.login(user.loginId, user.password);
    const reachable = (await app.call('POST', '/api/housingEstate/list', { token, body: { allData: true } })).body.data
      .rows as { tid: number | null }[];
    expect(reachable.every((row) => row.tid === null || row.tid === city!.id)).toBe(true);
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, user.loginId, user.password);
    await page.goto(`${app.url}${LIST}?pageSize=50`);
    await estateRow(page, '樂富邨').locator('.entity-edit').waitFor();
    await expect.poll(() => page.locator(estateRows).count()).toBe(reachable.length);
    // Science Park Campus's estate is out of reach; the shared one shows without Edit nor Delete.
    expect(await estateRow(page, '富善邨').count()).toBe(0);
    expect(await estateRow(page, '彩虹邨').locator('.entity-edit, .entity-delete').count()).toBe(0);
    await estateRow(page, '彩虹邨').getByRole('link', { name: '彩虹邨' }).click();
    await expect.poll(() => page.inputValue('#nameCht')).toBe('彩虹邨');
    expect(await page.locator('#nameCht').isDisabled()).toBe(true);
    expect(await page.locator('#estateSave').count()).toBe(0);
    await page.locator('#estateTabs .ant-tabs-tab', { hasText: '4 座大廈' }).click();
    await page.locator('#buildingTable tr.ant-table-row').first().waitFor();
    expect(await page.locator('#buildingNew').count()).toBe(0);
    await screenshot(page, 'estate-shared-readonly-zh_HK');
  });

  it.each([
    ['en_US', 'en-US', 'Lok Fu Estate', 'Wong Tai Sin'],
    ['zh_CN', 'zh-CN', '乐富邨', '黄大仙区'],
  ])('shows the list, an estate and the map in %s', async (lang, locale, name, district) => {
    const { page } = await openBrowser({ locale });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${LIST}`);
    await estateRow(page, name).waitFor();
    expect(await estateRow(page, name).textContent()).toContain(district);
    await screenshot(page, `estate-list-${lang}`);
    await estateRow(page, name).getByRole('link', { name }).click();
    await page.locator('#estateLocationMap .leaflet-marker-icon.estate-marker').waitFor();
    await screenshot(page, `estate-detail-${lang}`);
    await page.goto(`${app.url}${MAP}`);
    await page.locator(markers).first().waitFor();
    await screenshot(page, `estate-map-${lang}`);
  });

  it('fits the list, an estate and the map on a 390 px phone', async () => {
    const { page } = await openBrowser({ viewport: { width: 390, height: 844 } });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${LIST}`);
    await estateRow(page, 'Lok Fu Estate').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'estate-list-phone-en_US');
    await estateRow(page, 'Lok Fu Estate').getByRole('link', { name: 'Lok Fu Estate' }).click();
    await page.locator('#estateLocationMap .leaflet-marker-icon.estate-marker').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'estate-detail-phone-en_US');
    await page.goto(`${app.url}${MAP}`);
    await page.locator(markers).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'estate-map-phone-en_US');
  });
});
