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
