import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshot } from './support/browser.js';
import { startProductServer, type ProductServer } from './support/server.js';

let server: ProductServer;
beforeAll(async () => {
  server = await startProductServer({ ADMIN_PASSWORD: 'Lang-Check#2026', DEMO_DATA: '0' });
});
afterAll(() => server.stop());

const cases = [
  {
    locale: 'en-US',
    lang: 'en_US',
    submit: 'Log in',
    failure: 'The user name or password is incorrect.',
    required: 'This field is required!',
  },
  { locale: 'zh-HK', lang: 'zh_HK', submit: '登 入', failure: '用戶名稱或密碼不正確。', required: '此欄位為必填！' },
  { locale: 'zh-CN', lang: 'zh_CN', submit: '登 录', failure: '用户名或密码不正确。', required: '此字段为必填项！' },
];

describe('the login screen in each language', () => {
  for (const { locale, lang, submit, failure, required } of cases) {
    it(`follows a ${locale} browser and answers in ${lang}`, async () => {
      const { page } = await openBrowser({ locale });
      await page.goto(`${server.url}/login`);
      await page.getByRole('button', { name: submit }).click();
      expect(await page.getByText(required).count()).toBe(2);
      await page.fill('#userName', 'admin');
      await page.fill('#password', 'Wrong-password#1');
      await page.getByRole('button', { name: submit }).click();
      await page.getByText(failure).waitFor();
      await screenshot(page, `login-${lang}`);
      // On a phone the card still fits the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      const box = await page.locator('form').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await screenshot(page, `login-${lang}-phone`);
    });
  }
});
