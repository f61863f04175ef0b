import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_ARCHIVE_MSG } from '@lyceum/shared/class-archive';
import { API_MSG } from '@lyceum/shared/messages';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { addWork } from '../../../test/work-fixtures';
import { upload } from '../../../test/files/helpers';
import { buildScene, type ClassScene } from './classes.test-support';

let ctx: TestContext;
let s: ClassScene;

beforeAll(async () => {
  ctx = await createTestContext();
  s = await buildScene(ctx);
});
afterAll(() => ctx.close());

const post = (user: TestUser, path: string, id = s.classId) => ctx.request({ method: 'POST', url: `/api/classes/${id}/${path}`, token: user.token });
const ids = async (user: TestUser, query = '') =>
  ((await ctx.request({ method: 'GET', url: `/api/classes${query}`, token: user.token })).json() as { _id: string }[]).map((c) => c._id);

/** A class of its own with a topic, a material, an assignment, a comment and a student's work. */
let made = 0;
async function filledClass() {
  const f = ctx.factories;
  made += 1;
  const klass = await f.klass({ name: 'Biology', teachers: [s.teacher.id], students: [s.student.id] });
  const topic = await f.topic(klass.id);
  const material = await f.material(topic.id, { title: 'Cells' });
  const assignment = await f.assignment(topic.id, { title: `Essay ${made}`, maxPoints: 10, dueDate: '2099-01-01T00:00:00.000Z' });
  const comment = await f.comment({ material: material.id }, { authorId: s.student.id });
  await addWork(ctx.db, { assignmentId: assignment.id, studentId: s.student.id, state: 'turned_in', draftGrade: 8 });
  return { classId: klass.id, topicId: topic.id, materialId: material.id, assignmentId: assignment.id, commentId: comment.id };
}

describe('archiving and restoring a class', () => {
  it('lets its teacher archive it (archivedAt set) and restore it (cleared); a second archive or restore is a 409 that changes nothing', async () => {
    const { classId } = await filledClass();
    const archived = await post(s.teacher, 'archive', classId);
    expect(archived.statusCode).toBe(200);
    const at = archived.json().archivedAt as string;
    expect(Date.parse(at)).not.toBeNaN();
    const again = await post(s.teacher, 'archive', classId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: CLASS_ARCHIVE_MSG.alreadyArchived });
    const detail = await ctx.request({ method: 'GET', url: `/api/classes/${classId}`, token: s.student.token });
    expect(detail.json().archivedAt).toBe(at);

    const restored = await post(s.admin, 'restore', classId);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().archivedAt).toBeNull();
    const twice = await post(s.admin, 'restore', classId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: CLASS_ARCHIVE_MSG.notArchived });
  });

  it('is a 403 for students (enrolled or not), a 404 for a teacher of other classes and for a missing class', async () => {
    for (const path of ['archive', 'restore']) {
      for (const user of [s.student, s.outsider]) {
        const res = await post(user, path);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: API_MSG.forbidden });
      }
      const other = await post(s.otherTeacher, path);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ message: API_MSG.classNotFound });
      const missing = await post(s.admin, path, 'no-such-class');
      expect(missing.statusCode).toBe(404);
    }
    expect((await ctx.request({ method: 'GET', url: `/api/classes/${s.classId}`, token: s.admin.token })).json().archivedAt).toBeNull();
  });

  it('takes the class off the main lists of every member and the admin (classes, assignments, materials, dashboard, calendar) and lists it under archived=true; restoring brings it back', async () => {
    const c = await filledClass();
    const essay = `Essay ${made}`;
    const feed = (await ctx.request({ method: 'POST', url: '/api/calendar/feed', token: s.student.token })).json() as { url: string };
    const feedText = async () => (await ctx.request({ method: 'GET', url: new URL(feed.url).pathname })).body;
    expect(await feedText()).toContain(essay);
    const dashboard = async (user: TestUser) => (await ctx.request({ method: 'GET', url: '/api/dashboard', token: user.token })).json();
    const before = await dashboard(s.admin);

    expect((await post(s.teacher, 'archive', c.classId)).statusCode).toBe(200);
    for (const user of [s.admin, s.teacher, s.student]) {
      expect(await ids(user)).not.toContain(c.classId);
      expect(await ids(user)).toContain(s.classId);
      const archived = (await ctx.request({ method: 'GET', url: '/api/classes?archived=true', token: user.token })).json() as { _id: string; archivedAt?: string }[];
      expect(archived.map((x) => x._id)).toEqual([c.classId]);
      expect(archived[0]?.archivedAt).toBeDefined();
      for (const list of ['assignments', 'materials']) {
        const items = (await ctx.request({ method: 'GET', url: `/api/${list}`, token: user.token })).json() as { _id: string }[];
        expect(items.map((x) => x._id)).not.toContain(list === 'assignments' ? c.assignmentId : c.materialId);
      }
      const dash = await dashboard(user);
      expect(JSON.stringify(dash)).not.toContain(c.classId);
    }
    const after = await dashboard(s.admin);
    expect(after.stats).toMatchObject({
      classes: before.stats.classes - 1,
      assignments: before.stats.assignments - 1,
      materials: before.stats.materials - 1,
      students: before.stats.students - 1,
    });
    expect(await feedText()).not.toContain(essay);
    expect(await ids(s.outsider, '?archived=true')).toEqual([]);
    expect(await ids(s.otherTeacher, '?archived=true')).toEqual([]);

    expect((await post(s.teacher, 'restore', c.classId)).statusCode).toBe(200);
    expect(await ids(s.student)).toContain(c.classId);
    expect(await ids(s.student, '?archived=true')).toEqual([]);
    expect((await dashboard(s.admin)).stats).toEqual(before.stats);
    expect(await feedText()).toContain(essay);
  });

  it("answers a clear 400 for an archived value that is neither 'true' nor 'false'", async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/classes?archived=yes', token: s.admin.token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("archived must be 'true' or 'false'");
  });
});

describe('an archived class is read-only', () => {
  it('refuses every write into it with 409, whoever archived it (here: the column set directly, as a roster import does), and still serves its reads', async () => {
    const c = await filledClass();
    await ctx.db.kysely.updateTable('classes').set({ archived_at: new Date().toISOString() }).where('id', '=', c.classId).execute();
    const work = `/api/assignments/${c.assignmentId}/submissions/${s.student.id}`;
    const writes: { who: TestUser; method: 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }[] = [
      { who: s.teacher, method: 'PUT', url: `/api/classes/${c.classId}`, payload: { name: 'New', description: 'New' } },
      { who: s.teacher, method: 'PUT', url: `/api/classes/${c.classId}/meeting-link`, payload: { meetingLink: 'https://meet.example.org/x' } },
      { who: s.admin, method: 'POST', url: `/api/classes/${c.classId}/students`, payload: { students: [s.classmate.id] } },
      { who: s.admin, method: 'DELETE', url: `/api/classes/${c.classId}/teachers`, payload: { teachers: [s.teacher.id] } },
      { who: s.teacher, method: 'POST', url: '/api/topics', payload: { name: 'Week 2', class: c.classId } },
      { who: s.teacher, method: 'DELETE', url: `/api/topics/${c.topicId}` },
      { who: s.teacher, method: 'POST', url: '/api/materials', payload: { title: 'New', content: '<p>x</p>', topic: c.topicId } },
      { who: s.teacher, method: 'PUT', url: `/api/materials/${c.materialId}`, payload: { title: 'New', content: '<p>x</p>', topic: c.topicId } },
      { who: s.admin, method: 'DELETE', url: `/api/materials/${c.materialId}` },
      { who: s.teacher, method: 'POST', url: '/api/assignments', payload: { title: 'New', description: '<p>x</p>', dueDate: '2099-02-01T00:00:00.000Z', topic: c.topicId } },
      { who: s.teacher, method: 'PUT', url: `/api/assignments/${c.assignmentId}`, payload: { title: 'New', description: '<p>x</p>', dueDate: '2099-02-01T00:00:00.000Z', topic: c.topicId } },
      { who: s.teacher, method: 'DELETE', url: `/api/assignments/${c.assignmentId}` },
      { who: s.student, method: 'POST', url: '/api/comments', payload: { text: 'Hi', targetType: 'material', target: c.materialId } },
      { who: s.student, method: 'DELETE', url: `/api/comments/${c.commentId}` },
      { who: s.student, method: 'POST', url: `${work}/unsubmit` },
      { who: s.teacher, method: 'PUT', url: `${work}/grade`, payload: { grade: 9, feedback: 'Good' } },
      { who: s.teacher, method: 'POST', url: `${work}/return` },
      { who: s.teacher, method: 'POST', url: `/api/assignments/${c.assignmentId}/return-graded` },
      { who: s.student, method: 'POST', url: `${work}/comments`, payload: { text: 'Question' } },
    ];
    for (const write of writes) {
      const res = await ctx.request({ method: write.method, url: write.url, token: write.who.token, ...(write.payload ? { payload: write.payload } : {}) });
      expect({ call: `${write.method} ${write.url}`, status: res.statusCode, body: res.json() }).toEqual({
        call: `${write.method} ${write.url}`,
        status: 409,
        body: { message: CLASS_ARCHIVE_MSG.readOnly },
      });
    }
    const uploadRes = await upload(ctx, s.student, c.classId, [{ filename: 'a.txt', data: Buffer.from('hello') }]);
    expect(uploadRes.statusCode).toBe(409);
    expect(uploadRes.json()).toEqual({ message: CLASS_ARCHIVE_MSG.readOnly });

    // Those who may not write at all are told that first, as before: the archive reveals nothing.
    const studentTopic = await ctx.request({ method: 'POST', url: '/api/topics', token: s.student.token, payload: { name: 'x', class: c.classId } });
    expect(studentTopic.statusCode).toBe(403);
    const outsider = await ctx.request({ method: 'PUT', url: `/api/classes/${c.classId}`, token: s.otherTeacher.token, payload: { name: 'x', description: 'x' } });
    expect(outsider.statusCode).toBe(404);

    // Reads go on: the class, its topics, content, comments, and the student's own work and grade.
    for (const url of [`/api/classes/${c.classId}`, `/api/classes/${c.classId}/topics`, `/api/materials/${c.materialId}`, `/api/assignments/${c.assignmentId}`, `/api/comments/material/${c.materialId}`, work]) {
      expect((await ctx.request({ method: 'GET', url, token: s.student.token })).statusCode, url).toBe(200);
    }
    expect((await ctx.request({ method: 'GET', url: `/api/assignments/${c.assignmentId}/submissions`, token: s.teacher.token })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'GET', url: work, token: s.student.token })).json().state).toBe('turned_in');

    // Restored, the same writes work again.
    await ctx.db.kysely.updateTable('classes').set({ archived_at: null }).where('id', '=', c.classId).execute();
    const comment = await ctx.request({ method: 'POST', url: '/api/comments', token: s.student.token, payload: { text: 'Hi', targetType: 'material', target: c.materialId } });
    expect(comment.statusCode).toBe(201);
  });
});
