import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { location } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
beforeAll(async () => {
  app = await startAppWithFixtures();
});
afterAll(() => app.close());

/** SPEC 2's public routes (and the route pattern each renders), but /login. */
const PUBLIC_PAGES: [string, string][] = [
  ['/auth-redirect', '/auth-redirect'],
  ['/accountActivation', '/accountActivation'],
  ['/forGetPassword', '/forGetPassword'],
  ['/changePassword', '/changePassword'],
  ['/content/app-download', '/content/app-download'],
  ['/register', '/register'],
  ['/TVdashBoard', '/TVdashBoard'],
  ['/TVdashBoard2', '/TVdashBoard2'],
  ['/hkstptvdashboard', '/hkstptvdashboard'],
  ['/dashboard/rvm', '/dashboard/rvm'],
  ['/dashboard/sc240l', '/dashboard/sc240l'],
  ['/dashboard/smart-classify', '/dashboard/smart-classify'],
  ['/dashboard/tenant/rvm', '/dashboard/tenant/rvm'],
  ['/dashboard/map120', '/dashboard/map120'],
  ['/dashboard/map240', '/dashboard/map240'],
  ['/receipt?batchId=B1', '/receipt'],
  ['/404', '/404'],
  ['/401', '/401'],
  ['/service-info/private-policy/hkstp', '/service-info/private-policy/hkstp'],
  ['/service-info/private-policy/cst', '/service-info/private-policy/cst'],
  ['/pubContent', '/pubContent/*'],
  ['/pubContent/terms/2026?lang=zh_HK', '/pubContent/*'],
];

describe('public routes (SPEC 2)', () => {
  it('render without a session, in the browser language', async () => {
    const { page } = await openBrowser({ locale: 'zh-CN' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const [path, pattern] of PUBLIC_PAGES) {
      await page.goto(`${app.url}${path}`);
      await page.locator(`#publicPage[data-page="${pattern}"]`).waitFor();
      expect(location(page), path).toBe(path);
      expect(await page.locator('#publicPage').innerText()).toContain('智能回收管理平台');
      await screenshot(page, `public-${path.replace(/\W+/g, '-')}-zh_CN`);
    }
    // Public paths whose data is for signed-in staff: they open, and ask to sign in.
    for (const [path, screen] of [
      ['/configuration/kiosk/kioskGroupList', 'kioskGroupList'],
      ['/configuration/kiosk/kioskSchedule', 'kioskSchedule'],
      ['/testSendSms', 'InsideTest'],
    ]) {
      await page.goto(`${app.url}${path}`);
      await page.locator(`#screenSignIn[data-screen=${screen}]`).waitFor();
      expect(location(page)).toBe(path);
      expect(await page.locator('#userMenu').count()).toBe(0);
      await screenshot(page, `public-sign-in-${screen}-zh_CN`);
    }
    expect(errors).toEqual([]);
  });

  it('shows a proxy error in words when no answer of ours comes back', async () => {
    const { page } = await openBrowser();
    // A reverse proxy in front of the server answers 502 with its own page.
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad Gateway</html>' }),
    );
    await page.goto(`${app.url}/login`);
    await page.fill('#userName', 'admin');
    await page.fill('#password', 'Whatever#123');
    await page.click('button[type=submit]');
    await page.getByText('Bad Gateway', { exact: true }).waitFor();
    await screenshot(page, 'login-proxy-error-en_US');
  });
});
