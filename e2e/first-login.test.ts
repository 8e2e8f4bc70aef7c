import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshot } from './support/browser.js';
import { firstStartPassword, startProductServer, type ProductServer } from './support/server.js';

let server: ProductServer;
beforeAll(async () => {
  // A fresh install: no ADMIN_PASSWORD, so the administrator's password is generated and printed.
  server = await startProductServer({ ADMIN_PASSWORD: '', DEMO_DATA: '0' });
});
afterAll(() => server.stop());

describe('first sign-in of a fresh install', () => {
  it('sends / to login, signs in with the printed password, forces a new password, then reaches the app', async () => {
    const password = firstStartPassword(server);
    const { page } = await openBrowser();
    await page.goto(`${server.url}/`);
    await page.waitForURL(/\/login\?redirect=%2F$/);
    expect(await page.title()).toBe('Smart Recycling Dashboard');

    // Wrong password first: a message that says so (not one of an ended session), and no way in.
    await page.fill('#userName', 'admin');
    await page.fill('#password', 'Not-the-password1');
    await page.click('button[type=submit]');
    await page.getByText('The user name or password is incorrect.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.fill('#userName', '  admin  ');
    await page.fill('#password', password);
    await page.click('button[type=submit]');
    await page.waitForURL(/\/profile\/password\?redirect=%2F$/);
    await page.locator('#forcedPasswordChange').waitFor();
    await screenshot(page, 'first-login-forced-password-change');

    // Trying to leave goes nowhere until the password changes.
    await page.goto(`${server.url}/`);
    await page.waitForURL(/\/profile\/password/);
    await page.locator('#forcedPasswordChange').waitFor();

    // The form's own rules: too weak, and the confirmation must match.
    await page.fill('#oldPassword', password);
    await page.fill('#newPassword', 'weakpass');
    await page.fill('#confirmPassword', 'weakpass');
    await page.click('button[type=submit]');
    await page.getByText('At least 8 characters with three of: uppercase, lowercase, digits, symbols').waitFor();
    await page.fill('#newPassword', 'Green-Kiosk#2026');
    await page.fill('#confirmPassword', 'Green-Kiosk#2027');
    await page.click('button[type=submit]');
    await page.getByText('Passwords entered twice are different!').waitFor();

    // The new password must differ from the old one.
    await page.fill('#newPassword', password);
    await page.fill('#confirmPassword', password);
    await page.click('button[type=submit]');
    await page.getByText('The new password must differ from the old one').waitFor();

    // A password on the common list is refused by the server, on the field.
    await page.fill('#newPassword', 'Password123!');
    await page.fill('#confirmPassword', 'Password123!');
    await page.click('button[type=submit]');
    await page.getByText('This password is too common; choose another').first().waitFor();

    await page.fill('#newPassword', 'Green-Kiosk#2026');
    await page.fill('#confirmPassword', 'Green-Kiosk#2026');
    await page.click('button[type=submit]');
    // `/` is the dashboard for the administrator.
    await page.waitForURL(`${server.url}/dashboard`);
    await page.locator('#userMenu').getByText('System Administrator').waitFor();
    await screenshot(page, 'first-login-dashboard');

    // Log out, and the new password is the one that works.
    await page.click('#userMenu');
    await page.click('#logoutMenuItem');
    await page.waitForURL(/\/login\?redirect=%2Fdashboard$/);
    await page.fill('#userName', 'admin');
    await page.fill('#password', 'Green-Kiosk#2026');
    await page.click('button[type=submit]');
    await page.waitForURL(`${server.url}/dashboard`);
  });
});
