import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoFoodContainers } from '../apps/server/src/modules/food-container/demo.js';
import { seedDemoKioskGroups } from '../apps/server/src/modules/kiosk-group/demo.js';
import { seedDemoKioskSchedules } from '../apps/server/src/modules/kiosk-schedule/demo.js';
import { seedDemoSerialNumbers } from '../apps/server/src/modules/kiosk-serial-number/demo.js';
import { seedDemoOrganisation } from '../apps/server/src/modules/organisation/demo.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { chooseOption, location, row, rowsOf, seeMessage, signIn } from './support/journey.js';
import { seedDemoKiosks } from '../apps/server/src/modules/kiosk/demo.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
beforeAll(async () => {
  app = await startAppWithFixtures();
  await app.db.transaction(async (tx) => {
    await seedDemoOrganisation(tx);
    for (const seed of [
      seedDemoKiosks,
      seedDemoKioskGroups,
      seedDemoKioskSchedules,
      seedDemoSerialNumbers,
      seedDemoFoodContainers,
    ])
      await seed(tx);
  });
});
afterAll(() => app.close());

const SCREENS = {
  groups: '/configuration/kiosk/kioskGroupList',
  schedules: '/configuration/kiosk/kioskSchedule',
  serials: '/configuration/kiosk/serialNumber',
  containers: '/configuration/kiosk/foodContainer',
};

/** Waits until the dialog has finished opening, so a screenshot shows it as the user does. */
async function dialogOpened(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const dialog = document.querySelector('.ant-modal');
    return dialog !== null && !/zoom/.test(dialog.className) && getComputedStyle(dialog).opacity === '1';
  });
}

/** Picks `text` in the open multiple select whose input is `select`, leaving the list open. */
async function pickMany(page: Page, select: string, texts: string[]): Promise<void> {
  await page.click(select);
  const list = page.locator('.ant-select-dropdown').filter({ has: page.locator(`${select}_list`) });
  // Clicked while it still slides in, an option may be missed (as in chooseOption).
  await expect.poll(() => list.evaluate((element) => /-enter|-appear/.test(element.className))).toBe(false);
  for (const text of texts) {
    await list.locator('.ant-select-item-option').filter({ hasText: text }).click();
    // Chosen before the next: the list redraws after each choice.
    await list.locator('.ant-select-item-option-selected').filter({ hasText: text }).waitFor();
  }
  await page.keyboard.press('Escape');
  await list.waitFor({ state: 'hidden' });
}

describe('kiosk groups, schedules, serial numbers and food containers', () => {
  it('groups kiosks, schedules the group and creates a container batch in zh_HK', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    // The public path asks a visitor to sign in, and comes back after.
    await page.goto(`${app.url}${SCREENS.groups}`);
    await page.locator('#screenSignIn[data-screen=kioskGroupList]').waitFor();
    await screenshot(page, 'kiosk-groups-signin-zh_HK');
    await page.click('#screenSignInLogin');
    await page.waitForURL(/\/login\?redirect=/);
    await page.fill('#userName', 'admin');
    await page.fill('#password', ADMIN_PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForURL(`${app.url}${SCREENS.groups}`);

    // A group: refused without a kiosk, then created with two.
    await row(page, 'kioskGroupTable', '回收機群組').getByText('RVM-0002').waitFor();
    await page.click('#kioskGroupNew');
    await page.locator('#kioskGroupForm').waitFor();
    await chooseOption(page, '#kioskGroup-tid', '城市回收');
    await chooseOption(page, '#kioskGroup-kioskType', '回收機 (RVM)');
    await page.fill('#name', 'Lok Fu and Mong Kok');
    await page.fill('#nameCht', '樂富及旺角');
    await page.click('#kioskGroupSave');
    await page.locator('#kioskGroupForm .ant-form-item-explain-error', { hasText: '此欄位為必填！' }).waitFor();
    expect(await page.locator('#kioskGroupForm').count()).toBe(1);
    await pickMany(page, '#kioskGroup-kioskIds', ['RVM-0001', 'RVM-0002']);
    await dialogOpened(page);
    await screenshot(page, 'kiosk-group-form-zh_HK', { fullPage: false });
    await page.click('#kioskGroupSave');
    await seeMessage(page, '已新增「樂富及旺角」');
    const group = row(page, 'kioskGroupTable', '樂富及旺角');
    await group.getByText('RVM-0001').waitFor();
    await group.getByText('RVM-0002').waitFor();

    // A schedule of that group, overnight, then shut by hand.
    await page.goto(`${app.url}${SCREENS.schedules}`);
    await page.locator(rowsOf('kioskScheduleTable')).first().waitFor();
    await page.click('#kioskScheduleNew');
    await page.locator('#kioskScheduleForm').waitFor();
    await page.fill('#kioskSchedule-name', '夜間回收');
    await chooseOption(page, '#kioskSchedule-groupId', '樂富及旺角');
    await page.fill('#kioskSchedule-openTime', '22:00');
    await page.fill('#kioskSchedule-closeTime', '02:00');
    await page.locator('#kioskScheduleForm').getByText('通宵：翌日關閉').waitFor();
    await dialogOpened(page);
    await screenshot(page, 'kiosk-schedule-form-zh_HK', { fullPage: false });
    await page.click('#kioskScheduleSave');
    await seeMessage(page, '已新增「夜間回收」');
    const night = row(page, 'kioskScheduleTable', '夜間回收');
    await night.locator('.ant-tag[data-effective-status="1"]', { hasText: '已開始' }).waitFor();
    await night.getByText('22:00–02:00').waitFor();
    await night.locator('.entity-edit').click();
    await expect.poll(() => page.inputValue('#kioskSchedule-name')).toBe('夜間回收');
    await chooseOption(page, '#kioskSchedule-manualStatus', '手動關閉');
    await page.click('#kioskScheduleSave');
    await seeMessage(page, '已儲存「夜間回收」');
    await night.locator('.ant-tag[data-effective-status="2"]', { hasText: '手動關閉' }).waitFor();

    // A batch of containers, then one handed out.
    await page.goto(`${app.url}${SCREENS.containers}`);
    await row(page, 'foodContainerTable', 'CR-0001').waitFor();
    await page.click('#foodContainerBatch');
    await page.locator('#foodContainerBatchForm').waitFor();
    await chooseOption(page, '#foodContainer-tid', '科學園園區');
    await chooseOption(page, '#foodContainer-containerType', '120 公升手推桶');
    await page.fill('#foodContainer-prefix', 'hk-');
    await page.fill('#foodContainer-startNo', '7');
    await page.fill('#foodContainer-count', '3');
    await page.locator('#foodContainerCodesPreview', { hasText: '編號 HK-0007 至 HK-0009' }).waitFor();
    await dialogOpened(page);
    await screenshot(page, 'food-container-batch-zh_HK', { fullPage: false });
    await page.click('#foodContainerBatchSave');
    await seeMessage(page, '已建立 3 個容器：HK-0007 至 HK-0009');
    await page.fill('#foodContainerFilterKeyword', 'HK-');
    await page.click('#foodContainerFiltersSearch');
    await expect.poll(() => page.locator(rowsOf('foodContainerTable')).count()).toBe(3);
    const first = row(page, 'foodContainerTable', 'HK-0007');
    await first.locator('.ant-tag[data-status="2"]', { hasText: '草稿' }).waitFor();
    await first.locator('.container-status').click();
    await page.locator('.ant-dropdown:visible .container-status-1').click();
    await seeMessage(page, 'HK-0007 現為可用');
    await first.locator('.ant-tag[data-status="1"]', { hasText: '可用' }).waitFor();
    // Handed out: it can no longer be deleted.
    expect(await first.locator('.entity-delete').count()).toBe(0);
    expect(await row(page, 'foodContainerTable', 'HK-0008').locator('.entity-delete').count()).toBe(1);
  });

  it('shows the four screens in three languages and on a phone', async () => {
    const views = [
      { locale: 'en-US', lang: 'en_US', viewport: undefined },
      { locale: 'zh-HK', lang: 'zh_HK', viewport: undefined },
      { locale: 'zh-CN', lang: 'zh_CN', viewport: undefined },
      { locale: 'zh-HK', lang: 'phone', viewport: { width: 390, height: 844 } },
    ];
    const expected: Record<string, Record<string, string>> = {
      en_US: { groups: 'RVM fleet', schedules: 'Manual shutdown', serials: 'Under repair', containers: 'Returned' },
      zh_HK: { groups: '回收機群組', schedules: '手動關閉', serials: '維修中', containers: '已歸還' },
      zh_CN: { groups: '回收机群组', schedules: '手动关闭', serials: '维修中', containers: '已归还' },
      phone: { groups: '回收機群組', schedules: '手動關閉', serials: '維修中', containers: '已歸還' },
    };
    const tables = {
      groups: 'kioskGroupTable',
      schedules: 'kioskScheduleTable',
      serials: 'serialNumberTable',
      containers: 'foodContainerTable',
    } as const;
    for (const view of views) {
      const { page } = await openBrowser({ locale: view.locale, viewport: view.viewport });
      await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
      for (const [name, path] of Object.entries(SCREENS) as [keyof typeof SCREENS, string][]) {
        await page.goto(`${app.url}${path}`);
        await page.locator(rowsOf(tables[name])).filter({ hasText: expected[view.lang]![name]! }).first().waitFor();
        expect(location(page)).toBe(path);
        await screenshot(page, `kiosk-${name}-${view.lang}`);
      }
    }
  });
});
