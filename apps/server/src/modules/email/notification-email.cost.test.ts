import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@lyceum/shared/i18n';
import { composeNotificationEmail, type EmailItem } from './notification-email';

/**
 * What formatting a notification email costs in each language (issue 38's target: 2 ms an email).
 * A measurement, printed, not a timed assertion: a shared 2-core machine's noise would make a
 * bound flaky. The texts are checked, so the loop cannot measure an email that went wrong.
 */
const item: EmailItem = {
  id: 1,
  event_id: 1,
  kind: 'new_assignment',
  class_id: 'c1',
  class_name: 'Algebra',
  subject_type: 'assignment',
  subject_id: 'a1',
  title: 'Essay on the French Revolution',
  excerpt: '',
  link: '/dashboard/classes/c1/assignments/a1',
  actor_name: 'Tess Teacher',
  created_at: '2030-12-20T09:00:00.000Z',
  due_date: '2031-01-01T10:00:00.000Z',
  max_points: 10,
  body: '<p>Write <strong>two pages</strong> on its causes.</p>',
};
const options = { mode: 'immediate' as const, more: 0, publicUrl: 'https://lyceum.school.test', unsubscribeUrl: (scope: string) => `https://lyceum.school.test/u?s=${scope}` };

describe('notification email formatting cost', () => {
  it('formats one email in each locale well within the budget (measured and printed)', () => {
    const figures: string[] = [];
    const zoneOf = (locale: string) => (locale === 'en' ? null : 'Europe/Madrid');
    // Warm the code itself first (the JIT, the HTML-to-text of the quote), so each figure is the locale's own.
    for (let i = 0; i < 200; i += 1) composeNotificationEmail('Warm', [item], { ...options, locale: 'en' });
    for (const locale of LOCALES) {
      const timeZone = zoneOf(locale);
      const first = performance.now();
      const email = composeNotificationEmail('Sofía Student', [item], { ...options, locale, timeZone });
      const firstMs = performance.now() - first;
      expect(email.subject).toContain('Essay on the French Revolution');
      const runs = 500;
      const start = performance.now();
      for (let i = 0; i < runs; i += 1) composeNotificationEmail('Sofía Student', [{ ...item, id: i }], { ...options, locale, timeZone });
      const perEmail = (performance.now() - start) / runs;
      figures.push(`${locale}: ${perEmail.toFixed(3)} ms an email (the first, parsing its messages: ${firstMs.toFixed(1)} ms)`);
    }
    console.log(`notification email formatting cost:\n  ${figures.join('\n  ')}`);
  });
});
