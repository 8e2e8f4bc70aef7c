import { CommandStatus } from '@srd/contract';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAlertTypes } from '../apps/server/src/modules/alert-type/demo.js';
import { seedDemoMaterialTypes } from '../apps/server/src/modules/material-type/demo.js';
import { kioskHeartbeat } from '../apps/server/src/modules/device/tables.js';
import { seedDemoErrorCodes } from '../apps/server/src/modules/kiosk-ops/demo.js';
import { createKiosk, createTenant } from '../apps/server/src/modules/kiosk-ops/fixtures.js';
import { expireCommands } from '../apps/server/src/modules/kiosk-ops/jobs.js';
import { raiseAlarm } from '../apps/server/src/modules/kiosk-ops/lifecycle.js';
import { kioskCommand } from '../apps/server/src/modules/kiosk-ops/tables.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { chooseOption, row, seeMessage, signIn } from './support/journey.js';
import { writeKioskStates } from '../apps/server/src/test/kiosk-states.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
let rvm: { id: number; kid: string; tid: number | null };
let classifier: { id: number };

/**
 * Three kiosks of a tenant: a full RVM with error codes and alarms, a smart bin gone silent, a normal classifier with a
 * week of heartbeats.
 */
beforeAll(async () => {
  app = await startAppWithFixtures();
  await app.db.transaction(async (tx) => {
    await seedDemoAlertTypes(tx);
    await seedDemoErrorCodes(tx);
    await seedDemoMaterialTypes(tx);
  });
  const tid = await createTenant(app.db, 'Green Estates');
  rvm = await createKiosk(app.db, { tid, kid: 'RVM-HK-001', kioskType: 0, name: 'Tai Koo Shing RVM' });
  const bin = await createKiosk(app.db, { tid, kid: 'TODI-HK-002', kioskType: 2, name: 'Sai Wan Ho smart bin' });
  classifier = await createKiosk(app.db, { tid, kid: 'SC-HK-003', kioskType: 1, name: 'Quarry Bay classifier' });
  const now = Date.now();
  await writeKioskStates(app.db, [
    {
      kioskId: rvm.id,
      state: 2,
      bins: [
        { bin: 1, material: 'PET', weightKg: 18.4, depthPct: 97 },
        { bin: 2, material: 'ALU', weightKg: 6.1, depthPct: 64 },
      ],
      errorCodes: ['E101', 'E102'],
    },
  ]);
  await writeKioskStates(app.db, [
    { kioskId: bin.id, at: new Date(now - 3_600_000), online: false, bins: [{ bin: 1, weightKg: 3.2, depthPct: 35 }] },
  ]);
  await writeKioskStates(app.db, [
    { kioskId: classifier.id, bins: [{ bin: 1, material: 'PET', weightKg: 2, depthPct: 12 }] },
  ]);
  await app.db.insert(kioskHeartbeat).values(
    Array.from({ length: 30 }, (_, index) => ({
      kioskId: rvm.id,
      receivedAt: new Date(now - index * 60_000),
      sentAt: new Date(now - index * 60_000),
      state: index < 5 ? 2 : 1,
      bins: [{ bin: 1, material: 'PET', weightKg: 18 - index * 0.2, depthPct: 97 - index }],
      errorCodes: index < 5 ? ['E102'] : [],
    })),
  );
  await app.db.transaction(async (tx) => {
    const at = new Date(now - 20 * 60_000);
    await raiseAlarm(tx, { kioskId: rvm.id, tid, typeCode: 'BELT_JAM', errorCode: 'E101', at });
    await raiseAlarm(tx, { kioskId: rvm.id, tid, typeCode: 'BIN_FULL', errorCode: 'E102', at });
    await raiseAlarm(tx, { kioskId: bin.id, tid, typeCode: 'OFFLINE', at });
  });
});
afterAll(() => app.close());

const ALERTS = '/configuration/kiosk/kioskAlert';
const HEARTBEATS = '/configuration/kiosk/heartbeats';
const LOG = '/configuration/kiosk/kioskLog';
const ACTIVITY = '/configuration/kiosk/activityHistory';

const alarmRow = (page: Page, type: string) =>
  page.locator('#alarmTable tr.ant-table-row').filter({ has: page.locator(`.alarm-type[data-type="${type}"]`) });
/** Waits until the drawer has slid in, so a screenshot shows it where the user does. */
const drawerOpened = (page: Page) =>
  page.waitForFunction(() => {
    const drawer = document.querySelector('.ant-drawer-content-wrapper');
    return (
      drawer !== null &&
      drawer.getBoundingClientRect().right <= window.innerWidth + 1 &&
      !/motion/.test(drawer.className)
    );
  });
const messagesGone = (page: Page) =>
  expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);

describe('kiosk operations screens', () => {
  it('acknowledges, comments and clears an alarm with its error texts in zh_HK', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${ALERTS}`);
    const belt = alarmRow(page, 'BELT_JAM');
    await belt.getByText('輸送帶卡住', { exact: true }).waitFor();
    await page.locator('#alarmActiveCount', { hasText: '生效中的警報：3' }).waitFor();
    await screenshot(page, 'kiosk-alert-list-zh_HK');

    // The row opens to the error code's texts and the comments.
    await belt.locator('.ant-table-row-expand-icon').click();
    const details = page.locator('.alarm-details').first();
    await details.getByText('壓扁的膠樽或異物卡在輸送帶下').waitFor();
    await details.getByText('打開前面板，取出異物後按重設').waitFor();

    await belt.locator('.alarm-acknowledge').click();
    await seeMessage(page, '已確認警報');
    await expect.poll(() => belt.locator('.alarm-acknowledge').count()).toBe(0);
    expect(await belt.locator('.alarm-acknowledged-by').textContent()).toContain('確認：admin，');

    await details.locator('.alarm-comment-input').fill('已通知技術員');
    await details.locator('.alarm-comment-send').click();
    await seeMessage(page, '已新增備註');
    await details.locator('.alarm-comment', { hasText: '已通知技術員' }).waitFor();

    await belt.locator('.alarm-clear').click();
    await page.locator('.alarm-clear-confirm').click();
    await seeMessage(page, '已解除警報');
    await belt.locator('.ant-tag[data-active="false"]', { hasText: '已解除' }).waitFor();
    await page.locator('#alarmActiveCount', { hasText: '生效中的警報：2' }).waitFor();
    await messagesGone(page);
    await screenshot(page, 'kiosk-alert-cleared-zh_HK');

    // Only the active ones.
    await page.click('#alarmFilterActive');
    await page.locator('.ant-select-item-option', { hasText: '生效中' }).click();
    await page.click('#alarmFiltersSearch');
    await page.waitForURL(/active=true/);
    await expect.poll(() => page.locator('#alarmTable tr.ant-table-row').count()).toBe(2);

    // The alarm type is picked by its name, not typed as a code.
    await chooseOption(page, '#alarmFilterType', '回收箱已滿');
    await page.click('#alarmFiltersSearch');
    await page.waitForURL(/typeCode=BIN_FULL/);
    await expect.poll(() => page.locator('#alarmTable tr.ant-table-row').count()).toBe(1);
    await alarmRow(page, 'BIN_FULL').waitFor();
  });

  it('monitors the latest state and sends a reboot that waits for the kiosk, in zh_HK', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${HEARTBEATS}`);
    await row(page, 'heartbeatTable', 'RVM-HK-001')
      .locator('[data-live-status="state2"]', { hasText: '已滿' })
      .waitFor();
    await row(page, 'heartbeatTable', 'TODI-HK-002')
      .locator('[data-live-status="offline"]', { hasText: '離線' })
      .waitFor();
    await row(page, 'heartbeatTable', 'SC-HK-003')
      .locator('[data-live-status="state0"]', { hasText: '正常' })
      .waitFor();
    await page.locator('#heartbeatCounts [data-count-status="offline"]', { hasText: '離線: 1' }).waitFor();
    await screenshot(page, 'kiosk-heartbeats-zh_HK');

    await row(page, 'heartbeatTable', 'RVM-HK-001').locator('.kiosk-open').click();
    const drawer = page.locator('.ant-drawer');
    // Each bin named with its material in the reader's language (PET: 膠樽).
    await drawer.locator('#kioskLiveTab .bin-bar[data-bin="1"]').getByText('第 1 箱 · 膠樽', { exact: true }).waitFor();
    await drawer.locator('.error-code[data-code="E101"]').getByText('輸送帶卡住').waitFor();
    await drawer.locator('#kioskAvailability .ant-progress').waitFor();
    await drawerOpened(page);
    await screenshot(page, 'kiosk-live-tab-zh_HK', { fullPage: false });

    await drawer.locator('#kioskReboot').click();
    await page.click('#kioskRebootConfirm');
    await seeMessage(page, '已為 RVM-HK-001 排程重新啟動');
    await drawer.getByRole('tab', { name: '指令' }).click();
    const rebootRow = drawer.locator('#kioskCommandsTab tr.ant-table-row').filter({ hasText: '重新啟動' });
    await rebootRow.locator('[data-command-status="0"]', { hasText: '等待中' }).waitFor();
    await drawer.getByRole('tab', { name: '心跳' }).click();
    await expect.poll(() => drawer.locator('#kioskHeartbeatsTab tr.ant-table-row').count()).toBe(20);
    await messagesGone(page);
    await screenshot(page, 'kiosk-heartbeat-history-zh_HK', { fullPage: false });
    const [queued] = await app.db.select().from(kioskCommand).where(eq(kioskCommand.kioskId, rvm.id));
    expect(queued).toMatchObject({ command: 'reboot', status: CommandStatus.Pending });
  });

  it.each([
    ['en_US', 'en-US', 'Conveyor belt jammed', 'Full'],
    ['zh_CN', 'zh-CN', '输送带卡住', '已满'],
  ])('shows the four screens in %s', async (lang, locale, beltJam, full) => {
    const { page } = await openBrowser({ locale });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${ALERTS}`);
    await alarmRow(page, 'BELT_JAM').getByText(beltJam, { exact: true }).waitFor();
    await screenshot(page, `kiosk-alert-list-${lang}`);
    await page.goto(`${app.url}${HEARTBEATS}`);
    await row(page, 'heartbeatTable', 'RVM-HK-001').getByText(full, { exact: true }).waitFor();
    await screenshot(page, `kiosk-heartbeats-${lang}`);
    await page.goto(`${app.url}${LOG}`);
    await page.locator('#commandTable tr.ant-table-row').first().waitFor();
    await screenshot(page, `kiosk-log-${lang}`);
    await page.goto(`${app.url}${ACTIVITY}`);
    await page.locator('#activityTable tr.ant-table-row').first().waitFor();
    await screenshot(page, `kiosk-activity-${lang}`);
  });

  it('shows the results the product writes in zh_HK, and a kiosk’s own words as it sent them', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    const answered = {
      kioskId: classifier.id,
      createdAt: twoHoursAgo,
      deliveredAt: twoHoursAgo,
      completedAt: twoHoursAgo,
    };
    await app.db.insert(kioskCommand).values([
      // As the demo kiosks and the simulator answer.
      { ...answered, command: 'reboot', status: CommandStatus.Done, result: 'rebooting' },
      { ...answered, command: 'openDoor', status: CommandStatus.Failed, result: 'unknownCommand' },
      // A real kiosk's own words.
      {
        ...answered,
        command: 'setVolume',
        params: { volume: 40 },
        status: CommandStatus.Failed,
        result: 'Speaker not found',
      },
      // Never fetched: the kiosk watch gives it up.
      { kioskId: classifier.id, command: 'syncConfig', createdAt: twoHoursAgo },
    ]);
    await expireCommands(app.db, 60);

    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${LOG}`);
    for (const [command, result] of [
      ['重新啟動', '正在重新啟動'],
      ['開門', '設備不支援此指令'],
      ['設定音量 40 %', 'Speaker not found'],
      ['同步設定', '設備未有及時接收指令'],
    ]) {
      await row(page, 'commandTable', command).getByRole('cell', { name: result, exact: true }).waitFor();
    }
    await screenshot(page, 'kiosk-log-results-zh_HK');
  });

  it('fits the alarm and heartbeat screens on a 390 px phone', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK', viewport: { width: 390, height: 844 } });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    for (const [path, table, name] of [
      [ALERTS, '#alarmTable', 'alert'],
      [HEARTBEATS, '#heartbeatTable', 'heartbeats'],
    ] as const) {
      await page.goto(`${app.url}${path}`);
      await page.locator(`${table} tr.ant-table-row`).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `kiosk-${name}-phone-zh_HK`);
    }
    await row(page, 'heartbeatTable', 'RVM-HK-001').locator('.kiosk-open').click();
    await page.locator('.ant-drawer #kioskLiveTab .bin-bar').first().waitFor();
    await drawerOpened(page);
    await screenshot(page, 'kiosk-live-tab-phone-zh_HK', { fullPage: false });
  });
});
