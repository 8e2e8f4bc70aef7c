import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach } from 'vitest';
import { expectAccessible } from './accessibility.js';

/** Screenshots kept as test artifacts (not committed). */
const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-artifacts');

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
  /** Ends the session now; a journey leaves that to the end of its test, which first keeps a failed test's pages. */
  close(): Promise<void>;
}

/** Debian's Chromium, launched on first use and shared by the sessions that follow. */
let launched: Promise<Browser> | undefined;
/** The sessions not closed yet. */
const sessions = new Set<BrowserContext>();
/**
 * Under vitest the browser serves all the tests of a journey file and the file's end closes it;
 * a script (a benchmark) has no such end, so its last closed session closes the browser.
 */
const inTestRunner = process.env.VITEST !== undefined;

/**
 * A session in a fresh profile (a new context: no cookies or storage of another session);
 * `locale` sets the browser language the app starts in. The browser asks for reduced motion unless told
 * otherwise, as some people's systems do: the app then opens dialogs and lists at once, so a journey
 * spends no time waiting for animations (the shell journey checks both ways).
 */
export async function openBrowser(
  options: {
    locale?: string;
    viewport?: { width: number; height: number };
    reducedMotion?: 'reduce' | 'no-preference';
  } = {},
): Promise<BrowserSession> {
  launched ??= chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const context = await (
    await launched
  ).newContext({
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    reducedMotion: options.reducedMotion ?? 'reduce',
  });
  sessions.add(context);
  return { context, page: await context.newPage(), close: () => closeSession(context) };
}

async function closeSession(context: BrowserContext): Promise<void> {
  sessions.delete(context);
  await context.close();
  if (!inTestRunner && sessions.size === 0) await closeBrowser();
}

async function closeBrowser(): Promise<void> {
  const browser = launched;
  launched = undefined;
  // A launch that failed has failed its test already.
  await (await browser?.catch(() => undefined))?.close();
}

/** A failed test's pages, whole, as they were when it failed: `failed-<test name>[-n].png`. */
async function keepFailedPages(testName: string, contexts: BrowserContext[]): Promise<void> {
  const pages = contexts.flatMap((context) => context.pages());
  const base = `failed-${testName.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 100)}`;
  mkdirSync(ARTIFACTS, { recursive: true });
  await Promise.all(
    pages.map((page, index) =>
      page
        .screenshot({
          path: path.join(ARTIFACTS, `${base}${pages.length > 1 ? `-${index + 1}` : ''}.png`),
          fullPage: true,
          timeout: 10_000,
        })
        // A page that cannot be drawn (it crashed, say) leaves no picture; the test's own error is reported.
        .catch((error: unknown) => console.warn(`No screenshot of a page of "${testName}": ${String(error)}`)),
    ),
  );
}

if (inTestRunner) {
  // Registered on the journey file that imports this module (vitest isolates each file's modules).
  afterEach(async ({ task }) => {
    const contexts = [...sessions];
    sessions.clear();
    if (task.result?.state === 'fail') await keepFailedPages(task.name, contexts);
    await Promise.all(contexts.map((context) => context.close()));
  });
  afterAll(closeBrowser);
}

/**
 * Every screen a journey looks at is checked for accessibility (axe-core, WCAG 2 A/AA) once it has
 * settled. With E2E_SCREENSHOTS=1 it is kept as a picture too: the whole page by default,
 * `fullPage: false` takes what the window shows (a dialog over sticky bars).
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  // A dialog still fading in shows its text at a contrast nobody reads it at: finite animations end first
  // (endless ones, a spinner say, never do).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  if (process.env.E2E_SCREENSHOTS === '1') {
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: options.fullPage ?? true });
  }
  await expectAccessible(page, name);
}
