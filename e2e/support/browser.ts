import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { expectAccessible } from './accessibility.js';

/** Screenshots kept as test artifacts (not committed). */
export const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-artifacts');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** Debian's Chromium with a fresh profile; `locale` sets the browser language the app starts in. */
export async function openBrowser(options: { locale?: string; viewport?: { width: number; height: number } } = {}): Promise<BrowserSession> {
  const profile = mkdtempSync(path.join(tmpdir(), 'srd-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * The whole page by default; `fullPage: false` takes what the window shows (a dialog over sticky bars).
 * Every screen a journey looks at is also checked for accessibility (axe-core, WCAG 2 A/AA).
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
  await expectAccessible(page, name);
  return file;
}
