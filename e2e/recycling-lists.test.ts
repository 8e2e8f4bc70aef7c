import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { rowsOf, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
/** The demo data: a week of transactions, rebates, food waste and container returns. */
beforeAll(async () => {
  app = await startAppWithFixtures({ demoData: true });
});
afterAll(() => app.close());

/** The recycling lists: where each is, and its table. */
const LISTS = [
  ['/transactions/transactionList', 'transactionTable'],
  ['/transactions/recycleRecord', 'recordTable'],
  ['/transactions/recycleHistory', 'recycleHistoryTable'],
  ['/transactions/rebateHistory', 'rebateHistoryTable'],
  ['/transactions/fcmRecycle', 'fcmTable'],
  ['/transactions/foodContainerRecycle', 'containerReturnTable'],
  ['/transactions/foodContainerRebate', 'containerRefundTable'],
] as const;

/** How far the table's columns reach past its right edge, in pixels (0: they fit). */
function tableOverflow(page: Page, table: string): Promise<number> {
  return page.evaluate((id) => {
    const content = document.querySelector<HTMLElement>(`#${id} .ant-table-content`)!;
    return content.scrollWidth - content.clientWidth;
  }, table);
}

describe('the recycling lists', () => {
  it.each([
    ['en_US', 'en-US'],
    ['zh_HK', 'zh-HK'],
    ['zh_CN', 'zh-CN'],
  ])('fit a 390 px phone without scrolling sideways, in %s', async (lang, locale) => {
    const { page } = await openBrowser({ locale, viewport: { width: 390, height: 844 } });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    for (const [path, table] of LISTS) {
      await page.goto(`${app.url}${path}`);
      await page.locator(rowsOf(table)).first().waitFor();
      await screenshot(page, `${table}-phone-${lang}`);
      expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      expect.soft(await tableOverflow(page, table), `${path}'s table`).toBe(0);
    }
  });
});
