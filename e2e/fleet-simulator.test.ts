import { KioskState, type Heartbeat } from '@srd/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOffline } from '../apps/server/src/modules/kiosk-ops/jobs.js';
import { seedDemoMaterialTypes } from '../apps/server/src/modules/material-type/demo.js';
import {
  deviceClient,
  type HttpSender,
  type KioskCredentials,
} from '../apps/server/src/modules/fleet-demo/device-client.js';
import { httpSender } from '../tools/kiosk-sim/http-sender.js';
import { runSimulation, type SimResult } from '../tools/kiosk-sim/simulation.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { row, rowsOf, signIn } from './support/journey.js';

/**
 * Issue 6 point 10: with the simulator driving a fleet through the device API, one kiosk goes full and
 * then offline, and the KioskList and the live map follow without a reload. The followed kiosk reports
 * the states the journey chooses through the same device API; the simulator keeps the rest of the
 * fleet busy around it.
 */

const LIST = '/configuration/kiosk/kioskList';
const MAP = '/configuration/kiosk/kioskMap';
const KID = 'RVM-0100';
/** Seconds without a heartbeat before the followed kiosk counts as offline: the least its settings allow. */
const OFFLINE_AFTER_SECONDS = 30;
const SIM_KIOSKS = 6;

const listStatus = (page: Page, kid: string) =>
  row(page, 'kioskTable', kid).locator('[data-live-status]').getAttribute('data-live-status');
const markers = '#kioskMap .leaflet-marker-icon.kiosk-marker';
const markerStatus = (page: Page, kid: string) =>
  page.locator(`${markers}[title="${kid}"] [data-live-status]`).getAttribute('data-live-status');
const simKids = (page: Page) => page.locator(rowsOf('kioskTable')).filter({ hasText: 'SIM-' });

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
let followed: KioskCredentials & { id: number };
let sender: HttpSender;
const stopSimulation = new AbortController();
let simulation: Promise<SimResult>;
let lastSentAt = 0;

/** A heartbeat of the followed kiosk, its clock always moving forward. */
async function report(state: KioskState, depthPct: number): Promise<Date> {
  const sentAt = new Date(Math.max(Date.now(), lastSentAt + 1));
  lastSentAt = sentAt.getTime();
  const body: Heartbeat = {
    sentAt: sentAt.toISOString(),
    state,
    bins: [{ bin: 1, material: 'PET', weightKg: (depthPct / 100) * 18, depthPct }],
    errorCodes: [],
  };
  expect(await deviceClient(sender).heartbeat(followed, body)).toBe('accepted');
  return sentAt;
}

beforeAll(async () => {
  app = await startAppWithFixtures({ mapTileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png' });
  await app.db.transaction((tx) => seedDemoMaterialTypes(tx));
  const admin = await app.login('admin', ADMIN_PASSWORD);
  const tenant = await app.call('POST', '/api/tenants', {
    token: admin,
    body: { name: 'Harbour Recycling', nameCht: '海港回收', nameChs: '海港回收', status: 1 },
  });
  const created = await app.call('POST', '/api/kiosk', {
    token: admin,
    body: {
      kid: KID,
      kioskType: 0,
      tid: tenant.body.data.id,
      name: 'Tsuen Wan RVM',
      nameCht: '荃灣回收機',
      nameChs: '荃湾回收机',
      lat: 22.3707,
      lon: 114.1138,
      settings: { offlineAfterSeconds: OFFLINE_AFTER_SECONDS },
    },
  });
  expect(created.body.code).toBe(200);
  followed = { id: created.body.data.id, kid: KID, secret: created.body.data.secret };
  sender = httpSender(app.url, 2);
  await report(KioskState.Normal, 35);
  simulation = runSimulation(
    {
      url: app.url,
      user: 'admin',
      password: ADMIN_PASSWORD,
      kiosks: SIM_KIOSKS,
      intervalSeconds: 1,
      speed: 120,
      faultRate: 0,
      seed: 3,
      concurrency: 4,
      summaryEverySeconds: 600,
    },
    stopSimulation.signal,
    () => {},
  );
});
afterAll(async () => {
  stopSimulation.abort();
  await simulation;
  sender.close();
  await app.close();
});

/** The offline sweep as it runs once the followed kiosk's last heartbeat is overdue (the simulated ones are not). */
const sweepFollowedOffline = () => sweepOffline(app.db, new Date(lastSentAt + (OFFLINE_AFTER_SECONDS + 1) * 1000));

/** Marks the page: a reload would lose the mark. */
const markPage = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload);

describe('fleet with the simulator running', () => {
  it('shows a kiosk going full and then offline in the kiosk list and on the map, without a reload', async () => {
    const { context, page: list } = await openBrowser();
    await signIn(list, app.url, 'admin', ADMIN_PASSWORD);
    await list.goto(`${app.url}${LIST}`);
    await row(list, 'kioskTable', KID).locator('[data-live-status="state0"]').waitFor();
    // The simulated kiosks are listed and report too.
    await expect.poll(() => simKids(list).count(), { timeout: 15_000 }).toBe(SIM_KIOSKS);
    const map = await context.newPage();
    await map.goto(`${app.url}${MAP}`);
    await map.locator('#kioskMapConnection[data-status="live"]').waitFor();
    await expect.poll(() => map.locator(markers).count(), { timeout: 15_000 }).toBe(SIM_KIOSKS + 1);
    expect(await markerStatus(map, KID)).toBe('state0');
    await markPage(list);
    await markPage(map);

    await report(KioskState.Full, 97);
    await expect.poll(() => listStatus(list, KID), { timeout: 3_000 }).toBe('state2');
    await expect.poll(() => markerStatus(map, KID), { timeout: 3_000 }).toBe('state2');
    expect(await row(list, 'kioskTable', KID).locator('[data-live-status]').textContent()).toBe('Full');
    await screenshot(map, 'fleet-simulator-map-full-en_US');

    // Its heartbeats stop; the offline sweep runs once the followed kiosk is overdue, while the simulated ones are not.
    const swept = await sweepFollowedOffline();
    expect(swept).toEqual([followed.id]);
    await expect.poll(() => listStatus(list, KID), { timeout: 3_000 }).toBe('offline');
    await expect.poll(() => markerStatus(map, KID), { timeout: 3_000 }).toBe('offline');
    expect(await row(list, 'kioskTable', KID).locator('[data-live-status]').textContent()).toBe('Offline');
    expect(await stillMarked(list)).toBe(true);
    expect(await stillMarked(map)).toBe(true);

    // The simulated fleet kept reporting meanwhile: none of its kiosks is without a heartbeat.
    const simStatuses = await simKids(list)
      .locator('[data-live-status]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-live-status')));
    expect(simStatuses).toHaveLength(SIM_KIOSKS);
    expect(simStatuses).not.toContain('noHeartbeat');
    await screenshot(list, 'fleet-simulator-list-en_US');
    await screenshot(map, 'fleet-simulator-map-en_US');
  });

  it.each([
    ['zh-HK', 'zh_HK', '離線'],
    ['zh-CN', 'zh_CN', '离线'],
  ])('reads in %s while the simulator runs', async (locale, lang, offline) => {
    // Offline already when the first journey ran; swept here too, so this journey stands on its own.
    await sweepFollowedOffline();
    const { context, page: list } = await openBrowser({ locale });
    await signIn(list, app.url, 'admin', ADMIN_PASSWORD);
    await list.goto(`${app.url}${LIST}`);
    await row(list, 'kioskTable', KID).locator('[data-live-status="offline"]', { hasText: offline }).waitFor();
    await expect.poll(() => simKids(list).count()).toBe(SIM_KIOSKS);
    await screenshot(list, `fleet-simulator-list-${lang}`);
    const map = await context.newPage();
    await map.goto(`${app.url}${MAP}`);
    await expect.poll(() => map.locator(markers).count()).toBe(SIM_KIOSKS + 1);
    expect(await map.locator('#kioskMapLegend [data-live-status="offline"]').textContent()).toContain(offline);
    await screenshot(map, `fleet-simulator-map-${lang}`);
  });
});
