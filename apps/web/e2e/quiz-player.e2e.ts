// The quiz player and the teacher's results (issue 36), end to end in Chromium: a quiz with one
// item of each kind, a time limit, two attempts and results released by hand is seeded through the
// API (the builder is another screen); the student answers every kind by mouse and keyboard, sees
// the strict-number message at the field, reloads and finds every answer kept, and turns in; before
// release they see no score. The teacher grades the essay by hand and reads the statistics (the
// release, the scores a student then sees and the time limit running out are steps of
// quiz-journey.e2e.ts). Axe-clean (target sizes too) at 1280 light (the player), 1280 dark (the
// results) and 390 dark (the player, no sideways scroll); pictures go to LYCEUM_E2E_SHOTS when it
// is set.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { QuizItemInput } from '@lyceum/shared/quiz-items';
import type { TeacherQuiz } from '@lyceum/shared/quizzes';
import { apiCall } from './support/api';
import { axeViolations } from './support/axe';
import { newPage } from './support/browser';
import { createClassWithMembers, tokenOf } from './support/content';
import { expectToast, expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { createTopic } from './support/seed-content';
import { settled, storeTheme } from './support/screens';
import { signInWithSession } from './support/session';
import { shotsDir } from './support/shots';

const ctx = setupPage();

const ITEMS: QuizItemInput[] = [
  { kind: 'single_choice', id: 'capital', prompt: '<p>Capital of Australia?</p>', points: 2, choices: [{ id: 'syd', text: 'Sydney' }, { id: 'cbr', text: 'Canberra' }], correct: 'cbr' },
  { kind: 'multiple_response', id: 'primes', prompt: '<p>Which are prime?</p>', points: 2, choices: [{ id: 'two', text: 'Two' }, { id: 'four', text: 'Four' }, { id: 'five', text: 'Five' }], correct: ['two', 'five'] },
  { kind: 'true_false', id: 'earth', prompt: '<p>The earth is round.</p>', points: 1, correct: true },
  { kind: 'text_entry', id: 'sky', prompt: '<p>Colour of the sky?</p>', points: 1, accepted: ['blue'] },
  { kind: 'numeric', id: 'half', prompt: '<p>Half of three?</p>', points: 2, answer: 1.5 },
  { kind: 'ordering', id: 'sizes', prompt: '<p>Smallest first</p>', points: 2, choices: [{ id: 'ant', text: 'Ant' }, { id: 'dog', text: 'Dog' }, { id: 'cow', text: 'Cow' }] },
  { kind: 'matching', id: 'cities', prompt: '<p>Match each country to its capital</p>', points: 2, sources: [{ id: 'fr', text: 'France' }, { id: 'de', text: 'Germany' }], targets: [{ id: 'paris', text: 'Paris' }, { id: 'berlin', text: 'Berlin' }], pairs: [{ source: 'fr', target: 'paris' }, { source: 'de', target: 'berlin' }] },
  { kind: 'inline_choice', id: 'boil', prompt: '<p>Water boils at {{g1}} degrees</p>', points: 2, gaps: [{ id: 'g1', choices: [{ id: 'c90', text: '90' }, { id: 'c100', text: '100' }], correct: 'c100' }] },
  { kind: 'essay', id: 'why', prompt: '<p>Why is the sky blue?</p>', points: 6 },
];

const item = (page: Page, number: number) => page.getByRole('region', { name: `Question ${number} of ${ITEMS.length}` });

async function shoot(page: Page, name: string): Promise<void> {
  const dir = shotsDir();
  if (!dir) return;
  await settled(page);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

describe('quiz player', { timeout: 180_000 }, () => {
  it('a student answers every kind (kept over a reload) and turns in; the teacher grades the essay and reads the statistics', async () => {
    const { page, browser } = ctx;
    const fixture = await createClassWithMembers('quiz');
    const teacherToken = await tokenOf(fixture.teacher);
    const topic = await createTopic(teacherToken, fixture.classId, 'Quizzes');
    const body = {
      topic: topic._id,
      title: 'Science quiz',
      description: '<p>Answer each question.</p>',
      dueDate: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
      settings: { attemptsAllowed: 2, timeLimitSeconds: 1800, release: 'manual' },
      items: ITEMS,
    };
    const quiz = await apiCall<TeacherQuiz>('POST', '/api/quizzes', { token: teacherToken, body });
    const quizPath = `/dashboard/classes/${fixture.classId}/topics/${topic._id}/assignments/${quiz.assignment._id}`;

    // The student: the card, then the player.
    await signInWithSession(page, fixture.student.email, fixture.student.password, quizPath);
    const card = page.getByTestId('quiz-card');
    await expectVisible(card.getByText('30 minutes'));
    await expectVisible(card.getByTestId('quiz-attempts-used').filter({ hasText: '0 of 2' }));
    await expect(page.getByTestId('your-work').count()).resolves.toBe(0);
    await card.getByRole('button', { name: 'Start the quiz' }).click();
    await expectVisible(page.getByTestId('quiz-countdown').filter({ hasText: /Time left: (30:00|29:\d\d)/ }));

    await item(page, 1).getByRole('radio', { name: 'Canberra' }).check();
    await item(page, 2).getByRole('checkbox', { name: 'Two' }).click();
    await item(page, 2).getByRole('checkbox', { name: 'Five' }).click();
    await item(page, 3).getByRole('radio', { name: 'True' }).check();
    await item(page, 4).getByRole('textbox').fill('blue');
    const number = item(page, 5).getByRole('textbox');
    await number.fill('1,5');
    await expectVisible(item(page, 5).getByText('Use a point for decimals, like 1.5, not a comma.'));
    await expect(number.getAttribute('aria-invalid')).resolves.toBe('true');
    await number.fill('1.5');
    await expectVisible(item(page, 5).getByText('Saved'));
    // Ordering by keyboard: the list is shown in some order other than the key's; put it right.
    const sizes = item(page, 6);
    for (const [place, name] of (['Ant', 'Dog'] as const).entries()) {
      for (;;) {
        const texts = await sizes.getByRole('listitem').allTextContents();
        const at = texts.findIndex((text) => text.includes(name));
        if (at === place) break;
        await sizes.getByRole('button', { name: `Move ${name} up` }).focus();
        await page.keyboard.press('Enter');
        await expectVisible(sizes.getByRole('listitem').nth(at - 1).filter({ hasText: name }));
      }
    }
    await item(page, 7).getByLabel('France').selectOption({ label: 'Paris' });
    await item(page, 7).getByLabel('Germany').selectOption({ label: 'Berlin' });
    await item(page, 8).getByRole('combobox', { name: 'Gap 1' }).selectOption({ label: '100' });
    await item(page, 9).getByRole('textbox').fill('Rayleigh scattering of sunlight.');
    for (let n = 1; n <= ITEMS.length; n += 1) await expectVisible(item(page, n).getByText('Saved'));
    await shoot(page, 'player-1280-light');
    await expect(axeViolations(page, { targetSize: true })).resolves.toEqual([]);

    // A reload keeps every answer (read back from the server).
    await page.reload();
    await page.getByTestId('quiz-card').getByRole('button', { name: 'Resume the quiz' }).click();
    await expect(item(page, 1).getByRole('radio', { name: 'Canberra' }).isChecked()).resolves.toBe(true);
    await expect(item(page, 5).getByRole('textbox').inputValue()).resolves.toBe('1.5');
    await expect(item(page, 6).getByRole('listitem').allTextContents()).resolves.toEqual(['1.Ant', '2.Dog', '3.Cow']);
    await expect(item(page, 7).getByLabel('Germany').inputValue()).resolves.toBe('berlin');
    await expect(item(page, 9).getByRole('textbox').inputValue()).resolves.toBe('Rayleigh scattering of sunlight.');

    // Turn in, confirmed; before release: the answers are kept, no score.
    await page.getByTestId('quiz-turn-in').click();
    const dialog = page.getByRole('alertdialog', { name: 'Turn in this attempt?' });
    await expectVisible(dialog.getByText('Once turned in, your answers can no longer change.'));
    await dialog.getByRole('button', { name: 'Turn in' }).click();
    await expectToast(page, 'Quiz turned in');
    await expectVisible(page.getByText(/Your answers are saved\. Your score and the right answers will show here/));
    await expect(page.getByText(/Score:/).count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('quiz-card-title');

    // The teacher: the attempt, the essay graded by hand, the statistics, the release.
    const teacherPage = await newPage(browser, { colorScheme: 'dark' });
    await storeTheme(teacherPage, 'dark');
    await signInWithSession(teacherPage, fixture.teacher.email, fixture.teacher.password, `${quizPath}?view=results`);
    const attempts = teacherPage.getByTestId('quiz-attempts');
    await expectVisible(attempts.getByText('Needs grading'));
    await attempts.getByRole('button', { name: `Answers of ${fixture.student.name}, attempt 1` }).click();
    await expectVisible(attempts.getByText('Rayleigh scattering of sunlight.'));
    await teacherPage.getByLabel('Points for question 9 (of 6)').fill('5');
    await teacherPage.getByRole('button', { name: 'Save points' }).nth(8).click();
    await expectToast(teacherPage, 'Points saved');
    await expectVisible(attempts.getByText('19 / 20'));
    const statistics = teacherPage.getByRole('table', { name: 'Over one turned-in attempt' });
    await expectVisible(statistics.getByRole('row').nth(1).filter({ hasText: '100%' }));
    await expectVisible(statistics.getByText('Canberra: 1'));
    await shoot(teacherPage, 'results-1280-dark');
    await expect(axeViolations(teacherPage, { targetSize: true })).resolves.toEqual([]);
    await teacherPage.context().close();

    // At phone width, in the dark theme: the second attempt's player, one question per screen (the teacher's new setting).
    await apiCall('PUT', `/api/quizzes/${quiz.assignment._id}`, { token: teacherToken, body: { ...body, settings: { ...body.settings, layout: 'one' } } });
    const phone = await newPage(browser, { width: 390, height: 844, colorScheme: 'dark' });
    await storeTheme(phone, 'dark');
    await signInWithSession(phone, fixture.student.email, fixture.student.password, quizPath);
    await phone.getByTestId('quiz-card').getByRole('button', { name: 'Start attempt 2' }).click();
    await phone.getByRole('navigation', { name: 'Questions' }).getByRole('button', { name: 'Question 6, not answered' }).click();
    // The move puts focus on the question's heading, and only that question is on the screen.
    await phone.waitForFunction(() => document.activeElement?.tagName === 'H3' && document.activeElement.textContent?.startsWith('Question 6 of'));
    const shown = phone.getByTestId('quiz-item');
    await shown.getByRole('button', { name: /Move .* down/ }).first().click();
    await expectVisible(shown.getByText('Saved'));
    await expectVisible(phone.getByRole('navigation', { name: 'Questions' }).getByRole('button', { name: 'Question 6, answered' }));
    expect(await shown.count()).toBe(1);
    await shoot(phone, 'player-390-dark');
    await expect(axeViolations(phone, { targetSize: true })).resolves.toEqual([]);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await phone.context().close();
  });
});
