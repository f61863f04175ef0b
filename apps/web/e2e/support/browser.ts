import { chromium, type Browser, type Page } from 'playwright-core';
import { baseUrl } from './env';

/** One Chromium per test file (launching costs about a second); each test gets a fresh context. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface PageOptions {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
  /** The browser's language (navigator.languages, Accept-Language); Chromium's own when absent. */
  locale?: string;
  /** The device's time zone (an IANA name); the machine's own when absent. */
  timeZone?: string;
}

/**
 * A page in a new, empty context (no storage shared with other tests), with relative URLs
 * resolved against the server. Close it with `page.context().close()`.
 */
export async function newPage(browser: Browser, { width = 1280, height = 800, colorScheme = 'light', locale, timeZone }: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height }, colorScheme, ...(locale ? { locale } : {}), ...(timeZone ? { timezoneId: timeZone } : {}) });
  // Generous: CI machines have 2 cores shared with the server.
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

/** The path (and query) the page is on now, e.g. '/dashboard'. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Waits until the client router has settled on `path`. */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * Puts the page on the site's origin without starting the app (the favicon, a plain document), so
 * storage can be written before the app opens. Written on /login instead, the app may still be
 * starting: its session check then reads the half-written storage, and console messages of that
 * page are lost when the next navigation replaces it.
 */
export async function openOriginWithoutApp(page: Page): Promise<void> {
  await page.goto('/favicon.svg');
}
