import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAddresses } from '../apps/server/src/modules/address/demo.js';
import { seedDemoKiosks } from '../apps/server/src/modules/kiosk/demo.js';
import { kiosk } from '../apps/server/src/modules/kiosk/tables.js';
import { seedDemoMaterialTypes } from '../apps/server/src/modules/material-type/demo.js';
import { seedDemoOrganisation } from '../apps/server/src/modules/organisation/demo.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { chooseOption, fieldError, row, rowsOf, seeMessage, signIn } from './support/journey.js';
import { writeKioskStates } from '../apps/server/src/test/kiosk-states.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
beforeAll(async () => {
  app = await startAppWithFixtures();
  await app.db.transaction(async (tx) => {
    await seedDemoOrganisation(tx);
    await seedDemoMaterialTypes(tx);
    await seedDemoAddresses(tx);
    await seedDemoKiosks(tx);
  });
  const idOf = async (kid: string) =>
    (await app.db.select({ id: kiosk.id }).from(kiosk).where(eq(kiosk.kid, kid)))[0]!.id;
  await writeKioskStates(app.db, [
    { kioskId: await idOf('RVM-0001'), state: 0, at: new Date(Date.now() - 3 * 60_000) },
  ]);
  await writeKioskStates(app.db, [{ kioskId: await idOf('RVM-0002'), state: 2 }]);
  await writeKioskStates(app.db, [
    { kioskId: await idOf('SC-0001'), state: 0, online: false, at: new Date(Date.now() - 2 * 3600_000) },
  ]);
  await writeKioskStates(app.db, [{ kioskId: await idOf('RVM-0003'), state: 1, manualDown: true }]);
});
afterAll(() => app.close());

const LIST = '/configuration/kiosk/kioskList';
const menu = '.ant-layout-sider .ant-menu-root';
const rows = rowsOf('kioskTable');

async function readSheet(file: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(file) as never);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((sheetRow) => rows.push((sheetRow.values as unknown[]).slice(1)));
  return rows;
}

describe('KioskList and Kiosk screens', () => {
  it('creates a kiosk (secret shown once), edits a setting, traces, filters, exports, reopens, in zh_HK', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.locator(`${menu} .ant-menu-submenu-title`).getByText('回收設備', { exact: true }).click();
    await page.locator(`${menu} .ant-menu-item`).getByText('設備列表', { exact: true }).click();
    await page.waitForURL(`${app.url}${LIST}`);
    await row(page, 'kioskTable', 'RVM-0001').locator('[data-live-status="state0"]', { hasText: '正常' }).waitFor();
    await row(page, 'kioskTable', 'RVM-0001').getByText('3 分鐘前').waitFor();
    await row(page, 'kioskTable', 'RVM-0002').locator('[data-live-status="state2"]', { hasText: '已滿' }).waitFor();
    await row(page, 'kioskTable', 'SC-0001').locator('[data-live-status="offline"]', { hasText: '離線' }).waitFor();
    await row(page, 'kioskTable', 'RVM-0003').locator('[data-live-status="manualDown"]').waitFor();
    await screenshot(page, 'kiosk-list-zh_HK');

    await page.click('#kioskNew');
    await page.waitForURL(`${app.url}/configuration/kiosk/kiosk`);
    await chooseOption(page, '#kiosk-kioskType', '回收機 (RVM)');
    await page.locator('#kioskForm').getByText('下一個可用：RVM-0008').waitFor();
    await page.fill('#kiosk-kid', 'rvm-0900');
    await chooseOption(page, '#kiosk-tid', '城市回收');
    await page.fill('#name', 'Kowloon Bay RVM');
    await page.fill('#nameCht', '九龍灣回收機');
    await page.fill('#kiosk-lon', '114.2141');
    await chooseOption(page, '#kiosk-recycleType', '膠樽 (PET)');
    await page.fill('#kiosk-settings-volumePct', '0');
    await page.click('#kioskSave');
    // Ranges are checked before sending; half a location is refused by the server on the missing field.
    await fieldError(page, '#kiosk-settings-volumePct').waitFor();
    await page.fill('#kiosk-settings-volumePct', '75');
    await page.click('#kioskSave');
    await fieldError(page, '#kiosk-lat', '請同時填寫經度及緯度，或兩者皆不填').waitFor();
    await page.fill('#kiosk-lat', '22.3232');
    await page.click('#kioskSave');
    await page.locator('#kioskSecretValue').waitFor();
    const secret = (await page.textContent('#kioskSecretValue'))!;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await screenshot(page, 'kiosk-secret-zh_HK', { fullPage: false });
    await page.click('#kioskSecretClose');
    await page.waitForURL(/kiosk\?id=\d+/);
    await page.locator('#kioskPage .ant-card-head-title').getByText('設備 RVM-0900：九龍灣回收機').waitFor();

    await page.fill('#kiosk-settings-volumePct', '90');
    await chooseOption(page, '#kiosk-settings-screenRotation', '向左');
    await page.click('#kioskSave');
    await seeMessage(page, '已儲存「九龍灣回收機」');
    await page.locator('#kioskTabs .ant-tabs-tab').getByText('歷史記錄', { exact: true }).click();
    const update = page.locator('#historyTable tr.ant-table-row').filter({ hasText: '修改' }).first();
    const volume = update.locator('.audit-change[data-field="settings.volumePct"]');
    await volume.getByText('音量（%）').waitFor();
    expect([
      await volume.locator('.audit-old').textContent(),
      await volume.locator('.audit-new').textContent(),
    ]).toEqual(['75', '90']);
    expect(await update.locator('.audit-change[data-field="settings.screenRotation"] .audit-new').textContent()).toBe(
      '向左',
    );
    expect(await update.locator('.audit-change').count()).toBe(2);
    await screenshot(page, 'kiosk-history-zh_HK');

    await page.locator('#kioskTabs .ant-tabs-tab').getByText('密鑰及維修碼', { exact: true }).click();
    await page.click('#kioskAdminCode');
    await expect.poll(() => page.textContent('#kioskAdminCodeValue')).toMatch(/^[0-9A-Z]{6}$/);
    await page.click('#kioskRotate');
    await page.click('#kioskRotateConfirm');
    await seeMessage(page, '已產生新的設備密鑰');
    await expect.poll(() => page.textContent('#kioskSecretValue')).not.toBe(secret);
    await page.click('#kioskSecretClose');
    await screenshot(page, 'kiosk-device-zh_HK');

    await page.goto(`${app.url}${LIST}`);
    await page.fill('#kioskFilterKeyword', 'rvm-0');
    await chooseOption(page, '#kioskFilterLive', '尚未收到心跳');
    await page.click('#kioskFiltersSearch');
    await page.waitForURL(/liveStatus=noHeartbeat/);
    await expect.poll(() => page.locator(rows).count()).toBe(5);
    await chooseOption(page, '#kioskFilterEnabled', '否');
    await page.click('#kioskFiltersSearch');
    await expect.poll(() => page.locator(rows).count()).toBe(1);
    await row(page, 'kioskTable', 'RVM-0005').waitFor();
    await page.click('#kioskFiltersReset');
    await page.waitForURL((url) => !url.search.includes('liveStatus'));
    // Reset empties the fields too, not only the URL.
    await page.locator('#kioskFilters').getByText('尚未收到心跳').waitFor({ state: 'detached' });
    expect(await page.inputValue('#kioskFilterKeyword')).toBe('');
    await page.fill('#kioskFilterKeyword', '九龍灣');
    await page.click('#kioskFiltersSearch');
    await expect.poll(() => page.locator(rows).count()).toBe(1);
    await page.hover('#kioskExport');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#kioskExport-xlsx')]);
    expect(download.suggestedFilename()).toMatch(/^設備-\d{8}-\d{6}\.xlsx$/);
    const sheet = await readSheet((await download.path())!);
    expect(sheet[0]!.slice(0, 9)).toEqual([
      '編號',
      'KID',
      '名稱',
      '類型',
      '租戶',
      '即時狀態',
      '最後心跳',
      '啟用',
      '公開',
    ]);
    expect(sheet.slice(1).map((values) => values.slice(1, 6))).toEqual([
      ['RVM-0900', '九龍灣回收機', '回收機 (RVM)', '城市回收', '尚未收到心跳'],
    ]);

    await row(page, 'kioskTable', 'RVM-0900').locator('.entity-edit').click();
    await page.waitForURL(/kiosk\?id=\d+/);
    await expect.poll(() => page.inputValue('#kiosk-settings-volumePct')).toBe('90');
    await expect.poll(() => page.inputValue('#kiosk-lat')).toBe('22.323200');
  });

  it('creates kiosks in a batch and shows each secret once, in zh_HK', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${LIST}`);
    await page.click('#kioskBatch');
    // Its fields are used once the dialog stands still: a list opened while it zooms in lands beside its select.
    await page.waitForFunction(() => {
      const dialog = document.querySelector('.ant-modal');
      return dialog !== null && !/zoom/.test(dialog.className);
    });
    await chooseOption(page, '#kioskBatch-tid', '科學園園區');
    await chooseOption(page, '#kioskBatch-kioskType', 'TODI 智能桶');
    await expect.poll(() => page.inputValue('#kioskBatch-kidPrefix')).toBe('BIN-');
    await page.fill('#kioskBatch-count', '3');
    await page.locator('#kioskBatchPreview').getByText('KID 由 BIN-0004 至 BIN-0006').waitFor();
    await page.fill('#kioskBatch-name', 'Campus bin');
    await screenshot(page, 'kiosk-batch-zh_HK', { fullPage: false });
    await page.click('#kioskBatchSubmit');
    await expect.poll(() => page.locator('#kioskBatchCreated tr.ant-table-row').count()).toBe(3);
    await screenshot(page, 'kiosk-batch-secrets-zh_HK', { fullPage: false });
    await page.click('#kioskBatchClose');
    await row(page, 'kioskTable', 'BIN-0005').getByText('Campus bin BIN-0005').waitFor();
  });

  it.each([
    ['en_US', 'en-US', 'Normal', 'Kiosk RVM-0001: Lok Fu RVM', 'Sound, display and lights'],
    ['zh_CN', 'zh-CN', '正常', '设备 RVM-0001：乐富回收机', '声音、显示及灯光'],
  ])('shows the list and a kiosk in %s', async (lang, locale, normal, title, section) => {
    const { page } = await openBrowser({ locale });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${LIST}`);
    await row(page, 'kioskTable', 'RVM-0001').locator('[data-live-status="state0"]', { hasText: normal }).waitFor();
    await screenshot(page, `kiosk-list-${lang}`);
    await row(page, 'kioskTable', 'RVM-0001').locator('.entity-edit').click();
    await page.locator('#kioskPage .ant-card-head-title').getByText(title).waitFor();
    await page.locator('#kiosk-section-display').getByText(section).waitFor();
    await screenshot(page, `kiosk-detail-${lang}`);
    await page.locator('#kiosk-section-belt').scrollIntoViewIfNeeded();
    await screenshot(page, `kiosk-settings-${lang}`, { fullPage: false });
  });

  it('fits the list and a kiosk on a 390 px phone', async () => {
    const { page } = await openBrowser({ viewport: { width: 390, height: 844 } });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${LIST}`);
    await row(page, 'kioskTable', 'RVM-0001').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'kiosk-list-phone-en_US');
    await row(page, 'kioskTable', 'RVM-0001').locator('.entity-edit').click();
    await page.locator('#kiosk-section-timing').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'kiosk-detail-phone-en_US');
    // Eight tabs do not fit a phone's width: the ones past it are in the tab bar's overflow menu.
    await page.click('#kioskTabs .ant-tabs-nav-more');
    await page
      .locator('.ant-tabs-dropdown-menu-item')
      .getByText('Secret and maintenance code', { exact: true })
      .click();
    await page.click('#kioskAdminCode');
    await page.locator('#kioskAdminCodeValue').waitFor();
    await screenshot(page, 'kiosk-device-phone-en_US');
  });
});
