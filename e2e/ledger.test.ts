import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEntries } from '../apps/server/src/modules/ledger/posting.js';
import { member } from '../apps/server/src/modules/member/tables.js';
import { seedOrganisation } from '../apps/server/src/test/organisation.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { seeMessage, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;

/** Two members of a tenant, each with points from recycling. */
beforeAll(async () => {
  app = await startAppWithFixtures();
  await seedOrganisation(app.db, { tenants: [1] });
  const members = await app.db
    .insert(member)
    .values([
      { tid: 1, membershipNo: 'LG-0001', name: 'Chan Tai Man' },
      { tid: 1, membershipNo: 'LG-0002', name: 'Wong Siu Ming' },
    ])
    .returning();
  await app.db.transaction((tx) =>
    postEntries(
      tx,
      members.map((holder, index) => ({
        memberId: holder.id,
        tid: 1,
        walletType: 'cst' as const,
        delta: 120,
        source: 'recycle' as const,
        sourceId: `TX-${index + 1}`,
        idempotencyKey: `e2e:${holder.id}`,
      })),
    ),
  );
});
afterAll(() => app.close());

const WALLET_RECORD = '/members/walletRecord';
const ADJUSTMENTS = '/members/adjustmentHistory';

/** Opens "New adjustment" and fills it in for LG-0001; the caller posts it. */
async function fillAdjustment(page: Page, type: 'add' | 'minus', amount: string, reason: string) {
  await page.click('#ledgerAdjust');
  await page.locator('#ledgerAdjustMember').fill('LG-0001');
  await page.locator('.ant-select-item-option', { hasText: 'LG-0001' }).click();
  await page.locator('#ledgerAdjustBalance').waitFor();
  await page
    .locator('#ledgerAdjustType .ant-radio-button-wrapper', { has: page.locator(`input[value="${type}"]`) })
    .click();
  await page.fill('#ledgerAdjustAmount', amount);
  await page.fill('#ledgerAdjustReason', reason);
}

const entryRow = (page: Page, table: string, text: string) =>
  page.locator(`#${table} tr.ant-table-row`, { hasText: text });

describe('the points ledger', () => {
  it('adjusts a member’s points, lists the entry on both screens and reverses it, in English', async () => {
    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${ADJUSTMENTS}`);
    await page.locator('#adjustmentHistoryPage', { hasText: 'Point adjustments' }).waitFor();

    await fillAdjustment(page, 'add', '30', 'Kiosk did not credit two bottles');
    await page.locator('#ledgerAdjustBalance', { hasText: 'Balance now: 120' }).waitFor();
    await screenshot(page, 'ledger-adjust-en_US', { fullPage: false });
    // A double click posts once: the dialog's key names the adjustment.
    await page.dblclick('#ledgerAdjustSave');
    await seeMessage(page, 'The adjustment was posted: +30, balance now 150');
    const added = entryRow(page, 'adjustmentHistoryTable', 'Kiosk did not credit two bottles');
    await added.locator('.ledger-delta', { hasText: '+30' }).waitFor();
    await expect.poll(() => page.locator('#adjustmentHistoryTable tr.ant-table-row').count()).toBe(1);
    await added.locator('td', { hasText: /^admin$/ }).waitFor();

    // Taking more than the wallet holds is refused in words, and nothing changes.
    await fillAdjustment(page, 'minus', '500', 'Wrong card');
    await page.click('#ledgerAdjustSave');
    await page.locator('#ledgerAdjustRefused', { hasText: 'Insufficient points balance' }).waitFor();
    await screenshot(page, 'ledger-adjust-refused-en_US', { fullPage: false });
    await page.locator('.ant-modal .ant-btn', { hasText: 'Cancel' }).click();

    // WalletRecord lists it beside the recycling credit, with the balance it left.
    await page.goto(`${app.url}${WALLET_RECORD}`);
    const record = entryRow(page, 'walletRecordTable', 'Kiosk did not credit two bottles');
    await record.locator('td', { hasText: /^150$/ }).waitFor();
    await entryRow(page, 'walletRecordTable', 'LG-0002').locator('.ledger-source', { hasText: 'Recycling' }).waitFor();
    await screenshot(page, 'wallet-record-en_US');

    await record.locator('.ledger-reverse').click();
    await page.locator('#ledgerReverseExplain', { hasText: '−30' }).waitFor();
    await page.click('#ledgerReverseConfirm');
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    await page.fill('#ledgerReverseReason', 'Credited to the wrong member');
    await page.click('#ledgerReverseConfirm');
    await seeMessage(page, /^Entry #\d+ was reversed$/);
    await record.locator('.ledger-reversed').waitFor();
    expect(await record.locator('.ledger-reverse').count()).toBe(0);
    const reversal = entryRow(page, 'walletRecordTable', 'Credited to the wrong member');
    await reversal.locator('.ledger-delta', { hasText: '−30' }).waitFor();
    await reversal.locator('td', { hasText: /^120$/ }).waitFor();

    // The member filter comes from the URL, as a link would bring it.
    await page.goto(`${app.url}${WALLET_RECORD}?member=LG-0002`);
    await expect.poll(() => page.locator('#walletRecordTable tr.ant-table-row').count()).toBe(1);
    expect(await page.inputValue('#walletRecordFiltersMember')).toBe('LG-0002');

    await page.goto(`${app.url}${ADJUSTMENTS}`);
    await expect.poll(() => page.locator('#adjustmentHistoryTable tr.ant-table-row').count()).toBe(2);
    await entryRow(page, 'adjustmentHistoryTable', 'Credited to the wrong member')
      .locator('.ledger-source', { hasText: 'Reversal' })
      .waitFor();
    await screenshot(page, 'adjustment-history-en_US');
  });

  it('refuses an adjustment past the balance in Traditional Chinese, on a phone too', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${ADJUSTMENTS}`);
    await page.locator('#adjustmentHistoryPage', { hasText: '積分調整紀錄' }).waitFor();
    await page.locator('#adjustmentHistoryTable .ledger-source', { hasText: '沖正' }).waitFor();
    await page.locator('#adjustmentHistoryTable .ledger-source', { hasText: '調整' }).waitFor();
    await fillAdjustment(page, 'minus', '1000', '會員要求');
    await page.click('#ledgerAdjustSave');
    await page.locator('#ledgerAdjustRefused', { hasText: '積分餘額不足' }).waitFor();
    await screenshot(page, 'ledger-adjust-refused-zh_HK', { fullPage: false });
    await page.keyboard.press('Escape');
    await screenshot(page, 'adjustment-history-zh_HK');
    await page.goto(`${app.url}${WALLET_RECORD}`);
    await page.locator('#walletRecordTable .ledger-source', { hasText: '回收' }).first().waitFor();
    await screenshot(page, 'wallet-record-zh_HK');

    const phone = await openBrowser({ locale: 'zh-HK', viewport: { width: 390, height: 844 } });
    await signIn(phone.page, app.url, 'admin', ADMIN_PASSWORD);
    await phone.page.goto(`${app.url}${WALLET_RECORD}`);
    await phone.page.locator('#walletRecordTable .ledger-delta', { hasText: '−30' }).waitFor();
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'wallet-record-phone-zh_HK');
    await phone.page.goto(`${app.url}${ADJUSTMENTS}`);
    await phone.page.locator('#adjustmentHistoryTable .ledger-delta', { hasText: '+30' }).waitFor();
    await screenshot(phone.page, 'adjustment-history-phone-zh_HK');
    await phone.page.click('#ledgerAdjust');
    await phone.page.locator('#ledgerAdjustMember').waitFor();
    await screenshot(phone.page, 'ledger-adjust-phone-zh_HK', { fullPage: false });
  });

  it('shows the entries in Simplified Chinese, and on a phone in English', async () => {
    const { page } = await openBrowser({ locale: 'zh-CN' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${WALLET_RECORD}`);
    await page.locator('#walletRecordPage', { hasText: '钱包记录' }).waitFor();
    await page.locator('#walletRecordTable .ledger-source', { hasText: '冲正' }).waitFor();
    await page.locator('#walletRecordTable .ledger-reversed', { hasText: '已由' }).waitFor();
    await screenshot(page, 'wallet-record-zh_CN');

    const phone = await openBrowser({ viewport: { width: 390, height: 844 } });
    await signIn(phone.page, app.url, 'admin', ADMIN_PASSWORD);
    await phone.page.goto(`${app.url}${ADJUSTMENTS}`);
    await phone.page.locator('#adjustmentHistoryTable .ledger-delta', { hasText: '−30' }).waitFor();
    await screenshot(phone.page, 'adjustment-history-phone-en_US');
  });
});
