import { describe, expect, it } from 'vitest';
import type { Assignment } from '@lyceum/shared/assignments';
import type { Material } from '@lyceum/shared/materials';
import { MSG } from '@lyceum/shared/messages';
import type { Topic } from '@lyceum/shared/topics';
import { apiCall } from './support/api';
import { createClassWithMembers, tokenOf, topicsOf } from './support/content';
import { expectHidden, expectToast, expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { signInWithSession } from './support/session';

const ctx = setupPage();

const SCRIPTED =
  '<p>Safe text</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
  '<a href="javascript:window.__xss=3">click me</a><svg onload="alert(4)"></svg><iframe src="javascript:alert(5)"></iframe>';

async function seedTopic(token: string, classId: string) {
  const topic = await apiCall<Topic>('POST', '/api/topics', { token, body: { name: 'Safety', class: classId } });
  const material = await apiCall<Material>('POST', '/api/materials', {
    token,
    body: { title: 'Scripted', content: SCRIPTED, topic: topic._id },
  });
  const assignment = await apiCall<Assignment>('POST', '/api/assignments', {
    token,
    body: { title: 'Homework', description: '<p>Do it</p>', dueDate: '2020-01-01T10:00:00Z', topic: topic._id },
  });
  return { topic, material, assignment };
}

// Several page loads per test on shared CPUs: room beyond the 30 s default.
describe('rich text never runs script; deleting a topic deletes its contents', { timeout: 60_000 }, () => {
  it('a material holding script renders harmlessly, even when the response itself carries it', async () => {
    const { page } = ctx;
    const fixture = await createClassWithMembers('xss');
    const { topic, material } = await seedTopic(await tokenOf(fixture.teacher), fixture.classId);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    // The server sanitised on save; the client sanitiser is proven by putting the script back
    // into the API response on its way to the page.
    await page.route(`**/api/materials/${material._id}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Material;
      await route.fulfill({ response, json: { ...body, content: SCRIPTED } });
    });
    const path = `/dashboard/classes/${fixture.classId}/topics/${topic._id}/materials/${material._id}`;
    await signInWithSession(page, fixture.student.email, fixture.student.password, path);
    await expectVisible(page.locator('.rich-text').getByText('Safe text'));
    const link = page.locator('.rich-text').getByRole('link', { name: 'click me' });
    expect(await link.getAttribute('href')).toBe('about:blank');
    await link.click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('.rich-text script, .rich-text svg, .rich-text iframe, .rich-text [onerror]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('an overdue assignment says so; the teacher deletes the topic and its contents are gone', async () => {
    const { page } = ctx;
    const fixture = await createClassWithMembers('cascade');
    const teacherToken = await tokenOf(fixture.teacher);
    const { topic, material, assignment } = await seedTopic(teacherToken, fixture.classId);
    const base = `/dashboard/classes/${fixture.classId}/topics/${topic._id}`;

    await signInWithSession(page, fixture.teacher.email, fixture.teacher.password, `${base}/assignments/${assignment._id}`);
    expect(await page.getByTestId('due-badge').textContent()).toMatch(/^Overdue: /);

    // Delete the assignment from the topic dialog: confirm, then the list updates locally.
    await page.goto(`/dashboard/classes/${fixture.classId}`);
    await page.getByRole('tab', { name: /^Topics/ }).click();
    await page.getByRole('button', { name: 'View Safety' }).click();
    const dialog = page.getByRole('dialog', { name: 'Safety' });
    await dialog.getByRole('button', { name: 'Delete Homework' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, MSG.assignmentDeleted);
    await expectHidden(dialog.getByText('Homework'));
    await expectVisible(dialog.getByText('Scripted'));
    await page.keyboard.press('Escape');

    // Delete the topic: confirm, cascade.
    await page.getByRole('button', { name: 'Delete Safety' }).click();
    const confirm = page.getByRole('alertdialog');
    await expectVisible(confirm.getByText('Delete this topic?'));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, MSG.topicDeleted);
    await expectHidden(page.getByTestId('topic-item'));
    await expectVisible(page.getByRole('tab', { name: 'Topics (0)' }));
    expect(await topicsOf(fixture.classId)).toEqual([]);
    await expect(apiCall('GET', `/api/materials/${material._id}`, { token: teacherToken })).rejects.toThrow(/404/);

    // The material's page now says it is gone, with the way back.
    await page.goto(`${base}/materials/${material._id}`);
    await expectVisible(page.getByRole('alert').getByText(MSG.materialNotFound));
    await page.getByRole('link', { name: 'Back to Class' }).click();
    await page.waitForURL(`**/dashboard/classes/${fixture.classId}`);
  });
});
