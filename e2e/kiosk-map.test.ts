import { KioskState } from '@srd/contract';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoKiosks } from '../apps/server/src/modules/kiosk/demo.js';
import { kiosk } from '../apps/server/src/modules/kiosk/tables.js';
import { seedDemoMaterialTypes } from '../apps/server/src/modules/material-type/demo.js';
import { seedDemoOrganisation } from '../apps/server/src/modules/organisation/demo.js';
import { writeKioskStates } from '../apps/server/src/test/kiosk-states.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { signIn } from './support/journey.js';

const MAP = '/configuration/kiosk/kioskMap';
const menu = '.ant-layout-sider .ant-menu-root';
const markers = '#kioskMap .leaflet-marker-icon.kiosk-marker';
const markerStatus = (page: Page, kid: string) =>
  page.locator(`${markers}[title="${kid}"] [data-live-status]`).getAttribute('data-live-status');
const legendCount = (page: Page, status: string) =>
  page.locator(`#kioskMapLegend [data-live-status="${status}"] .kiosk-map-legend-count`).textContent();

/** Popups fade in: a screenshot waits until it is fully shown. */
const popupShown = (page: Page) =>
  expect.poll(() => page.locator('.leaflet-popup').evaluate((element) => getComputedStyle(element).opacity)).toBe('1');

/** Where the demo kiosks stand, for those the demo data leaves without a location. */
const PLACES: Record<string, [number, number]> = {
  'RVM-0001': [22.3372, 114.1869],
  'RVM-0002': [22.3193, 114.1694],
  'SC-0001': [22.3833, 114.1889],
  'BIN-0001': [22.4263, 114.2105],
};

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
const ids: Record<string, number> = {};
beforeAll(async () => {
  app = await startAppWithFixtures({ mapTileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png' });
  await app.db.transaction(async (tx) => {
    await seedDemoOrganisation(tx);
    await seedDemoKiosks(tx);
    await seedDemoMaterialTypes(tx);
  });
  // A fleet of the four kiosks this journey follows.
  await app.db.delete(kiosk).where(notInArray(kiosk.kid, Object.keys(PLACES)));
  for (const [kid, [lat, lon]] of Object.entries(PLACES)) {
    await app.db
      .update(kiosk)
      .set({ lat, lon })
      .where(and(eq(kiosk.kid, kid), isNull(kiosk.lat)));
  }
  const rows = await app.db
    .select({ id: kiosk.id, kid: kiosk.kid })
    .from(kiosk)
    .where(inArray(kiosk.kid, Object.keys(PLACES)));
  for (const row of rows) ids[row.kid] = row.id;
  await writeKioskStates(app.db, [
    {
      kioskId: ids['RVM-0001']!,
      state: KioskState.Normal,
      bins: [{ bin: 1, material: 'PET', weightKg: 3.2, depthPct: 40 }],
    },
    { kioskId: ids['RVM-0002']!, state: KioskState.NearFull },
    { kioskId: ids['SC-0001']!, state: KioskState.Normal },
    {
      kioskId: ids['BIN-0001']!,
      state: KioskState.Normal,
      online: false,
      bins: [{ bin: 1, material: 'FOOD_WASTE', weightKg: 12.5, depthPct: 50 }],
    },
  ]);
});
afterAll(() => app.close());

describe('live fleet map', () => {
  it('colours kiosks by live status, repainting a marker and legend when a state changes, no reload', async () => {
    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.locator(`${menu} .ant-menu-submenu-title`).getByText('Kiosks', { exact: true }).click();
    await page.locator(`${menu} .ant-menu-item`).getByText('Live fleet map', { exact: true }).click();
    await page.waitForURL(`${app.url}${MAP}`);
    await page.locator('#kioskMapConnection[data-status="live"]').waitFor();
    await expect.poll(() => page.locator(markers).count()).toBe(4);
    expect(await markerStatus(page, 'RVM-0001')).toBe('state0');
    expect(await markerStatus(page, 'RVM-0002')).toBe('state1');
    expect(await markerStatus(page, 'BIN-0001')).toBe('offline');
    expect(await legendCount(page, 'state0')).toBe('2');
    const fleet = (await app.db.select({ id: kiosk.id }).from(kiosk)).length;
    expect(await page.locator('#kioskMapCount').textContent()).toBe(`4 of ${fleet} kiosks on the map`);
    // No tiles load here: the pins stand on the offline base layer, Hong Kong's 18 districts and Shenzhen.
    expect(await page.locator('#kioskMap .leaflet-hongKongBase-pane path').count()).toBe(19);
    await screenshot(page, 'kiosk-map-en_US');

    // Marks the page: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await writeKioskStates(app.db, [
      {
        kioskId: ids['RVM-0001']!,
        state: KioskState.Full,
        bins: [{ bin: 1, material: 'PET', weightKg: 9.5, depthPct: 98 }],
      },
    ]);
    await expect.poll(() => markerStatus(page, 'RVM-0001'), { timeout: 2_000 }).toBe('state2');
    expect(await legendCount(page, 'state0')).toBe('1');
    expect(await legendCount(page, 'state2')).toBe('1');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.locator(`${markers}[title="RVM-0001"]`).click();
    const popup = page.locator('.leaflet-popup');
    await popup.getByText('RVM-0001', { exact: true }).waitFor();
    // The bin's material is named once the material list has loaded, which may come after the popup opens.
    await popup.getByText('Bin 1 (PET bottle): 9.5 kg, 98 % full').waitFor();
    const text = await popup.textContent();
    expect(text).toContain('Lok Fu RVM');
    expect(text).toContain('Full');
    await popupShown(page);
    await screenshot(page, 'kiosk-map-popup-en_US');
    expect(await popup.locator('.kiosk-map-link').getAttribute('href')).toBe(
      `/configuration/kiosk/kiosk?id=${ids['RVM-0001']}`,
    );

    // The legend filters by status; the type filter narrows what it counts.
    await page.locator('#kioskMapLegend [data-live-status="state1"]').click();
    await expect.poll(() => page.locator(markers).count()).toBe(1);
    expect(await page.locator(`${markers}[title="RVM-0002"]`).count()).toBe(1);
    await page.locator('#kioskMapLegend [data-live-status="state1"]').click();
    await page.click('#kioskMapType');
    await page.locator('.ant-select-item-option').getByText('Smart Classify', { exact: false }).click();
    await expect.poll(() => page.locator(markers).count()).toBe(1);
    expect(await legendCount(page, 'state0')).toBe('1');
    expect(await page.locator('#kioskMapLegend [data-live-status]').count()).toBe(1);
  });

  it.each([
    ['zh-HK', 'zh_HK', '已滿', '離線', '即時', '廚餘'],
    ['zh-CN', 'zh_CN', '已满', '离线', '实时', '厨余'],
  ])('reads in %s', async (locale, lang, full, offline, live, foodWaste) => {
    await writeKioskStates(app.db, [{ kioskId: ids['RVM-0001']!, state: KioskState.Full }]);
    const { page } = await openBrowser({ locale });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${MAP}`);
    await page.locator('#kioskMapConnection', { hasText: live }).waitFor();
    await expect.poll(() => page.locator(markers).count()).toBe(4);
    expect(await page.locator('#kioskMapLegend [data-live-status="state2"]').textContent()).toContain(full);
    expect(await page.locator('#kioskMapLegend [data-live-status="offline"]').textContent()).toContain(offline);
    await page.locator(`${markers}[title="RVM-0002"]`).click();
    await page.locator('.leaflet-popup').getByText('RVM-0002', { exact: true }).waitFor();
    await popupShown(page);
    await screenshot(page, `kiosk-map-${lang}`);
    // A bin's material by its name in the reader's language, not its code (FOOD_WASTE).
    await page.locator(`${markers}[title="BIN-0001"]`).click();
    await page.locator('.leaflet-popup').getByText('BIN-0001', { exact: true }).waitFor();
    await page.locator('.leaflet-popup .kiosk-map-bin', { hasText: `(${foodWaste})` }).waitFor();
  });

  it('fits a phone, and follows changes there too', async () => {
    const { page } = await openBrowser({ viewport: { width: 390, height: 844 } });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${MAP}`);
    await page.locator('#kioskMapConnection[data-status="live"]').waitFor();
    await expect.poll(() => page.locator(markers).count()).toBe(4);
    await writeKioskStates(app.db, [{ kioskId: ids['SC-0001']!, manualDown: true }]);
    await expect.poll(() => markerStatus(page, 'SC-0001'), { timeout: 2_000 }).toBe('manualDown');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'kiosk-map-phone-en_US');
  });
});
