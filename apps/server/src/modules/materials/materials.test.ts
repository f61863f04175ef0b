import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@lyceum/shared/limits';
import { API_MSG, MSG } from '@lyceum/shared/messages';
import type { TestContext } from '../../../test/context';
import {
  CALLERS,
  READ_STATUS,
  countRows,
  expectAnswer,
  openContentScene,
  writeStatus,
  type ContentScene,
  type Send,
} from '../topics/content.test-support';

let ctx: TestContext;
let s: ContentScene;
let send: Send;

beforeAll(async () => {
  ({ ctx, s, send } = await openContentScene());
});
afterAll(() => ctx.close());

const MATERIAL_KEYS = ['_id', 'attachments', 'class', 'content', 'createdAt', 'createdBy', 'title', 'topic', 'updatedAt'];
const body = (overrides: Record<string, unknown> = {}) => ({ title: 'Lesson', content: '<p>Read this</p>', topic: s.topicId, ...overrides });

describe('GET /api/materials/:id', () => {
  it.each(CALLERS)('answers %s as the read rule says', async (caller) => {
    const material = await ctx.factories.material(s.topicId, { title: 'Halves', createdBy: s.teacher.id });
    const res = await send('GET', `/api/materials/${material.id}`, s[caller]);
    expectAnswer(res, READ_STATUS[caller], API_MSG.materialNotFound, API_MSG.forbidden);
    if (res.statusCode === 200) {
      expect(Object.keys(res.json()).sort()).toEqual(MATERIAL_KEYS);
      expect(res.json()).toMatchObject({
        _id: material.id, title: 'Halves', content: '<p>Lesson text</p>', topic: s.topicId, class: s.classId,
        createdBy: { _id: s.teacher.id, name: 'Tess Teacher' }, attachments: [],
      });
    }
  });

  it('shows createdBy null once the creator is gone, and 404 for an unknown id', async () => {
    const material = await ctx.factories.material(s.topicId, { createdBy: null });
    expect((await send('GET', `/api/materials/${material.id}`, s.student)).json().createdBy).toBeNull();
    expectAnswer(await send('GET', '/api/materials/unknown', s.admin), 404, API_MSG.materialNotFound, '');
  });
});

describe('GET /api/topics/:id/materials', () => {
  it.each(CALLERS)('answers %s as the read rule says', async (caller) => {
    const res = await send('GET', `/api/topics/${s.topicId}/materials`, s[caller]);
    expectAnswer(res, READ_STATUS[caller], API_MSG.topicNotFound, API_MSG.forbidden);
  });

  it("lists only the topic's materials, newest first", async () => {
    const topic = await ctx.factories.topic(s.classId);
    const first = await ctx.factories.material(topic.id, { title: 'First' });
    const second = await ctx.factories.material(topic.id, { title: 'Second' });
    await ctx.factories.material(s.topicId, { title: 'Elsewhere' });
    const res = await send('GET', `/api/topics/${topic.id}/materials`, s.student);
    expect(res.json().map((m: { _id: string }) => m._id)).toEqual([second.id, first.id]);
    expectAnswer(await send('GET', '/api/topics/unknown/materials', s.admin), 404, API_MSG.topicNotFound, '');
  });
});

describe('POST /api/materials', () => {
  it.each(CALLERS)('answers %s as the write rule says', async (caller) => {
    const res = await send('POST', '/api/materials', s[caller], body({ title: `By ${caller}` }));
    expectAnswer(res, writeStatus(201)[caller], API_MSG.topicNotFound, API_MSG.forbidden);
    if (res.statusCode !== 201) return;
    const created = res.json();
    expect(Object.keys(created).sort()).toEqual(MATERIAL_KEYS);
    expect(created).toMatchObject({
      title: `By ${caller}`, content: '<p>Read this</p>', topic: s.topicId, class: s.classId,
      createdBy: { _id: s[caller].id, name: s[caller].name }, attachments: [],
    });
    expect(created.updatedAt).toBe(created.createdAt);
    expect((await send('GET', `/api/materials/${created._id}`, s.student)).json()).toEqual(created);
  });

  it('sanitises the content before storing it', async () => {
    const res = await send('POST', '/api/materials', s.teacher, body({ content: '<p onclick="x()">Hi<script>alert(1)</script></p>' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().content).toBe('<p>Hi</p>');
    const stored = await ctx.db.kysely.selectFrom('materials').select('content').where('id', '=', res.json()._id).executeTakeFirstOrThrow();
    expect(stored.content).toBe('<p>Hi</p>');
  });

  it('refuses content that is empty once sanitised, and blank or missing fields', async () => {
    for (const content of ['<script>alert(1)</script>', '<p><br></p>', '   ']) {
      const res = await send('POST', '/api/materials', s.teacher, body({ content }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'content is required' });
    }
    const blankTitle = await send('POST', '/api/materials', s.teacher, body({ title: '  ' }));
    expect(blankTitle.json()).toEqual({ message: 'title is required' });
    const noTopic = await send('POST', '/api/materials', s.teacher, { title: 'x', content: '<p>x</p>' });
    expect(noTopic.statusCode).toBe(400);
  });

  it('enforces the size limits: 400 past a field limit, 413 past the body limit', async () => {
    const title = await send('POST', '/api/materials', s.teacher, body({ title: 't'.repeat(LIMITS.title + 1) }));
    expect(title.statusCode).toBe(400);
    expect(title.json()).toEqual({ message: `title must be at most ${LIMITS.title} characters` });
    const content = await send('POST', '/api/materials', s.teacher, body({ content: `<p>${'c'.repeat(LIMITS.richText)}</p>` }));
    expect(content.statusCode).toBe(400);
    expect(content.json()).toEqual({ message: `content must be at most ${LIMITS.richText} characters` });
    // Past the 12 MiB a rich-text route takes (1,000,000 characters written fully escaped fit).
    const huge = await send('POST', '/api/materials', s.teacher, body({ content: 'c'.repeat(13 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: API_MSG.bodyTooLarge });
  });

  it('answers an unknown topic with 404', async () => {
    expectAnswer(await send('POST', '/api/materials', s.admin, body({ topic: 'unknown' })), 404, API_MSG.topicNotFound, '');
  });
});

describe('PUT /api/materials/:id', () => {
  it.each(CALLERS)('answers %s as the write rule says', async (caller) => {
    const material = await ctx.factories.material(s.topicId, { title: 'Before', createdBy: s.teacher.id });
    const before = (await send('GET', `/api/materials/${material.id}`, s.admin)).json();
    const res = await send('PUT', `/api/materials/${material.id}`, s[caller], body({ title: 'After', content: '<h2>New</h2>' }));
    expectAnswer(res, writeStatus(200)[caller], API_MSG.materialNotFound, API_MSG.forbidden);
    const after = (await send('GET', `/api/materials/${material.id}`, s.admin)).json();
    if (res.statusCode !== 200) return expect(after).toEqual(before);
    expect(res.json()).toEqual(after);
    expect(after).toMatchObject({ title: 'After', content: '<h2>New</h2>', createdAt: before.createdAt, createdBy: before.createdBy });
    expect(after.updatedAt > before.updatedAt).toBe(true);
  });

  it('moves a material to another topic of the same class only', async () => {
    const material = await ctx.factories.material(s.topicId);
    const sibling = await ctx.factories.topic(s.classId);
    const moved = await send('PUT', `/api/materials/${material.id}`, s.teacher, body({ topic: sibling.id }));
    expect(moved.statusCode).toBe(200);
    expect(moved.json().topic).toBe(sibling.id);
    for (const topic of [s.otherTopicId, 'unknown']) {
      const res = await send('PUT', `/api/materials/${material.id}`, s.admin, body({ topic }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: API_MSG.topicNotInClass });
    }
  });

  it('sanitises the new content and answers an unknown id with 404', async () => {
    const material = await ctx.factories.material(s.topicId);
    const res = await send('PUT', `/api/materials/${material.id}`, s.teacher, body({ content: '<p style="x" id="y">ok</p><svg onload=alert(1)>' }));
    expect(res.json().content).toBe('<p>ok</p>');
    const empty = await send('PUT', `/api/materials/${material.id}`, s.teacher, body({ content: '<img src=x onerror=alert(1)>' }));
    expect(empty.json()).toEqual({ message: 'content is required' });
    expectAnswer(await send('PUT', '/api/materials/unknown', s.admin, body()), 404, API_MSG.materialNotFound, '');
  });
});

describe('DELETE /api/materials/:id', () => {
  it.each(CALLERS)('answers %s as the write rule says, taking the comments along', async (caller) => {
    const material = await ctx.factories.material(s.topicId);
    const neighbour = await ctx.factories.material(s.topicId);
    await ctx.factories.comment({ material: material.id }, { authorId: s.student.id });
    await ctx.factories.comment({ material: neighbour.id }, { authorId: s.student.id });
    const res = await send('DELETE', `/api/materials/${material.id}`, s[caller]);
    expectAnswer(res, writeStatus(200)[caller], API_MSG.materialNotFound, API_MSG.forbidden);
    const gone = res.statusCode === 200;
    if (gone) expect(res.json()).toEqual({ message: MSG.materialDeleted });
    expect(await countRows(ctx, 'materials', 'id', material.id)).toBe(gone ? 0 : 1);
    expect(await countRows(ctx, 'comments', 'material_id', material.id)).toBe(gone ? 0 : 1);
    expect(await countRows(ctx, 'comments', 'material_id', neighbour.id)).toBe(1);
  });

  it('answers an unknown id with 404', async () => {
    expectAnswer(await send('DELETE', '/api/materials/unknown', s.admin), 404, API_MSG.materialNotFound, '');
  });
});
