import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@lyceum/shared/limits';
import type { TestContext } from '../../test/context';
import { QUILL_LISTS } from '../lib/rich-text-corpus';
import { openContentScene, type ContentScene, type Send } from '../modules/topics/content.test-support';
import { semanticListsStored } from './migrations/0013-semantic-lists';

let ctx: TestContext;
let s: ContentScene;
let send: Send;

beforeAll(async () => {
  ({ ctx, s, send } = await openContentScene());
});
afterAll(() => ctx.close());

/** The migration as the migrator runs it, on the database untyped. */
const migrate = () => semanticListsStored().up(ctx.db.kysely as unknown as Kysely<unknown>);

const flat = QUILL_LISTS.map(([quill]) => quill).join('<p>between</p>');
const semantic = QUILL_LISTS.map(([, stored]) => stored).join('<p>between</p>');

describe('migration 0013: lists stored before the server rewrote them', () => {
  it('rewrites materials and descriptions as they would be saved now, the all-assignments list and updatedAt included', async () => {
    const material = await ctx.factories.material(s.topicId, { content: `<h1>Lab</h1>${flat}` });
    const assignment = await ctx.factories.assignment(s.topicId, { description: flat });
    const before = (await send('GET', `/api/assignments/${assignment.id}`, s.student)).json();
    expect(before.description).toBe(flat);

    await migrate();

    expect((await send('GET', `/api/materials/${material.id}`, s.student)).json().content).toBe(`<h1>Lab</h1>${semantic}`);
    const after = (await send('GET', `/api/assignments/${assignment.id}`, s.student)).json();
    expect(after).toEqual({ ...before, description: semantic });
    // SQLite keeps each assignment's list item as JSON (0006): its trigger saw the UPDATE too.
    const listed = (await send('GET', '/api/assignments', s.student)).json() as { _id: string; description: string; updatedAt: string }[];
    expect(listed.find((item) => item._id === assignment.id)).toMatchObject({ description: semantic, updatedAt: before.updatedAt });
  });

  it('leaves alone what has no Quill list, what is nested past the limit, and what it already rewrote', async () => {
    const plain = '<p>No lists <strong>here</strong></p>';
    const deep = `${'<div>'.repeat(LIMITS.richTextDepth + 10)}${flat}`;
    const untouched = await Promise.all([plain, deep, semantic].map((content) => ctx.factories.material(s.topicId, { content })));

    await migrate();
    await migrate();

    const contents = await Promise.all(untouched.map(async ({ id }) => (await send('GET', `/api/materials/${id}`, s.admin)).json().content));
    expect(contents).toEqual([plain, deep, semantic]);
  });
});
