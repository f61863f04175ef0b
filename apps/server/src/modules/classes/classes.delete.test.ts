import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_ARCHIVE_MSG } from '@lyceum/shared/class-archive';
import { API_MSG } from '@lyceum/shared/messages';
import { createTestContext, type TestContext } from '../../../test/context';
import { addFile, uploaded } from '../../../test/files/helpers';
import { addWork } from '../../../test/work-fixtures';
import { buildScene, type ClassScene } from './classes.test-support';

let ctx: TestContext;
let s: ClassScene;

beforeAll(async () => {
  ctx = await createTestContext();
  s = await buildScene(ctx);
});
afterAll(() => ctx.close());

const remove = (token: string, id: string, payload?: object) =>
  ctx.request({ method: 'DELETE', url: `/api/classes/${id}`, token, ...(payload ? { payload } : {}) });

/** A class with something in every table that can refer to one, made through the API where it writes events. */
async function fullClass(name: string) {
  const f = ctx.factories;
  const klass = await f.klass({ name, teachers: [s.teacher.id], students: [s.student.id, s.classmate.id] });
  const topic = await f.topic(klass.id);
  const material = await f.material(topic.id);
  const assignment = (await ctx.request({ method: 'POST', url: '/api/assignments', token: s.teacher.token, payload: { title: `${name} essay`, description: '<p>Write</p>', dueDate: '2099-01-01T00:00:00.000Z', topic: topic.id } })).json()._id as string;
  await ctx.request({ method: 'POST', url: '/api/comments', token: s.student.token, payload: { text: 'A question', targetType: 'material', target: material.id } });
  const submission = await addWork(ctx.db, { assignmentId: assignment, studentId: s.student.id, state: 'turned_in' });
  await ctx.request({ method: 'POST', url: `/api/assignments/${assignment}/submissions/${s.student.id}/comments`, token: s.teacher.token, payload: { text: 'Private note' } });
  await ctx.request({ method: 'DELETE', url: `/api/classes/${klass.id}/students`, token: s.admin.token, payload: { students: [s.classmate.id] } });
  const files = [
    await addFile(ctx, klass.id, { materialId: material.id }),
    await addFile(ctx, klass.id, { submissionId: submission }),
    await uploaded(ctx, s.teacher, klass.id, 'notes.txt', Buffer.from('unattached')),
  ];
  return { id: klass.id, ids: [klass.id, topic.id, material.id, assignment, submission, ...files], files };
}

/** Every row of every table, as text: what mentions one of `ids` anywhere (a key, a JSON list, a link). */
async function rowsMentioning(ids: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of await ctx.db.kysely.introspection.getTables()) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(ctx.db.kysely);
    for (const row of rows.rows) {
      const text = JSON.stringify(row);
      for (const id of ids) if (text.includes(id)) found.push(`${table.name}: ${text.slice(0, 200)}`);
    }
  }
  return found;
}

describe('DELETE /api/classes/:id', () => {
  it("is for admins only (403 for the class's teacher and students), 404 for a missing class, and 400 unless confirm is the class's exact name", async () => {
    for (const user of [s.teacher, s.student, s.otherTeacher]) {
      const res = await remove(user.token, s.classId, { confirm: 'Algebra' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: API_MSG.adminOnly });
    }
    const missing = await remove(s.admin.token, 'no-such-class', { confirm: 'Algebra' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: API_MSG.classNotFound });
    for (const confirm of ['algebra', 'Algebra ', '']) {
      const res = await remove(s.admin.token, s.classId, { confirm });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: CLASS_ARCHIVE_MSG.confirmMismatch });
    }
    const noBody = await remove(s.admin.token, s.classId);
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toEqual({ message: 'Request body must be a JSON object' });
    expect((await ctx.request({ method: 'GET', url: `/api/classes/${s.classId}`, token: s.admin.token })).statusCode).toBe(200);
  });

  it('deletes the class and everything in it in one go (no row anywhere mentions it or its records) and its files from storage; another class is untouched', async () => {
    const doomed = await fullClass('Doomed');
    const kept = await fullClass('Kept');
    expect((await rowsMentioning(doomed.ids)).length).toBeGreaterThan(10);
    const keptBefore = await rowsMentioning(kept.ids);
    await ctx.app.jobs.idle();

    const res = await remove(s.admin.token, doomed.id, { confirm: 'Doomed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CLASS_ARCHIVE_MSG.deleted });
    await ctx.app.jobs.idle();

    expect(await rowsMentioning(doomed.ids)).toEqual([]);
    const blobs = await ctx.blobs.keys();
    for (const file of doomed.files) expect(blobs).not.toContain(file);
    for (const file of kept.files) expect(blobs).toContain(file);
    expect((await rowsMentioning(kept.ids)).length).toBe(keptBefore.length);
    expect((await ctx.request({ method: 'GET', url: `/api/classes/${doomed.id}`, token: s.admin.token })).statusCode).toBe(404);
    const bell = (await ctx.request({ method: 'GET', url: '/api/notifications', token: s.student.token })).body;
    expect(bell).not.toContain(doomed.id);
    expect(bell).toContain(kept.id);
  });

  it('deletes an archived class too', async () => {
    const klass = await ctx.factories.klass({ name: 'Old year', teachers: [s.teacher.id] });
    expect((await ctx.request({ method: 'POST', url: `/api/classes/${klass.id}/archive`, token: s.teacher.token })).statusCode).toBe(200);
    expect((await remove(s.admin.token, klass.id, { confirm: 'Old year' })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'GET', url: '/api/classes?archived=true', token: s.admin.token })).json()).toEqual([]);
  });
});
