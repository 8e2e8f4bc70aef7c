import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganisation } from '../apps/server/src/test/organisation.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { chooseOption, row, rowsOf, seeMessage, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;

beforeAll(async () => {
  app = await startAppWithFixtures();
  await seedOrganisation(app.db, { tenants: [1] });
  const token = await app.login('admin', ADMIN_PASSWORD);
  for (const [membershipNo, name] of [
    ['CARD01', 'Wong Siu Ming'],
    ['CARD02', 'Lee Ka Yan'],
  ]) {
    const member = await app.call('POST', '/api/member', { token, body: { tid: 1, membershipNo, name } });
    if (membershipNo === 'CARD02')
      await app.call('POST', '/api/octopus', {
        token,
        body: { memberId: member.body.data.id, numbers: [{ prefix: '87654321', suffix: '5' }] },
      });
  }
});
afterAll(() => app.close());

const CARDS = '/members/memberCard';
const OCTOPUS = '/members/octopus';
const ADMIN_CARDS = '/members/adminCard';

/** A sheet as the template has it: card numbers as text in column A, membership numbers in column B. */
async function cardSheet(rows: [string, string][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Cards');
  sheet.addRow(['Card number', 'Membership number']);
  for (const values of rows) sheet.addRow(values);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of the first sheet of a downloaded workbook, header first. */
async function readRows(file: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(file) as never);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((line) => rows.push((line.values as unknown[]).slice(1)));
  return rows;
}

async function uploadSheet(page: Page, bytes: Buffer) {
  await page.setInputFiles('#memberCardUploadBar input[type=file]', {
    name: 'cards.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: bytes,
  });
}

describe('member cards, Octopus cards and admin cards', () => {
  it('uploads cards all or none, reads the refused rows, then lists the cards, in English', async () => {
    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${CARDS}`);
    await page.locator('#memberCardUploadBar', { hasText: 'Upload cards from a spreadsheet' }).waitFor();

    const [template] = await Promise.all([page.waitForEvent('download'), page.click('#memberCardTemplate')]);
    expect((await readRows((await template.path())!))[0]).toEqual(['Card number', 'Membership number']);

    // One bad row (an unknown member) and nothing is added; the file that downloads says which row and why.
    const [errors] = await Promise.all([
      page.waitForEvent('download'),
      uploadSheet(
        page,
        await cardSheet([
          ['81000000001', 'CARD01'],
          ['81000000002', 'NOBODY'],
        ]),
      ),
    ]);
    expect(errors.suggestedFilename()).toBe('member-card-errors.xlsx');
    await page.locator('#memberCardUploadRefused', { hasText: '1 row(s) of the sheet cannot be taken' }).waitFor();
    const refusedRows = await readRows((await errors.path())!);
    expect(refusedRows[0]).toEqual(['Row', 'Card number', 'Membership number', 'Problem']);
    expect(refusedRows.slice(1)).toEqual([
      [3, '81000000002', 'NOBODY', 'No member of this tenant has membership number NOBODY'],
    ]);
    await screenshot(page, 'member-card-upload-refused-en_US', { fullPage: false });
    expect(await page.locator(rowsOf('memberCardTable')).count()).toBe(0);

    await uploadSheet(
      page,
      await cardSheet([
        ['81000000001', 'CARD01'],
        ['81000000002', 'CARD02'],
      ]),
    );
    await seeMessage(page, '2 cards were added');
    await row(page, 'memberCardTable', '81000000001').getByText('Wong Siu Ming').waitFor();
    await row(page, 'memberCardTable', '81000000002').getByText('CARD02').waitFor();
    await screenshot(page, 'member-card-list-en_US');
  });

  it('disables an Octopus card with its reason and gives a holder an admin card, in Traditional Chinese', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${OCTOPUS}`);
    const octopus = row(page, 'octopusTable', '87654321(5)');
    await octopus.getByText('Lee Ka Yan').waitFor();
    await octopus.locator('.entity-edit').click();
    await page.click('#octopus-status');
    await page.click('#octopusSave');
    await page.locator('.ant-form-item-explain-error', { hasText: '狀態為停用時，原因不能為空' }).waitFor();
    await page.fill('#octopus-disabledReason', '卡已遺失');
    await page.click('#octopusSave');
    await octopus.getByText('卡已遺失').waitFor();
    await screenshot(page, 'octopus-list-zh_HK');

    await page.goto(`${app.url}${ADMIN_CARDS}`);
    await page.locator('#adminCardPage', { hasText: '管理員卡' }).waitFor();
    await page.click('#adminCardNew');
    await page.fill('#adminCard-cardNo', 'STAFF0001');
    await page.fill('#adminCard-holderName', '陳大文');
    await chooseOption(page, '#adminCard-tid', 'Tenant 1');
    await page.click('#adminCardSave');
    await row(page, 'adminCardTable', 'STAFF0001').getByText('陳大文').waitFor();
    await screenshot(page, 'admin-card-list-zh_HK');
  });

  it('reads the three lists in Simplified Chinese, and on a phone', async () => {
    const { page } = await openBrowser({ locale: 'zh-CN' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${CARDS}`);
    await page.locator('#memberCardUploadBar', { hasText: '用电子表格上传会员卡' }).waitFor();
    await row(page, 'memberCardTable', '81000000001').waitFor();
    await page.goto(`${app.url}${OCTOPUS}`);
    await row(page, 'octopusTable', '87654321(5)').getByText('停用').waitFor();
    await screenshot(page, 'octopus-list-zh_CN');
    await page.goto(`${app.url}${ADMIN_CARDS}`);
    await row(page, 'adminCardTable', 'STAFF0001').waitFor();
    await screenshot(page, 'admin-card-list-zh_CN');

    const phone = await openBrowser({ viewport: { width: 390, height: 844 } });
    await signIn(phone.page, app.url, 'admin', ADMIN_PASSWORD);
    for (const [path, table] of [
      [CARDS, 'memberCardTable'],
      [OCTOPUS, 'octopusTable'],
      [ADMIN_CARDS, 'adminCardTable'],
    ] as const) {
      await phone.page.goto(`${app.url}${path}`);
      await phone.page.locator(rowsOf(table)).first().waitFor();
      expect(
        await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    }
    await screenshot(phone.page, 'admin-card-list-phone-en_US');
  });
});
