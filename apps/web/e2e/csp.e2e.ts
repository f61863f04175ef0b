// Every page of the built app runs under the server's Content-Security-Policy with no violation:
// the policy forbids inline script, so a page that needed one would break here first. The walk over
// every screen is the axe checks' (support/a11y-checks.ts), which record violations on each screen
// they open (light and dark, desktop and phone); this file shows the policy is sent and that the
// recording catches a violation.
import { describe, expect, it } from 'vitest';
import { recordCspViolations } from './support/csp';
import { setupPage } from './support/fixture';

describe('Content-Security-Policy', () => {
  const ctx = setupPage();

  it('is sent with the app and forbids inline script', async () => {
    const response = await ctx.page.goto('/login');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('reports an inline script (the check of every screen can fail)', async () => {
    const csp = await recordCspViolations(ctx.page);
    await ctx.page.goto('/login');
    expect(await csp.violations()).toEqual([]);
    await ctx.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__ran = true';
      document.body.append(script);
    });
    await expect.poll(() => csp.violations()).toEqual([expect.stringMatching(/^script-src/), expect.stringMatching(/Content Security Policy/)]);
    expect(await ctx.page.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();
  });
});
