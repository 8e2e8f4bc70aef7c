import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
beforeAll(async () => {
  app = await startAppWithFixtures();
  const role = await app.createRole({ name: 'Depot staff' });
  for (const loginId of ['depot.amy', 'depot.ben', 'depot.cat', 'yard.dan'])
    await app.createUser({ loginId, roleIds: [role.id], tid: 1 });
});
afterAll(() => app.close());

const adminRows = '#adminTable .ant-table-tbody tr.ant-table-row';

/** The first sheet of an XLSX file: its header row and the login ids of its rows. */
async function readSheet(file: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(file) as never);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { headers: rows[0], loginIds: rows.slice(1).map((row) => row[1]) };
}

describe('export of a list', () => {
  it('saves the filtered AdminList as XLSX: headers in Traditional Chinese, the rows the list shows', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}/access/adminList`);
    await page.locator(adminRows).first().waitFor();
    await page.fill('#filterKeyword', 'depot.');
    await page.click('#adminFiltersSearch');
    await page.waitForURL(/keyword=depot\./);
    await expect.poll(() => page.locator(adminRows).count()).toBe(3);
    const shown = await page.locator(`${adminRows} td:first-child`).allTextContents();

    await page.hover('#adminExport');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#adminExport-xlsx')]);
    expect(download.suggestedFilename()).toMatch(/^管理員-\d{8}-\d{6}\.xlsx$/);
    await page.locator('.ant-message').getByText('已下載「管理員-', { exact: false }).waitFor();
    await screenshot(page, 'admin-export-zh_HK');

    const sheet = await readSheet((await download.path())!);
    expect(sheet.headers).toEqual([
      '編號',
      '登入名稱',
      '姓名',
      '電郵',
      '手機',
      '角色',
      '狀態',
      '租戶編號',
      '商戶編號',
      '店舖編號',
      '最後登入',
      '更新時間',
    ]);
    expect(sheet.loginIds).toEqual(shown);
    expect([...sheet.loginIds].sort()).toEqual(['depot.amy', 'depot.ben', 'depot.cat']);
  });
});
