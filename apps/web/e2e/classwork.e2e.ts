// The class page's Classwork tab: a teacher adds an assignment to a topic from there and comes
// back to it, the new item scrolled into view, focused, highlighted and announced; the tab has no
// WCAG 2.2 A/AA violations (target size included) with it highlighted. Light and dark, at desktop
// (1280 px) and phone (390 px) widths, on one seeded class. LYCEUM_E2E_SHOTS=<dir> keeps screenshots.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, WORK_MSG } from '@lyceum/shared/messages';
import { apiCall, getAdminToken } from './support/api';
import { shotsDir } from './support/shots';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage, pathOf } from './support/browser';
import { createClassWithMembers, type ClassFixture } from './support/content';
import { expectEventually, expectToast, expectVisible } from './support/expect';
import { storeTheme } from './support/screens';
import { signInWithSession } from './support/session';

const shots = shotsDir();
let browser: Browser;
let fixture: ClassFixture;
/** The oldest topic: last on the tab, below the others' work, so coming back to it takes a scroll. */
const lastTopic = 'Waves';

beforeAll(async () => {
  [browser, fixture] = await Promise.all([launchBrowser(), createClassWithMembers(`cw-${randomUUID().slice(0, 6)}`)]);
  const token = await getAdminToken();
  for (const name of [lastTopic, 'Energy', 'Forces']) {
    const topic = await apiCall<{ _id: string }>('POST', '/api/topics', { token, body: { name, class: fixture.classId } });
    for (let n = 1; n <= 3; n += 1) {
      await apiCall('POST', '/api/materials', { token, body: { title: `${name} notes ${n}`, content: '<p>Read this.</p>', topic: topic._id } });
    }
    await apiCall('POST', '/api/assignments', {
      token,
      body: { title: `${name} problem set`, description: '<p>Solve.</p>', dueDate: '2031-05-01T09:00:00.000Z', topic: topic._id, maxPoints: 20 },
    });
  }
});
afterAll(async () => {
  await browser?.close();
});

const combos = [
  { theme: 'light', width: 1280, height: 800 },
  { theme: 'dark', width: 1280, height: 800 },
  { theme: 'light', width: 390, height: 844 },
  { theme: 'dark', width: 390, height: 844 },
] as const;

/** Whether the element's box lies wholly inside the viewport. */
const inViewport = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const box = document.querySelector(sel)?.getBoundingClientRect();
    return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  }, selector);

describe.each(combos)('$theme theme at $width px', ({ theme, width, height }) => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser, { width, height, colorScheme: theme });
    await storeTheme(page, theme);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('a teacher adds an assignment from the Classwork tab and is back there with it in view, focused, highlighted and announced', async () => {
    const title = `Lab ${theme} ${width}`;
    const classUrl = `/dashboard/classes/${fixture.classId}`;
    await signInWithSession(page, fixture.teacher.email, fixture.teacher.password, classUrl);
    await page.getByRole('tab', { name: 'Classwork' }).click();
    const waves = page.getByRole('region', { name: lastTopic });
    await expectVisible(waves.getByRole('link', { name: `${lastTopic} problem set` }));
    await expectVisible(waves.getByText('0/2 turned in').first());
    if (shots) await page.screenshot({ path: `${shots}/classwork-top-${theme}-${width}.png` });
    await waves.getByRole('link', { name: `Add assignment to ${lastTopic}` }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Create Assignment' }));
    expect(pathOf(page)).toMatch(/\/assignments\/create\?from=classwork$/);
    await page.getByLabel('Title').fill(title);
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Measure the period of a pendulum.');
    await page.getByLabel('Due date').fill('2031-06-01T09:00');
    await page.getByLabel('Points').fill('10');
    await page.getByRole('button', { name: 'Create Assignment' }).click();
    await expectToast(page, MSG.assignmentCreated);

    await expectEventually(() => page.evaluate(() => `${location.pathname}${location.search}`), `${classUrl}?tab=classwork`, 15_000);
    const row = page.getByTestId('classwork-item').filter({ hasText: title });
    await expectVisible(row);
    expect(await row.getAttribute('data-highlighted')).toBe('true');
    await expectEventually(() => page.evaluate(() => document.activeElement?.textContent), title, 10_000);
    expect(await page.evaluate(() => document.activeElement?.closest('section')?.querySelector('h3')?.textContent)).toBe(lastTopic);
    expect(await inViewport(page, '[data-highlighted] a')).toBe(true);
    const status = page.getByTestId('classwork-announcement');
    expect(await status.getAttribute('role')).toBe('status');
    expect(await status.getAttribute('aria-live')).toBe('polite');
    await expectEventually(() => status.textContent(), `Assignment '${title}' created`);
    // Its meta under the title: kind, due date, points, and how many have turned in.
    expect(await row.textContent()).toMatch(/Assignment.*Due .*2031.*10 points.*0\/2 turned in/);

    if (shots) {
      await page.screenshot({ path: `${shots}/classwork-return-${theme}-${width}.png` });
      await page.screenshot({ path: `${shots}/classwork-${theme}-${width}.png`, fullPage: true });
    }
    expect(await axeViolations(page, { targetSize: true })).toEqual([]);
  }, 90_000);
});

describe('question posts', () => {
  it('a teacher posts a multiple-choice question from the Classwork tab; a student answers and sees the class’s answers; the teacher sees the counts and grades it', async () => {
    const page = await newPage(browser, { width: 1280, height: 800, colorScheme: 'light' });
    const classUrl = `/dashboard/classes/${fixture.classId}`;
    const title = 'Which is a unit of energy?';
    await signInWithSession(page, fixture.teacher.email, fixture.teacher.password, classUrl);
    await page.getByRole('tab', { name: 'Classwork' }).click();
    await page.getByRole('region', { name: 'Forces' }).getByRole('link', { name: 'Add question to Forces' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Create question' }));
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Due date').fill('2031-06-01T09:00');
    await page.getByLabel('Points').fill('2');
    await page.getByRole('textbox', { name: 'Choice 1', exact: true }).fill('Newton');
    await page.getByRole('textbox', { name: 'Choice 2', exact: true }).fill('Joule');
    await page.getByRole('button', { name: 'Add choice' }).click();
    await page.getByRole('textbox', { name: 'Choice 3', exact: true }).fill('Pascal');
    await page.getByLabel("Students can see classmates' answers").check();
    await page.getByRole('button', { name: 'Create question' }).click();
    await expectToast(page, 'Question created');
    await expectEventually(() => page.evaluate(() => `${location.pathname}${location.search}`), `${classUrl}?tab=classwork`, 15_000);
    const row = page.getByTestId('classwork-item').filter({ hasText: title });
    await expectVisible(row);
    expect(await row.getAttribute('data-highlighted')).toBe('true');
    const questionPath = await row.getByRole('link', { name: title, exact: true }).getAttribute('href');
    // Its Edit opens the question's form, not the plain assignment form.
    expect(await row.getByRole('link', { name: `Edit ${title}` }).getAttribute('href')).toMatch(/\/questions\/[^/]+\/edit\?from=classwork$/);

    // The student picks Joule and turns it in, then sees the class's answers.
    await signInWithSession(page, fixture.student.email, fixture.student.password, questionPath!);
    const card = page.getByTestId('question-answer');
    await card.getByLabel('Joule').check();
    await card.getByRole('button', { name: 'Turn in' }).click();
    await expectVisible(page.getByTestId('question-answer-state').filter({ hasText: 'Turned in' }));
    await expectVisible(page.getByTestId('class-answers').getByText('1 of 2 students answered'));

    // The teacher: one answer for Joule, none for the others; graded and returned from Student work.
    await signInWithSession(page, fixture.teacher.email, fixture.teacher.password, `${questionPath}?view=results`);
    const counts = page.getByTestId('choice-counts').getByRole('listitem');
    await expectVisible(counts.filter({ hasText: 'Joule' }).getByText('1 answer'));
    await expectVisible(counts.filter({ hasText: 'Newton' }).getByText('0 answers'));
    await page.getByRole('tab', { name: 'Student work' }).click();
    await page.getByTestId('student-work-row').filter({ hasText: fixture.student.name }).getByRole('button').click();
    const panel = page.getByTestId('grading-panel');
    await expectVisible(panel.getByText('Joule'));
    await panel.getByLabel('Grade').fill('2');
    await panel.getByRole('button', { name: 'Return', exact: true }).click();
    await expectToast(page, WORK_MSG.returned);
    await page.context().close();
  }, 90_000);
});
