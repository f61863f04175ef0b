// Every screen of support/screens.ts, plus a few states worth seeing (empty lists, a student's
// view, a load error), in light and dark at 1280 and 375 px, for reviewing the design by eye:
// `node apps/web/e2e/run.mjs --screenshots` writes <repo>/screenshots/<screen>-<theme>-<width>.png
// (git-ignored). One browser, one page per theme and width. Not part of `npm test`.
// This folder is not named 'screenshots': .gitignore ignores every folder of that name.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { it } from 'vitest';
import { apiLogin, createUser } from '../support/api';
import { launchBrowser, newPage } from '../support/browser';
import { openScreen, seedScreens, storeTheme, type Screen, type ScreenData } from '../support/screens';

const outDir = fileURLToPath(new URL('../../../../screenshots/', import.meta.url));

/** States beyond the catalogue, seen by users who have nothing yet or may not see the class. */
async function extraStates(data: ScreenData): Promise<{ screens: Screen[]; sessions: ScreenData['sessions'] }> {
  const newcomer = await createUser('teacher', { name: 'Rosalind Franklin' });
  const loner = await createUser('student', { name: 'Nobody Yet' });
  const as = async (user: { email: string; password: string }) => ({ response: await apiLogin(user.email, user.password), email: user.email });
  // openScreen looks users up by role, so each extra state gets its own session table.
  const cls = `/dashboard/classes/${data.fixture.classId}`;
  const heading = (name: string) => (page: Parameters<Screen['ready']>[0]) => page.getByRole('heading', { name, level: 1 }).first().waitFor();
  return {
    sessions: { ...data.sessions, teacher: await as(newcomer), student: await as(loner) },
    screens: [
      { name: 'classes', who: 'teacher', path: '/dashboard/classes', ready: (p) => p.getByText('No Classes Found').waitFor() },
      { name: 'dashboard', who: 'student', path: '/dashboard', ready: (p) => p.getByText('No classes found').waitFor() },
      { name: 'class-info', who: 'teacher', path: cls, ready: heading('Class Details') },
    ],
  };
}
const EXTRA_NAMES = ['classes-empty-teacher', 'dashboard-empty-student', 'class-not-found-teacher'];

it('captures every screen in both themes at 1280 and 375 px', { timeout: 600_000 }, async () => {
  mkdirSync(outDir, { recursive: true });
  const [browser, data] = await Promise.all([launchBrowser(), seedScreens('shots')]);
  const extra = await extraStates(data);
  // A student of the class, to show what students see of it.
  const studentView: Screen = { name: 'class-info', who: 'student', path: `/dashboard/classes/${data.fixture.classId}`, ready: (p) => p.getByTestId('students-count').waitFor() };
  try {
    for (const width of [1280, 375]) {
      for (const theme of ['light', 'dark'] as const) {
        const page = await newPage(browser, { width, height: width > 600 ? 800 : 760, colorScheme: theme });
        await storeTheme(page, theme);
        const shoot = (name: string, fullPage = true) => page.screenshot({ path: `${outDir}${name}-${theme}-${width}.png`, fullPage });
        for (const screen of data.screens) {
          if (screen.phoneOnly && width >= 768) continue;
          await openScreen(page, data, screen);
          await page.waitForTimeout(300); // let toasts settle
          await shoot(screen.name, !screen.overlay);
        }
        await openScreen(page, data, studentView);
        await shoot('class-info-student');
        for (const [index, screen] of extra.screens.entries()) {
          await openScreen(page, { ...data, sessions: extra.sessions }, screen);
          await page.waitForTimeout(300);
          await shoot(EXTRA_NAMES[index]!);
        }
        await page.context().close();
      }
    }
  } finally {
    await browser.close();
  }
});
