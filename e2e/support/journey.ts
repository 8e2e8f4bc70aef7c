import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

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
  await expect
    .poll(() => list.evaluate((element) => /-enter|-appear/.test(element.getAttribute('class') ?? '')))
    .toBe(false);
  await list
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .click();
  // A multiple select stays open for more choices: Escape closes it, as a person would.
  if ((await page.locator(`.ant-select-multiple ${select}`).count()) > 0) await page.keyboard.press('Escape');
  // Closed, so that the next step (or screenshot) meets no open list.
  await list.waitFor({ state: 'hidden' });
}

/**
 * Clicks Delete in the open confirmation that names `name`: an earlier confirmation may still be
 * fading out on the same page, so the one to answer is picked by its question.
 */
export async function confirmDelete(page: Page, name: string): Promise<void> {
  await page
    .locator('.ant-popconfirm', { hasText: `「${name}」` })
    .locator('.entity-delete-confirm')
    .click();
}

/**
 * Waits for the notice (antd message) reading exactly `text`; two saves in a row may show two at once, one is enough.
 */
export async function seeMessage(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.ant-message').getByText(text, { exact: true }).first().waitFor();
}

/** The selector of the rows of the table whose id is `table`. */
export function rowsOf(table: string): string {
  return `#${table} .ant-table-tbody tr.ant-table-row`;
}

/**
 * The row of the table whose id is `table` that has a cell reading exactly `cell`, or matching it when
 * a pattern (a name followed by a tag, say).
 */
export function row(page: Page, table: string, cell: string | RegExp): Locator {
  return page.locator(rowsOf(table)).filter({ has: page.getByRole('cell', { name: cell, exact: true }) });
}

/**
 * The error shown under the form field whose input is `field` (a selector); with `text`, the one reading exactly that.
 */
export function fieldError(page: Page, field: string, text?: string): Locator {
  const errors = page
    .locator('.ant-form-item')
    .filter({ has: page.locator(field) })
    .locator('.ant-form-item-explain-error');
  return text === undefined ? errors : errors.getByText(text, { exact: true });
}
