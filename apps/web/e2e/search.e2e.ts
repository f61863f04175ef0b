// The shell's search box: `/` opens it, words find what the student may see, arrows and Enter open
// a result; the dialog passes axe, on the desktop and on a phone, light and dark.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Material } from '@lyceum/shared/materials';
import type { Topic } from '@lyceum/shared/topics';
import { apiCall } from './support/api';
import { shotsDir } from './support/shots';
import { axeViolations } from './support/axe';
import { newPage, waitForPath } from './support/browser';
import { createClassWithMembers, tokenOf, type ClassFixture } from './support/content';
import { expectEventually } from './support/expect';
import { setupPage } from './support/fixture';
import { signInWithSession } from './support/session';

const ctx = setupPage();
let fixture: ClassFixture;
let topic: Topic;
let material: Material;
const WORD = `axolotl${Date.now().toString(36)}`;

beforeAll(async () => {
  fixture = await createClassWithMembers('search');
  const token = await tokenOf(fixture.teacher);
  topic = await apiCall<Topic>('POST', '/api/topics', { token, body: { name: 'Amphibians', class: fixture.classId } });
  material = await apiCall<Material>('POST', '/api/materials', { token, body: { title: 'Pond life', topic: topic._id, content: `<p>The <em>${WORD}</em> keeps its gills.</p>` } });
});

describe('the search box', () => {
  it('opens with /, finds a material by a word of its body, highlights it, and opens it with the keyboard', async () => {
    const page = ctx.page;
    await signInWithSession(page, fixture.student.email, fixture.student.password);
    await page.locator('main').click();
    await page.keyboard.press('/');
    const box = page.getByRole('combobox', { name: 'Search' });
    await expectEventually(() => box.evaluate((el) => el === document.activeElement), true);
    await page.keyboard.type(WORD.slice(0, -2));
    const option = page.getByRole('option').filter({ hasText: 'Pond life' });
    await option.waitFor();
    // The list answers the text as typed so far, a few letters at a time: wait for the answer to
    // the whole of it, the material alone. (Read while a shorter prefix's three results still
    // showed, the active option was theirs: CI, 30 November.)
    await expectEventually(() => page.getByRole('option').count(), 1);
    expect(await option.locator('mark').first().textContent()).toBe(WORD);
    expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await waitForPath(page, `/dashboard/classes/${fixture.classId}/topics/${topic._id}/materials/${material._id}`);
  });

  it('opens with Ctrl-K, says when nothing is found, and closes with Escape', async () => {
    const page = ctx.page;
    await signInWithSession(page, fixture.teacher.email, fixture.teacher.password);
    await page.getByRole('button', { name: 'Search', exact: true }).waitFor();
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.waitFor();
    await page.keyboard.type('zzzz-nothing-like-this');
    await page.getByRole('status').filter({ hasText: 'No results for “zzzz-nothing-like-this”' }).waitFor();
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'detached' });
  });

  for (const [width, height, scheme] of [[1280, 800, 'light'], [1280, 800, 'dark'], [390, 844, 'light'], [390, 844, 'dark']] as const) {
    it(`is clean for axe (and pictured with LYCEUM_E2E_SHOTS) at ${width}×${height}, ${scheme}`, async () => {
      const page = await newPage(ctx.browser, { width, height, colorScheme: scheme });
      try {
        await signInWithSession(page, fixture.student.email, fixture.student.password);
        // The sidebar's field-like button on the desktop, the top bar's icon on a phone: one is shown.
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await page.getByRole('combobox', { name: 'Search' }).fill(WORD);
        await page.getByRole('option').first().waitFor();
        expect(await axeViolations(page)).toEqual([]);
        const shots = shotsDir();
        if (shots) await page.screenshot({ path: `${shots}/search-${width}-${scheme}.png` });
      } finally {
        await page.context().close();
      }
    });
  }
});
