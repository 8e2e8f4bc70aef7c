import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { fieldError, location, row, seeMessage, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
// The job workers on (the harness leaves them off): Run now really runs.
beforeAll(async () => {
  app = await startAppWithFixtures({ jobs: true });
});
afterAll(() => app.close());

const TASKS = '/system/scheduleTasks';
const HISTORY = '/system/jobHistory';
const TABLE = 'scheduleTaskTable';

/** A task's row, found by its name (`heartbeat.retention`), which antd keeps as the row's key. */
const taskRow = (page: Page, name: string) => page.locator(`#${TABLE} tr.ant-table-row[data-row-key="${name}"]`);

/** Waits until no message hides part of the screen (before a screenshot or the next one). */
const messagesGone = (page: Page) =>
  expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);

/** Waits until the dialog has faded in, so a screenshot shows it as the user does. */
const dialogShown = (page: Page) =>
  expect.poll(() => page.locator('.ant-modal').evaluate((dialog) => getComputedStyle(dialog).opacity)).toBe('1');

describe('ScheduleTasks and ScheduleJobHistory', () => {
  it('runs a task now, changes its schedule, switches it off and finds its run in the history, in zh_HK', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${TASKS}`);
    const retention = taskRow(page, 'heartbeat.retention');
    await taskRow(page, 'kiosk.watch').locator('.task-title', { hasText: '設備監察' }).waitFor();
    await retention.locator('.task-title', { hasText: '清理設備心跳記錄' }).waitFor();
    await retention.locator('.task-cron-words', { hasText: '每小時的第 15 分鐘（香港時間）' }).waitFor();
    expect(await retention.locator('.task-cron').textContent()).toBe('15 * * * *');
    await retention.locator('.job-state[data-state="idle"]', { hasText: '待命' }).waitFor();
    await retention.locator('.task-retries', { hasText: '失敗後最多重試 2 次' }).waitFor();
    await taskRow(page, 'kiosk.watch').locator('.task-retries', { hasText: '失敗後不會重試' }).waitFor();
    await retention.getByText('從未執行', { exact: true }).waitFor();
    await screenshot(page, 'schedule-tasks-zh_HK');

    // Run now: queued, then running, then idle again with its last run done.
    await retention.locator('.task-run').click();
    await page.locator('.task-run-confirm').click();
    await seeMessage(page, '「清理設備心跳記錄」即將執行');
    await retention
      .locator('.task-last-run .job-run-status[data-status="succeeded"]', { hasText: '成功' })
      .waitFor({ timeout: 30_000 });
    await retention.locator('.job-state[data-state="idle"]', { hasText: '待命' }).waitFor({ timeout: 30_000 });
    await messagesGone(page);
    await screenshot(page, 'schedule-tasks-ran-zh_HK');

    // A schedule the server cannot read is refused under the field, in Chinese.
    await retention.locator('.task-edit').click();
    await page.locator('.ant-modal-title', { hasText: '更改「清理設備心跳記錄」的排程' }).waitFor();
    await dialogShown(page);
    expect(await page.inputValue('#scheduleTaskCron')).toBe('15 * * * *');
    await page.locator('#scheduleTaskHelp').getByText('每日 03:00').waitFor();
    await page.fill('#scheduleTaskCron', '61 * * * *');
    await page.click('#scheduleTaskSave');
    await fieldError(page, '#scheduleTaskCron', '無法讀取此排程或它永不執行；請輸入五個欄位，例如 0 3 * * *').waitFor();
    await messagesGone(page);
    await screenshot(page, 'schedule-tasks-dialog-zh_HK', { fullPage: false });

    // Reset to default fills in the task's own schedule; then a new one is saved.
    await page.fill('#scheduleTaskCron', '0 4 * * *');
    await page.locator('#scheduleTaskWords', { hasText: '每日 04:00（香港時間）' }).waitFor();
    await page.click('#scheduleTaskReset');
    expect(await page.inputValue('#scheduleTaskCron')).toBe('15 * * * *');
    await page.fill('#scheduleTaskCron', '0 4 * * *');
    await page.click('#scheduleTaskSave');
    await seeMessage(page, '已儲存「清理設備心跳記錄」的排程');
    await page.locator('#scheduleTaskForm').waitFor({ state: 'detached' });
    await retention.locator('.task-cron-words', { hasText: '每日 04:00（香港時間）' }).waitFor();
    expect(await retention.locator('.task-cron').textContent()).toBe('0 4 * * *');
    await retention.getByText('預設：15 * * * *', { exact: true }).waitFor();
    // The next run is at 04:00 Hong Kong time (20:00 UTC), shown on the browser's clock.
    const nextRun = (await retention.locator('.task-next-run span').first().textContent())!;
    expect(nextRun).toMatch(/^\d{4}-\d\d-\d\d \d\d:00$/);
    expect(await page.evaluate((text) => new Date(text.replace(' ', 'T')).getUTCHours(), nextRun)).toBe(20);
    await retention.locator('.task-changed', { hasText: /^admin 於 \d{4}-\d\d-\d\d \d\d:\d\d 更改$/ }).waitFor();

    // Switched off, it has no next run.
    await retention.locator('.task-switch').click();
    await page.locator('.ant-popconfirm', { hasText: '停用「清理設備心跳記錄」？' }).waitFor();
    await page.locator('.task-switch-confirm').click();
    await seeMessage(page, '已停用「清理設備心跳記錄」');
    await retention.locator('.job-state[data-state="disabled"]', { hasText: '已停用' }).waitFor();
    await retention.getByText('未有排程', { exact: true }).waitFor();
    expect(await retention.locator('.task-switch').getAttribute('aria-checked')).toBe('false');
    await messagesGone(page);
    await screenshot(page, 'schedule-tasks-off-zh_HK');

    // Its runs: the one asked for, with its result and who asked.
    await retention.locator('.task-runs').click();
    await page.waitForURL(`${app.url}${HISTORY}?name=heartbeat.retention`);
    const run = row(page, 'jobRunTable', '清理設備心跳記錄');
    await run.locator('.job-run-status[data-status="succeeded"]', { hasText: '成功' }).waitFor();
    await run.getByRole('cell', { name: '立即執行', exact: true }).waitFor();
    await run.getByText(/^已刪除 \d+ 筆超過 90 日的心跳記錄$/).waitFor();
    await run.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    expect(await page.locator('#jobRunTable tr.ant-table-row').count()).toBe(1);
    // The link's filter shows the task by its title.
    const filter = page.locator('#jobRunFilters .ant-select', { has: page.locator('#jobRunFilterName') });
    expect(await filter.textContent()).toContain('清理設備心跳記錄');
    await page.locator('#jobRunExport').waitFor();
    await screenshot(page, 'job-history-zh_HK');
    expect(location(page)).toBe(`${HISTORY}?name=heartbeat.retention`);
  });

  it('shows both screens in English', async () => {
    const { page } = await openBrowser({ locale: 'en-US' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${TASKS}`);
    await taskRow(page, 'kiosk.watch').locator('.task-title', { hasText: 'Kiosk watch' }).waitFor();
    await taskRow(page, 'kiosk.watch')
      .locator('.task-cron-words', { hasText: 'Every minute (Hong Kong time)' })
      .waitFor();
    await taskRow(page, 'heartbeat.retention').locator('.task-title', { hasText: 'Heartbeat clean-up' }).waitFor();
    await screenshot(page, 'schedule-tasks-en_US');
    await taskRow(page, 'heartbeat.retention').locator('.task-edit').click();
    await page.locator('.ant-modal-title', { hasText: 'Change the schedule of “Heartbeat clean-up”' }).waitFor();
    await dialogShown(page);
    await page.locator('#scheduleTaskHelp').getByText('Every day at 03:00').waitFor();
    await screenshot(page, 'schedule-tasks-dialog-en_US', { fullPage: false });
    await page.click('#scheduleTaskCancel');

    await page.goto(`${app.url}${HISTORY}?name=heartbeat.retention`);
    const run = row(page, 'jobRunTable', 'Heartbeat clean-up');
    await run.locator('.job-run-status[data-status="succeeded"]', { hasText: 'Succeeded' }).waitFor();
    await run.getByRole('cell', { name: 'Run now', exact: true }).waitFor();
    await screenshot(page, 'job-history-en_US');
  });

  it('shows both screens in Simplified Chinese', async () => {
    const { page } = await openBrowser({ locale: 'zh-CN' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${TASKS}`);
    await taskRow(page, 'kiosk.watch').locator('.task-title', { hasText: '设备监控' }).waitFor();
    await taskRow(page, 'kiosk.watch').locator('.task-cron-words', { hasText: '每分钟（香港时间）' }).waitFor();
    await screenshot(page, 'schedule-tasks-zh_CN');

    await page.goto(`${app.url}${HISTORY}?name=heartbeat.retention`);
    const run = row(page, 'jobRunTable', '清理设备心跳记录');
    await run.locator('.job-run-status[data-status="succeeded"]', { hasText: '成功' }).waitFor();
    await run.getByRole('cell', { name: '立即执行', exact: true }).waitFor();
    await screenshot(page, 'job-history-zh_CN');
  });

  it('fits both screens on a 390 px phone', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK', viewport: { width: 390, height: 844 } });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${TASKS}`);
    await taskRow(page, 'kiosk.watch').waitFor();
    // Nothing wider than the screen but the table, which scrolls within itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'schedule-tasks-phone-zh_HK');
    await page.goto(`${app.url}${HISTORY}`);
    await page.locator('#jobRunTable tr.ant-table-row').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'job-history-phone-zh_HK');
  });
});
