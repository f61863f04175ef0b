import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE_DEFAULT } from '@lyceum/shared/limits';
import { createClassWithMembers, tokenOf, type ClassFixture } from './support/content';
import { expectEventually, expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { createAssignment, createMaterial, createTopic, fromNow } from './support/seed-content';
import { signInWithSession } from './support/session';

const ctx = setupPage();

const itemTitles = (page: Page, testId: string) => page.getByTestId(testId).getByRole('heading', { level: 2 }).allTextContents();

describe('all assignments', () => {
  let fixture: ClassFixture;
  beforeAll(async () => {
    fixture = await createClassWithMembers(`status-${Date.now().toString(36)}`);
    const token = await tokenOf(fixture.teacher);
    const topic = await createTopic(token, fixture.classId, 'Kinematics');
    await createAssignment(token, topic._id, { title: 'Past due', dueDate: fromNow(-2) });
    await createAssignment(token, topic._id, { title: 'Soon due', dueDate: fromNow(2) });
    await createAssignment(token, topic._id, { title: 'Far off', dueDate: fromNow(10) });
  });

  it('lists them by due date, latest first, with class, topic and derived status', async () => {
    const { page } = ctx;
    await signInWithSession(page, fixture.student.email, fixture.student.password, '/dashboard/assignments');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Assignments' }));
    await expectVisible(page.getByTestId('assignment-item').first());
    expect(await itemTitles(page, 'assignment-item')).toEqual(['Far off', 'Soon due', 'Past due']);

    const [far, soon, past] = await page.getByTestId('assignment-item').all();
    expect(await far!.getByTestId('assignment-status').textContent()).toBe('Upcoming');
    await expectVisible(far!.getByText('10 days left'));
    expect(await soon!.getByTestId('assignment-status').textContent()).toBe('Due Soon');
    await expectVisible(soon!.getByText('2 days left'));
    expect(await past!.getByTestId('assignment-status').textContent()).toBe('Overdue');
    await expectVisible(far!.getByText(`${fixture.className} · Kinematics`));

    await far!.getByRole('link').click();
    await page.waitForURL((url) => url.pathname.startsWith(`/dashboard/classes/${fixture.classId}/topics/`) && url.pathname.includes('/assignments/'));
    await expectVisible(page.getByRole('heading', { name: 'Far off' }));
  });

  describe('more than one page', () => {
    let paged: ClassFixture;
    const total = PAGE_SIZE_DEFAULT + 5;
    beforeAll(async () => {
      paged = await createClassWithMembers(`paged-${Date.now().toString(36)}`);
      const token = await tokenOf(paged.teacher);
      const topic = await createTopic(token, paged.classId, 'Drills');
      // Distinct due dates a day apart: 'Drill 1' is due first, 'Drill 55' last.
      for (let start = 1; start <= total; start += 11) {
        await Promise.all(
          Array.from({ length: Math.min(11, total - start + 1) }, (_, offset) =>
            createAssignment(token, topic._id, { title: `Drill ${start + offset}`, dueDate: fromNow(start + offset) }),
          ),
        );
      }
    }, 60_000);

    it('loads the second page as the user scrolls to the end', async () => {
      const { page } = ctx;
      // The tab's event stream first: once open it may read again what changed since the page read
      // it (app/live-updates.ts), which on a loaded machine came between the two pages' requests
      // counted here. The list is then opened from the menu, in the same tab.
      const streamOpen = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/events');
      await signInWithSession(page, paged.student.email, paged.student.password, '/dashboard/profile');
      await streamOpen;
      await page.waitForLoadState('networkidle');
      const requests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/assignments') requests.push(url.search);
      });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assignments', exact: true }).click();
      await expectVisible(page.getByTestId('assignment-item').first());
      expect(await page.getByTestId('assignment-item').count()).toBe(PAGE_SIZE_DEFAULT);
      expect(requests).toEqual([`?limit=${PAGE_SIZE_DEFAULT}`]);

      await page.mouse.wheel(0, 100_000);
      await expectEventually(() => page.getByTestId('assignment-item').count(), total, 10_000);
      expect(requests).toHaveLength(2);
      expect(requests[1]).toMatch(new RegExp(`^\\?limit=${PAGE_SIZE_DEFAULT}&cursor=[\\w-]+$`));
      const titles = await itemTitles(page, 'assignment-item');
      expect(titles).toEqual(Array.from({ length: total }, (_, index) => `Drill ${total - index}`));
      // The last page has no Link header: nothing more to load.
      expect(await page.getByTestId('load-more').count()).toBe(0);
    });
  });
});

describe('all materials', () => {
  let fixture: ClassFixture;
  beforeAll(async () => {
    fixture = await createClassWithMembers(`mats-${Date.now().toString(36)}`);
    const token = await tokenOf(fixture.teacher);
    const topic = await createTopic(token, fixture.classId, 'Optics');
    for (const title of ['Lenses', 'Mirrors', 'Prisms']) await createMaterial(token, topic._id, title);
  });

  it('lists them newest first with class, topic, date and attachments count', async () => {
    const { page } = ctx;
    await signInWithSession(page, fixture.student.email, fixture.student.password, '/dashboard/materials');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Materials' }));
    await expectVisible(page.getByTestId('material-item').first());
    expect(await itemTitles(page, 'material-item')).toEqual(['Prisms', 'Mirrors', 'Lenses']);
    const newest = page.getByTestId('material-item').first();
    await expectVisible(newest.getByText(`${fixture.className} · Optics`));
    expect(await newest.getByTestId('attachments-count').textContent()).toBe('0 attachments');
    expect(await newest.locator('time').count()).toBe(1);

    await newest.getByRole('link').click();
    await page.waitForURL((url) => url.pathname.includes('/materials/'));
    await expectVisible(page.getByRole('heading', { name: 'Prisms' }));
  });
});
