import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { rowsOf, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
/** The demo data, and an administrator with an e-mail address as long as real ones are (its creation is audited). */
beforeAll(async () => {
  app = await startAppWithFixtures({ demoData: true });
  const token = await app.login('admin', ADMIN_PASSWORD);
  await app.call('POST', '/api/userManage', {
    token,
    body: {
      loginId: 'chan.taiman',
      adminName: 'Chan Tai Man',
      email: 'chan.taiman@green-estates-recycling.example.com.hk',
      mobile: '+852 9123 4567',
      status: 1,
      roleIds: [1],
      password: 'Str0ng#Pass1',
    },
  });
});
afterAll(() => app.close());

const LANGUAGES = [
  ['en_US', 'en-US'],
  ['zh_HK', 'zh-HK'],
] as const;

/** The main lists and, per language, the titles of the columns that tell their rows apart, which a phone shows. */
const LISTS = [
  {
    name: 'kiosk-list',
    path: '/configuration/kiosk/kioskList',
    table: 'kioskTable',
    keyColumns: { en_US: ['KID', 'Name'], zh_HK: ['KID', '名稱'] },
  },
  {
    name: 'kiosk-alarms',
    path: '/configuration/kiosk/kioskAlert',
    table: 'alarmTable',
    keyColumns: { en_US: ['Raised', 'KID', 'Alarm'], zh_HK: ['發生時間', 'KID', '警報'] },
  },
  {
    name: 'admin-list',
    path: '/access/adminList',
    table: 'adminTable',
    keyColumns: { en_US: ['Login id', 'Name'], zh_HK: ['登入名稱', '姓名'] },
  },
  {
    name: 'audit-log',
    path: '/access/auditLog',
    table: 'auditTable',
    keyColumns: { en_US: ['Time', 'User'], zh_HK: ['時間', '用戶'] },
  },
  {
    name: 'tenant-list',
    path: '/organisation/tenantList',
    table: 'tenantTable',
    keyColumns: { en_US: ['Id', 'Name'], zh_HK: ['編號', '名稱'] },
  },
];

/**
 * The header and row cells of the table whose text a person cannot read whole where it stands: text past its cell or
 * past the visible part of the table (behind its right edge, or under a column pinned to it), unless the cell ends it
 * with an ellipsis and shows it whole on hover (a title).
 */
function cutTexts(page: Page, table: string): Promise<string[]> {
  return page.evaluate((id) => {
    const scroller = document.querySelector<HTMLElement>(`#${id} .ant-table-content`)!;
    const view = scroller.getBoundingClientRect();
    const cells = Array.from(document.querySelectorAll<HTMLElement>(`#${id} thead th, #${id} tr.ant-table-row > td`));
    const pinned = cells.filter((cell) => getComputedStyle(cell).position === 'sticky');
    const pinnedLeft = Math.min(...pinned.map((cell) => cell.getBoundingClientRect().left));
    const endsWithEllipsis = (cell: HTMLElement) =>
      [cell, ...Array.from(cell.querySelectorAll<HTMLElement>('*'))].some(
        (element) => getComputedStyle(element).textOverflow === 'ellipsis' && element.closest('[title]') !== null,
      );
    return cells.flatMap((cell) => {
      const text = document.createRange();
      text.selectNodeContents(cell);
      const { left, right, width } = text.getBoundingClientRect();
      if (width === 0 || !cell.textContent?.trim()) return [];
      const box = cell.getBoundingClientRect();
      const visibleRight = Math.min(view.right, pinned.includes(cell) ? Infinity : pinnedLeft);
      const pastCell = (left < box.left - 1 || right > box.right + 1) && !endsWithEllipsis(cell);
      const outOfView = left < view.left - 1 || right > visibleRight + 1;
      return pastCell || outOfView ? [`"${cell.innerText.replace(/\s+/g, ' ').slice(0, 60)}"`] : [];
    });
  }, table);
}

/** Of the titles given, those whose column a phone does not show whole without scrolling the table sideways. */
function hiddenColumns(page: Page, table: string, titles: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ([id, wanted]) => {
      const view = document.querySelector(`#${id} .ant-table-content`)!.getBoundingClientRect();
      const headers = Array.from(document.querySelectorAll<HTMLElement>(`#${id} thead th`));
      const pinned = headers.filter((header) => getComputedStyle(header).position === 'sticky');
      const visibleRight = Math.min(view.right, ...pinned.map((header) => header.getBoundingClientRect().left));
      return wanted.filter((title) => {
        const header = headers.find((candidate) => candidate.innerText.trim() === title);
        const box = header?.getBoundingClientRect();
        return !box || box.left < view.left - 1 || box.right > visibleRight + 1;
      });
    },
    [table, titles] as const,
  );
}

describe('the main lists', () => {
  it.each(LANGUAGES)('show every header and cell whole on 1,280 and 1,440 px screens, in %s', async (lang, locale) => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 1440, height: 900 },
    ]) {
      const { page, close } = await openBrowser({ locale, viewport });
      await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
      for (const list of LISTS) {
        await page.goto(`${app.url}${list.path}`);
        await page.locator(rowsOf(list.table)).first().waitFor();
        await screenshot(page, `${list.name}-${viewport.width}-${lang}`);
        expect.soft(await cutTexts(page, list.table), `${list.name} at ${viewport.width} px`).toEqual([]);
      }
      await close();
    }
  });

  it.each(LANGUAGES)('show their key columns on a 390 px phone, in %s', async (lang, locale) => {
    const { page } = await openBrowser({ locale, viewport: { width: 390, height: 844 } });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    for (const list of LISTS) {
      await page.goto(`${app.url}${list.path}`);
      await page.locator(rowsOf(list.table)).first().waitFor();
      await screenshot(page, `${list.name}-phone-${lang}`);
      expect.soft(await hiddenColumns(page, list.table, list.keyColumns[lang]), list.name).toEqual([]);
    }
  });
});
