// The quiz builder (issue 36) in Chromium: a teacher opens Add quiz on the Classwork tab, builds a
// quiz of four kinds (single choice, numeric with a tolerance, ordering, matching) by keyboard and
// pointer, is stopped at the field by a question left empty, saves; the API holds the keys. Edit
// (the assignment's own Edit link) opens the builder again with everything as saved. Importing
// (a QTI 3.0 package and a GIFT file with a broken question), the question bank (saved, found by a
// word and a tag, copied into another class's quiz) and a key changed after a turn-in (the regraded
// score listed by name) are steps of quiz-journey.e2e.ts.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TeacherQuiz } from '@lyceum/shared/quizzes';
import { apiCall } from './support/api';
import { axeViolations } from './support/axe';
import { pathOf } from './support/browser';
import { createClassWithMembers, tokenOf } from './support/content';
import { expectEventually, expectToast, expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { createTopic } from './support/seed-content';
import { signInWithSession } from './support/session';
import { undersizedTargets } from './support/target-size';

const ctx = setupPage();
const SHOTS = '/tmp/shots36/quiz-builder';

const item = (page: Page, n: number) => page.getByTestId('quiz-item').nth(n - 1);

async function typePrompt(page: Page, n: number, text: string) {
  await item(page, n).getByRole('textbox', { name: 'Question' }).click();
  await page.keyboard.type(text);
}

async function addItem(page: Page, kind: string) {
  await page.getByLabel('Kind of question').selectOption({ label: kind });
  await page.getByRole('button', { name: 'Add question' }).click();
}

async function shots(page: Page, name: string, fullPage = true) {
  if (!process.env.QUIZ_SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    // The app takes the OS preference once, on load: the class it sets is set here instead.
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), scheme === 'dark');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/${name}-${scheme}-${width}.png`, fullPage });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('quiz builder', { timeout: 180_000 }, () => {
  it('builds a quiz of four kinds, refuses an empty question at its field, saves the keys, and reopens it as saved', async () => {
    const { page } = ctx;
    const fixture = await createClassWithMembers('quiz-builder');
    const token = await tokenOf(fixture.teacher);
    const topic = await createTopic(token, fixture.classId, 'Mechanics');
    const topicPath = `/dashboard/classes/${fixture.classId}/topics/${topic._id}`;

    await signInWithSession(page, fixture.teacher.email, fixture.teacher.password, `/dashboard/classes/${fixture.classId}?tab=classwork`);
    await page.getByRole('link', { name: 'Add quiz to Mechanics' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Create Quiz' }));
    await page.getByLabel('Title').fill('Forces check');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Answer all four questions.');
    await page.getByLabel('Due date').fill('2031-05-01T09:00');
    await page.getByLabel('Attempts allowed').fill('2');
    await page.getByLabel('Time limit (minutes)').fill('20');

    // 1. Single choice: two choices of the four, the second correct.
    await typePrompt(page, 1, 'The unit of force is the');
    const first = item(page, 1);
    await first.getByRole('textbox', { name: 'Choice 1' }).fill('joule');
    await first.getByRole('textbox', { name: 'Choice 2' }).fill('newton');
    await first.getByRole('button', { name: 'Remove choice 4' }).click();
    await first.getByRole('button', { name: 'Remove choice 3' }).click();
    await first.getByRole('radio', { name: 'Choice 2 is correct' }).check();

    // 2. Numeric, with a relative tolerance.
    await addItem(page, 'Numeric');
    await typePrompt(page, 2, 'g in m/s²');
    await item(page, 2).getByLabel('Correct number').fill('9.81');
    await item(page, 2).getByLabel('Tolerance', { exact: true }).fill('0.02');
    await item(page, 2).getByLabel('Tolerance is').selectOption('relative');
    await item(page, 2).getByLabel('Points').fill('2');

    // 3. Ordering: typed out of order, put right by keyboard with Move up.
    await addItem(page, 'Ordering');
    await typePrompt(page, 3, 'From smallest to largest');
    const third = item(page, 3);
    await third.getByRole('textbox', { name: 'Choice 1' }).fill('metre');
    await third.getByRole('textbox', { name: 'Choice 2' }).fill('millimetre');
    await third.getByRole('textbox', { name: 'Choice 3' }).fill('kilometre');
    await third.getByRole('button', { name: 'Move choice 2 up' }).focus();
    await page.keyboard.press('Enter');
    expect(await third.getByRole('textbox', { name: 'Choice 1' }).inputValue()).toBe('millimetre');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move choice 1 up');

    // 4. Matching, paired with selects; left empty at first.
    await addItem(page, 'Matching');
    await page.getByRole('button', { name: 'Create Quiz' }).click();
    await expectToast(page, 'Please fill in all fields');
    const fourthPrompt = item(page, 4).getByRole('textbox', { name: 'Question' });
    await expectEventually(() => fourthPrompt.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)), true);
    await expectVisible(item(page, 4).getByText('Write the question.'));
    await expectVisible(item(page, 4).getByText('Fill in both columns and give at least one match.'));
    await shots(page, 'builder-errors');
    await page.keyboard.type('Match each quantity to its unit');
    const fourth = item(page, 4);
    await fourth.getByRole('textbox', { name: 'Left 1' }).fill('force');
    await fourth.getByRole('textbox', { name: 'Left 2' }).fill('energy');
    await fourth.getByRole('textbox', { name: 'Right 1' }).fill('joule');
    await fourth.getByRole('textbox', { name: 'Right 2' }).fill('newton');
    await fourth.getByLabel('Match for left 1').selectOption({ label: 'newton' });
    await fourth.getByLabel('Match for left 2').selectOption({ label: 'joule' });
    await expectVisible(page.getByText('Total: 5 points'));
    await shots(page, 'builder');
    // WCAG 2.2 AA, the 24 x 24 targets included, on the desktop and the phone.
    expect(await axeViolations(page, { targetSize: true })).toEqual([]);
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await axeViolations(page, { targetSize: true })).toEqual([]);
    expect(await undersizedTargets(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Create Quiz' }).click();
    await expectToast(page, 'Quiz created!');
    await expectEventually(() => pathOf(page).startsWith(`/dashboard/classes/${fixture.classId}?tab=classwork`), true);

    // The keys as stored, read by the teacher through the API.
    const [summary] = await apiCall<{ _id: string }[]>('GET', `/api/classes/${fixture.classId}/quizzes`, { token });
    const quiz = await apiCall<TeacherQuiz>('GET', `/api/quizzes/${summary!._id}`, { token });
    expect(quiz.assignment).toMatchObject({ title: 'Forces check', maxPoints: 5 });
    expect(quiz.settings).toMatchObject({ attemptsAllowed: 2, timeLimitSeconds: 1200 });
    expect(quiz.items).toMatchObject([
      { kind: 'single_choice', choices: [{ id: 'c1', text: 'joule' }, { id: 'c2', text: 'newton' }], correct: 'c2', points: 1 },
      { kind: 'numeric', answer: 9.81, tolerance: 0.02, toleranceMode: 'relative', points: 2 },
      { kind: 'ordering', choices: [{ text: 'millimetre' }, { text: 'metre' }, { text: 'kilometre' }] },
      { kind: 'matching', pairs: [{ source: 's1', target: 't2' }, { source: 's2', target: 't1' }] },
    ]);

    // Reopened through the assignment's Edit link: the builder, as saved.
    await page.goto(`${topicPath}/assignments/${quiz.assignment._id}/edit`);
    await expectEventually(() => pathOf(page), `${topicPath}/quizzes/${quiz.assignment._id}/edit`);
    await expectVisible(page.getByRole('heading', { name: 'Edit Quiz' }));
    expect(await page.getByLabel('Title').inputValue()).toBe('Forces check');
    expect(await page.getByLabel('Attempts allowed').inputValue()).toBe('2');
    expect(await page.getByLabel('Time limit (minutes)').inputValue()).toBe('20');
    expect(await item(page, 1).getByRole('radio', { name: 'Choice 2 is correct' }).isChecked()).toBe(true);
    expect(await item(page, 2).getByLabel('Correct number').inputValue()).toBe('9.81');
    expect(await item(page, 2).getByLabel('Tolerance is').inputValue()).toBe('relative');
    expect(await item(page, 3).getByRole('textbox', { name: 'Choice 1' }).inputValue()).toBe('millimetre');
    expect(await item(page, 4).getByLabel('Match for left 1').inputValue()).toBe('t2');
    await expectVisible(page.getByText('Total: 5 points'));
    await shots(page, 'builder-edit');
  });

  it('opens in Arabic, right to left, with the saved keys (seeded through the API)', async () => {
    const { page } = ctx;
    const fixture = await createClassWithMembers('quiz-builder-ar');
    const token = await tokenOf(fixture.teacher);
    const topic = await createTopic(token, fixture.classId, 'الميكانيكا');
    const quiz = await apiCall<TeacherQuiz>('POST', '/api/quizzes', {
      token,
      body: {
        title: 'اختبار القوى',
        description: '<p>أجب عن كل الأسئلة.</p>',
        dueDate: '2031-05-01T09:00:00.000Z',
        topic: topic._id,
        items: [
          { kind: 'inline_choice', id: 'q1', prompt: '<p>يغلي الماء عند {{gap1}} درجة.</p>', points: 1, gaps: [{ id: 'gap1', choices: [{ id: 'g1', text: '100' }, { id: 'g2', text: '50' }], correct: 'g1' }] },
          { kind: 'text_entry', id: 'q2', prompt: '<p>عاصمة فرنسا؟</p>', points: 1, accepted: ['باريس'] },
        ],
      },
    });
    await signInWithSession(page, fixture.teacher.email, fixture.teacher.password, '/dashboard/profile');
    await page.getByTestId('language-select').click();
    await page.getByRole('option', { name: 'العربية' }).click();
    await expectEventually(() => page.evaluate(() => document.documentElement.dir), 'rtl');
    await page.goto(`/dashboard/classes/${fixture.classId}/topics/${topic._id}/quizzes/${quiz.assignment._id}/edit`);
    await expectVisible(page.getByRole('heading', { name: 'تعديل الاختبار' }));
    await expectVisible(item(page, 1).getByRole('heading', { name: /السؤال.*1.*املأ الفراغات/ }));
    expect(await item(page, 1).getByRole('radio', { name: /الخيار.*1.*صحيح/ }).isChecked()).toBe(true);
    expect(await item(page, 2).getByRole('textbox', { name: /الإجابة المقبولة.*1/ }).inputValue()).toBe('باريس');
    // Mirrored: a question's buttons sit at its left edge, its heading at its right.
    const [heading, buttons] = await Promise.all([
      item(page, 1).getByRole('heading').boundingBox(),
      item(page, 1).getByRole('button', { name: /إزالة السؤال.*1/ }).boundingBox(),
    ]);
    expect(buttons!.x).toBeLessThan(heading!.x);
    await shots(page, 'builder-ar');
  });
});
