import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kioskMaterialType } from '../apps/server/src/modules/material-type/tables.js';
import { deliverDue } from '../apps/server/src/platform/outbox/delivery.js';
import { startHttpPeer, type HttpPeer } from '../apps/server/src/test/http-peer.js';
import { seedKiosks, type TestKiosk } from '../apps/server/src/test/kiosks.js';
import { seedOrganisation } from '../apps/server/src/test/organisation.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { chooseOption, fieldError, row, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
let receiver: HttpPeer;
let machine: TestKiosk;

beforeAll(async () => {
  receiver = await startHttpPeer();
  app = await startAppWithFixtures();
  await seedOrganisation(app.db, { tenants: [1] });
  [machine] = await seedKiosks(app.db, 1, { tid: 1, prefix: 'HOOK-' });
  await app.db.insert(kioskMaterialType).values([{ code: 'PET', materialName: 'PET bottle' }]);
});
afterAll(async () => {
  await app.close();
  await receiver.close();
});

const SCREEN = '/system/webhooks';
const TABLE = 'webhookTable';

/** The secret the dialog shows, once closed. */
async function copySecret(page: import('playwright-core').Page): Promise<string> {
  const secret = (await page.locator('#webhookSecretValue').textContent())!;
  await page.click('#webhookSecretClose');
  return secret;
}

describe('Webhooks screen', () => {
  it("subscribes a tenant's system, shows its secret once, and signs the requests it receives with it", async () => {
    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${SCREEN}`);
    await page.locator(`#${TABLE}`).waitFor();

    await page.click('#webhookNew');
    await page.fill('#webhook-name', 'Tenant ERP');
    await chooseOption(page, '#webhook-tid', 'Tenant 1');
    // An address on the server's own network is refused, under the field.
    await page.fill('#webhook-url', 'http://169.254.169.254/latest/meta-data');
    await page.click('#webhookSave');
    await fieldError(
      page,
      '#webhook-url',
      "Enter a public web address: webhooks cannot reach addresses on the server's own network",
    ).waitFor();
    // The receiver runs on this machine, a host the server is told to trust.
    await page.fill('#webhook-url', `${receiver.url}/hooks`);
    await chooseOption(page, '#webhook-events', 'Alarms raised');
    await page.click('#webhookSave');
    await page.locator('#webhookSecretValue').waitFor();
    await screenshot(page, 'webhook-secret-en_US', { fullPage: false });
    const secret = await copySecret(page);
    expect(secret).toMatch(/^whsec_/);

    const created = row(page, TABLE, 'Tenant ERP');
    await created.getByText(`••••${secret.slice(-4)}`).waitFor();
    await created.getByText('Recycle transactions, Alarms raised').waitFor();

    // A kiosk recycles: the receiver gets the transaction, signed with the secret shown.
    const uuid = randomUUID();
    const recycled = await app.call('POST', '/api/device/transaction', {
      headers: { authorization: machine.auth },
      body: {
        uuid,
        batchId: 'B-1',
        tranDttm: new Date().toISOString(),
        items: [{ material: 'PET', count: 2, weightKg: 0.05, points: 2 }],
      },
    });
    expect(recycled.body.code).toBe(200);
    await deliverDue(app.db, app.deps.channels, { leaseSeconds: 60 }, new AbortController().signal);
    const [request] = receiver.requests;
    const timestamp = request!.headers['x-srd-timestamp'] as string;
    const signature = createHmac('sha256', secret).update(`${timestamp}.${request!.body}`).digest('hex');
    expect(request!.headers['x-srd-signature']).toBe(`sha256=${signature}`);
    expect(JSON.parse(request!.body)).toMatchObject({ event: 'recycle.transaction', data: { uuid } });

    await page.reload();
    await row(page, TABLE, 'Tenant ERP').getByText('1 delivered').waitFor();
    await screenshot(page, 'webhook-list-en_US');

    // Renewing gives a new secret, shown once; the list shows its last characters.
    await row(page, TABLE, 'Tenant ERP').locator('.entity-edit').click();
    await page.click('#webhookRenew');
    await page.click('#webhookRenewConfirm');
    await page.locator('#webhookSecretValue').waitFor();
    const renewed = await copySecret(page);
    expect(renewed).not.toBe(secret);
    await page.locator('#webhookSecretHint', { hasText: renewed.slice(-4) }).waitFor();
  });

  for (const [locale, title, events, refusal] of [
    ['zh-HK', 'Webhook', '回收交易、觸發的警報', '請輸入公開網址：Webhook 不能連往伺服器所在內部網絡的地址'],
    ['zh-CN', 'Webhook', '回收交易、触发的警报', '请输入公开网址：Webhook 不能连往服务器所在内部网络的地址'],
  ] as const) {
    it(`reads in ${locale}`, async () => {
      const { page } = await openBrowser({ locale });
      await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
      await page.goto(`${app.url}${SCREEN}`);
      await page.locator('#webhookPage .ant-card-head-title', { hasText: title }).waitFor();
      await row(page, TABLE, 'Tenant ERP').getByText(events).waitFor();
      await page.click('#webhookNew');
      await page.fill('#webhook-name', 'Probe');
      await page.fill('#webhook-url', 'http://10.0.0.8/hook');
      await page.click('#webhookSave');
      await fieldError(page, '#webhook-url', refusal).waitFor();
      await screenshot(page, `webhook-refusal-${locale.replace('-', '_')}`, { fullPage: false });
    });
  }
});
