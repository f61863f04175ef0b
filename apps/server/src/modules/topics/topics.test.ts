import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@lyceum/shared/limits';
import { API_MSG, MSG } from '@lyceum/shared/messages';
import type { TestContext } from '../../../test/context';
import { CALLERS, READ_STATUS, expectAnswer, openContentScene, writeStatus, type ContentScene, type Send } from './content.test-support';

let ctx: TestContext;
let s: ContentScene;
let send: Send;

beforeAll(async () => {
  ({ ctx, s, send } = await openContentScene());
});
afterAll(() => ctx.close());

const TOPIC_KEYS = ['_id', 'assignmentsCount', 'class', 'className', 'createdAt', 'materialsCount', 'name'];

describe('GET /api/classes/:id/topics', () => {
  it.each(CALLERS)('answers %s as the access rule says', async (caller) => {
    const res = await send('GET', `/api/classes/${s.classId}/topics`, s[caller]);
    expectAnswer(res, READ_STATUS[caller], API_MSG.classNotFound, API_MSG.forbidden);
  });

  it('lists the class topics newest first, each with its class name and content counts', async () => {
    const klass = await ctx.factories.klass({ name: 'Counting', teachers: [s.teacher.id] });
    const older = await ctx.factories.topic(klass.id, { name: 'Older' });
    const newer = await ctx.factories.topic(klass.id, { name: 'Newer' });
    await ctx.factories.material(older.id);
    await ctx.factories.material(older.id);
    await ctx.factories.assignment(older.id);
    await ctx.factories.assignment(newer.id);
    const res = await send('GET', `/api/classes/${klass.id}/topics`, s.teacher);
    expect(res.statusCode).toBe(200);
    const topics = res.json();
    expect(topics.map((t: { name: string }) => t.name)).toEqual(['Newer', 'Older']);
    expect(Object.keys(topics[0]).sort()).toEqual(TOPIC_KEYS);
    expect(topics[0]).toMatchObject({ _id: newer.id, class: klass.id, className: 'Counting', materialsCount: 0, assignmentsCount: 1 });
    expect(topics[1]).toMatchObject({ _id: older.id, materialsCount: 2, assignmentsCount: 1 });
  });

  it('answers an unknown class with 404 and an empty class with []', async () => {
    expectAnswer(await send('GET', '/api/classes/nope/topics', s.admin), 404, API_MSG.classNotFound, '');
    const empty = await ctx.factories.klass({ teachers: [s.teacher.id] });
    const res = await send('GET', `/api/classes/${empty.id}/topics`, s.teacher);
    expect(res.json()).toEqual([]);
  });

  it('needs a bearer token', async () => {
    const res = await ctx.request({ method: 'GET', url: `/api/classes/${s.classId}/topics` });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/topics', () => {
  it.each(CALLERS)('answers %s as the write rule says', async (caller) => {
    const res = await send('POST', '/api/topics', s[caller], { name: `By ${caller}`, class: s.classId });
    expectAnswer(res, writeStatus(201)[caller], API_MSG.classNotFound, API_MSG.forbidden);
    if (res.statusCode === 201) {
      const topic = res.json();
      expect(Object.keys(topic).sort()).toEqual(TOPIC_KEYS);
      expect(topic).toMatchObject({ name: `By ${caller}`, class: s.classId, className: 'Algebra', materialsCount: 0, assignmentsCount: 0 });
      const read = await send('GET', `/api/topics/${topic._id}`, s.student);
      expect(read.json()).toEqual(topic);
    }
  });

  it('trims the name and refuses a blank, overlong or missing one', async () => {
    const ok = await send('POST', '/api/topics', s.teacher, { name: '  Spaced  ', class: s.classId });
    expect(ok.json().name).toBe('Spaced');
    const blank = await send('POST', '/api/topics', s.teacher, { name: '   ', class: s.classId });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'name is required' });
    const long = await send('POST', '/api/topics', s.teacher, { name: 'x'.repeat(LIMITS.topicName + 1), class: s.classId });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(`name must be at most ${LIMITS.topicName} characters`);
    const noClass = await send('POST', '/api/topics', s.teacher, { name: 'x' });
    expect(noClass.statusCode).toBe(400);
  });

  it('answers an unknown class with 404', async () => {
    expectAnswer(await send('POST', '/api/topics', s.admin, { name: 'x', class: 'missing' }), 404, API_MSG.classNotFound, '');
  });
});

describe('GET /api/topics/:id', () => {
  it.each(CALLERS)('answers %s as the read rule says', async (caller) => {
    const res = await send('GET', `/api/topics/${s.topicId}`, s[caller]);
    expectAnswer(res, READ_STATUS[caller], API_MSG.topicNotFound, API_MSG.forbidden);
    if (res.statusCode === 200) expect(res.json()).toMatchObject({ _id: s.topicId, name: 'Fractions', class: s.classId });
  });

  it('answers an unknown topic with the same 404 as a hidden one', async () => {
    expectAnswer(await send('GET', '/api/topics/unknown', s.admin), 404, API_MSG.topicNotFound, '');
  });
});

describe('DELETE /api/topics/:id', () => {
  it.each(CALLERS)('answers %s as the write rule says', async (caller) => {
    const topic = await ctx.factories.topic(s.classId);
    const res = await send('DELETE', `/api/topics/${topic.id}`, s[caller]);
    expectAnswer(res, writeStatus(200)[caller], API_MSG.topicNotFound, API_MSG.forbidden);
    const after = await send('GET', `/api/topics/${topic.id}`, s.admin);
    if (res.statusCode === 200) {
      expect(res.json()).toEqual({ message: MSG.topicDeleted });
      expect(after.statusCode).toBe(404);
    } else {
      expect(after.statusCode).toBe(200);
    }
  });

  it('answers an unknown topic with 404', async () => {
    expectAnswer(await send('DELETE', '/api/topics/unknown', s.teacher), 404, API_MSG.topicNotFound, '');
  });
});
