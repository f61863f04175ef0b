import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Assignment } from '@lyceum/shared/assignments';
import type { Material } from '@lyceum/shared/materials';
import type { Topic } from '@lyceum/shared/topics';
import { apiCall } from './support/api';
import { createClassWithMembers, tokenOf } from './support/content';
import { expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { signInWithSession } from './support/session';

const ctx = setupPage();

/** WCAG 2 A and AA findings (contrast included), listed readably when the test fails. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const CODE =
  '<h2>Setup</h2><p>Run <a href="https://example.com">this</a>:</p><div class="ql-code-block-container" spellcheck="false">' +
  '<div class="ql-code-block" data-language="javascript"><span class="ql-token hljs-keyword">const</span> x = <span class="ql-token hljs-number">1</span>; <span class="ql-token hljs-comment">// one</span></div></div>';

// Three axe scans per test on shared CPUs: room beyond the 30 s default.
describe.each(['light', 'dark'] as const)('content screens in the %s theme', { timeout: 60_000 }, (theme) => {
  it('material view, assignment view and the material form have no WCAG A/AA violations', async () => {
    const { page } = ctx;
    const fixture = await createClassWithMembers(`a11y-${theme}`);
    const token = await tokenOf(fixture.teacher);
    const topic = await apiCall<Topic>('POST', '/api/topics', { token, body: { name: 'Access', class: fixture.classId } });
    const material = await apiCall<Material>('POST', '/api/materials', { token, body: { title: 'Readable', content: CODE, topic: topic._id } });
    const assignment = await apiCall<Assignment>('POST', '/api/assignments', {
      token,
      body: { title: 'Late', description: '<p>Was due</p>', dueDate: '2020-01-01T00:00:00Z', topic: topic._id },
    });
    await apiCall('POST', '/api/comments', { token, body: { text: 'Welcome', targetType: 'material', target: material._id } });
    const base = `/dashboard/classes/${fixture.classId}/topics/${topic._id}`;

    await page.goto('/login');
    await page.evaluate((value) => localStorage.setItem('lyceum-theme', value), theme);
    await signInWithSession(page, fixture.teacher.email, fixture.teacher.password, `${base}/materials/${material._id}`);
    await expectVisible(page.getByTestId('comment'));
    expect(await violations(page)).toEqual([]);

    await page.goto(`${base}/assignments/${assignment._id}`);
    await expectVisible(page.getByTestId('due-badge'));
    expect(await violations(page)).toEqual([]);

    await page.goto(`${base}/materials/${material._id}/edit`);
    await expectVisible(page.locator('.ql-editor .hljs-keyword'));
    expect(await violations(page)).toEqual([]);
  });
});
