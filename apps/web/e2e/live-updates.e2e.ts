// Live updates (issue 22), end to end in Chromium with two browsers side by side: the teacher posts
// an assignment and the student's open dashboard shows it, and the bell's count rises, without a
// reload (one posted before the student's event stream was open too); the student turns in and the
// teacher's open "Student work" updates; the student opens the notification from the bell, which
// leads to the assignment and is then read.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COURSEWORK_SCREEN_MSG as TEXT } from '@lyceum/shared/coursework-screens';
import { MSG, WORK_MSG } from '@lyceum/shared/messages';
import { NOTIFY_TEXT } from '@lyceum/shared/notification-messages';
import { newPage, pathOf } from './support/browser';
import { assignmentsOf, createClassWithMembers, tokenOf } from './support/content';
import { expectEventually, expectToast, expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { createAssignment, createTopic } from './support/seed-content';
import { signInWithSession } from './support/session';

const ctx = setupPage();

/** The bell of the fixed sidebar (desktop width). */
const bell = (page: Page, unread: number) => page.getByRole('button', { name: unread > 0 ? NOTIFY_TEXT.bellWithCount(unread) : NOTIFY_TEXT.bell, exact: true });

describe('live updates', { timeout: 120_000 }, () => {
  it("a new assignment reaches the student's open dashboard and bell; a turn-in reaches the teacher's open Student work", async () => {
    const teacherPage = ctx.page;
    const studentPage = await newPage(ctx.browser);
    try {
      const fixture = await createClassWithMembers('live');
      const topic = await createTopic(await tokenOf(fixture.teacher), fixture.classId, 'Week 1');
      const topicPath = `/dashboard/classes/${fixture.classId}/topics/${topic._id}`;

      // The student opens their dashboard (being added to the class is one unread notification). An
      // assignment posted after the page has read its data but before its event stream is open (held
      // here until then) shows once the stream is open: its first opening replays what happened
      // since the page's first read (since=).
      let openStream!: () => void;
      const streamHeld = new Promise<void>((resolve) => (openStream = resolve));
      await studentPage.route('**/api/events/ticket', async (route) => {
        await streamHeld;
        await route.continue();
      });
      await signInWithSession(studentPage, fixture.student.email, fixture.student.password, '/dashboard');
      await expectVisible(bell(studentPage, 1));
      await expectVisible(studentPage.getByTestId('assignments-hub').getByText('No assignments yet', { exact: true }));
      const earlyTopic = await createTopic(await tokenOf(fixture.teacher), fixture.classId, 'Week 0');
      await createAssignment(await tokenOf(fixture.teacher), earlyTopic._id, { title: 'Early worksheet', dueDate: '2031-05-01T10:00:00.000Z' });
      const streamOpened = studentPage.waitForRequest((request) => new URL(request.url()).pathname === '/api/events');
      const readAgain: string[] = [];
      studentPage.on('request', (request) => readAgain.push(new URL(request.url()).pathname));
      openStream();
      expect(new URL((await streamOpened).url()).searchParams.get('since')).toMatch(/^\d{4}-\d\d-\d\dT/);
      await expectVisible(studentPage.getByTestId('dashboard-assignment').filter({ hasText: 'Early worksheet' }));
      await expectVisible(bell(studentPage, 2));
      // What the new assignment changed is read again (the dashboard), not everything the tab holds.
      expect(readAgain).toContain('/api/dashboard');
      expect(readAgain).not.toContain('/api/auth/me');
      await studentPage.unroute('**/api/events/ticket');

      // The student waits on their dashboard, bell at nothing unread (read it all first).
      await bell(studentPage, 2).click();
      await studentPage.getByRole('button', { name: NOTIFY_TEXT.markAllRead }).click();
      await expectVisible(bell(studentPage, 0));
      await studentPage.keyboard.press('Escape');

      // The teacher, in the other browser, posts an assignment.
      await signInWithSession(teacherPage, fixture.teacher.email, fixture.teacher.password, `${topicPath}/assignments/create`);
      await teacherPage.getByLabel('Title').fill('Live lab report');
      await teacherPage.getByRole('textbox', { name: 'Description' }).click();
      await teacherPage.keyboard.type('Measure g with a pendulum.');
      await teacherPage.getByLabel('Due date').fill('2031-06-01T10:00');
      await teacherPage.getByRole('button', { name: 'Create Assignment' }).click();
      await expectToast(teacherPage, MSG.assignmentCreated);

      // Without a reload, the student's dashboard lists it and the bell counts it.
      await expectVisible(studentPage.getByTestId('dashboard-assignment').filter({ hasText: 'Live lab report' }));
      await expectVisible(bell(studentPage, 1));

      // The teacher watches Student work; the student opens the notification and turns in.
      const [assignment] = await assignmentsOf(topic._id);
      const assignmentPath = `${topicPath}/assignments/${assignment!._id}`;
      await teacherPage.goto(`${assignmentPath}?view=work`);
      await expectVisible(teacherPage.getByTestId('work-counts').filter({ hasText: TEXT.counts(0, 0, 0) }));

      await bell(studentPage, 1).click();
      await studentPage.getByRole('dialog', { name: NOTIFY_TEXT.heading }).getByRole('link', { name: /posted a new assignment/ }).first().click();
      await expectEventually(() => pathOf(studentPage), assignmentPath);
      await expectVisible(bell(studentPage, 0));
      const work = studentPage.getByTestId('your-work');
      await work.getByRole('button', { name: TEXT.turnIn }).click();
      await expectToast(studentPage, WORK_MSG.turnedIn);

      // Without a reload, the teacher's counts follow.
      await expectVisible(teacherPage.getByTestId('work-counts').filter({ hasText: TEXT.counts(1, 0, 0) }));
      // Theirs too: being named its teacher came first, then the turn-in.
      await expectVisible(bell(teacherPage, 2));
    } finally {
      await studentPage.context().close();
    }
  });
});
