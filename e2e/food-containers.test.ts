import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodContainer } from '../apps/server/src/modules/food-container/tables.js';
import { kioskMaterialType } from '../apps/server/src/modules/material-type/tables.js';
import { member, memberCard } from '../apps/server/src/modules/member/tables.js';
import { tenant } from '../apps/server/src/modules/organisation/tables.js';
import { seedKiosks, type TestKiosk } from '../apps/server/src/test/kiosks.js';
import { seedOrganisation } from '../apps/server/src/test/organisation.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { row, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
let bin: TestKiosk;

/** A TODI bin, a member with a card, and two containers handed out: one three days ago, one a month ago. */
beforeAll(async () => {
  app = await startAppWithFixtures();
  await seedOrganisation(app.db, { tenants: [1] });
  await app.db
    .update(tenant)
    .set({ fcmConfig: { depositAmount: 10, refundAmount: 10, returnWithinDays: 14 } })
    .where(eq(tenant.id, 1));
  await app.db.insert(kioskMaterialType).values({ code: 'FOOD_WASTE', materialName: 'Food waste', kioskType: 2 });
  [bin] = await seedKiosks(app.db, 1, { tid: 1, prefix: 'BIN-', kioskType: 2 });
  const [holder] = await app.db
    .insert(member)
    .values({ tid: 1, membershipNo: 'M-3088', name: 'Cheung Wai Man' })
    .returning({ id: member.id });
  await app.db.insert(memberCard).values({ tid: 1, memberId: holder!.id, cardNo: '85209876543' });
  const handedOut = (days: number) => new Date(Date.now() - days * 86_400_000);
  await app.db.insert(foodContainer).values([
    { tid: 1, code: 'FC-0101', containerType: 'BIN20', status: 1, lupdDttm: handedOut(3) },
    { tid: 1, code: 'FC-0102', containerType: 'BOX10', status: 1, lupdDttm: handedOut(30) },
  ]);
});
afterAll(() => app.close());

/** The bin reports the member's card and a container's code. */
const giveBack = (containerCode: string) =>
  app.call('POST', '/api/device/foodContainerReturn', {
    headers: { authorization: bin.auth },
    body: { uuid: randomUUID(), containerCode, returnedAt: new Date().toISOString(), memberCardNo: '85209876543' },
  });

describe('food container returns', () => {
  it('show a refunded and a late return, and the refund, in three languages and on a phone', async () => {
    expect((await giveBack('FC-0101')).body.data).toMatchObject({ outcome: 'refunded', refundAmount: 10 });
    expect((await giveBack('FC-0102')).body.data).toMatchObject({ outcome: 'late', refundAmount: 0 });

    for (const [locale, refunded, late, money] of [
      ['en-US', 'Refunded', 'Late, no refund', 'HK$10.00'],
      ['zh-HK', '已退款', '逾期，不退款', 'HK$10.00'],
      ['zh-CN', '已退款', '逾期，不退款', 'HK$10.00'],
    ] as const) {
      const { page } = await openBrowser({ locale });
      await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
      await page.goto(`${app.url}/transactions/foodContainerRecycle`);
      await row(page, 'containerReturnTable', new RegExp(`FC-0101`)).getByText(refunded).waitFor();
      await row(page, 'containerReturnTable', new RegExp(`FC-0102`)).getByText(late).waitFor();
      await screenshot(page, `food-container-returns-${locale}`);
      await page.goto(`${app.url}/transactions/foodContainerRebate`);
      const refund = row(page, 'containerRefundTable', /M-3088/);
      await refund.getByText(money).waitFor();
      expect(await page.locator('#containerRefundTable .ant-table-tbody tr.ant-table-row').count()).toBe(1);
      if (locale === 'en-US') {
        await page.setViewportSize({ width: 390, height: 844 });
        await refund.getByText('Cheung Wai Man').waitFor();
        await screenshot(page, 'food-container-refunds-phone');
      }
    }
  });
});
