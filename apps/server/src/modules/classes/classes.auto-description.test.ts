import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';

// Spec section 5: a class created without a description reads 'Class: ' + its name. That text
// follows the name through renames until someone writes a description of their own.
let ctx: TestContext;
let teacher: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  teacher = await ctx.factories.user('teacher', { name: 'Tess Teacher' });
});
afterAll(() => ctx.close());

async function createClass(name: string): Promise<string> {
  const res = await ctx.request({ method: 'POST', url: '/api/classes', token: teacher.token, payload: { name } });
  expect(res.json().description).toBe(`Class: ${name}`);
  return res.json()._id as string;
}

const edit = (id: string, payload: { name: string; description: string }) =>
  ctx.request({ method: 'PUT', url: `/api/classes/${id}`, token: teacher.token, payload });

/** The description the class page and the class list show. */
async function descriptions(id: string): Promise<{ detail: string; card: string }> {
  const detail = (await ctx.request({ method: 'GET', url: `/api/classes/${id}`, token: teacher.token })).json();
  const list = (await ctx.request({ method: 'GET', url: '/api/classes', token: teacher.token })).json() as Array<{ _id: string; description: string }>;
  return { detail: detail.description, card: list.find((item) => item._id === id)?.description ?? '(not listed)' };
}

/** Creates a class without a description, then renames it the way the edit form did: the old text sent back. */
async function createdThenRenamed(name: string, rename: string): Promise<string> {
  const id = await createClass(name);
  await edit(id, { name: rename, description: `Class: ${name}` });
  expect(await descriptions(id)).toEqual({ detail: `Class: ${rename}`, card: `Class: ${rename}` });
  return id;
}

describe('PUT /api/classes/:id: the automatic description', () => {
  it('follows a rename when the client sends the old automatic text back unchanged', async () => {
    const id = await createClass('Chemistry 9A');
    const res = await edit(id, { name: 'Chemistry 9B', description: 'Class: Chemistry 9A' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Chemistry 9B', description: 'Class: Chemistry 9B' });
    expect(await descriptions(id)).toEqual({ detail: 'Class: Chemistry 9B', card: 'Class: Chemistry 9B' });

    // And on through the next renames, one sent with spaces the schema trims, one from a client
    // that already follows the name itself.
    await edit(id, { name: '  Chemistry 10 ', description: ' Class: Chemistry 9B ' });
    expect(await descriptions(id)).toEqual({ detail: 'Class: Chemistry 10', card: 'Class: Chemistry 10' });
    await edit(id, { name: 'Chemistry 11', description: 'Class: Chemistry 11' });
    expect(await descriptions(id)).toEqual({ detail: 'Class: Chemistry 11', card: 'Class: Chemistry 11' });
  });

  it('stops following once someone writes a description', async () => {
    const id = await createdThenRenamed('Physics 1', 'Physics 2');
    await edit(id, { name: 'Physics 2', description: 'Forces and motion' });
    await edit(id, { name: 'Physics 3', description: 'Forces and motion' });
    expect(await descriptions(id)).toEqual({ detail: 'Forces and motion', card: 'Forces and motion' });
  });

  it('keeps a written description that only looks automatic', async () => {
    const id = await createdThenRenamed('Art', 'Art 1');
    // 'Class: ' text that is not the class's automatic one: someone wrote it.
    await edit(id, { name: 'Art 2', description: 'Class: Drawing and painting' });
    await edit(id, { name: 'Art 3', description: 'Class: Drawing and painting' });
    expect((await descriptions(id)).detail).toBe('Class: Drawing and painting');
  });

  it('keeps the old automatic text when it is chosen over a written description', async () => {
    const id = await createdThenRenamed('History', 'History 1');
    await edit(id, { name: 'History 1', description: 'Wars and treaties' });
    // The stored description was written, so sending 'Class: History 1' is a choice, not a leftover.
    await edit(id, { name: 'History 2', description: 'Class: History 1' });
    expect((await descriptions(id)).detail).toBe('Class: History 1');
  });
});
