import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallet } from '../apps/server/src/modules/ledger/tables.js';
import { kioskMaterialType } from '../apps/server/src/modules/material-type/tables.js';
import { member, memberCard } from '../apps/server/src/modules/member/tables.js';
import { tenant } from '../apps/server/src/modules/organisation/tables.js';
import { seedKiosks, type TestKiosk } from '../apps/server/src/test/kiosks.js';
import { seedOrganisation } from '../apps/server/src/test/organisation.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { row, seeMessage, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
let machine: TestKiosk;
let memberId: number;

beforeAll(async () => {
  app = await startAppWithFixtures();
  await seedOrganisation(app.db, { tenants: [1] });
  await app.db
    .update(tenant)
    .set({
      recycleConfig: [
        {
          materialCode: 'PET',
          pointsPerUnit: 5,
          rebatePerUnit: 0,
          dailyMaxQuantity: 0,
          dailyMaxPoints: 0,
          dailyMaxAmount: 0,
        },
      ],
    })
    .where(eq(tenant.id, 1));
  await app.db.insert(kioskMaterialType).values([{ code: 'PET', materialName: 'PET bottle' }]);
  [machine] = await seedKiosks(app.db, 1, { tid: 1, prefix: 'SC-' });
  const [created] = await app.db
    .insert(member)
    .values({ tid: 1, membershipNo: 'M-2046', name: 'Wong Ka Yan' })
    .returning({ id: member.id });
  memberId = created!.id;
  await app.db.insert(memberCard).values({ tid: 1, memberId, cardNo: '85201234567' });
});
afterAll(() => app.close());

const SCREEN = '/transactions/transactionList';
const TABLE = 'transactionTable';

/** A smart-classify kiosk sends a transaction of the member's card: 3 kg of PET, claiming 900 points. */
const recycle = (status: number) =>
  app.call('POST', '/api/device/transaction', {
    headers: { authorization: machine.auth },
    body: {
      uuid: randomUUID(),
      batchId: `B-${status}`,
      tranDttm: new Date().toISOString(),
      status,
      paymentMode: 2,
      memberCardNo: '85201234567',
      items: [{ material: 'PET', count: 30, weightKg: 3, points: 900 }],
    },
  });

async function points(): Promise<number> {
  const [row] = await app.db
    .select({ balance: wallet.balance })
    .from(wallet)
    .where(and(eq(wallet.memberId, memberId), eq(wallet.type, 'cst')));
  return row?.balance ?? 0;
}

describe('TransactionList screen', () => {
  it('shows what a member earned against what the kiosk claimed, and approves a transaction waiting', async () => {
    expect((await recycle(1)).body.data.earnedPoints).toBe(15);
    expect((await recycle(4)).body.data.earning).toBe('awaitingApproval');
    expect(await points()).toBe(15);

    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${SCREEN}`);
    const rows = page.locator(`#${TABLE} .ant-table-tbody tr.ant-table-row`);
    await expect.poll(() => rows.count()).toBe(2);
    await row(page, TABLE, /Finished/)
      .getByText('kiosk claimed 900')
      .waitFor();
    await screenshot(page, 'transactions-en_US');

    const waiting = row(page, TABLE, /Needs approval/);
    await waiting.locator('.transaction-review', { hasText: 'Waiting for approval' }).waitFor();
    await waiting.locator('.transaction-approved').click();
    await page.locator('.transaction-approved-confirm').click();
    await seeMessage(page, 'The transaction is approved and the member credited');
    await row(page, TABLE, /Needs approval/)
      .locator('.transaction-review', { hasText: 'Approved' })
      .waitFor();
    expect(await points()).toBe(30);

    // The approval queue is a filter away, in the URL.
    await page.goto(`${app.url}${SCREEN}?review=waiting`);
    await page.locator(`#${TABLE} .ant-empty`).waitFor();
  });

  for (const [locale, title, state, claimed] of [
    ['zh-HK', '交易', '已完成', '回收機申報 900'],
    ['zh-CN', '交易', '已完成', '回收机申报 900'],
  ] as const) {
    it(`reads in ${locale}, on a phone too`, async () => {
      const { page } = await openBrowser({ locale });
      await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
      await page.goto(`${app.url}${SCREEN}`);
      await page.locator('#transactionListPage .ant-card-head-title', { hasText: title }).waitFor();
      await row(page, TABLE, new RegExp(state)).getByText(claimed).waitFor();
      await screenshot(page, `transactions-${locale.replace('-', '_')}`);
      await page.setViewportSize({ width: 390, height: 844 });
      // A phone keeps the time, the member, the state and the points.
      const finished = row(page, TABLE, new RegExp(state));
      await finished.getByText('Wong Ka Yan').waitFor();
      await finished.getByText(claimed).waitFor();
      await screenshot(page, `transactions-phone-${locale.replace('-', '_')}`);
    });
  }

  it("opens a transaction's receipt from its link without a session, in the member's language", async () => {
    await app.db.update(member).set({ displayLang: 'Traditional Chinese' }).where(eq(member.id, memberId));
    const recorded = await recycle(1);
    const url = recorded.body.data.receiptUrl as string;
    expect(url.startsWith(`${app.url}/receipt?t=`)).toBe(true);
    const { page } = await openBrowser({ locale: 'en-US' });
    await page.goto(url);
    await page.locator('#receiptEarned', { hasText: '你獲得 15 積分' }).waitFor();
    await page.locator('#receiptItems').getByText('PET bottle').waitFor();
    await screenshot(page, 'receipt-zh_HK');
    // A link altered by one character is no receipt.
    await page.goto(`${url.slice(0, -1)}${url.endsWith('A') ? 'B' : 'A'}`);
    await page.locator('#publicPageText', { hasText: '此收據連結無效' }).waitFor();
  });

  it('lists the items recycled on RecycleRecord, filtered by material, in three languages', async () => {
    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}/transactions/recycleRecord?material=PET`);
    const items = page.locator('#recordTable .ant-table-tbody tr.ant-table-row');
    await expect.poll(() => items.count()).toBeGreaterThan(0);
    await items.first().locator('.record-material', { hasText: 'PET bottle' }).waitFor();
    await items.first().getByText('kiosk claimed 900').waitFor();
    await screenshot(page, 'recycle-record-en_US');
    for (const [locale, title] of [
      ['zh-HK', '回收明細'],
      ['zh-CN', '回收明细'],
    ] as const) {
      const { page: localPage } = await openBrowser({ locale });
      await signIn(localPage, app.url, 'admin', ADMIN_PASSWORD);
      await localPage.goto(`${app.url}/transactions/recycleRecord`);
      await localPage.locator('#recycleRecordPage .ant-card-head-title', { hasText: title }).waitFor();
      await expect
        .poll(() => localPage.locator('#recordTable .ant-table-tbody tr.ant-table-row').count())
        .toBeGreaterThan(0);
      await screenshot(localPage, `recycle-record-${locale.replace('-', '_')}`);
    }
  });
});
