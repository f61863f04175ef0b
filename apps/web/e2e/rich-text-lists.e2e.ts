// Bulleted lists reach screen readers as lists of bullets: a <ul>, never Quill's <ol> of items
// marked data-list="bullet", which is announced as a numbered list. Through the real editor:
// written, viewed, edited and saved again; and content stored semantic loads back as bullets.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@lyceum/shared/messages';
import type { Topic } from '@lyceum/shared/topics';
import { pathOf } from './support/browser';
import { createClassWithMembers, materialsOf, tokenOf, type ClassFixture } from './support/content';
import { expectEventually, expectToast, expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { createMaterial, createTopic } from './support/seed-content';
import { signInWithSession } from './support/session';

const ctx = setupPage();
let fixture: ClassFixture;
let topic: Topic;
beforeAll(async () => {
  fixture = await createClassWithMembers('lists');
  topic = await createTopic(await tokenOf(fixture.teacher), fixture.classId, 'Lab safety');
});

const topicPath = () => `/dashboard/classes/${fixture.classId}/topics/${topic._id}`;

/** The lists of the rendered material, as tags with their items' own text, outermost first. */
function renderedLists(page: Page) {
  return page.locator('.rich-text').evaluate((root) =>
    [...root.querySelectorAll('ol, ul')].map((list) => ({
      tag: list.tagName.toLowerCase(),
      items: [...list.children].map((item) => [...item.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('')),
    })),
  );
}

/** The editor's items as Quill holds them: type and indent. */
function editorItems(page: Page) {
  return page.locator('.ql-editor').evaluate((root) =>
    [...root.querySelectorAll('li')].map((li) => `${li.getAttribute('data-list')}:${/ql-indent-(\d)/.exec(li.className)?.[1] ?? '0'}:${li.textContent}`),
  );
}

async function save(page: Page, button: 'Create Material' | 'Update Material', message: string) {
  await page.getByRole('button', { name: button }).click();
  await expectToast(page, message);
  await expectEventually(() => pathOf(page), `/dashboard/classes/${fixture.classId}`);
}

describe('bulleted lists', { timeout: 60_000 }, () => {
  it('written in the editor, are a <ul> when viewed, and stay one through an edit', async () => {
    const { page } = ctx;
    await signInWithSession(page, fixture.teacher.email, fixture.teacher.password, `${topicPath()}/materials/create`);
    await page.getByLabel('Title').fill('What to wear');
    const editor = page.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Goggles');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Gloves');
    await save(page, 'Create Material', MSG.materialCreated);

    const material = (await materialsOf(topic._id)).find((item) => item.title === 'What to wear')!;
    await page.goto(`${topicPath()}/materials/${material._id}`);
    await expectVisible(page.locator('.rich-text li', { hasText: 'Gloves' }));
    expect(await renderedLists(page)).toEqual([{ tag: 'ul', items: ['Goggles', 'Gloves'] }]);
    // What a screen reader meets: one list of two items, and no numbered list anywhere.
    const list = page.locator('.rich-text').getByRole('list');
    expect(await list.getByRole('listitem').allTextContents()).toEqual(['Goggles', 'Gloves']);
    expect(await page.locator('.rich-text ol').count()).toBe(0);

    await page.goto(`${topicPath()}/materials/${material._id}/edit`);
    await expectVisible(page.locator('.ql-editor li', { hasText: 'Gloves' }));
    expect(await editorItems(page)).toEqual(['bullet:0:Goggles', 'bullet:0:Gloves']);
    await page.locator('.ql-editor li', { hasText: 'Gloves' }).click();
    await editor.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Apron');
    await save(page, 'Update Material', MSG.materialUpdated);

    await page.goto(`${topicPath()}/materials/${material._id}`);
    await expectVisible(page.locator('.rich-text li', { hasText: 'Apron' }));
    expect(await renderedLists(page)).toEqual([{ tag: 'ul', items: ['Goggles', 'Gloves', 'Apron'] }]);
  });

  it('stored as semantic lists, load in the editor as bullets and numbers at their depth, and are viewed so after an edit', async () => {
    const { page } = ctx;
    const stored = '<ul><li>Goggles</li><li>Gloves<ul><li>Nitrile</li></ul></li></ul><ol><li>Read the sheet</li><li>Ask</li></ol>';
    const material = await createMaterial(await tokenOf(fixture.teacher), topic._id, 'Before the lab', stored);
    await signInWithSession(page, fixture.teacher.email, fixture.teacher.password, `${topicPath()}/materials/${material._id}/edit`);
    await expectVisible(page.locator('.ql-editor li', { hasText: 'Ask' }));
    expect(await editorItems(page)).toEqual([
      'bullet:0:Goggles',
      'bullet:0:Gloves',
      'bullet:1:Nitrile',
      'ordered:0:Read the sheet',
      'ordered:0:Ask',
    ]);
    // An edit, so what is saved is the editor's own HTML (Quill's flat lists), not the stored text.
    await page.locator('.ql-editor li', { hasText: 'Ask' }).click();
    await page.getByRole('textbox', { name: 'Content' }).press('End');
    await page.keyboard.type(' first');
    await save(page, 'Update Material', MSG.materialUpdated);

    await page.goto(`${topicPath()}/materials/${material._id}`);
    await expectVisible(page.locator('.rich-text li', { hasText: 'Nitrile' }));
    expect(await renderedLists(page)).toEqual([
      { tag: 'ul', items: ['Goggles', 'Gloves'] },
      { tag: 'ul', items: ['Nitrile'] },
      { tag: 'ol', items: ['Read the sheet', 'Ask first'] },
    ]);
  });
});
