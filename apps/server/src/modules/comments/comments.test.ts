import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentTargetType } from '@lyceum/shared/comments';
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
  type Caller,
  type ContentScene,
  type Send,
} from '../topics/content.test-support';

let ctx: TestContext;
let s: ContentScene;
let send: Send;
let targets: Record<CommentTargetType, string>;

beforeAll(async () => {
  ({ ctx, s, send } = await openContentScene());
  targets = {
    material: (await ctx.factories.material(s.topicId)).id,
    assignment: (await ctx.factories.assignment(s.topicId)).id,
  };
});
afterAll(() => ctx.close());

const TYPES = ['material', 'assignment'] as const;
const hidden = (type: CommentTargetType) => (type === 'material' ? API_MSG.materialNotFound : API_MSG.assignmentNotFound);
const cases = TYPES.flatMap((type) => CALLERS.map((caller) => [type, caller] as [CommentTargetType, Caller]));

describe('GET /api/comments/:targetType/:targetId', () => {
  it.each(cases)('on a %s answers %s as the read rule says', async (type, caller) => {
    const res = await send('GET', `/api/comments/${type}/${targets[type]}`, s[caller]);
    expectAnswer(res, READ_STATUS[caller], hidden(type), API_MSG.forbidden);
  });

  it.each(TYPES)('lists the comments on one %s oldest first, with author null once the author is gone', async (type) => {
    const target = type === 'material' ? await ctx.factories.material(s.topicId) : await ctx.factories.assignment(s.topicId);
    const ref = type === 'material' ? { material: target.id } : { assignment: target.id };
    const first = await ctx.factories.comment(ref, { text: 'First', authorId: s.student.id });
    const second = await ctx.factories.comment(ref, { text: 'Second', authorId: null });
    const third = await ctx.factories.comment(ref, { text: 'Third', authorId: s.teacher.id });
    const res = await send('GET', `/api/comments/${type}/${target.id}`, s.student);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((c: { _id: string }) => c._id)).toEqual([first.id, second.id, third.id]);
    expect(Object.keys(list[0]).sort()).toEqual(['_id', 'author', 'createdAt', 'target', 'targetType', 'text']);
    expect(list[0]).toMatchObject({ text: 'First', author: { _id: s.student.id, name: 'Sam Student' }, targetType: type, target: target.id });
    expect(list[1].author).toBeNull();
  });

  it('answers an unknown target with its own 404 and an unknown type with 400', async () => {
    expectAnswer(await send('GET', '/api/comments/material/unknown', s.admin), 404, API_MSG.materialNotFound, '');
    expectAnswer(await send('GET', '/api/comments/assignment/unknown', s.admin), 404, API_MSG.assignmentNotFound, '');
    expectAnswer(await send('GET', `/api/comments/assignment/${targets.material}`, s.admin), 404, API_MSG.assignmentNotFound, '');
    expect((await send('GET', `/api/comments/topic/${s.topicId}`, s.admin)).statusCode).toBe(400);
  });
});

describe('POST /api/comments', () => {
  // Everyone who can read the target may comment: members who only read are not refused here.
  const postStatus = { ...writeStatus(201), student: 201 };

  it.each(cases)('on a %s answers %s as the comment rule says', async (type, caller) => {
    const res = await send('POST', '/api/comments', s[caller], { text: `From ${caller}`, targetType: type, target: targets[type] });
    expectAnswer(res, postStatus[caller], hidden(type), API_MSG.forbidden);
    if (res.statusCode !== 201) return;
    const created = res.json();
    expect(created).toMatchObject({ text: `From ${caller}`, author: { _id: s[caller].id, name: s[caller].name }, targetType: type, target: targets[type] });
    const listed = (await send('GET', `/api/comments/${type}/${targets[type]}`, s.student)).json();
    expect(listed.find((c: { _id: string }) => c._id === created._id)).toEqual(created);
  });

  it('stores the text as plain text, trimmed, never HTML-processed', async () => {
    const text = '<b>bold?</b> & <script>alert(1)</script> "quoted"';
    const res = await send('POST', '/api/comments', s.student, { text: `  ${text}\n`, targetType: 'material', target: targets.material });
    expect(res.json().text).toBe(text);
    const row = await ctx.db.kysely.selectFrom('comments').select('text').where('id', '=', res.json()._id).executeTakeFirstOrThrow();
    expect(row.text).toBe(text);
  });

  it('refuses blank or overlong text and a malformed target', async () => {
    const blank = await send('POST', '/api/comments', s.student, { text: '  \n ', targetType: 'material', target: targets.material });
    expect(blank.json()).toEqual({ message: 'text is required' });
    const long = await send('POST', '/api/comments', s.student, { text: 'x'.repeat(LIMITS.comment + 1), targetType: 'material', target: targets.material });
    expect(long.json()).toEqual({ message: `text must be at most ${LIMITS.comment} characters` });
    const badType = await send('POST', '/api/comments', s.student, { text: 'x', targetType: 'topic', target: s.topicId });
    expect(badType.statusCode).toBe(400);
    expectAnswer(await send('POST', '/api/comments', s.student, { text: 'x', targetType: 'assignment', target: 'unknown' }), 404, API_MSG.assignmentNotFound, '');
  });
});

describe('DELETE /api/comments/:id', () => {
  /** A comment by the enrolled student; only they and admins may delete it. */
  const byStudent: Record<Caller, number> = { admin: 200, teacher: 403, otherTeacher: 404, student: 200, outsider: 404 };

  it.each(cases)("on a %s answers %s as the rule says for a student's comment", async (type, caller) => {
    const ref = type === 'material' ? { material: targets.material } : { assignment: targets.assignment };
    const comment = await ctx.factories.comment(ref, { authorId: s.student.id });
    const res = await send('DELETE', `/api/comments/${comment.id}`, s[caller]);
    expectAnswer(res, byStudent[caller], API_MSG.commentNotFound, API_MSG.forbidden);
    if (res.statusCode === 200) expect(res.json()).toEqual({ message: MSG.commentDeleted });
    expect(await countRows(ctx, 'comments', 'id', comment.id)).toBe(res.statusCode === 200 ? 0 : 1);
  });

  it.each(CALLERS)("answers %s as the rule says for the teacher's own comment", async (caller) => {
    const comment = await ctx.factories.comment({ material: targets.material }, { authorId: s.teacher.id });
    const res = await send('DELETE', `/api/comments/${comment.id}`, s[caller]);
    const expected = { ...READ_STATUS, student: 403, admin: 200, teacher: 200 }[caller];
    expectAnswer(res, expected, API_MSG.commentNotFound, API_MSG.forbidden);
  });

  it('lets an admin delete an anonymous comment; nobody else, and 404 for an unknown id', async () => {
    const comment = await ctx.factories.comment({ assignment: targets.assignment }, { authorId: null });
    expectAnswer(await send('DELETE', `/api/comments/${comment.id}`, s.student), 403, '', API_MSG.forbidden);
    expect((await send('DELETE', `/api/comments/${comment.id}`, s.admin)).statusCode).toBe(200);
    expectAnswer(await send('DELETE', '/api/comments/unknown', s.admin), 404, API_MSG.commentNotFound, '');
  });
});
