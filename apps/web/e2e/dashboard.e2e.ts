import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin } from './support/env';
import { createClassWithMembers, tokenOf, type ClassFixture } from './support/content';
import { expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { createAssignment, createMaterial, createTopic, fromNow } from './support/seed-content';
import { signInWithSession } from './support/session';
import { recordPageCalls } from './support/shell-calls';

const ctx = setupPage();

let fixture: ClassFixture;
let classPath: string;
/** Titles of the assignments created here, oldest first; the newest three lead the hub. */
const titles = ['Reading log', 'Lab report', 'Problem set', 'Field trip essay'];
const assignmentPaths = new Map<string, string>();

beforeAll(async () => {
  fixture = await createClassWithMembers(`dash-${Date.now().toString(36)}`);
  classPath = `/dashboard/classes/${fixture.classId}`;
  const token = await tokenOf(fixture.teacher);
  const topic = await createTopic(token, fixture.classId, 'Mechanics');
  for (const [index, title] of titles.entries()) {
    // One after another, so creation times are distinct and ordered.
    const created = await createAssignment(token, topic._id, {
      title,
      dueDate: fromNow(index + 1),
      description: `<p>Write up <strong>${title}</strong>.</p><img src="x" onerror="window.__xss = 1">`,
    });
    assignmentPaths.set(title, `${classPath}/topics/${topic._id}/assignments/${created._id}`);
  }
  await createMaterial(token, topic._id, 'Newton notes');
  await createMaterial(token, topic._id, 'Friction notes');
});

/** Opens the dashboard on a full page load and records every API call it makes. */
async function openDashboard(page: Page, user: { email: string; password: string }): Promise<string[]> {
  await signInWithSession(page, user.email, user.password, '/dashboard/profile');
  const calls = recordPageCalls(page);
  await page.goto('/dashboard');
  await expectVisible(page.getByTestId('learning-tools'));
  return calls;
}

const statValue = (page: Page, key: string) => page.getByTestId(`stat-${key}`).getByTestId('stat-value').textContent();
/** The tools in order: links, and the buttons that ask for a class first (Create Assignment, Manage Students). */
const toolNames = (page: Page) => page.getByTestId('learning-tools').locator('a, button').allTextContents();
const hubTitles = (page: Page) => page.getByTestId('dashboard-assignment').getByRole('heading').allTextContents();

describe('dashboard home', () => {
  it('shows a teacher their class, the 3 newest assignments and the staff tools, from one request', async () => {
    const { page } = ctx;
    const calls = await openDashboard(page, fixture.teacher);
    await expectVisible(page.getByText(`Welcome back, ${fixture.teacher.name}! Here's what's happening today.`));
    expect(await page.getByTestId('dashboard-role').textContent()).toBe('Teacher');
    await expectVisible(page.getByTestId('dashboard-assignment').first());
    expect(calls).toEqual(['GET /api/dashboard']);

    expect(await statValue(page, 'classes')).toBe('1');
    expect(await statValue(page, 'assignments')).toBe('4');
    expect(await statValue(page, 'materials')).toBe('2');
    expect(await statValue(page, 'students')).toBe('2');
    expect(await page.getByText(/activity/i).count()).toBe(0);

    const classItem = page.getByTestId('dashboard-class');
    expect(await classItem.count()).toBe(1);
    expect(await classItem.getByRole('heading').textContent()).toBe(fixture.className);
    expect(await classItem.getByTestId('class-teachers').textContent()).toBe(fixture.teacher.name);
    await expectVisible(classItem.getByText('Active'));

    await expectVisible(page.getByTestId('assignments-hub').getByText('Pending'));
    expect(await hubTitles(page)).toEqual(['Field trip essay', 'Problem set', 'Lab report']);
    const first = page.getByTestId('dashboard-assignment').first();
    expect(await first.getByTestId('assignment-creator').textContent()).toBe(fixture.teacher.name);
    expect(await first.getByTestId('assignment-due').textContent()).toMatch(/^Due /);
    expect(await first.locator('strong').textContent()).toBe('Field trip essay');
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

    expect(await toolNames(page)).toEqual(['Browse Classes', 'Create Assignment', 'Manage Students']);
  });

  it('shows a student no Students card and only Browse Classes; items lead to their pages', async () => {
    const { page } = ctx;
    await openDashboard(page, fixture.student);
    await expectVisible(page.getByTestId('dashboard-assignment').first());
    expect(await page.getByTestId('dashboard-role').textContent()).toBe('Student');
    expect(await page.getByTestId('stat-students').count()).toBe(0);
    expect(await statValue(page, 'classes')).toBe('1');
    expect(await hubTitles(page)).toEqual(['Field trip essay', 'Problem set', 'Lab report']);
    expect(await toolNames(page)).toEqual(['Browse Classes']);

    await page.getByTestId('dashboard-assignment').getByRole('link', { name: 'Problem set' }).click();
    await page.waitForURL((url) => url.pathname === assignmentPaths.get('Problem set'));
    await page.goBack();
    await page.getByTestId('dashboard-class').getByRole('link').click();
    await page.waitForURL((url) => url.pathname === classPath);
  });

  it('shows an admin the Students card, every tool and Create New Class', async () => {
    const { page } = ctx;
    await openDashboard(page, admin);
    await expectVisible(page.getByTestId('dashboard-assignment').first());
    expect(await page.getByTestId('dashboard-role').textContent()).toBe('Administrator');
    await expectVisible(page.getByTestId('stat-students'));
    expect(await page.getByTestId('stat-students').locator('xpath=ancestor::a').count()).toBe(0);
    expect(await page.getByTestId('stat-classes').locator('xpath=ancestor::a').getAttribute('href')).toBe('/dashboard/classes');
    // The admin sees every class; the newest assignments anywhere are the ones made above.
    expect(await hubTitles(page)).toEqual(['Field trip essay', 'Problem set', 'Lab report']);
    expect(await page.getByTestId('dashboard-class').count()).toBeLessThanOrEqual(3);
    expect(await toolNames(page)).toEqual(['Browse Classes', 'Create Assignment', 'Manage Students', 'System Settings', 'Create New Class']);
    await page.getByRole('link', { name: 'Create New Class' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/classes/create');
  });
});
