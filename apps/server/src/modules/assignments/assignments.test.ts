import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUE_DATE_RANGE } from '@lyceum/shared/assignments';
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

const ASSIGNMENT_KEYS = ['_id', 'attachments', 'class', 'createdAt', 'createdBy', 'description', 'dueDate', 'maxPoints', 'title', 'topic', 'updatedAt', 'workType'];
const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Homework',
  description: '<p>Exercises 1-5</p>',
  dueDate: '2030-05-01T09:30:00.000Z',
  topic: s.topicId,
  ...overrides,
});

describe('GET /api/assignments/:id', () => {
  it.each(CALLERS)('answers %s as the read rule says', async (caller) => {
    const assignment = await ctx.factories.assignment(s.topicId, { title: 'Sheet', createdBy: s.teacher.id });
    const res = await send('GET', `/api/assignments/${assignment.id}`, s[caller]);
    expectAnswer(res, READ_STATUS[caller], API_MSG.assignmentNotFound, API_MSG.forbidden);
    if (res.statusCode === 200) {
      expect(Object.keys(res.json()).sort()).toEqual(ASSIGNMENT_KEYS);
      expect(res.json()).toMatchObject({
        _id: assignment.id, title: 'Sheet', description: '<p>Do the exercises</p>', dueDate: '2030-01-01T12:00:00.000Z',
        topic: s.topicId, class: s.classId, createdBy: { _id: s.teacher.id, name: 'Tess Teacher' }, workType: 'assignment',
      });
    }
  });

  it('shows createdBy null once the creator is gone, and 404 for an unknown id', async () => {
    const gone = await ctx.factories.user('teacher');
    const assignment = await ctx.factories.assignment(s.topicId, { createdBy: gone.id });
    await ctx.db.kysely.deleteFrom('users').where('id', '=', gone.id).execute();
    expect((await send('GET', `/api/assignments/${assignment.id}`, s.student)).json().createdBy).toBeNull();
    expectAnswer(await send('GET', '/api/assignments/unknown', s.admin), 404, API_MSG.assignmentNotFound, '');
  });
});

describe('GET /api/topics/:id/assignments', () => {
  it.each(CALLERS)('answers %s as the read rule says', async (caller) => {
    const res = await send('GET', `/api/topics/${s.topicId}/assignments`, s[caller]);
    expectAnswer(res, READ_STATUS[caller], API_MSG.topicNotFound, API_MSG.forbidden);
  });

  it("lists only the topic's assignments, newest first", async () => {
    const topic = await ctx.factories.topic(s.classId);
    const first = await ctx.factories.assignment(topic.id);
    const second = await ctx.factories.assignment(topic.id);
    await ctx.factories.assignment(s.topicId);
    const res = await send('GET', `/api/topics/${topic.id}/assignments`, s.student);
    expect(res.json().map((a: { _id: string }) => a._id)).toEqual([second.id, first.id]);
    expectAnswer(await send('GET', '/api/topics/unknown/assignments', s.admin), 404, API_MSG.topicNotFound, '');
  });
});

describe('POST /api/assignments', () => {
  it.each(CALLERS)('answers %s as the write rule says', async (caller) => {
    const res = await send('POST', '/api/assignments', s[caller], body({ title: `By ${caller}` }));
    expectAnswer(res, writeStatus(201)[caller], API_MSG.topicNotFound, API_MSG.forbidden);
    if (res.statusCode !== 201) return;
    const created = res.json();
    expect(Object.keys(created).sort()).toEqual(ASSIGNMENT_KEYS);
    expect(created).toMatchObject({
      title: `By ${caller}`, description: '<p>Exercises 1-5</p>', dueDate: '2030-05-01T09:30:00.000Z',
      topic: s.topicId, class: s.classId, createdBy: { _id: s[caller].id, name: s[caller].name },
    });
    expect((await send('GET', `/api/assignments/${created._id}`, s.student)).json()).toEqual(created);
  });

  it('stores the due date in UTC, whatever zone it was given in', async () => {
    for (const [given, stored] of [
      ['2030-03-01T10:00:00+02:00', '2030-03-01T08:00:00.000Z'],
      ['2030-03-01T23:30:00-05:00', '2030-03-02T04:30:00.000Z'],
      ['2030-03-01T10:00:00Z', '2030-03-01T10:00:00.000Z'],
    ] as const) {
      const res = await send('POST', '/api/assignments', s.teacher, body({ dueDate: given }));
      expect(res.json().dueDate).toBe(stored);
      const row = await ctx.db.kysely.selectFrom('assignments').select('due_date').where('id', '=', res.json()._id).executeTakeFirstOrThrow();
      expect(row.due_date).toBe(stored);
    }
  });

  it('refuses a due date without a zone, an invalid one, or none', async () => {
    for (const dueDate of ['2030-03-01T10:00:00', '2030-02-30T10:00:00Z', 'tomorrow', '']) {
      const res = await send('POST', '/api/assignments', s.teacher, body({ dueDate }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'dueDate must be an ISO date-time with a time zone' });
    }
    const { dueDate: _omitted, ...noDue } = body();
    const missing = await send('POST', '/api/assignments', s.teacher, noDue);
    expect(missing.json()).toEqual({ message: 'dueDate is required' });
  });

  it('refuses a due date outside the years 1900-9999, in UTC too, and keeps the bounds themselves', async () => {
    // Year 0000 with an offset is -000001 in UTC, 9999 with a negative one +010000: PostgreSQL refused them with a 500.
    for (const dueDate of ['0000-01-01T00:00:00+01:00', '0000-01-01T00:00:00Z', '0202-03-01T10:00:00Z', '1899-12-31T23:59:59Z', '1900-01-01T00:30:00+01:00', '9999-12-31T23:00:00-05:00']) {
      const res = await send('POST', '/api/assignments', s.teacher, body({ dueDate }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: DUE_DATE_RANGE });
    }
    for (const [given, stored] of [
      ['1900-01-01T00:00:00Z', '1900-01-01T00:00:00.000Z'],
      ['9999-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999Z'],
    ] as const) {
      const res = await send('POST', '/api/assignments', s.teacher, body({ dueDate: given }));
      expect(res.statusCode).toBe(201);
      expect(res.json().dueDate).toBe(stored);
      const read = await send('GET', `/api/assignments/${res.json()._id}`, s.student);
      expect(read.json().dueDate).toBe(stored);
    }
  });

  it('sanitises the description (no frames in assignments) and refuses one that ends up empty', async () => {
    const video = '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/x"></iframe>';
    const res = await send('POST', '/api/assignments', s.teacher, body({ description: `<p>Watch<img src=x onerror=alert(1)></p>${video}` }));
    expect(res.json().description).toBe('<p>Watch</p>');
    const empty = await send('POST', '/api/assignments', s.teacher, body({ description: '<script>alert(1)</script>' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'description is required' });
  });

  it('enforces the size limits and answers an unknown topic with 404', async () => {
    const title = await send('POST', '/api/assignments', s.teacher, body({ title: 't'.repeat(LIMITS.title + 1) }));
    expect(title.json()).toEqual({ message: `title must be at most ${LIMITS.title} characters` });
    const long = await send('POST', '/api/assignments', s.teacher, body({ description: 'd'.repeat(LIMITS.richText + 1) }));
    expect(long.json()).toEqual({ message: `description must be at most ${LIMITS.richText} characters` });
    // Past the 12 MiB a rich-text route takes (1,000,000 characters written fully escaped fit).
    const huge = await send('POST', '/api/assignments', s.teacher, body({ description: 'd'.repeat(13 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expectAnswer(await send('POST', '/api/assignments', s.admin, body({ topic: 'unknown' })), 404, API_MSG.topicNotFound, '');
  });
});

describe('PUT /api/assignments/:id', () => {
  it.each(CALLERS)('answers %s as the write rule says', async (caller) => {
    const assignment = await ctx.factories.assignment(s.topicId, { createdBy: s.teacher.id });
    const before = (await send('GET', `/api/assignments/${assignment.id}`, s.admin)).json();
    const change = body({ title: 'Changed', description: '<p>New</p>', dueDate: '2031-01-01T00:00:00+01:00' });
    const res = await send('PUT', `/api/assignments/${assignment.id}`, s[caller], change);
    expectAnswer(res, writeStatus(200)[caller], API_MSG.assignmentNotFound, API_MSG.forbidden);
    const after = (await send('GET', `/api/assignments/${assignment.id}`, s.admin)).json();
    if (res.statusCode !== 200) return expect(after).toEqual(before);
    expect(res.json()).toEqual(after);
    expect(after).toMatchObject({ title: 'Changed', description: '<p>New</p>', dueDate: '2030-12-31T23:00:00.000Z', createdAt: before.createdAt });
    expect(after.updatedAt > before.updatedAt).toBe(true);
  });

  it('moves an assignment to another topic of the same class only', async () => {
    const assignment = await ctx.factories.assignment(s.topicId);
    const sibling = await ctx.factories.topic(s.classId);
    expect((await send('PUT', `/api/assignments/${assignment.id}`, s.teacher, body({ topic: sibling.id }))).json().topic).toBe(sibling.id);
    for (const topic of [s.otherTopicId, 'unknown']) {
      const res = await send('PUT', `/api/assignments/${assignment.id}`, s.admin, body({ topic }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: API_MSG.topicNotInClass });
    }
    expectAnswer(await send('PUT', '/api/assignments/unknown', s.admin, body()), 404, API_MSG.assignmentNotFound, '');
  });
});

describe('maximum points', () => {
  it('are optional, whole numbers 1-1000, kept by an edit that leaves them out', async () => {
    const ungraded = await send('POST', '/api/assignments', s.teacher, body());
    expect(ungraded.json().maxPoints).toBeNull();
    const graded = await send('POST', '/api/assignments', s.teacher, body({ maxPoints: 10 }));
    expect(graded.statusCode).toBe(201);
    expect(graded.json().maxPoints).toBe(10);
    const kept = await send('PUT', `/api/assignments/${graded.json()._id}`, s.teacher, body({ title: 'Renamed' }));
    expect(kept.json()).toMatchObject({ title: 'Renamed', maxPoints: 10 });
    const cleared = await send('PUT', `/api/assignments/${graded.json()._id}`, s.teacher, body({ maxPoints: null }));
    expect(cleared.json().maxPoints).toBeNull();
    for (const maxPoints of [0, 1001, 2.5, -1, '10']) {
      const res = await send('POST', '/api/assignments', s.teacher, body({ maxPoints }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'maxPoints must be a whole number from 1 to 1000, or null for ungraded' });
    }
  });

  it('cannot drop below a grade already given, nor to ungraded while grades exist (409, nothing changed)', async () => {
    const assignment = await ctx.factories.assignment(s.topicId);
    await ctx.db.kysely.updateTable('assignments').set({ max_points: 10 }).where('id', '=', assignment.id).execute();
    const now = new Date().toISOString();
    await ctx.db.kysely
      .insertInto('submissions')
      .values({ id: `sub-${assignment.id}`, assignment_id: assignment.id, class_id: s.classId, student_id: s.student.id, state: 'assigned', draft_grade: 8, created_at: now, updated_at: now })
      .execute();
    const lower = await send('PUT', `/api/assignments/${assignment.id}`, s.teacher, body({ maxPoints: 5 }));
    expect(lower.statusCode).toBe(409);
    expect(lower.json()).toEqual({ message: 'Some grades are above 5 points: change them before lowering the maximum' });
    const ungrade = await send('PUT', `/api/assignments/${assignment.id}`, s.teacher, body({ maxPoints: null }));
    expect(ungrade.statusCode).toBe(409);
    expect(ungrade.json()).toEqual({ message: 'Some work has grades: remove them before making the assignment ungraded' });
    expect((await send('GET', `/api/assignments/${assignment.id}`, s.teacher)).json()).toMatchObject({ maxPoints: 10 });
    expect((await send('PUT', `/api/assignments/${assignment.id}`, s.teacher, body({ maxPoints: 8 }))).json().maxPoints).toBe(8);
  });
});

describe('maximum points and grades given at the same time', () => {
  it('never leave a grade above the maximum: a grade racing an edit that lowers it loses one way or the other', async () => {
    for (let round = 0; round < 8; round += 1) {
      const assignment = await ctx.factories.assignment(s.topicId);
      await ctx.db.kysely.updateTable('assignments').set({ max_points: 10 }).where('id', '=', assignment.id).execute();
      const [grading, lowering] = await Promise.all([
        send('PUT', `/api/assignments/${assignment.id}/submissions/${s.student.id}/grade`, s.teacher, { grade: 8, feedback: '' }),
        send('PUT', `/api/assignments/${assignment.id}`, s.teacher, body({ maxPoints: 5 })),
      ]);
      const row = await ctx.db.kysely.selectFrom('assignments').select('max_points').where('id', '=', assignment.id).executeTakeFirstOrThrow();
      const work = await ctx.db.kysely.selectFrom('submissions').select('draft_grade').where('assignment_id', '=', assignment.id).executeTakeFirst();
      const grade = work?.draft_grade === null || work?.draft_grade === undefined ? null : Number(work.draft_grade);
      // Exactly one of the two won, and what is stored agrees with it.
      expect([grading.statusCode, lowering.statusCode].sort()).toEqual(grade === 8 ? [200, 409] : [200, 400]);
      expect(grade === null || grade <= Number(row.max_points)).toBe(true);
    }
  });
});

describe('DELETE /api/assignments/:id', () => {
  it.each(CALLERS)('answers %s as the write rule says, taking the comments along', async (caller) => {
    const assignment = await ctx.factories.assignment(s.topicId);
    const neighbour = await ctx.factories.assignment(s.topicId);
    await ctx.factories.comment({ assignment: assignment.id }, { authorId: s.student.id });
    await ctx.factories.comment({ assignment: neighbour.id }, { authorId: s.student.id });
    const res = await send('DELETE', `/api/assignments/${assignment.id}`, s[caller]);
    expectAnswer(res, writeStatus(200)[caller], API_MSG.assignmentNotFound, API_MSG.forbidden);
    const gone = res.statusCode === 200;
    if (gone) expect(res.json()).toEqual({ message: MSG.assignmentDeleted });
    expect(await countRows(ctx, 'assignments', 'id', assignment.id)).toBe(gone ? 0 : 1);
    expect(await countRows(ctx, 'comments', 'assignment_id', assignment.id)).toBe(gone ? 0 : 1);
    expect(await countRows(ctx, 'comments', 'assignment_id', neighbour.id)).toBe(1);
  });

  it('answers an unknown id with 404', async () => {
    expectAnswer(await send('DELETE', '/api/assignments/unknown', s.admin), 404, API_MSG.assignmentNotFound, '');
  });
});
