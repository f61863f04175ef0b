// The API reference at /api/docs renders the OpenAPI document in a real Chromium under its own
// Content-Security-Policy (scripts of our origin only, no eval), with nothing blocked and no error.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { baseUrl } from './support/env';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

interface Problems {
  console: string[];
  requests: string[];
  violations: () => Promise<string[]>;
}

/** Everything that went wrong on the page: CSP violations (from the first script on), console errors, failed or foreign requests. */
async function watch(page: Page): Promise<Problems> {
  const problems = { console: [] as string[], requests: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.console.push(message.text());
  });
  page.on('pageerror', (error) => problems.console.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => problems.requests.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['http:', 'https:'].includes(url.protocol) || url.origin === new URL(baseUrl).origin) return;
    problems.requests.push(`other origin: ${request.url()}`);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'} @ ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return { ...problems, violations: () => page.evaluate(() => window.__cspViolations ?? []) };
}

describe('API reference at /api/docs', { timeout: 60_000 }, () => {
  // One page for the file: the reference is a large bundle, loaded by the first test and kept for
  // the next two (a test request the server refuses, a script planted last), which loaded it anew.
  const ctx = {} as { browser: Browser; page: Page };
  let loaded = false;
  beforeAll(async () => {
    ctx.browser = await launchBrowser();
    ctx.page = await newPage(ctx.browser);
  });
  afterAll(async () => {
    await ctx.browser?.close();
  });
  const openReference = async () => {
    if (!loaded) await ctx.page.goto('/api/docs');
    loaded = true;
  };

  it('renders the operations of the document with no CSP violation, no console error and no request elsewhere', async () => {
    const problems = await watch(ctx.page);
    const response = await ctx.page.goto('/api/docs');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);

    // Operations show their summaries; the sign-in one is public and near the top.
    await expect.poll(() => ctx.page.getByText('Sign in with email and password').first().isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => ctx.page.getByRole('heading', { name: 'Lyceum API', exact: true }).isVisible()).toBe(true);
    // One viewer: the bundle also mounts an empty one of its own on an element with id "api-reference".
    expect(await ctx.page.getByText('Powered by Scalar').filter({ visible: true }).count()).toBe(1);
    await ctx.page.waitForLoadState('networkidle');

    expect(await problems.violations()).toEqual([]);
    expect(problems.console).toEqual([]);
    expect(problems.requests).toEqual([]);
    if (process.env.API_DOCS_SCREENSHOT) await ctx.page.screenshot({ path: process.env.API_DOCS_SCREENSHOT });
    loaded = true;
  });

  it('sends a test request to this server from the reference, within the policy', async () => {
    const problems = await watch(ctx.page);
    await openReference();
    await ctx.page.getByText('Sign in with email and password').first().click();
    await ctx.page.getByRole('button', { name: /Test Request/i }).first().click();
    const answer = ctx.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/login');
    await ctx.page.getByRole('button', { name: /^Send/i }).first().click();
    // The example body has an empty email: the server's 400, shown in the client.
    expect((await answer).status()).toBe(400);
    await expect.poll(() => ctx.page.getByText('400 Bad Request').first().isVisible()).toBe(true);
    expect(await problems.violations()).toEqual([]);
    // The browser logs every 4xx answer as a failed resource; nothing else may be logged.
    expect(problems.console.filter((text) => !/status of 400/.test(text))).toEqual([]);
    expect(problems.requests).toEqual([]);
  });

  it('notices a violation on the page (the check above can fail)', async () => {
    const problems = await watch(ctx.page);
    await openReference();
    await ctx.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__ran = true';
      document.body.append(script);
    });
    await expect.poll(() => problems.violations()).toEqual([expect.stringMatching(/^script-src/)]);
    expect(await ctx.page.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();
  });
});
