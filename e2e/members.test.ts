import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganisation } from '../apps/server/src/test/organisation.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { chooseOption, fieldError, rowsOf, seeMessage, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;

beforeAll(async () => {
  app = await startAppWithFixtures();
  await seedOrganisation(app.db, { tenants: [1] });
});
afterAll(() => app.close());

const LIST = '/members/member';
const DETAIL = '/members/memberDetail';
const CARD = '81234567890';
let memberId = 0;

const openTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

describe('members and their cards', () => {
  it('creates a member, adds a card and an Octopus number, disables it, finds it by card, in English', async () => {
    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${LIST}`);
    await page.locator('#memberPage', { hasText: 'Members' }).waitFor();
    await page.click('#memberNew');
    await page.locator('#memberForm').waitFor();
    await chooseOption(page, '#member-tid', 'Tenant 1');
    await page.fill('#member-membershipNo', 'MB0001');
    await page.fill('#member-name', 'Chan Tai Man');
    await page.fill('#member-email', 'chan@example.com');
    await chooseOption(page, '#member-audioLang', 'Cantonese');
    await chooseOption(page, '#member-displayLang', 'Traditional Chinese');
    await screenshot(page, 'member-new-en_US');
    await page.click('#memberSave');
    await seeMessage(page, '“Chan Tai Man (MB0001)” was created');
    await page.waitForURL(/memberDetail\?id=\d+/);
    memberId = Number(new URL(page.url()).searchParams.get('id'));

    // A card: nine digits are refused under the field, eleven are taken.
    await openTab(page, 'Cards');
    await page.click('#memberCardAdd');
    await page.fill('#memberCard-cardNo', '123456789');
    await page.click('#memberCardSave');
    await fieldError(page, '#memberCard-cardNo', 'A card number is 11 or more digits, nothing else.').waitFor();
    await screenshot(page, 'member-card-refused-en_US', { fullPage: false });
    await page.fill('#memberCard-cardNo', CARD);
    await page.click('#memberCardSave');
    await seeMessage(page, `Card ${CARD} was saved`);
    await page.locator('#memberCards td', { hasText: CARD }).waitFor();

    // An Octopus number, then disabled: the server wants the reason, and says so under the field.
    await openTab(page, 'Octopus cards');
    await page.click('#memberOctopusAdd');
    await page.fill('#octopus-prefix-0', '12345678');
    await page.fill('#octopus-suffix-0', '3');
    await page.click('#memberOctopusSave');
    await seeMessage(page, '1 Octopus card was added');
    await page.locator('#memberOctopus td', { hasText: '12345678(3)' }).waitFor();
    await page.click('.member-octopus-disable');
    await page.click('#memberOctopusDisableConfirm');
    await fieldError(page, '#memberOctopus-disabledReason', 'Reason cannot be empty when status is disabled').waitFor();
    await screenshot(page, 'member-octopus-reason-en_US', { fullPage: false });
    await page.fill('#memberOctopus-disabledReason', 'Card reported lost');
    await page.click('#memberOctopusDisableConfirm');
    await seeMessage(page, 'Octopus card 12345678(3) was disabled');
    await page.locator('#memberOctopus td', { hasText: 'Card reported lost' }).waitFor();
    await screenshot(page, 'member-octopus-en_US');

    // The list finds the member by the card's number, typed in the filter.
    await page.goto(`${app.url}${LIST}`);
    await page.fill('#memberFilterCardNo', CARD);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('cardNo')).toBe(CARD);
    await page.locator(rowsOf('memberTable'), { hasText: 'MB0001' }).waitFor();
    await expect.poll(() => page.locator(rowsOf('memberTable')).count()).toBe(1);
    await page.locator(rowsOf('memberTable'), { hasText: CARD }).waitFor();
    await screenshot(page, 'member-list-en_US');

    // The wallets: four balances, then the ledger.
    await page.goto(`${app.url}${DETAIL}?id=${memberId}&tab=wallets`);
    await page.locator('#memberLedgerBalances', { hasText: 'CST points' }).waitFor();
    await page.locator('#memberLedgerBalances', { hasText: 'HKSTP points' }).waitFor();
    await page.locator('#memberLedger').waitFor();
    await screenshot(page, 'member-wallets-en_US');
  });

  it('reads the list and the detail in Traditional Chinese, on a phone too', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${LIST}`);
    await page.locator('#memberPage', { hasText: '會員編號' }).waitFor();
    await page.locator(rowsOf('memberTable'), { hasText: 'MB0001' }).waitFor();
    await screenshot(page, 'member-list-zh_HK');
    await page.goto(`${app.url}${DETAIL}?id=${memberId}`);
    await page.locator('#memberForm', { hasText: '回收機語音' }).waitFor();
    await page.locator('.ant-select', { has: page.locator('#member-audioLang'), hasText: '廣東話' }).waitFor();
    await screenshot(page, 'member-detail-zh_HK');
    await openTab(page, '錢包');
    await page.locator('#memberLedgerBalances', { hasText: '科學園積分' }).waitFor();
    await screenshot(page, 'member-wallets-zh_HK');
    await openTab(page, '八達通卡');
    await page.locator('#memberOctopus', { hasText: '停用' }).waitFor();

    const phone = await openBrowser({ locale: 'zh-HK', viewport: { width: 390, height: 844 } });
    await signIn(phone.page, app.url, 'admin', ADMIN_PASSWORD);
    await phone.page.goto(`${app.url}${LIST}`);
    await phone.page.locator(rowsOf('memberTable'), { hasText: 'MB0001' }).waitFor();
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'member-list-phone-zh_HK');
    await phone.page.goto(`${app.url}${DETAIL}?id=${memberId}&tab=cards`);
    await phone.page.locator('#memberCards td', { hasText: CARD }).waitFor();
    await screenshot(phone.page, 'member-cards-phone-zh_HK');
  });

  it('reads the list and the detail in Simplified Chinese', async () => {
    const { page } = await openBrowser({ locale: 'zh-CN' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${LIST}`);
    await page.locator('#memberPage', { hasText: '会员编号' }).waitFor();
    await page.locator(rowsOf('memberTable'), { hasText: 'MB0001' }).waitFor();
    await screenshot(page, 'member-list-zh_CN');
    await page.goto(`${app.url}${DETAIL}?id=${memberId}&tab=wallets`);
    await page.locator('#memberLedgerBalances', { hasText: 'CST 积分' }).waitFor();
    await screenshot(page, 'member-wallets-zh_CN');
    await openTab(page, '会员卡');
    await page.locator('#memberCards td', { hasText: CARD }).waitFor();
    await screenshot(page, 'member-cards-zh_CN');
  });
});
