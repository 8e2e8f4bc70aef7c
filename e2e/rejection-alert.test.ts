import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kiosk } from '../apps/server/src/modules/kiosk/tables.js';
import { seedDemoMaterialTypes } from '../apps/server/src/modules/material-type/demo.js';
import { seedKiosks, type TestKiosk } from '../apps/server/src/test/kiosks.js';
import { seedOrganisation } from '../apps/server/src/test/organisation.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { seeMessage, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
let classifier: TestKiosk;

/** A tenant's smart-classify kiosk, with the material catalogue its rejections name. */
beforeAll(async () => {
  app = await startAppWithFixtures();
  await seedOrganisation(app.db, { tenants: [1] });
  await app.db.transaction((tx) => seedDemoMaterialTypes(tx));
  [classifier] = await seedKiosks(app.db, 1, { tid: 1, kioskType: 1, prefix: 'SC-QB-' });
  await app.db.update(kiosk).set({ name: 'Quarry Bay classifier' }).where(eq(kiosk.id, classifier.id));
});
afterAll(() => app.close());

const SCREEN = '/configuration/kiosk/rejectionAlert';

/** The kiosk reports items it refused, over HTTP with its own secret, as a kiosk does. */
async function reportRejections(count: number, reason = 'WRONG_MATERIAL'): Promise<unknown> {
  const answer = await fetch(`${app.url}/api/device/rejections`, {
    method: 'POST',
    headers: { authorization: classifier.auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      rejections: Array.from({ length: count }, () => ({
        uuid: randomUUID(),
        at: new Date().toISOString(),
        reason,
        material: reason === 'WRONG_MATERIAL' ? 'GLASS' : undefined,
      })),
    }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: unknown }).data;
}

const kioskRow = (page: Page) => page.locator('#rejectionTable tr.ant-table-row', { hasText: 'SC-QB-1' });
const drawerOpened = (page: Page) =>
  page.waitForFunction(() => {
    const drawer = document.querySelector('.ant-drawer-content-wrapper');
    return drawer !== null && drawer.getBoundingClientRect().right <= window.innerWidth + 1;
  });

describe('rejection alarms', () => {
  it('counts a kiosk’s rejections, takes a new threshold and shows the alarm it raises, in English', async () => {
    expect(await reportRejections(4)).toMatchObject({ recorded: 4, alarmRaised: false });
    expect(await reportRejections(2, 'CONTAMINATED')).toMatchObject({ recorded: 2, alarmRaised: false });

    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${SCREEN}`);
    await page
      .locator('#rejectionThresholdText', { hasText: 'Alarm at 20 rejected items within 60 minutes' })
      .waitFor();
    const counted = kioskRow(page);
    await counted.locator('td', { hasText: /^6$/ }).waitFor();
    await counted.locator('.rejection-reason', { hasText: 'Wrong material 4' }).waitFor();
    await counted.locator('.rejection-reason', { hasText: 'Dirty 2' }).waitFor();
    expect(await counted.locator('.rejection-alarm-open').count()).toBe(0);

    // Tighter: 5 within 30 minutes. Under 10 minutes is refused in words.
    await page.click('#rejectionThresholdEdit');
    await page.fill('#rejectionThresholdCount', '5');
    await page.fill('#rejectionThresholdWindow', '5');
    await page.click('#rejectionThresholdSave');
    await page.locator('.ant-form-item-explain-error', { hasText: '10' }).waitFor();
    await screenshot(page, 'rejection-threshold-edit-en_US', { fullPage: false });
    await page.fill('#rejectionThresholdWindow', '30');
    await page.click('#rejectionThresholdSave');
    await seeMessage(page, 'The rejection threshold was saved');
    await page.locator('#rejectionThresholdText', { hasText: 'Alarm at 5 rejected items within 30 minutes' }).waitFor();

    // The next rejection crosses it: the alarm is raised with it.
    expect(await reportRejections(1, 'UNRECOGNISED')).toMatchObject({ recorded: 1, alarmRaised: true });
    await page.reload();
    await counted.locator('.rejection-alarm-open', { hasText: 'Alarm on' }).waitFor();
    await counted.locator('td', { hasText: /^7$/ }).waitFor();
    await screenshot(page, 'rejection-alert-en_US');

    await counted.locator('.rejection-open').click();
    await drawerOpened(page);
    const items = page.locator('#rejectionItems tr.ant-table-row');
    await expect.poll(() => items.count()).toBe(7);
    await page.locator('#rejectionItems .rejection-reason', { hasText: 'Not recognised' }).waitFor();
    await page.locator('#rejectionDrawer', { hasText: 'Quarry Bay classifier' }).first().waitFor();
    await screenshot(page, 'rejection-drawer-en_US', { fullPage: false });

    // The alarm is an alarm like any other: the alarm screen lists it by its type's name.
    await page.goto(`${app.url}/configuration/kiosk/kioskAlert`);
    await page.locator('#alarmTable', { hasText: 'Too many rejected items' }).waitFor();
  });

  it('shows the counts, the alarm and the rejections in Traditional Chinese, on a phone too', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${SCREEN}`);
    await page.locator('#rejectionThresholdText', { hasText: '30 分鐘內拒收 5 件物品即發出警報' }).waitFor();
    const counted = kioskRow(page);
    await counted.locator('.rejection-alarm-open', { hasText: '警報中' }).waitFor();
    await counted.locator('.rejection-reason', { hasText: '物料不符 4' }).waitFor();
    await screenshot(page, 'rejection-alert-zh_HK');

    // Per hour: one row for the hour the rejections came in.
    await page.goto(`${app.url}${SCREEN}?bucket=hour`);
    await page.locator('#rejectionTable th', { hasText: '小時' }).waitFor();
    await expect.poll(() => kioskRow(page).count()).toBeGreaterThanOrEqual(1);

    const phone = await openBrowser({ locale: 'zh-HK', viewport: { width: 390, height: 844 } });
    await signIn(phone.page, app.url, 'admin', ADMIN_PASSWORD);
    await phone.page.goto(`${app.url}${SCREEN}`);
    await kioskRow(phone.page).locator('td', { hasText: /^7$/ }).waitFor();
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'rejection-alert-phone-zh_HK');
    await kioskRow(phone.page).locator('.rejection-open').click();
    await drawerOpened(phone.page);
    await expect.poll(() => phone.page.locator('#rejectionItems tr.ant-table-row').count()).toBe(7);
    await screenshot(phone.page, 'rejection-drawer-phone-zh_HK', { fullPage: false });
  });

  it('shows the threshold and counts in Simplified Chinese, and on a phone in English', async () => {
    const { page } = await openBrowser({ locale: 'zh-CN' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${SCREEN}`);
    await page.locator('#rejectionThresholdText', { hasText: '30 分钟内拒收 5 件物品即发出警报' }).waitFor();
    await kioskRow(page).locator('.rejection-alarm-open', { hasText: '警报中' }).waitFor();
    await kioskRow(page).locator('.rejection-reason', { hasText: '无法识别 1' }).waitFor();
    await screenshot(page, 'rejection-alert-zh_CN');

    const phone = await openBrowser({ viewport: { width: 390, height: 844 } });
    await signIn(phone.page, app.url, 'admin', ADMIN_PASSWORD);
    await phone.page.goto(`${app.url}${SCREEN}`);
    await kioskRow(phone.page).locator('.rejection-alarm-open', { hasText: 'Alarm on' }).waitFor();
    await screenshot(phone.page, 'rejection-alert-phone-en_US');
  });
});
