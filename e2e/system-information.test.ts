import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRun } from '../apps/server/src/platform/jobs/tables.js';
import { SERVER_VERSION } from '../apps/server/src/platform/version.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { seeMessage, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
/** The app's own data folder, so its backups start from none whatever other journeys of this process wrote. */
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'srd-system-information-'));
  app = await startAppWithFixtures({ dataDir });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const PATH = '/system/information';
/** On a PostgreSQL server (DATABASE_URL, as in CI) the test apps use it, and the server does no backups. */
const embedded = () => app.deps.database.kind === 'pglite';

async function openScreen(page: Page): Promise<void> {
  await page.goto(`${app.url}${PATH}`);
  await page.locator('#systemVersion', { hasText: SERVER_VERSION }).waitFor();
}

/** Waits until the messages have faded, so a screenshot shows the screen itself. */
const messagesGone = (page: Page) =>
  expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);

describe('system information', () => {
  it('shows the server, database, instances, channels and backups, and backs up now, in zh_HK', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await openScreen(page);
    await page.locator('#systemInformationPage .ant-card-head-title', { hasText: '系統資訊' }).first().waitFor();
    expect(await page.locator('#systemInstance').textContent()).toBe(app.deps.jobs.instance);
    await page
      .locator('#systemDatabaseKind', { hasText: embedded() ? '內置資料庫（PGlite）' : 'PostgreSQL 伺服器' })
      .waitFor();
    await page.locator('#systemInstanceTable').getByRole('cell', { name: app.deps.jobs.instance }).waitFor();
    for (const channel of ['email', 'sms', 'whatsapp']) {
      await page
        .locator(`#systemChannels .system-channel[data-channel="${channel}"]`)
        .getByText('未設定：訊息只寫入伺服器記錄', { exact: true })
        .waitFor();
    }
    await page
      .locator('#systemChannels .system-channel[data-channel="webhook"]')
      .getByText('發送至每個請求指定的網址', { exact: true })
      .waitFor();
    await page.locator('#systemScheduleTasks[href="/system/scheduleTasks"]').waitFor();
    await page.locator('#systemQueueFailed[data-failed="0"]').waitFor();
    expect(await page.locator('#systemFailedRuns').count()).toBe(0);

    // A run that failed an hour ago turns the count red, with the way to the failed runs, once refreshed.
    await app.db.insert(jobRun).values({
      name: 'kiosk.watch',
      jobId: 'failed-run',
      trigger: 'schedule',
      attempt: 1,
      startedAt: new Date(Date.now() - 3_600_000).toISOString(),
      status: 'failed',
      error: 'The kiosk watch could not reach the database',
      instance: app.deps.jobs.instance,
    });
    await page.click('#systemRefresh');
    await page.locator('#systemQueueFailed.ant-tag-error[data-failed="1"]').waitFor();
    await page
      .locator('#systemFailedRuns[href="/system/jobHistory?status=failed"]', { hasText: '查看失敗的執行' })
      .waitFor();

    if (!embedded()) {
      await page.locator('#systemBackupsDisabled', { hasText: 'pg_dump' }).waitFor();
      expect(await page.locator('#systemBackUp').count()).toBe(0);
      await screenshot(page, 'system-information-zh_HK');
      return;
    }
    await page.locator('#systemNoBackup', { hasText: '尚未備份' }).waitFor();
    await screenshot(page, 'system-information-zh_HK');

    await page.click('#systemBackUp');
    const file = page.locator('#systemLastBackupFile');
    await file.waitFor();
    const name = (await file.textContent()) ?? '';
    expect(name).toMatch(/^srd-backup-.*\.tar\.gz$/);
    await seeMessage(page, `已備份至 ${name}`);
    expect(await page.locator('#systemNoBackup').count()).toBe(0);
    await messagesGone(page);
    await screenshot(page, 'system-information-backed-up-zh_HK');
  });

  it.each([
    ['en_US', 'en-US', ['Server', 'Database', 'Job queue', 'Backups', 'Outbound channels', 'Server instances']],
    ['zh_CN', 'zh-CN', ['服务器', '数据库', '任务队列', '备份', '外发渠道', '服务器实例']],
  ])('shows the headings in %s', async (lang, locale, headings) => {
    const { page } = await openBrowser({ locale });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await openScreen(page);
    for (const heading of headings)
      await page.locator('#systemInformationPage .ant-card-head-title').getByText(heading, { exact: true }).waitFor();
    await screenshot(page, `system-information-${lang}`);
  });

  it('fits a 390 px phone', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK', viewport: { width: 390, height: 844 } });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await openScreen(page);
    await page.locator('#systemInstanceTable .ant-table-row').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'system-information-phone-zh_HK');
  });
});
