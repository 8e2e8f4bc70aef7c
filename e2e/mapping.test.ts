import { mappingActions, userManageActions, type ResourceOption } from '@srd/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoOrganisation } from '../apps/server/src/modules/organisation/demo.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { chooseOption, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
/** The demo organisation's tenants and merchants by English name. */
const ids: Record<string, number> = {};
/** An admin of the tenant City Recycling, who may manage its admin users. */
let cityAdmin: Awaited<ReturnType<typeof app.createUser>>;

beforeAll(async () => {
  app = await startAppWithFixtures();
  await app.db.transaction((tx) => seedDemoOrganisation(tx));
  const token = await app.login('admin', ADMIN_PASSWORD);
  for (const type of ['Tenant', 'Merchant']) {
    const options: ResourceOption[] = (await app.call('GET', `/api/userManage/getResourceByType/${type}`, { token }))
      .body.data;
    for (const option of options) ids[option.resName] = option.id;
  }
  const role = await app.createRole({
    name: 'Tenant admin',
    actions: [userManageActions.view, userManageActions.add, userManageActions.edit],
  });
  cityAdmin = await app.createUser({ loginId: 'city.admin', roleIds: [role.id], tid: ids['City Recycling']! });
});
afterAll(() => app.close());

/** A transfer list of a mapping editor: 0 the left (not mapped), 1 the right (mapped). */
function side(page: Page, editor: string, index: 0 | 1) {
  return page.locator(`#${editor} .ant-transfer-section`).nth(index);
}

async function titlesOn(page: Page, editor: string, index: 0 | 1): Promise<string[]> {
  return side(page, editor, index)
    .locator('.ant-transfer-list-content-item .mapping-item')
    .evaluateAll((items) => items.map((item) => item.firstChild?.textContent ?? ''));
}

/** The texts the tenant, merchant and shop selects of the admin form show. */
async function placementShown(page: Page): Promise<string[]> {
  const shown = [];
  for (const field of ['tid', 'mid', 'sid']) {
    shown.push(
      ...(await page
        .locator('.ant-select', { has: page.locator(`#admin-${field}`) })
        .locator('.ant-select-content-has-value')
        .allTextContents()),
    );
  }
  return shown;
}

async function switchLanguage(page: Page, label: string): Promise<void> {
  await page.click('#languageSelect');
  await page.getByRole('menuitem', { name: label }).click();
}

// One journey in steps, in order: each step starts from what the one before it saved.
describe('admin mapping screens', () => {
  it("grants a tenant admin another tenant's merchant in AccessControl, listed and in their history", async () => {
    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}/access/accessControl`);
    await page.locator('#accessControlPage').waitFor();
    await page.fill('#mappingAdminSearch', 'city');
    await page.click('.mapping-admin[data-login-id="city.admin"]');
    await page.waitForURL(new RegExp(`adminId=${cityAdmin.id}`));
    await page.getByRole('tab', { name: 'Merchant' }).click();

    // Merchants come grouped under their tenant; Campus Store belongs to the other tenant.
    await side(page, 'grantsMerchant', 0).locator('.mapping-item').first().waitFor();
    expect(await titlesOn(page, 'grantsMerchant', 0)).toEqual(['Fresh Mart', 'Harbour Café', 'Campus Store']);
    await side(page, 'grantsMerchant', 0)
      .locator('.ant-transfer-list-content-item', { hasText: 'Campus Store' })
      .click();
    await page.locator('#grantsMerchant .ant-transfer-actions button').first().click();
    await page.locator('#grantsMerchantPending').getByText('Unsaved: 1 to add, 0 to remove').waitFor();
    await page.click('#grantsMerchantSave');
    await page.locator('.ant-message').getByText('Admin access was saved: 1 added, 0 removed').waitFor();
    await page.locator('#grantsMerchantPending').getByText('No unsaved changes').waitFor();
    expect(await titlesOn(page, 'grantsMerchant', 1)).toEqual(['Campus Store']);
    await screenshot(page, 'access-control-en_US');

    await page.getByRole('tab', { name: 'All grants' }).click();
    const grant = page.locator('#grantTable .ant-table-tbody tr.ant-table-row').filter({ hasText: 'city.admin' });
    await grant.getByText('Campus Store').waitFor();
    await grant.getByText('Merchant').waitFor();
    await screenshot(page, 'access-control-grants-en_US');
    await grant.locator('.grant-history').click();
    await page.waitForURL(new RegExp(`/access/admin\\?id=${cityAdmin.id}&tab=history`));
    const change = page.locator('#historyTable .audit-change[data-field=merchantIds]');
    await change.getByText('Merchants reached').waitFor();
    expect(await change.locator('.audit-new').textContent()).toBe('Campus Store');
  });

  it('lists the admin on the merchant in ResourcesManager, each language; stacks AccessControl on phones', async () => {
    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}/access/resources`);
    await page.locator('#resourcesManagerPage').waitFor();
    await chooseOption(page, '#mappingResourceType', 'Merchant');
    await chooseOption(page, '#mappingResource', 'Campus Store');
    await page.waitForURL(new RegExp(`type=Merchant&resId=${ids['Campus Store']}`));
    await side(page, 'resourceAdmins', 1).locator('.mapping-item').first().waitFor();
    expect(await titlesOn(page, 'resourceAdmins', 1)).toEqual(['city.admin']);
    // The caller's own entry cannot be moved.
    await side(page, 'resourceAdmins', 0)
      .locator('.ant-transfer-list-content-item-disabled', { hasText: 'System Administrator' })
      .waitFor();
    await screenshot(page, 'resources-manager-en_US');

    for (const [lang, label, title, mappedTitle, store] of [
      ['zh_HK', '繁體中文', '資源管理', '可存取', '園區商店'],
      ['zh_CN', '简体中文', '资源管理', '可访问', '园区商店'],
    ] as const) {
      await switchLanguage(page, label);
      await page.locator('#resourcesManagerPage .ant-card-head-title').getByText(title).waitFor();
      await side(page, 'resourceAdmins', 1).getByText(mappedTitle, { exact: true }).waitFor();
      await page
        .locator('.ant-select', { has: page.locator('#mappingResource') })
        .getByText(store)
        .waitFor();
      await screenshot(page, `resources-manager-${lang}`);
      await page.goto(`${app.url}/access/accessControl?adminId=${cityAdmin.id}&type=Merchant`);
      await side(page, 'grantsMerchant', 1).locator('.mapping-item').first().waitFor();
      expect(await titlesOn(page, 'grantsMerchant', 1)).toEqual([store]);
      await screenshot(page, `access-control-${lang}`);
      await page.goto(`${app.url}/access/resources?type=Merchant&resId=${ids['Campus Store']}`);
      await side(page, 'resourceAdmins', 1).locator('.mapping-item').first().waitFor();
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}/access/accessControl?adminId=${cityAdmin.id}&type=Merchant`);
    await side(page, 'grantsMerchant', 1).locator('.mapping-item').first().waitFor();
    await screenshot(page, 'access-control-phone-zh_CN');
  });

  it("keeps a tenant admin's admin form to their tenant (a grant is no user place), cascading places", async () => {
    const { page } = await openBrowser();
    await signIn(page, app.url, cityAdmin.loginId, cityAdmin.password);
    await page.goto(`${app.url}/access/admin`);
    await page.locator('#adminForm').waitFor();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await page.click('#admin-mid');
    await expect.poll(async () => (await options.allTextContents()).sort()).toEqual(['Fresh Mart', 'Harbour Café']);
    await page.keyboard.press('Escape');

    // A tenant narrows the merchants to its own; clearing it clears the merchant and shop below.
    await chooseOption(page, '#admin-tid', 'City Recycling');
    await page.click('#admin-mid');
    await expect.poll(async () => (await options.allTextContents()).sort()).toEqual(['Fresh Mart', 'Harbour Café']);
    await options.filter({ hasText: 'Fresh Mart' }).click();
    await chooseOption(page, '#admin-sid', 'Fresh Mart Sha Tin');
    expect(await placementShown(page)).toEqual(['City Recycling', 'Fresh Mart', 'Fresh Mart Sha Tin']);
    await screenshot(page, 'admin-form-placement-en_US');
    const tenantSelect = page.locator('.ant-select', { has: page.locator('#admin-tid') });
    await tenantSelect.hover();
    await tenantSelect.locator('.ant-select-clear').click();
    await expect.poll(() => placementShown(page)).toEqual([]);
  });

  it('shows the grants read only to a viewer without the edit actions', async () => {
    const viewerRole = await app.createRole({ name: 'Mapping viewer', actions: [mappingActions.view] });
    const viewer = await app.createUser({ loginId: 'mapping.viewer', roleIds: [viewerRole.id] });
    const { page } = await openBrowser();
    await signIn(page, app.url, viewer.loginId, viewer.password);
    await page.goto(`${app.url}/access/accessControl`);
    await page.click('.mapping-admin[data-login-id="admin"]');
    await page.getByRole('tab', { name: 'Tenant' }).click();
    await page.locator('#grantsTenant .ant-transfer-disabled').waitFor();
    await page.locator('#grantsTenant').getByText('You may view these grants but not change them').waitFor();
    expect(await page.locator('#grantsTenantSave').count()).toBe(0);
  });
});
