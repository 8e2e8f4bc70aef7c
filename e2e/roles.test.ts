import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { chooseOption, row, rowsOf, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
beforeAll(async () => {
  app = await startAppWithFixtures();
});
afterAll(() => app.close());

const menu = '.ant-layout-sider .ant-menu-root';
const roleRows = rowsOf('roleTable');

async function checkAction(page: Page, key: string): Promise<void> {
  await page
    .locator('#roleActionTree .ant-tree-treenode')
    .filter({ has: page.locator(`[data-key="${key}"]`) })
    .locator('.ant-tree-checkbox')
    .click();
}

async function switchLanguage(page: Page, label: string): Promise<void> {
  await page.click('#languageSelect');
  await page.getByRole('menuitem', { name: label }).click();
}

/** The keys of the Menu screen's rows, top to bottom. */
async function menuKeys(page: Page): Promise<string[]> {
  return page
    .locator('#menuTable .menu-title')
    .evaluateAll((spans) => spans.map((span) => span.getAttribute('data-key') ?? ''));
}

describe('role, action and menu screens', () => {
  it('gives a role of two actions to a new admin, who sees only those menus; a role in use stays', async () => {
    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}/access/roleList`);
    await page.locator('#roleListPage').waitFor();
    await page.locator(roleRows).first().waitFor();
    await page.click('#roleNew');
    await page.waitForURL(`${app.url}/access/role`);

    // The contract's rules before anything is sent.
    await page.fill('#name', 'ab');
    await page.click('#roleSave');
    await page.locator('#roleForm .ant-form-item-explain-error').first().waitFor();

    await page.fill('#name', 'Catalogue reader');
    await page.fill('#nameCht', '目錄讀者');
    await page.fill('#nameChs', '目录读者');
    await page.fill('#role-description', 'Reads roles and actions');
    await checkAction(page, 'role:view');
    await checkAction(page, 'action:view');
    await screenshot(page, 'role-form-en_US');
    await page.click('#roleSave');
    await page.waitForURL(`${app.url}/access/roleList`);
    await row(page, 'roleTable', 'Catalogue reader').locator('.ant-tag[data-status="1"]').waitFor();

    // Its detail shows the two actions checked.
    await row(page, 'roleTable', 'Catalogue reader').locator('.role-edit').click();
    await page.waitForURL(/\/access\/role\?id=\d+$/);
    const roleId = Number(new URL(page.url()).searchParams.get('id'));
    const info = await app.call('GET', `/api/role/getInfo?id=${roleId}`, {
      token: await app.login('admin', ADMIN_PASSWORD),
    });
    expect([...info.body.data.actionKeys].sort()).toEqual(['action:view', 'role:view']);
    await expect
      .poll(() => page.locator('#roleActionTree .ant-tree-checkbox-checked').count())
      .toBeGreaterThanOrEqual(2);

    // The Admin screen gives it to a new user (its select lists /role/options).
    await page.goto(`${app.url}/access/admin`);
    await page.fill('#admin-loginId', 'cat.reader');
    await page.fill('#admin-password', 'Str0ng#Pass1');
    await page.fill('#admin-adminName', 'Cat Reader');
    await chooseOption(page, '#admin-roleIds', 'Catalogue reader');
    await page.click('#adminSave');
    await page.waitForURL(`${app.url}/access/adminList`);

    // A role in use: the server's 1017 message.
    await page.goto(`${app.url}/access/roleList`);
    await row(page, 'roleTable', 'Catalogue reader').locator('.role-delete').click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await page.locator('.ant-message').getByText('This role is held by 1 user(s)', { exact: false }).waitFor();
    await row(page, 'roleTable', 'Catalogue reader').waitFor();
    await screenshot(page, 'role-list-in-use-en_US');

    await switchLanguage(page, '繁體中文');
    await row(page, 'roleTable', '目錄讀者').waitFor();
    await page.locator('#roleTable th', { hasText: '存取所有資料' }).waitFor();
    await screenshot(page, 'role-list-zh_HK');

    const user = await openBrowser();
    await signIn(user.page, app.url, 'cat.reader', 'Str0ng#Pass1');
    await user.page.goto(`${app.url}/access/roleList`);
    await user.page.locator(roleRows).first().waitFor();
    await expect
      .poll(async () =>
        (await user.page.locator(`${menu} .ant-menu-item, ${menu} .ant-menu-submenu-title`).allTextContents()).sort(),
      )
      .toEqual(['Access control', 'Actions', 'Roles']);
    expect(await user.page.locator('#roleNew, .role-edit, .role-delete').count()).toBe(0);
    await user.page.goto(`${app.url}/access/action`);
    await user.page.locator('#actionTable .ant-table-tbody tr.ant-table-row').first().waitFor();
    await user.page.fill('#actionFilterDomain', 'role');
    await user.page.click('#actionFiltersSearch');
    await user.page.waitForURL(/domain=role/);
    await expect
      .poll(
        async () =>
          new Set(
            await user.page.locator('#actionTable .ant-table-tbody tr.ant-table-row td:first-child').allTextContents(),
          ),
      )
      .toEqual(new Set(['Roles']));
    // Each action named in words: the domain's, then what it lets one do.
    const addRow = user.page.locator('#actionTable .ant-table-tbody tr.ant-table-row').filter({ hasText: 'role:add' });
    expect(await addRow.locator('td').nth(1).textContent()).toBe('Add');
    await screenshot(user.page, 'action-list-en_US');
  });

  it('shows the super-administrator role read only, and refuses its deletion with 1018', async () => {
    const superRole = await app.createRole({ name: 'Root role', isSuper: true });
    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}/access/role?id=${superRole.id}`);
    await page.locator('#roleActionTree .ant-tree-checkbox-checked').first().waitFor();
    expect(await page.locator('#roleActionTree .ant-tree-checkbox:not(.ant-tree-checkbox-disabled)').count()).toBe(0);
    await page.goto(`${app.url}/access/roleList`);
    await row(page, 'roleTable', /^Root role/)
      .locator('.role-delete')
      .click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await page
      .locator('.ant-message')
      .getByText('The super administrator role cannot be deleted', { exact: false })
      .waitFor();
  });

  it('edits a menu entry order and it moves in the tree', async () => {
    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}/access/menu`);
    await page.locator('#menuTable .menu-title[data-key="Menu"]').waitFor();
    await page.locator('#menuNote').waitFor();
    const before = await menuKeys(page);
    expect(before.indexOf('Menu')).toBeGreaterThan(before.indexOf('AdminList'));

    await page.locator('.menu-edit[data-key="Menu"]').click();
    await page.locator('#menu-order').fill('5');
    await page.click('#menuSave');
    await page.locator('.ant-message').getByText('“Menus” was saved').waitFor();
    await expect
      .poll(async () => {
        const keys = await menuKeys(page);
        return keys.indexOf('Menu') < keys.indexOf('AdminList');
      })
      .toBe(true);
    await screenshot(page, 'menu-tree-en_US');

    await switchLanguage(page, '繁體中文');
    await page.locator('#menuTable .menu-title[data-key="Menu"]', { hasText: '選單' }).waitFor();
    await screenshot(page, 'menu-tree-zh_HK');
  });
});
