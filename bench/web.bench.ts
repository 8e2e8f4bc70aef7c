import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, createTestApp } from '../apps/server/src/test/harness.js';
import { openBrowser } from '../e2e/support/browser.js';
import { percentile } from './load.js';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const ROUNDS = 5;
/** The browser language that makes the app start in each of its languages. */
const BROWSER_LOCALES = { en_US: 'en-US', zh_HK: 'zh-HK', zh_CN: 'zh-CN' };

declare global {
  interface Window {
    /** Set by watchFirstScreen: page times (performance.now()) of the press and of the first screen drawn. */
    firstScreen?: { pressed: number; drawn: number };
  }
}

/** Counts the JavaScript a page downloads, gzip-compressed as a server would send it. */
function countScripts(page: Page) {
  let pending: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) pending.push(response.body().then((body) => gzipSync(body).length));
  });
  return {
    /** The bytes of the scripts loaded since the last call. */
    async take(): Promise<number> {
      const sizes = await Promise.all(pending);
      pending = [];
      return sizes.reduce((sum, size) => sum + size, 0);
    },
  };
}

/**
 * Times, inside the page, the press on `button` and the first frame drawn with `screen` visible, and
 * returns a function giving the milliseconds between them once the screen is there. Timed from
 * outside, Playwright's polling would count too: waitFor() looks after 0, 20, 50, 100 and 100 ms and
 * then every 500 ms, so a screen drawn a few ms after the fifth look reads as ~500 ms slower.
 */
async function watchFirstScreen(page: Page, button: string, screen: string): Promise<() => Promise<number>> {
  await page.evaluate(
    ({ button, screen }) => {
      const times = { pressed: 0, drawn: 0 };
      window.firstScreen = times;
      document.addEventListener(
        'click',
        (event) => {
          if (!times.pressed && (event.target as Element).closest(button)) times.pressed = event.timeStamp;
        },
        true,
      );
      let checking = false;
      const observer = new MutationObserver(() => {
        if (checking || !document.querySelector(screen)) return;
        checking = true;
        // A frame's callbacks run before it is drawn, a task queued from them runs after.
        requestAnimationFrame(() =>
          setTimeout(() => {
            checking = false;
            if (!document.querySelector(screen)?.checkVisibility()) return;
            observer.disconnect();
            times.drawn = performance.now();
          }),
        );
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    },
    { button, screen },
  );
  return async () => {
    await page.waitForFunction(() => window.firstScreen!.drawn > 0);
    return page.evaluate(() => window.firstScreen!.drawn - window.firstScreen!.pressed);
  };
}

/**
 * What the web app costs a browser (run `npm run build` first): the JavaScript of /login, the
 * JavaScript the shell adds after signing in, and the time from pressing "Log in" to the first
 * screen drawn, in headless Chromium against the real server.
 */
export async function run() {
  const server = await createTestApp({ config: { webDist } });
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const loginBytes: number[] = [];
  const shellBytes: number[] = [];
  const loginToScreenMs: number[] = [];
  const loginBytesByLanguage: Record<string, number> = {};
  try {
    for (const [lang, locale] of Object.entries(BROWSER_LOCALES)) {
      const { page, close } = await openBrowser({ locale });
      try {
        const scripts = countScripts(page);
        await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
        loginBytesByLanguage[lang] = Number(((await scripts.take()) / 1024).toFixed(1));
      } finally {
        await close();
      }
    }
    for (let round = 0; round < ROUNDS; round++) {
      const { page, close } = await openBrowser();
      try {
        const scripts = countScripts(page);
        await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
        loginBytes.push(await scripts.take());
        await page.fill('#userName', 'admin');
        await page.fill('#password', ADMIN_PASSWORD);
        const firstScreen = await watchFirstScreen(page, 'button[type=submit]', '#screenPlaceholder');
        await page.click('button[type=submit]');
        await page.locator('#screenPlaceholder').waitFor();
        loginToScreenMs.push(await firstScreen());
        await page.waitForLoadState('networkidle');
        shellBytes.push(await scripts.take());
      } finally {
        await close();
      }
    }
  } finally {
    await server.close();
  }
  return {
    rounds: ROUNDS,
    loginJsGzipKB: Number((loginBytes[0]! / 1024).toFixed(1)),
    loginJsGzipKBByLanguage: loginBytesByLanguage,
    shellJsAfterLoginGzipKB: Number((shellBytes[0]! / 1024).toFixed(1)),
    loginToFirstScreenP50Ms: percentile(loginToScreenMs, 50),
    loginToFirstScreenMaxMs: Number(Math.max(...loginToScreenMs).toFixed(1)),
  };
}
