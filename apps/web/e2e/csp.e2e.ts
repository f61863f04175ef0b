// Every page of the built app runs under the server's Content-Security-Policy with no violation:
// the policy forbids inline script, so a page that needed one would break here first.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupPage } from './support/fixture';
import { openScreen, seedScreens, SCREEN_NAMES, screenNamed, type ScreenData } from './support/screens';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Collects violations from the first script on, across navigations (an init script runs on every load). */
async function recordViolations(page: Page): Promise<string[]> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'} @ ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return consoleErrors;
}

const violationsIn = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

describe('Content-Security-Policy', { timeout: 60_000 }, () => {
  const ctx = setupPage();
  let data: ScreenData;

  beforeAll(async () => {
    data = await seedScreens('CSP');
  }, 60_000);

  it('is sent with the app and forbids inline script', async () => {
    const response = await ctx.page.goto('/login');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('reports an inline script (the check below can fail)', async () => {
    await recordViolations(ctx.page);
    await ctx.page.goto('/login');
    await ctx.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__ran = true';
      document.body.append(script);
    });
    await expect.poll(() => violationsIn(ctx.page)).toEqual([expect.stringMatching(/^script-src/)]);
    expect(await ctx.page.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();
  });

  for (const name of SCREEN_NAMES.filter((screen) => screen !== 'mobile-nav')) {
    it(`${name}: no violation`, async () => {
      const consoleErrors = await recordViolations(ctx.page);
      await openScreen(ctx.page, data, screenNamed(data, name));
      expect(await violationsIn(ctx.page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});
