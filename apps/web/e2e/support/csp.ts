// Records the Content-Security-Policy violations a page reports, from its first script on and across
// navigations (an init script runs on every load), both as the document's events and as console
// errors. csp.e2e.ts shows that it catches an inline script; the axe walks (support/a11y-checks.ts)
// use it on every screen they open, so each screen is loaded once for both checks.
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

export interface CspRecord {
  /** The violations the current document has reported, and the console's CSP errors since recording began. */
  violations: () => Promise<string[]>;
}

export async function recordCspViolations(page: Page): Promise<CspRecord> {
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
  return {
    violations: async () => [...(await page.evaluate(() => window.__cspViolations ?? [])), ...consoleErrors],
  };
}
