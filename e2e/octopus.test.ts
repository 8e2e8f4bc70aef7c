import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { businessToday } from '@srd/contract';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenant } from '../apps/server/src/modules/organisation/tables.js';
import { startSftpPeer } from '../apps/server/src/test/sftp-peer.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { chooseOption, row, rowsOf, seeMessage, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
let peer: Awaited<ReturnType<typeof startSftpPeer>>;
let root: string;
let cityId: number;

/**
 * The demo data (three weeks of settlement over the fleet's Octopus rebates), a local SFTP server standing in for the
 * operator with the demo file kinds' folders, and the job workers on, so "Run now" really settles.
 */
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'srd-octopus-'));
  for (const folder of ['outbox/rebate', 'inbox/answer', 'inbox/event'])
    await mkdir(path.join(root, folder), { recursive: true });
  peer = await startSftpPeer(root);
  app = await startAppWithFixtures({ demoData: true, jobs: true, octopusSftp: peer.config });
  const [city] = await app.db.select({ id: tenant.id }).from(tenant).where(eq(tenant.name, 'City Recycling'));
  cityId = city!.id;
});
afterAll(async () => {
  await app?.close();
  await peer?.close();
  await rm(root, { recursive: true, force: true });
});

const FILE_KINDS = '/alert/octSftpType';
const TRANSFERS = '/alert/octSftpLog';
const EVENT_TYPES = '/alert/octEventType';
const EVENTS = '/alert/octEventLog';
const TASKS = '/system/scheduleTasks';
const PHONE = { width: 390, height: 844 };

/** How far the page reaches past the window's right edge (0: no sideways scrolling). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** How far a list reaches past its own visible width, scrolled sideways inside its card. */
const tableOverflow = (page: Page, table: string) =>
  page.evaluate((id) => {
    const scroller = document.querySelector<HTMLElement>(`#${id} .ant-table-content`)!;
    return scroller.scrollWidth - scroller.clientWidth;
  }, table);

/** The texts of one column of a list, by its header's text. */
const column = (page: Page, table: string, title: string) =>
  page.evaluate(
    ([id, wanted]) => {
      const headers = Array.from(document.querySelectorAll<HTMLElement>(`#${id} thead th`));
      const index = headers.findIndex((header) => header.innerText.trim() === wanted);
      return Array.from(document.querySelectorAll<HTMLElement>(`#${id} tr.ant-table-row`)).map(
        (line) => line.querySelectorAll<HTMLElement>('td')[index]?.innerText.trim() ?? '',
      );
    },
    [table, title] as const,
  );

const messagesGone = (page: Page) =>
  expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);

describe('Octopus settlement screens', () => {
  it('edits a file kind (folder, schedule), audited, settles now and lists the upload, in English', async () => {
    const { page } = await openBrowser({ locale: 'en-US' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${FILE_KINDS}`);
    const request = row(page, 'octSftpTypeTable', 'REBATE_REQUEST');
    await request.getByText('Rebate payment request', { exact: true }).waitFor();
    await request.getByText('/outbox/rebate', { exact: true }).waitFor();
    await row(page, 'octSftpTypeTable', 'CARD_EVENT').getByText('30 6 * * *', { exact: true }).waitFor();
    await screenshot(page, 'oct-sftp-type-en_US');

    // Every minute: the kind is due whenever the job runs, whatever the time of day.
    await request.locator('.entity-edit').click();
    await expect.poll(() => page.inputValue('#octSftpType-remoteFolder')).toBe('/outbox/rebate');
    await page
      .locator('.ant-select', { has: page.locator('#octSftpType-kind') })
      .getByText('Rebate payment requests (sent)')
      .waitFor();
    await page.fill('#octSftpType-remoteFolder', '/outbox/rebate/');
    await page.fill('#octSftpType-cron', '61 * * * *');
    await page.click('#octSftpTypeSave');
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    await screenshot(page, 'oct-sftp-type-refused-en_US', { fullPage: false });
    await page.fill('#octSftpType-cron', '* * * * *');
    await page.click('#octSftpTypeSave');
    await seeMessage(page, '“Rebate payment request” was saved');
    await request.getByText('* * * * *', { exact: true }).waitFor();
    await messagesGone(page);
    await request.locator('.entity-history').click();
    const update = page.locator('.ant-drawer #historyTable tr.ant-table-row').filter({ hasText: 'Update' });
    const schedule = update.locator('.audit-change[data-field="cron"]');
    await schedule.waitFor();
    expect(await schedule.textContent()).toContain('Schedule');
    expect(await schedule.locator('.audit-old').textContent()).toBe('0 2 * * *');
    expect(await schedule.locator('.audit-new').textContent()).toBe('* * * * *');
    expect(await update.locator('.audit-change[data-field="remoteFolder"] .audit-new').textContent()).toBe(
      '/outbox/rebate/',
    );
    await screenshot(page, 'oct-sftp-type-history-en_US', { fullPage: false });
    await page.locator('.ant-drawer .ant-drawer-close').click();

    // Run now on ScheduleTasks: the rebates owed go to the operator as today's file of City Recycling.
    await page.goto(`${app.url}${TASKS}`);
    const task = page.locator('#scheduleTaskTable tr.ant-table-row[data-row-key="octopus.settle"]');
    await task.locator('.task-run').click();
    await page.locator('.task-run-confirm').click();
    await task.locator('.task-last-run .job-run-status[data-status="succeeded"]').waitFor({ timeout: 60_000 });
    const fileName = `REB_${cityId}_${businessToday().replaceAll('-', '')}.txt`;
    expect(await readdir(path.join(root, 'outbox/rebate'))).toContain(fileName);

    await page.goto(`${app.url}${TRANSFERS}`);
    const sent = row(page, 'octSftpLogTable', fileName);
    await sent.getByText('Done', { exact: true }).waitFor();
    await sent.getByText('City Recycling', { exact: true }).waitFor();
    expect(Number(await column(page, 'octSftpLogTable', 'Size (bytes)').then((sizes) => sizes[0]))).toBeGreaterThan(50);
    await screenshot(page, 'oct-sftp-log-en_US');
    // A 1,280 px laptop shows every column whole, the error included, without scrolling the list sideways.
    expect(await tableOverflow(page, 'octSftpLogTable')).toBeLessThanOrEqual(0);

    // The checksum and the direction, hidden at first, shown by the column picker.
    await page.click('#octSftpLogTableColumns');
    for (const title of ['SHA-256', 'Direction'])
      await page.locator('#octSftpLogTableColumnsPanel .ant-checkbox-wrapper', { hasText: title }).click();
    await page.click('#octSftpLogTableColumnsSave');
    await sent.getByText('Sent', { exact: true }).waitFor();
    await sent.locator('code').first().waitFor();
    expect(await sent.locator('code').first().textContent()).toMatch(/^[0-9a-f]{12}…$/);

    // Filtered by status: the connection that failed three days ago, with its error in words.
    await chooseOption(page, '#octSftpLogFilterStatus', 'Failed');
    await page.click('#octSftpLogFiltersSearch');
    await page.waitForURL(/status=failed/);
    await expect.poll(() => page.locator(rowsOf('octSftpLogTable')).count()).toBe(1);
    await row(page, 'octSftpLogTable', 'Failed')
      .getByText('The Octopus SFTP server could not be reached: connect ETIMEDOUT 203.0.113.25:22')
      .waitFor();
    await screenshot(page, 'oct-sftp-log-failed-en_US');

    // By file name.
    await page.goto(`${app.url}${TRANSFERS}?fileName=EVT_`);
    await expect
      .poll(() => column(page, 'octSftpLogTable', 'File'))
      .toEqual([expect.stringMatching(/^EVT_\d+_\d{8}\.txt$/)]);
  });

  it.each([
    ['zh_HK', 'zh-HK', '八達通檔案類別', '卡已被凍結', '完成'],
    ['zh_CN', 'zh-CN', '八达通文件类别', '卡已被冻结', '完成'],
  ])(
    'lists the file kinds, transfers, event types and card events in %s',
    async (lang, locale, kinds, blocked, done) => {
      const { page } = await openBrowser({ locale });
      await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
      await page.goto(`${app.url}${FILE_KINDS}`);
      await page.locator('#octSftpTypeTable', { hasText: 'REBATE_ANSWER' }).waitFor();
      await page.getByText(kinds).first().waitFor();
      await screenshot(page, `oct-sftp-type-${lang}`);
      await page.goto(`${app.url}${TRANSFERS}`);
      await page.locator(`#octSftpLogTable .ant-tag`, { hasText: done }).first().waitFor();
      await screenshot(page, `oct-sftp-log-${lang}`);
      await page.goto(`${app.url}${EVENT_TYPES}`);
      await row(page, 'octEventTypeTable', 'CARD_BLOCKED').getByText(blocked, { exact: true }).waitFor();
      await screenshot(page, `oct-event-type-${lang}`);
      await page.goto(`${app.url}${EVENTS}`);
      // The blocked card's member, linked to the member's page.
      await row(page, 'octEventLogTable', blocked).locator('a').waitFor();
      await screenshot(page, `oct-event-log-${lang}`);
    },
  );

  it('shows each screen on a 390 px phone without sideways scrolling of the page', async () => {
    const { page } = await openBrowser({ locale: 'en-US', viewport: PHONE });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    for (const [name, screen, table, text] of [
      ['oct-sftp-type', FILE_KINDS, 'octSftpTypeTable', 'REBATE_ANSWER'],
      ['oct-sftp-log', TRANSFERS, 'octSftpLogTable', 'Done'],
      ['oct-event-type', EVENT_TYPES, 'octEventTypeTable', 'CARD_LOST'],
      ['oct-event-log', EVENTS, 'octEventLogTable', 'Card blocked'],
    ] as const) {
      await page.goto(`${app.url}${screen}`);
      await page.locator(`#${table} tr.ant-table-row`, { hasText: text }).first().waitFor();
      await screenshot(page, `${name}-phone-en_US`);
      expect.soft(await overflow(page), name).toBeLessThanOrEqual(0);
    }
    // On a phone a transfer shows when, which file and how it went, its error under the file: no sideways scrolling
    // of the list either, even with the checksum column chosen on the laptop.
    await page.goto(`${app.url}${TRANSFERS}?status=failed`);
    await row(page, 'octSftpLogTable', 'Failed')
      .getByText('The Octopus SFTP server could not be reached: connect ETIMEDOUT 203.0.113.25:22')
      .waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await tableOverflow(page, 'octSftpLogTable')).toBeLessThanOrEqual(0);
    await screenshot(page, 'oct-sftp-log-failed-phone-en_US', { fullPage: false });
    await page.goto(`${app.url}${TRANSFERS}`);
    await page.locator(rowsOf('octSftpLogTable')).first().waitFor();
    expect(await tableOverflow(page, 'octSftpLogTable')).toBeLessThanOrEqual(0);
    await screenshot(page, 'oct-sftp-log-top-phone-en_US', { fullPage: false });
  });
});
