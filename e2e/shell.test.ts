import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { location, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
beforeAll(async () => {
  app = await startAppWithFixtures();
});
afterAll(() => app.close());

const menu = '.ant-layout-sider .ant-menu-root';

describe('the shell', () => {
  it('switches among the three languages, menu, tabs and messages included', async () => {
    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}/access/adminList`);
    await page.locator('#adminListPage').waitFor();
    const languages = [
      { lang: 'zh_HK', label: '繁體中文', switched: '已切換語言', group: '權限管理', dashboard: '儀表板' },
      { lang: 'zh_CN', label: '简体中文', switched: '已切换语言', group: '权限管理', dashboard: '仪表板' },
      {
        lang: 'en_US',
        label: 'English',
        switched: 'Language changed',
        group: 'Access control',
        dashboard: 'Dashboard',
      },
    ];
    for (const { lang, label, switched, group, dashboard } of languages) {
      await page.click('#languageSelect');
      await page.getByRole('menuitem', { name: label }).click();
      await page.getByText(switched).waitFor();
      await page.locator(menu).getByText(group, { exact: true }).waitFor();
      await page.locator('.tags-view-item[data-path="/dashboard"]').getByText(dashboard).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(
        { zh_HK: 'zh-HK', zh_CN: 'zh-CN', en_US: 'en' }[lang],
      );
      // The current language is listed, and disabled.
      await page.click('#languageSelect');
      expect(await page.getByRole('menuitem', { name: label }).isDisabled()).toBe(true);
      await page.keyboard.press('Escape');
      await screenshot(page, `shell-${lang}`);
    }
    // The choice is kept.
    await page.click('#languageSelect');
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await page.reload();
    await page.locator(menu).getByText('权限管理', { exact: true }).waitFor();
  });

  it('keeps a tab per visited view with its query, and closes and refreshes them from the context menu', async () => {
    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    for (const path of ['/access/adminList?page=3', '/access/roleList', '/system/parameter']) {
      await page.goto(`${app.url}${path}`);
      await page.locator('#adminListPage, #roleListPage, #sysParameterPage').first().waitFor();
    }
    const tabs = () =>
      page.locator('.tags-view-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-path')));
    expect(await tabs()).toEqual(['/dashboard', '/access/adminList', '/access/roleList', '/system/parameter']);

    // A tab brings back its list state.
    await page.click('.tags-view-item[data-path="/access/adminList"]');
    await page.waitForURL(`${app.url}/access/adminList?page=3`);

    // Refresh goes through /redirect and comes back to the same view and query, mounted afresh: the
    // marked screen gives way to a new one (the address alone is the same before and after).
    await page.locator('#adminListPage').evaluate((screen) => screen.setAttribute('data-before-refresh', ''));
    await page.click('.tags-view-item[data-path="/access/adminList"]', { button: 'right' });
    await page.click('#tagsRefresh');
    await page.locator('#adminListPage:not([data-before-refresh])').waitFor();
    expect(page.url()).toBe(`${app.url}/access/adminList?page=3`);

    // Close others keeps the affixed dashboard and this one.
    await page.click('.tags-view-item[data-path="/access/roleList"]', { button: 'right' });
    await page.click('#tagsCloseOthers');
    expect(await tabs()).toEqual(['/dashboard', '/access/roleList']);
    await page.waitForURL(`${app.url}/access/roleList`);

    // The dashboard cannot be closed; closing the last other view goes to the one remaining.
    await page.click('.tags-view-item[data-path="/dashboard"]', { button: 'right' });
    expect(await page.locator('.ant-dropdown-menu-item-disabled #tagsClose').count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.click('.tags-view-item[data-path="/access/roleList"]', { button: 'right' });
    await page.click('#tagsClose');
    await page.waitForURL(`${app.url}/dashboard`);
    expect(await tabs()).toEqual(['/dashboard']);

    // Close all from any tab leaves the affixed ones.
    await page.goto(`${app.url}/system/parameter`);
    await page.locator('#sysParameterPage').waitFor();
    await page.click('.tags-view-item[data-path="/system/parameter"]', { button: 'right' });
    await page.click('#tagsCloseAll');
    await page.waitForURL(`${app.url}/dashboard`);
    expect(await tabs()).toEqual(['/dashboard']);
    await screenshot(page, 'shell-tags-view');
  });

  it('keeps the settings over a reload', async () => {
    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.locator('.tags-view-item').first().waitFor();

    // The sidebar folds (cookie sidebarStatus 1/0) and the component size changes.
    const sider = page.locator('aside.ant-layout-sider');
    expect(await sider.evaluate((element) => element.getBoundingClientRect().width)).toBe(220);
    await page.click('#sidebarToggle');
    await page.click('#sizeSelect');
    await page.click('[data-size=small]');

    await page.click('#settingsButton');
    const drawer = page.locator('#settingsDrawer');
    await drawer.locator('[data-color="#722ed1"]').click();
    await drawer.locator('#tagsViewSwitch').click();
    await drawer.locator('#fixedHeaderSwitch').click();
    await drawer.locator('#sidebarLogoSwitch').click();
    expect(await page.locator('.tags-view-item').count()).toBe(0);
    const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]));
    expect(cookies).toMatchObject({
      sidebarStatus: '0',
      size: 'small',
      theme: '#722ed1',
      tagsView: '0',
      fixedHeader: '1',
      sidebarLogo: '0',
    });

    await page.reload();
    await page.locator('#userMenu').waitFor();
    expect(await sider.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThan(100);
    expect(await page.locator('#userMenu').evaluate((button) => button.classList.contains('ant-btn-sm'))).toBe(true);
    await page.click('#sidebarToggle');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'sidebarStatus')?.value).toBe('1');
    expect(await page.locator('.tags-view-item').count()).toBe(0);
    expect(await page.locator('#sidebarLogo').count()).toBe(0);
    expect(await page.locator('header').evaluate((header) => getComputedStyle(header).position)).toBe('sticky');
    // The theme colour reaches antd's components.
    const selected = page.locator(`${menu} .ant-menu-item-selected`).first();
    expect(await selected.evaluate((item) => getComputedStyle(item).backgroundColor)).toBe('rgb(114, 46, 209)');
    await screenshot(page, 'shell-settings-after-reload');
  });

  it.each([
    ['animates', 'no-preference', true],
    ['does not animate', 'reduce', false],
  ] as const)('%s the settings drawer when the system asks for %s motion', async (_, reducedMotion, animates) => {
    const { page } = await openBrowser({ reducedMotion });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.locator('#userMenu').waitFor();
    // Records whether any element takes one of antd's entering-motion classes while the drawer opens.
    await page.evaluate(() => {
      const seen = { motion: false };
      Object.assign(window, { seen });
      new MutationObserver((changes) => {
        for (const change of changes) {
          if (change.target instanceof Element && /-(enter|appear)\b/.test(change.target.className)) seen.motion = true;
        }
      }).observe(document.body, { attributes: true, attributeFilter: ['class'], subtree: true, childList: true });
    });
    await page.click('#settingsButton');
    await page.locator('#settingsDrawer').waitFor();
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await page.evaluate(() => (window as unknown as { seen: { motion: boolean } }).seen.motion)).toBe(animates);
  });

  it('turns the sidebar into a drawer on a phone that closes after navigating', async () => {
    const { page } = await openBrowser({ viewport: { width: 390, height: 844 } });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.locator('#userMenu').waitFor();
    expect(await page.locator(menu).count()).toBe(0);
    await page.click('#sidebarToggle');
    const drawerMenu = page.locator('.ant-drawer .ant-menu-root');
    await drawerMenu.waitFor();
    await drawerMenu.getByText('Access control', { exact: true }).click();
    await drawerMenu.getByText('Roles', { exact: true }).click();
    await page.waitForURL(`${app.url}/access/roleList`);
    await page.locator('.ant-drawer-content-wrapper').waitFor({ state: 'hidden' });
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'shell-phone');

    // Wide again, the sidebar is back beside the content.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator(menu).waitFor();
  });

  it('lists uncaught errors in the error log', async () => {
    const { page } = await openBrowser();
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.locator('#userMenu').waitFor();
    expect(await page.locator('#errorLogButton').count()).toBe(0);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Kiosk map failed to draw');
      });
      void Promise.reject(new Error('Report request lost'));
    });
    await page.click('#errorLogButton');
    const entries = page.locator('.error-log-entry');
    await entries.getByText('Kiosk map failed to draw', { exact: true }).waitFor();
    await entries.getByText('Report request lost', { exact: true }).waitFor();
    await page.click('#errorLogClear');
    await page.locator('#errorLogButton').waitFor({ state: 'detached' });
  });

  it('shows the profile and leads to the password change', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.click('#userMenu');
    await page.click('#profileMenuItem');
    await page.waitForURL(`${app.url}/profile/index`);
    const profile = page.locator('#profilePage');
    await profile.getByText('admin', { exact: true }).first().waitFor();
    await profile.locator('#profileRoles').getByText('超級管理員').waitFor();
    await page.click('#profileChangePassword');
    await page.waitForURL(/\/profile\/password\?redirect=%2Fprofile%2Findex$/);
    expect(location(page)).toBe('/profile/password?redirect=%2Fprofile%2Findex');
  });
});
