import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Signs in through the login screen and waits for the first signed-in screen. */
export async function signIn(page: Page, baseUrl: string, userName: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.fill('#userName', userName);
  await page.fill('#password', password);
  await page.click('button[type=submit]');
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** The path and query the page shows. */
export function location(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/**
 * Opens the antd select whose input is `select` (an `#id`) and picks the option reading exactly `text`.
 * Its own list is found by the listbox id antd derives from the input's, not by being visible: another
 * list may still be closing.
 */
export async function chooseOption(page: Page, select: string, text: string): Promise<void> {
  const list = page.locator('.ant-select-dropdown').filter({ has: page.locator(`${select}_list`) });
  await page.click(select);
  // Clicked while it still slides in, an option may be missed (a busy machine draws slowly).
  await expect.poll(() => list.evaluate((element) => /-enter|-appear/.test(element.className))).toBe(false);
  await list.locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
  // Closed, so that the next step (or screenshot) meets no open list.
  await list.waitFor({ state: 'hidden' });
}

/**
 * Clicks Delete in the open confirmation that names `name`: an earlier confirmation may still be
 * fading out on the same page, so the one to answer is picked by its question.
 */
export async function confirmDelete(page: Page, name: string): Promise<void> {
  await page.locator('.ant-popconfirm', { hasText: `「${name}」` }).locator('.entity-delete-confirm').click();
}
