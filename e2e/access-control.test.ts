import { userManageActions } from '@srd/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganisation } from '../apps/server/src/test/organisation.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { chooseOption, location, row, rowsOf, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
beforeAll(async () => {
  app = await startAppWithFixtures();
  // The tenants the journeys place admins in.
  await seedOrganisation(app.db, { tenants: [7, 17, 18] });
});
afterAll(() => app.close());

const menu = '.ant-layout-sider .ant-menu-root';
const rows = rowsOf('adminTable');

async function loginIds(page: Page): Promise<string[]> {
  return (await page.locator(`${rows} td:first-child`).allTextContents()).sort();
}

async function switchLanguage(page: Page, label: string): Promise<void> {
  await page.click('#languageSelect');
  await page.getByRole('menuitem', { name: label }).click();
}

describe('access control screens', () => {
  it('creates an admin user, lists it with its status and shows the edit in its history', async () => {
    const role = await app.createRole({ name: 'Kiosk operator', actions: [userManageActions.view] });
    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}/access/adminList`);
    await page.locator('#adminListPage').waitFor();
    await page.click('#adminNew');
    await page.waitForURL(`${app.url}/access/admin`);

    // The contract's rules, in the UI language, before anything is sent.
    await page.click('#adminSave');
    await page.locator('#adminForm').getByText('This field is required!').first().waitFor();
    await page.fill('#admin-email', 'not-an-email');
    await page.fill('#admin-password', 'weakpass');
    await page.locator('#adminForm').getByText('Enter a valid e-mail address').waitFor();
    await page.locator('#adminForm').getByText('At least 8 characters', { exact: false }).first().waitFor();
    await screenshot(page, 'admin-form-errors-en_US');

    await page.fill('#admin-loginId', 'ann.lee');
    await page.fill('#admin-password', 'Str0ng#Pass1');
    await page.fill('#admin-email', 'ann.lee@example.com');
    await page.fill('#admin-adminName', 'Ann Lee');
    await chooseOption(page, '#admin-tid', 'Tenant 7');
    await chooseOption(page, '#admin-roleIds', role.name);
    await page.click('#adminSave');
    await page.waitForURL(`${app.url}/access/adminList`);
    const created = row(page, 'adminTable', 'ann.lee');
    await created.locator('.ant-tag[data-status="1"]').getByText('Active').waitFor();
    await created.getByText('Kiosk operator').waitFor();
    await created.getByText('Tenant 7').waitFor();

    // The same login id again: 1007.
    await page.click('#adminNew');
    await page.fill('#admin-loginId', 'ann.lee');
    await page.fill('#admin-password', 'Str0ng#Pass1');
    await chooseOption(page, '#admin-roleIds', role.name);
    await page.click('#adminSave');
    await page.locator('#adminForm').getByText('user already exists').waitFor();
    await page.click('#adminCancel');
    await page.waitForURL(`${app.url}/access/adminList`);

    // Edit, then the history tab shows the change field by field.
    await row(page, 'adminTable', 'ann.lee').locator('.admin-edit').click();
    await page.waitForURL(/\/access\/admin\?id=\d+$/);
    await page.locator('#admin-adminName').fill('Ann Leung');
    await chooseOption(page, '#admin-status', 'Disabled');
    await page.click('#adminSave');
    await page.locator('.ant-message').getByText('Saved').first().waitFor();
    await page.getByRole('tab', { name: 'History' }).click();
    await page.waitForURL(/\/access\/admin\?id=\d+&tab=history$/);
    // Newest first: the edit, above the creation.
    const edit = page.locator('#historyTable .ant-table-tbody tr.ant-table-row').first();
    const nameChange = edit.locator('.audit-change[data-field=adminName]');
    await nameChange.getByText('Admin name').waitFor();
    expect(await nameChange.locator('.audit-old').textContent()).toBe('Ann Lee');
    expect(await nameChange.locator('.audit-new').textContent()).toBe('Ann Leung');
    const statusChange = edit.locator('.audit-change[data-field=status]');
    expect(await statusChange.locator('.audit-new').textContent()).toBe('disabled');
    await screenshot(page, 'admin-history-en_US');

    await switchLanguage(page, '繁體中文');
    await nameChange.getByText('管理員名稱').waitFor();
    expect(await statusChange.locator('.audit-new').textContent()).toBe('停用');
    await screenshot(page, 'admin-history-zh_HK');
    await page.goto(`${app.url}/access/adminList`);
    await row(page, 'adminTable', 'ann.lee').locator('.ant-tag[data-status="0"]').getByText('已停用').waitFor();
    await screenshot(page, 'admin-list-zh_HK');
  });

  it('shows a tenant-scoped viewer only their menu entries, no edit controls and only their tenant', async () => {
    const viewer = await app.createRole({ name: 'Tenant viewer', actions: [userManageActions.view] });
    const self = await app.createUser({ loginId: 'viewer.t17', roleIds: [viewer.id], tid: 17 });
    await app.createUser({ loginId: 'colleague.t17', roleIds: [viewer.id], tid: 17 });
    await app.createUser({ loginId: 'stranger.t18', roleIds: [viewer.id], tid: 18 });
    const { page } = await openBrowser();
    await signIn(page, app.url, self.loginId, self.password);
    await page.goto(`${app.url}/access/adminList`);
    await page.locator(rows).first().waitFor();
    const entries = await page.locator(`${menu} .ant-menu-item, ${menu} .ant-menu-submenu-title`).allTextContents();
    expect(entries).toEqual(['Admin users']);
    expect(await loginIds(page)).toEqual(['colleague.t17', 'viewer.t17']);
    expect(await page.locator('#adminNew').count()).toBe(0);
    expect(await page.locator('.admin-edit, .admin-status, .admin-clear-sessions').count()).toBe(0);
    await screenshot(page, 'admin-list-tenant-viewer-en_US');
  });

  it('shows until when failed sign-ins lock an admin out, and unlocks it', async () => {
    const locked = await app.createUser({ loginId: 'locked.out', roleIds: [1], tid: 7 });
    for (let attempt = 1; attempt <= 5; attempt++)
      await app.call('POST', '/api/auth/login', {
        body: { userName: locked.loginId, password: `Wrong#${attempt}aaaa` },
      });
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}/access/adminList`);
    const lockedRow = row(page, 'adminTable', 'locked.out');
    await lockedRow
      .locator('.admin-locked')
      .getByText(/^鎖定至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
      .waitFor();
    await screenshot(page, 'admin-list-locked-zh_HK');
    await lockedRow.locator('.admin-unlock').getByText('解除鎖定').click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog
      .locator('.ant-modal-confirm-title')
      .getByText('讓 locked.out 從任何網絡位址再次登入？至今記錄的登入失敗次數將會清除。')
      .waitFor();
    await dialog.getByRole('button', { name: '確 定' }).click();
    await page.locator('.ant-message').getByText('該管理員用戶已可再次登入').waitFor();
    await lockedRow.locator('.admin-locked').waitFor({ state: 'detached' });
    expect(await lockedRow.locator('.admin-unlock').count()).toBe(0);
    expect(
      (await app.call('POST', '/api/auth/login', { body: { userName: locked.loginId, password: locked.password } }))
        .status,
    ).toBe(200);
  });

  it('keeps the list state in the URL across the tags view, and the chosen columns across visits', async () => {
    for (const loginId of ['state.alpha', 'state.beta', 'state.gamma'])
      await app.createUser({ loginId, email: `${loginId}@example.com` });
    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}/access/adminList`);
    await page.locator(rows).first().waitFor();
    await page.fill('#filterKeyword', 'state.');
    await page.click('#adminFiltersSearch');
    await page.waitForURL(/keyword=state\./);
    await page.locator('#adminTable th', { hasText: 'Login id' }).click();
    await page.waitForURL(/keyword=state\.&sort=loginId%3Aascend/);
    await page.locator('#adminTable th[aria-sort=ascending]', { hasText: 'Login id' }).waitFor();
    await page.locator('#adminTable th', { hasText: 'Login id' }).click();
    await page.waitForURL(/keyword=state\.&sort=loginId%3Adescend/);
    await expect
      .poll(() => page.locator(`${rows} td:first-child`).allTextContents())
      .toEqual(['state.gamma', 'state.beta', 'state.alpha']);
    const listUrl = location(page);

    await page.goto(`${app.url}/profile/index`);
    await page.locator('#profilePage').waitFor();
    await page.click('.tags-view-item[data-path="/access/adminList"]');
    await page.waitForURL(`${app.url}${listUrl}`);
    expect(await page.inputValue('#filterKeyword')).toBe('state.');
    await expect
      .poll(() => page.locator(`${rows} td:first-child`).allTextContents())
      .toEqual(['state.gamma', 'state.beta', 'state.alpha']);

    // The column picker saves the choice on the server: it is still there on the next visit.
    await page.click('#adminTableColumns');
    await page.locator('#adminTableColumnsPanel [data-column=email]').click();
    await page.click('#adminTableColumnsSave');
    await page.locator('#adminTable th', { hasText: 'E-mail' }).waitFor({ state: 'detached' });
    await page.reload();
    await page.locator(rows).first().waitFor();
    expect(await page.locator('#adminTable th', { hasText: 'E-mail' }).count()).toBe(0);
    await page.locator('#adminTable th', { hasText: 'Mobile' }).waitFor();
    await screenshot(page, 'admin-list-en_US');
  });

  it('finds audit entries by resource type, record and date, and opens their field diff', async () => {
    const role = await app.createRole({ name: 'Audited role', actions: [userManageActions.view] });
    const token = await app.login('admin', ADMIN_PASSWORD);
    const body = {
      loginId: 'audited.user',
      adminName: 'Audited',
      status: 1,
      roleIds: [role.id],
      password: 'Str0ng#Pass1',
    };
    const created = await app.call('POST', '/api/userManage', { token, body });
    const id: number = created.body.data.id;
    await app.call('PUT', '/api/userManage', {
      token,
      body: { ...body, password: undefined, id, adminName: 'Audited twice' },
    });
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}/access/auditLog`);
    await page.locator('#auditLogPage').waitFor();
    await chooseOption(page, '#auditFilterType', '管理員');
    await page.fill('#auditFilterRecord', String(id));
    const today = new Date().toLocaleDateString('en-CA');
    // Today as both ends of the range: typed then Enter for the start (which must not search yet), picked in the
    // calendar for the end.
    await page.click('#auditFilterRange');
    await page.keyboard.type(today);
    await page.keyboard.press('Enter');
    await page.locator('.ant-picker-dropdown .ant-picker-cell-today').click();
    await page.locator('.ant-picker-dropdown').waitFor({ state: 'hidden' });
    await page.click('#auditFiltersSearch');
    await page.waitForURL(new RegExp(`resTypeId=7&recordId=${id}&range=${today},${today}`.replace(/,/g, '%2C')));
    const entries = page.locator('#auditTable .ant-table-tbody tr.ant-table-row');
    await expect.poll(() => entries.count()).toBe(2);
    await entries.first().locator('.ant-table-row-expand-icon').click();
    const change = page.locator('#auditTable .audit-change[data-field=adminName]');
    await change.getByText('管理員名稱').waitFor();
    expect(await change.locator('.audit-new').textContent()).toBe('Audited twice');
    await screenshot(page, 'audit-log-zh_HK');
  });
});
