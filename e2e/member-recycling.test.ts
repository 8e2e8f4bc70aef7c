import type { TransactionRow } from '@srd/contract';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMaterialTypes } from '../apps/server/src/modules/material-type/demo.js';
import { tenant } from '../apps/server/src/modules/organisation/tables.js';
import { seedOrganisation } from '../apps/server/src/test/organisation.js';
import { runSimulation, type SimResult } from '../tools/kiosk-sim/simulation.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { rowsOf, signIn } from './support/journey.js';

/**
 * Issue: the member detail's Recycling, Octopus rebates and History tabs. Two simulated kiosks recycle, every session
 * paid by the member's card; once the member has transactions, the simulation stops and the browser shows the member's
 * CST balance as the sum the visits earned, and the visits themselves, in three languages and on a phone.
 */

const DETAIL = '/members/memberDetail';
const CARD = '85291234567';
const MATERIALS = ['PET', 'ALU_CAN', 'TETRA_PAK', 'GLASS', 'PAPER', 'PLASTIC'];

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
let admin: string;
let memberId: number;
const stopSimulation = new AbortController();
let simulation: Promise<SimResult> | undefined;
/** The member's transactions once the simulation stopped, newest first. */
let visits: TransactionRow[];

const memberVisits = async (): Promise<{ rows: TransactionRow[]; total: number }> =>
  (
    await app.call('POST', '/api/transactionList/page', {
      token: admin,
      body: { page: 1, pageSize: 100, tid: 1, membershipNo: 'GREEN88' },
    })
  ).body.data;

beforeAll(async () => {
  app = await startAppWithFixtures();
  await app.db.transaction((tx) => seedDemoMaterialTypes(tx));
  await seedOrganisation(app.db, { tenants: [1] });
  // Every material earns 100 points and HKD 1 a kilogram, without daily caps.
  await app.db
    .update(tenant)
    .set({
      recycleConfig: MATERIALS.map((materialCode) => ({
        materialCode,
        pointsPerUnit: 100,
        rebatePerUnit: 1,
        dailyMaxQuantity: 0,
        dailyMaxPoints: 0,
        dailyMaxAmount: 0,
      })),
    })
    .where(eq(tenant.id, 1));
  admin = await app.login('admin', ADMIN_PASSWORD);
  // Through the API, so the member's History has its creation.
  const created = await app.call('POST', '/api/member', {
    token: admin,
    body: {
      tid: 1,
      membershipNo: 'GREEN88',
      name: 'Lam Siu Fung',
      audioLang: 'Cantonese',
      displayLang: 'Traditional Chinese',
    },
  });
  expect(created.body.code).toBe(200);
  memberId = created.body.data.id;
  const card = await app.call('POST', '/api/memberCard', { token: admin, body: { memberId, cardNo: CARD, status: 1 } });
  expect(card.body.code).toBe(200);
  const octopus = await app.call('POST', '/api/octopus', {
    token: admin,
    body: { memberId, numbers: [{ prefix: '12345678', suffix: '3' }] },
  });
  expect(octopus.body.code).toBe(200);
});
afterAll(async () => {
  stopSimulation.abort();
  await simulation;
  await app.close();
});

const openTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();
const visitRows = (page: Page) => page.locator(rowsOf('memberRecyclingTable'));
/** The CST balance the wallets tab shows, as a number. */
const shownCst = async (page: Page) =>
  Number((await page.locator('.ledger-balance-cst .ant-statistic-content-value').textContent())!.replace(/,/g, ''));
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

describe("a member's recycling, rebates and history", () => {
  it('credits the visits the simulated kiosks pay with the member card', { timeout: 120_000 }, async () => {
    simulation = runSimulation(
      {
        url: app.url,
        user: 'admin',
        password: ADMIN_PASSWORD,
        tenant: 1,
        kiosks: 2,
        intervalSeconds: 0.5,
        speed: 600,
        // A Hong Kong morning, when members recycle.
        modelStartAt: Date.parse('2026-03-02T10:00:00+08:00'),
        faultRate: 0,
        seed: 4,
        concurrency: 4,
        summaryEverySeconds: 600,
        memberCards: [CARD],
      },
      stopSimulation.signal,
      () => {},
    );
    await expect
      .poll(async () => (await memberVisits()).total, { timeout: 60_000, interval: 250 })
      .toBeGreaterThanOrEqual(2);
    stopSimulation.abort();
    await simulation;

    const { rows, total } = await memberVisits();
    visits = rows;
    expect(rows.length).toBe(total);
    expect(rows.every((visit) => visit.memberId === memberId && visit.status === 1)).toBe(true);
    expect(rows.some((visit) => visit.earnedPoints > 0)).toBe(true);
  });

  it('shows the balance they earned and the visits, in English on a laptop', async () => {
    const earned = visits.reduce((sum, visit) => sum + visit.earnedPoints, 0);
    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${DETAIL}?id=${memberId}&tab=wallets`);
    await page.locator('#memberLedgerBalances', { hasText: 'CST points' }).waitFor();
    expect(await shownCst(page)).toBe(earned);
    await screenshot(page, 'member-recycling-wallets-en_US');

    await openTab(page, 'Recycling');
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('recycling');
    await expect.poll(() => visitRows(page).count()).toBe(Math.min(visits.length, 20));
    // Newest first: what the latest visit earned against what its kiosk claimed, and its state.
    const latest = visitRows(page).first();
    expect(await latest.locator('.member-visit-earned').textContent()).toBe(String(visits[0]!.earnedPoints));
    await latest.getByText(`kiosk claimed ${visits[0]!.claimedPoints}`).waitFor();
    await latest.getByText('Finished').waitFor();
    await latest.getByText(visits[0]!.kid).waitFor();
    await screenshot(page, 'member-recycling-en_US');

    await openTab(page, 'Octopus rebates');
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('rebates');
    // A rebate for each visit that earned one, the latest first.
    const rebated = visits.filter((visit) => visit.rebateAmount > 0);
    const rebates = page.locator(rowsOf('memberRebatesTable'));
    await expect.poll(() => rebates.count()).toBe(Math.min(rebated.length, 20));
    expect(await rebates.first().locator('.member-rebate-amount').textContent()).toBe(
      rebated[0]!.rebateAmount.toFixed(2),
    );
    await rebates.first().getByText('12345678(3)').waitFor();
    await rebates.first().locator('.member-rebate-settlement', { hasText: 'Not sent yet' }).waitFor();
    await screenshot(page, 'member-rebates-en_US');

    await openTab(page, 'History');
    await page.locator(rowsOf('historyTable'), { hasText: 'Create' }).filter({ hasText: 'admin' }).waitFor();
    await page.locator('#historyTable', { hasText: 'GREEN88' }).waitFor();
    await screenshot(page, 'member-history-en_US');

    // A visit's time opens TransactionList narrowed to that visit's kiosk, member and day.
    await openTab(page, 'Recycling');
    await visitRows(page).first().locator('.member-visit').click();
    await page.waitForURL(/transactionList\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('membershipNo')).toBe('GREEN88');
    expect(params.get('kid')).toBe(visits[0]!.kid);
    await page.locator(rowsOf('transactionTable')).filter({ hasText: 'Lam Siu Fung' }).first().waitFor();
  });

  for (const [locale, wallets, recycling, rebates, history, finished, created] of [
    ['zh-HK', 'CST 積分', '回收紀錄', '八達通回贈', '歷史記錄', '已完成', '新增'],
    ['zh-CN', 'CST 积分', '回收记录', '八达通回赠', '历史记录', '已完成', '新增'],
  ] as const) {
    it(`reads in ${locale}, on a phone too`, async () => {
      const lang = locale.replace('-', '_');
      const earned = visits.reduce((sum, visit) => sum + visit.earnedPoints, 0);
      const { page } = await openBrowser({ locale });
      await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
      await page.goto(`${app.url}${DETAIL}?id=${memberId}&tab=wallets`);
      await page.locator('#memberLedgerBalances', { hasText: wallets }).waitFor();
      expect(await shownCst(page)).toBe(earned);
      await openTab(page, recycling);
      await visitRows(page).first().getByText(finished).waitFor();
      await screenshot(page, `member-recycling-${lang}`);
      await openTab(page, rebates);
      await page.locator(rowsOf('memberRebatesTable')).first().locator('.member-rebate-settlement').waitFor();
      await screenshot(page, `member-rebates-${lang}`);

      await openTab(page, history);
      await page.locator(rowsOf('historyTable'), { hasText: created }).first().waitFor();
      await screenshot(page, `member-history-${lang}`);

      await page.setViewportSize({ width: 390, height: 844 });
      for (const tab of ['wallets', 'recycling', 'rebates', 'history']) {
        await page.goto(`${app.url}${DETAIL}?id=${memberId}&tab=${tab}`);
        if (tab === 'wallets') {
          await page.locator('#memberLedgerBalances', { hasText: wallets }).waitFor();
          expect(await shownCst(page)).toBe(earned);
        }
        if (tab === 'recycling') {
          // A phone keeps the time, the points and the state.
          const first = visitRows(page).first();
          await first.locator('.member-visit').waitFor();
          await first.locator('.member-visit-earned').waitFor();
          await first.getByText(finished).waitFor();
        }
        if (tab === 'rebates') await page.locator(rowsOf('memberRebatesTable')).first().waitFor();
        // A phone keeps when and who; the changes wrap beneath.
        if (tab === 'history') await page.locator(rowsOf('historyTable'), { hasText: 'admin' }).first().waitFor();
        await noSidewaysScroll(page);
        await screenshot(page, `member-${tab}-phone-${lang}`);
      }
    });
  }
});
