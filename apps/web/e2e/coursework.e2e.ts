// The coursework loop (issue 20), end to end in Chromium: a teacher creates an assignment worth 10
// points due yesterday; a student writes an answer, attaches a PDF and turns it in (late),
// unsubmits and turns it in again; the teacher sees the counts, grades 8 with feedback and returns
// it; the student sees "Returned 8/10" on the assignment, the dashboard and All Assignments; the
// gradebook shows the cell and the averages, and its CSV downloads with the same values.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { COURSEWORK_SCREEN_MSG as TEXT } from '@lyceum/shared/coursework-screens';
import { MSG, WORK_MSG } from '@lyceum/shared/messages';
import { pathOf } from './support/browser';
import { assignmentsOf, createClassWithMembers, tokenOf } from './support/content';
import { expectEventually, expectToast, expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { minimalPdf } from './support/files';
import { createTopic } from './support/seed-content';
import { signInWithSession } from './support/session';

const ctx = setupPage();

const pdfBytes = minimalPdf('My essay on the causes of the First World War');
const FEEDBACK = 'Clear structure; cite your sources next time.';

describe('coursework', { timeout: 150_000 }, () => {
  it('assign, turn in late, unsubmit and turn in again; grade 8/10 and return; the student sees it everywhere; the gradebook and its CSV agree', async () => {
    const { page } = ctx;
    const fixture = await createClassWithMembers('coursework');
    const topic = await createTopic(await tokenOf(fixture.teacher), fixture.classId, 'Essays');
    const topicPath = `/dashboard/classes/${fixture.classId}/topics/${topic._id}`;

    // Teacher: an assignment worth 10 points, due yesterday (typed as local time).
    await signInWithSession(page, fixture.teacher.email, fixture.teacher.password, `${topicPath}/assignments/create`);
    await page.getByLabel('Title').fill('Essay 1');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Write 500 words on the causes of the war.');
    const due = await page.evaluate(() => {
      const date = new Date(Date.now() - 24 * 3600 * 1000);
      date.setSeconds(0, 0);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    });
    await page.getByLabel('Due date').fill(due);
    await page.getByLabel(TEXT.pointsLabel).fill('10');
    await page.getByRole('button', { name: 'Create Assignment' }).click();
    await expectToast(page, MSG.assignmentCreated);
    await expectEventually(() => pathOf(page), `/dashboard/classes/${fixture.classId}`);
    const [assignment] = await assignmentsOf(topic._id);
    expect(assignment).toMatchObject({ title: 'Essay 1', maxPoints: 10 });
    const assignmentPath = `${topicPath}/assignments/${assignment!._id}`;

    // Student: nothing turned in past the due date is Missing; an answer and a PDF, turned in late.
    await signInWithSession(page, fixture.student.email, fixture.student.password, assignmentPath);
    const work = page.getByTestId('your-work');
    const status = work.getByTestId('work-status');
    await expectVisible(status.filter({ hasText: 'Missing' }));
    await work.getByRole('textbox', { name: TEXT.answerLabel }).click();
    await page.keyboard.type('The alliance system turned a local crisis into a general war.');
    const chooser = page.waitForEvent('filechooser');
    await work.getByRole('button', { name: /Choose files or drag them here/ }).click();
    await (await chooser).setFiles({ name: 'essay.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
    await expectVisible(work.getByText(`PDF · ${pdfBytes.length} B`));
    await work.getByRole('button', { name: TEXT.turnIn }).click();
    await expectToast(page, WORK_MSG.turnedIn);
    await expectVisible(status.filter({ hasText: 'Turned in late' }));

    // Unsubmit takes it back (Missing again: still nothing turned in, past due); turned in again.
    await work.getByRole('button', { name: TEXT.unsubmit }).click();
    await expectToast(page, WORK_MSG.unsubmitted);
    await expectVisible(status.filter({ hasText: 'Missing' }));
    await work.getByRole('button', { name: TEXT.turnIn }).click();
    await expectVisible(status.filter({ hasText: 'Turned in late' }));
    await expectVisible(work.getByRole('button', { name: TEXT.unsubmit }));

    // Teacher: the counts (the other student has nothing, past due), the student's work, grade and return.
    await signInWithSession(page, fixture.teacher.email, fixture.teacher.password, `${assignmentPath}?view=work`);
    await expectVisible(page.getByTestId('work-counts').filter({ hasText: TEXT.counts(1, 1, 0) }));
    await page.getByTestId('student-work-row').filter({ hasText: fixture.student.name }).getByRole('button').click();
    const panel = page.getByTestId('grading-panel');
    await expectVisible(panel.getByText('The alliance system turned a local crisis into a general war.'));
    await expectVisible(panel.getByText('essay.pdf'));
    await panel.getByLabel(TEXT.grade).fill('8');
    await panel.getByLabel(TEXT.feedback).fill(FEEDBACK);
    await panel.getByRole('button', { name: TEXT.return, exact: true }).click();
    await expectToast(page, WORK_MSG.returned);
    await expectVisible(page.getByTestId('work-counts').filter({ hasText: TEXT.counts(0, 1, 1) }));

    // Student: Returned 8/10 with the feedback, on the assignment, the dashboard and All Assignments.
    await signInWithSession(page, fixture.student.email, fixture.student.password, assignmentPath);
    await expectVisible(page.getByTestId('your-work').getByTestId('work-status').filter({ hasText: 'Returned 8/10' }));
    await expectVisible(page.getByTestId('your-work').getByText(FEEDBACK));
    await page.goto('/dashboard');
    await expectVisible(page.getByTestId('dashboard-assignment').filter({ hasText: 'Essay 1' }).getByText('Returned 8/10'));
    await page.goto('/dashboard/assignments');
    await expectVisible(page.getByTestId('assignment-item').filter({ hasText: 'Essay 1' }).getByText('Returned 8/10'));

    // Teacher: the gradebook's cell and averages, and the CSV with the same values.
    await signInWithSession(page, fixture.teacher.email, fixture.teacher.password, `/dashboard/classes/${fixture.classId}`);
    await page.getByRole('tab', { name: TEXT.gradesTab }).click();
    const row = page.getByTestId('gradebook-row').filter({ hasText: fixture.student.name });
    await expectVisible(row.getByTestId('gradebook-cell').filter({ hasText: '8' }));
    await expectVisible(row.getByTestId('student-average').filter({ hasText: '80' }));
    await expectVisible(page.getByTestId('assignment-average').filter({ hasText: '8' }));
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: TEXT.exportCsv }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/grades\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Student,Email,Essay 1 (max 10),Average');
    expect(lines).toContain(`${fixture.student.name},${fixture.student.email},8,80%`);
    expect(lines).toContain(`${fixture.otherStudent.name},${fixture.otherStudent.email},Missing,`);
  });
});
