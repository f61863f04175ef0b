// A dialog fades out for ~120 ms after it is closed. What it said must stay until it is gone:
// clearing the item at once left “” in the delete confirmations and an empty topic dialog.
// Animations run at 1/15 speed here, so the fade lasts seconds and is read, not raced.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClassWithMembers, tokenOf, type ClassFixture } from './support/content';
import { setupPage } from './support/fixture';
import { createMaterial, createTopic } from './support/seed-content';
import { signInWithSession } from './support/session';

const ctx = setupPage();
let fixture: ClassFixture;
beforeAll(async () => {
  fixture = await createClassWithMembers('fade');
  const topic = await createTopic(await tokenOf(fixture.teacher), fixture.classId, 'Mechanics');
  await createMaterial(await tokenOf(fixture.teacher), topic._id, 'Forces and motion');
});

beforeEach(async () => {
  const { page } = ctx;
  await signInWithSession(page, fixture.teacher.email, fixture.teacher.password, `/dashboard/classes/${fixture.classId}`);
  await page.getByRole('tab', { name: /^Topics/ }).click();
  await page.getByTestId('topic-item').first().waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 / 15 });
});

/**
 * Waits for the dialog's own opening animations (zoom, fade; looping ones excepted) to finish. Not
 * `settled`, which waits for every animation of the page: at 1/15 speed on a loaded machine the
 * page's other transitions could outlast its 15 s wait, and only this dialog's matter here.
 */
async function opened(dialog: Locator): Promise<void> {
  await dialog.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The text of `dialog` once its fade-out has begun, and proof that it was still fading then. */
async function textWhileClosing(page: Page, dialog: Locator): Promise<string> {
  await dialog.and(page.locator('[data-state="closed"]')).waitFor({ state: 'attached' });
  const text = await dialog.textContent();
  expect(await dialog.getAttribute('data-state')).toBe('closed'); // still mounted, still fading
  await dialog.waitFor({ state: 'detached', timeout: 20_000 });
  return text ?? '';
}

describe('dialogs keep their words while they fade out', () => {
  it('the delete-topic confirmation, cancelled, still names the topic', async () => {
    const { page } = ctx;
    await page.getByRole('button', { name: 'Delete Mechanics' }).click();
    const dialog = page.locator('[role="alertdialog"]');
    await dialog.getByText('“Mechanics”', { exact: false }).waitFor();
    await opened(dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await textWhileClosing(page, dialog)).toContain('“Mechanics” and all of its materials');
  });

  it('the topic dialog, closed, still shows the topic and its materials', async () => {
    const { page } = ctx;
    await page.getByRole('button', { name: 'View Mechanics' }).click();
    const dialog = page.locator('[role="dialog"]');
    await dialog.getByText('Forces and motion').waitFor();
    await opened(dialog);
    await page.keyboard.press('Escape');
    const text = await textWhileClosing(page, dialog);
    expect(text).toContain('Mechanics');
    expect(text).toContain('Forces and motion');
  });

  it('the delete-material confirmation, cancelled, still names the material', async () => {
    const { page } = ctx;
    await page.getByRole('button', { name: 'View Mechanics' }).click();
    await page.getByRole('button', { name: 'Delete Forces and motion' }).click();
    const dialog = page.locator('[role="alertdialog"]');
    await dialog.getByText('“Forces and motion”', { exact: false }).waitFor();
    await opened(dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await textWhileClosing(page, dialog)).toContain('“Forces and motion” and its comments');
  });
});
