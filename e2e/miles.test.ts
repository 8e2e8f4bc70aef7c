import { cathayPacificRebateActions } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEntries } from '../apps/server/src/modules/ledger/posting.js';
import { wallet } from '../apps/server/src/modules/ledger/tables.js';
import { member } from '../apps/server/src/modules/member/tables.js';
import { memberMilesAccount } from '../apps/server/src/modules/miles/tables.js';
import { startHttpPeer, type HttpPeer } from '../apps/server/src/test/http-peer.js';
import { seedOrganisation } from '../apps/server/src/test/organisation.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { fieldError, seeMessage, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
let partner: HttpPeer;
let staff: { loginId: string; password: string };
let wong: { id: number };

/**
 * A tenant's staff member who may view, convert and configure miles; two members with points, one of whom converted
 * to her Asia Miles number before. The server sends its requests to a local Asia Miles.
 */
beforeAll(async () => {
  partner = await startHttpPeer();
  app = await startAppWithFixtures({ asiaMiles: { url: `${partner.url}/conversions`, key: 'e2e-asia-miles-key' } });
  await seedOrganisation(app.db, { tenants: [1, 2] });
  const members = await app.db
    .insert(member)
    .values([
      { tid: 1, membershipNo: 'AM-0001', name: 'Chan Tai Man' },
      { tid: 1, membershipNo: 'AM-0002', name: 'Wong Siu Ming' },
    ])
    .returning();
  wong = members[1]!;
  await app.db.transaction((tx) =>
    postEntries(
      tx,
      members.map((holder, index) => ({
        memberId: holder.id,
        tid: 1,
        walletType: 'cst' as const,
        delta: index === 0 ? 500 : 300,
        source: 'recycle' as const,
        sourceId: `TX-${index + 1}`,
        idempotencyKey: `e2e:${holder.id}`,
      })),
    ),
  );
  await app.db.insert(memberMilesAccount).values({ memberId: wong.id, tid: 1, accountNo: '1234567890' });
  const role = await app.createRole({ actions: Object.values(cathayPacificRebateActions) });
  staff = await app.createUser({ roleIds: [role.id], tid: 1 });
});
afterAll(async () => {
  await app.close();
  await partner.close();
});

const SCREEN = '/transactions/cathayPacificRebate';

/** Opens "Convert points" and picks the member of `membershipNo`, found by what a person would type. */
async function openConversion(page: Page, membershipNo: string) {
  await page.click('#milesConvert');
  await page.locator('#milesConvertMember').fill(membershipNo);
  await page.locator('.ant-select-item-option', { hasText: membershipNo }).click();
  await page.locator('#milesConvertBalance').waitFor();
}

async function cstBalance(memberId: number) {
  const [row] = await app.db
    .select({ balance: wallet.balance })
    .from(wallet)
    .where(and(eq(wallet.memberId, memberId), eq(wallet.type, 'cst')));
  return row!.balance;
}

/** Whether the page scrolls sideways. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('converting points to Asia Miles', () => {
  it('sets the terms, converts a member’s points and lists the conversion waiting, in English', async () => {
    const { page } = await openBrowser();
    await signIn(page, app.url, staff.loginId, staff.password);
    await page.goto(`${app.url}${SCREEN}`);
    await page.locator('#milesTermsText', { hasText: 'No miles conversion terms yet' }).waitFor();
    await page.locator('#milesPartnerMissing').waitFor({ state: 'detached' });

    // A minimum of no whole mile is refused under the field, in words; then the terms are saved.
    await page.click('#milesTermsEdit');
    await page.fill('#milesTermsRate', '10');
    await page.fill('#milesTermsMin', '105');
    await page.click('#milesTermsEnabled');
    await page.click('#milesTermsSave');
    await fieldError(page, '#milesTermsMin', 'The minimum must make whole miles: a multiple of 10 points').waitFor();
    await screenshot(page, 'miles-terms-edit-en_US', { fullPage: false });
    await page.fill('#milesTermsMin', '100');
    await page.click('#milesTermsSave');
    await seeMessage(page, /^The miles terms of “.+” were saved$/);
    await page
      .locator('#milesTermsText', { hasText: '10 points make one mile, at least 100 points at a time' })
      .waitFor();
    await page.locator('#milesTermsUpdated', { hasText: staff.loginId }).waitFor();

    // Wong's Asia Miles number of last time is offered; her balance and the miles the points make are shown.
    await openConversion(page, 'AM-0002');
    expect(await page.inputValue('#milesConvertAccount')).toBe('1234567890');
    await page.locator('#milesConvertBalance', { hasText: 'CST balance: 300 points' }).waitFor();
    await page.fill('#milesConvertPoints', '50');
    await page.locator('#milesConvertMiles', { hasText: 'Makes 5 miles at 10 points a mile' }).waitFor();
    // Under the tenant's minimum: the server's refusal lands under the points.
    await page.click('#milesConvertSave');
    await fieldError(page, '#milesConvertPoints', 'Convert at least 100 points at a time').waitFor();
    await page.fill('#milesConvertPoints', '200');
    await page.locator('#milesConvertMiles', { hasText: 'Makes 20 miles at 10 points a mile' }).waitFor();
    await screenshot(page, 'miles-convert-en_US', { fullPage: false });
    // A double click converts once: the dialog's key names the conversion.
    await page.dblclick('#milesConvertSave');
    await seeMessage(page, '200 points of AM-0002 were converted to 20 miles, waiting for Asia Miles');
    const row = page.locator('#conversionTable tr.ant-table-row', { hasText: 'AM-0002' });
    await row.locator('.conversion-status', { hasText: 'Waiting for Asia Miles' }).waitFor();
    await row.getByText('20 miles').waitFor();
    await expect.poll(() => page.locator('#conversionTable tr.ant-table-row').count()).toBe(1);
    expect(await cstBalance(wong.id)).toBe(100);

    // Her balance dropped; more than the other member holds is refused under the points, nothing converted.
    await openConversion(page, 'AM-0002');
    await page.locator('#milesConvertBalance', { hasText: 'CST balance: 100 points' }).waitFor();
    await page.keyboard.press('Escape');
    await openConversion(page, 'AM-0001');
    expect(await page.inputValue('#milesConvertAccount')).toBe('');
    await page.fill('#milesConvertAccount', '2233445566');
    await page.fill('#milesConvertPoints', '600');
    await page.click('#milesConvertSave');
    await fieldError(page, '#milesConvertPoints', 'Insufficient points balance').waitFor();
    await page.keyboard.press('Escape');
    await screenshot(page, 'miles-list-en_US');
    expect(await page.locator('#conversionTable tr.ant-table-row').count()).toBe(1);
  });

  it('shows the terms, the conversion and the dialog in Traditional and Simplified Chinese', async () => {
    for (const [locale, terms, waiting, title, balance] of [
      [
        'zh-HK',
        '每 10 積分兌換 1 里，每次最少 100 積分',
        '等待亞洲萬里通回覆',
        '積分兌換亞洲萬里通里數',
        'CST 積分餘額：100',
      ],
      [
        'zh-CN',
        '每 10 积分兑换 1 里，每次最少 100 积分',
        '等待亚洲万里通回复',
        '积分兑换亚洲万里通里数',
        'CST 积分余额：100',
      ],
    ] as const) {
      const { page } = await openBrowser({ locale });
      await signIn(page, app.url, staff.loginId, staff.password);
      await page.goto(`${app.url}${SCREEN}`);
      await page.locator('#milesTermsText', { hasText: terms }).waitFor();
      await page.locator('#conversionTable .conversion-status', { hasText: waiting }).waitFor();
      await screenshot(page, `miles-list-${locale}`);
      await openConversion(page, 'AM-0002');
      await page.locator('.ant-modal-title', { hasText: title }).waitFor();
      await page.locator('#milesConvertBalance', { hasText: balance }).waitFor();
      await page.fill('#milesConvertPoints', '100');
      await page.locator('#milesConvertMiles', { hasText: '10' }).waitFor();
      await screenshot(page, `miles-convert-${locale}`, { fullPage: false });
    }
  });

  it('asks a caller of every tenant to choose the tenant whose terms to show', async () => {
    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${SCREEN}`);
    await page.locator('#milesTerms', { hasText: 'Choose the tenant whose miles terms to show' }).waitFor();
    await page.goto(`${app.url}${SCREEN}?tid=1`);
    await page.locator('#milesTermsText', { hasText: '10 points make one mile' }).waitFor();
    await page.locator('#conversionTable tr.ant-table-row', { hasText: 'AM-0002' }).waitFor();
    await screenshot(page, 'miles-list-all-tenants');
  });

  it('fits a phone: the terms, the list and the dialog without sideways scrolling', async () => {
    const { page } = await openBrowser({ viewport: { width: 390, height: 844 } });
    await signIn(page, app.url, staff.loginId, staff.password);
    await page.goto(`${app.url}${SCREEN}`);
    await page.locator('#milesTermsEdit').waitFor();
    await page.locator('#conversionTable .conversion-status').first().waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'miles-list-phone');
    await openConversion(page, 'AM-0002');
    await page.fill('#milesConvertPoints', '100');
    await page.locator('#milesConvertMiles').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'miles-convert-phone', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.click('#milesTermsEdit');
    await page.locator('#milesTermsRate').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'miles-terms-phone', { fullPage: false });
  });
});
