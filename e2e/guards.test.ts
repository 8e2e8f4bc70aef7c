import { dashboardActions, roleActions, userManageActions, UserStatus } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { location, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
beforeAll(async () => {
  app = await startAppWithFixtures();
});
afterAll(() => app.close());

describe('route guards (SPEC 2)', () => {
  it('sends a visitor to login with the whole path and query, and back there after signing in', async () => {
    const { page } = await openBrowser();
    await page.goto(`${app.url}/access/roleList?page=2&sort=name`);
    await page.waitForURL(/\/login\?/);
    expect(location(page)).toBe('/login?redirect=%2Faccess%2FroleList%3Fpage%3D2%26sort%3Dname');
    await screenshot(page, 'guard-login-redirect-en_US');
    await page.fill('#userName', 'admin');
    await page.fill('#password', ADMIN_PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForURL(`${app.url}/access/roleList?page=2&sort=name`);
    await page.locator('#roleListPage').waitFor();
    await screenshot(page, 'guard-role-list-after-login-en_US');

    // Signed in, the login screen sends on to the app.
    await page.goto(`${app.url}/login`);
    await page.waitForURL(`${app.url}/dashboard`);
  });

  it('makes a status-3 user change the password before any other screen', async () => {
    const user = await app.createUser({ roleIds: [1], status: UserStatus.MustChangePassword });
    const { page } = await openBrowser();
    await signIn(page, app.url, user.loginId, user.password);
    expect(location(page)).toBe('/profile/password?redirect=%2F');
    await page.goto(`${app.url}/access/adminList`);
    await page.waitForURL(/\/profile\/password\?redirect=%2Faccess%2FadminList$/);
    await page.locator('#forcedPasswordChange').waitFor();
    await screenshot(page, 'guard-forced-password-change-en_US');
  });

  it('hides the dashboard from notShowDashboard holders, sending / and /dashboard to their first screen', async () => {
    const role = await app.createRole({
      actions: [dashboardActions.notShowDashboard, userManageActions.view, roleActions.view],
    });
    const user = await app.createUser({ roleIds: [role.id] });
    const { page } = await openBrowser();
    await signIn(page, app.url, user.loginId, user.password);
    await page.waitForURL(`${app.url}/access/adminList`);
    await page.locator('#adminListPage').waitFor();
    await screenshot(page, 'guard-first-screen-without-dashboard-en_US');
    expect(await page.locator('.ant-menu').getByText('Dashboard', { exact: true }).count()).toBe(0);
    expect(await page.locator('.tags-view-item[data-path="/dashboard"]').count()).toBe(0);
    for (const path of ['/', '/dashboard']) {
      await page.goto(`${app.url}${path}`);
      await page.waitForURL(`${app.url}/access/adminList`);
    }
    // Screens outside the user's menu are not there.
    await page.goto(`${app.url}/members/member`);
    await page.waitForURL(`${app.url}/404`);
    await screenshot(page, 'guard-404-outside-menu-en_US');
  });

  it('drops a token the server refuses, says why, and returns to login with the redirect', async () => {
    const { context, page } = await openBrowser();
    await context.addCookies([{ name: 'Admin-Token', value: 'A'.repeat(43), url: app.url }]);
    await page.goto(`${app.url}/access/adminList?page=4`);
    await page.waitForURL(/\/login\?redirect=%2Faccess%2FadminList%3Fpage%3D4$/);
    await page.getByText('Invalid session, please login again!').waitFor();
    await screenshot(page, 'guard-refused-token-en_US');
    expect((await context.cookies()).some((cookie) => cookie.name === 'Admin-Token')).toBe(false);
  });

  it('offers Re-Login when an administrator ended the session, and Re-Login signs out', async () => {
    const user = await app.createUser({ roleIds: [1] });
    const { context, page } = await openBrowser();
    await signIn(page, app.url, user.loginId, user.password);
    await page.goto(`${app.url}/profile/password`);
    await page.locator('#oldPassword').waitFor();
    await screenshot(page, 'guard-change-password-en_US');
    const admin = await app.login('admin', ADMIN_PASSWORD);
    await app.call('GET', `/api/userManage/clearToken/${user.id}`, { token: admin });
    // The next call is refused with 50008.
    await page.fill('#oldPassword', user.password);
    await page.fill('#newPassword', 'Fresh-Kiosk#88');
    await page.fill('#confirmPassword', 'Fresh-Kiosk#88');
    await page.click('button[type=submit]');
    const dialog = page.locator('.ant-modal-confirm');
    await dialog
      .locator('.ant-modal-confirm-title')
      .getByText('You have been logged out: your session was ended')
      .waitFor();
    await screenshot(page, 'guard-re-login-dialog-en_US', { fullPage: false });
    await dialog.getByRole('button', { name: 'Re-Login' }).click();
    await page.waitForURL(/\/login\?redirect=/);
    expect((await context.cookies()).some((cookie) => cookie.name === 'Admin-Token')).toBe(false);
  });

  it('opens the 401 screen when the server refuses an action (1003)', async () => {
    const kept = await app.createRole({ actions: [userManageActions.view] });
    const dropped = await app.createRole({ actions: [roleActions.view] });
    const user = await app.createUser({ roleIds: [kept.id, dropped.id] });
    const { page } = await openBrowser();
    // Signed in on a screen outside the shell: the browser knows the two roles, not yet their menu.
    await page.goto(`${app.url}/login?redirect=%2Fprofile%2Fpassword`);
    await page.fill('#userName', user.loginId);
    await page.fill('#password', user.password);
    await page.click('button[type=submit]');
    await page.locator('#oldPassword').waitFor();
    await app.db.execute(sql`delete from user_role where user_id = ${user.id} and role_id = ${dropped.id}`);
    // Asking for the menu of a role no longer held is refused with 1003.
    await page.click('#backLink');
    await page.waitForURL(`${app.url}/401`);
    await page.locator('#unauthorizedPage').waitFor();
    await screenshot(page, 'guard-401-en_US');
  });

  it('answers unknown paths with 404, after login for visitors', async () => {
    const { page } = await openBrowser();
    await page.goto(`${app.url}/no/such/screen`);
    await page.waitForURL(/\/login\?redirect=%2Fno%2Fsuch%2Fscreen$/);
    await page.fill('#userName', 'admin');
    await page.fill('#password', ADMIN_PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForURL(`${app.url}/404`);
    await page.locator('#publicPage[data-page="/404"]').waitFor();
    await screenshot(page, 'guard-404-en_US');
    await page.click('#homeLink');
    await page.waitForURL(`${app.url}/dashboard`);
  });
});
