import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentPageSchema } from '@lyceum/shared/assignments';
import { classListSchema } from '@lyceum/shared/classes';
import { API_MSG } from '@lyceum/shared/messages';
import { topicListSchema } from '@lyceum/shared/topics';
import { SHARED_BLOB_MIN_BYTES } from '../../db/shared-bytes';
import { createSerializers } from '../../plugins/serializer';
import type { AuthUser } from '../../types';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { addWork, setMaxPoints } from '../../../test/work-fixtures';
import { listVisibleClasses, listVisibleClassesJson } from '../classes/classes.service';
import { listTopicsOfClass, listTopicsOfClassJson } from '../topics/topics.service';
import { encodeCursor, type Cursor } from './cursor';
import { listAssignments, listAssignmentsJson } from './lists.service';
import type { Page } from './paging';

/**
 * On SQLite the assignments page and the class list are written by SQLite's JSON functions (json-page.ts). Its bytes
 * must be exactly what the object path and the route's serializer write, for every role, page
 * edge and awkward character. Run on a file with a reader thread, as in production, whatever the
 * project's engine.
 */

let dir: string;
let ctx: TestContext;
let admin: TestUser;
let teacher: TestUser;
let student: TestUser;
let outsider: TestUser;
let mineId: string;
let emptyId: string;

/** Text a JSON writer must escape, or must not mangle. */
const AWKWARD = 'Quote " backslash \\ slash / newline\n tab\t bell\u0007 del\u007f é 日本 😀 \u2028 </script> <b>&amp;</b>';
const DUE = ['2026-06-01T08:00:00.000Z', '2026-05-01T08:00:00.000Z', '2026-05-01T08:00:00.000Z', '2026-04-01T08:00:00.000Z', '2026-04-01T08:00:00.000Z'];

const serializerOf = (schema: unknown, url: string) => createSerializers().compiler({ schema, method: 'GET', url, httpStatus: '200' } as never);
const serializePage = serializerOf(assignmentPageSchema, '/api/assignments');
const serializeClasses = serializerOf(classListSchema, '/api/classes');
const serializeTopics = serializerOf(topicListSchema, '/api/classes/:id/topics');
const actor = (user: TestUser): AuthUser => ({ id: user.id, role: user.role, name: user.name, email: user.email });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lyceum-json-page-'));
  ctx = await createTestContext({ sqliteFile: { file: join(dir, 'lyceum.db'), readThreads: 1 } });
  const f = ctx.factories;
  admin = await f.user('admin');
  teacher = await f.user('teacher', { name: `Teacher ${AWKWARD}` });
  student = await f.user('student');
  const gone = await f.user('teacher');
  const second = await f.user('teacher', { name: 'Aaron Second' });
  const mine = await f.klass({ name: `Class ${AWKWARD}`, description: AWKWARD, teachers: [teacher.id, second.id], students: [student.id] });
  const other = await f.klass({ teachers: [gone.id], meetingLink: 'https://meet.example.org/x?a=1&b="2"' });
  // Classes with no teacher, and more of the student's, so the class list has pages too.
  await f.klass({ students: [student.id] });
  await f.klass({ teachers: [second.id], students: [student.id] });
  const topic = await f.topic(mine.id, { name: `Topic ${AWKWARD}` });
  const theirs = await f.topic(other.id);
  await f.topic(mine.id, { name: 'Second topic' });
  mineId = mine.id;
  emptyId = (await f.klass({ teachers: [second.id] })).id;
  outsider = await f.user('teacher');
  const ours: string[] = [];
  for (const [i, dueDate] of DUE.entries()) {
    ours.push((await f.assignment(topic.id, { title: `${i} ${AWKWARD}`, description: `<p>${AWKWARD}</p>`, dueDate, createdBy: teacher.id })).id);
    const their = await f.assignment(theirs.id, { dueDate, createdBy: i % 2 ? gone.id : null });
    // Points on some: the stored items carry maxPoints (migration 0015).
    if (i % 2 === 0) await setMaxPoints(ctx.db, their.id, 1000);
  }
  const [returned, resubmitted, saved, turnedIn] = ours as [string, string, string, string];
  await setMaxPoints(ctx.db, returned, 10);
  await setMaxPoints(ctx.db, resubmitted, 20);
  // The student's work in every state, whole and half grades (REAL in SQLite, 8 written as 8, not 8.0).
  await addWork(ctx.db, { assignmentId: returned, studentId: student.id, state: 'returned', late: true, grade: 8, draftGrade: 8 });
  await addWork(ctx.db, { assignmentId: resubmitted, studentId: student.id, state: 'turned_in', grade: 12.5, draftGrade: 19.5 });
  await addWork(ctx.db, { assignmentId: saved, studentId: student.id });
  await addWork(ctx.db, { assignmentId: turnedIn, studentId: student.id, state: 'turned_in', late: true });
  // A deleted creator: the rows stay, with createdBy null.
  await ctx.db.kysely.deleteFrom('users').where('id', '=', gone.id).execute();
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

type Lister<Items> = (db: TestContext['db']['kysely'], actor: AuthUser, limit: number, cursor?: string) => Promise<Page<Items>>;
interface Paths<T> {
  json: Lister<Uint8Array>;
  objects: Lister<T[]>;
  serialize: (items: unknown) => string;
}
const assignmentPaths: Paths<unknown> = { json: listAssignmentsJson, objects: listAssignments, serialize: serializePage };
const classPaths: Paths<unknown> = { json: listVisibleClassesJson, objects: listVisibleClasses, serialize: serializeClasses };
const cursorOf = (next: Cursor | null) => next && encodeCursor(next);

/** Every page of both paths, each step from the cursor both gave. */
async function walk<T>(paths: Paths<T>, user: TestUser, limit: number) {
  const bodies: { json: string; objects: string; jsonNext: string | null; objectsNext: string | null }[] = [];
  let cursor: string | undefined;
  for (;;) {
    const json = await paths.json(ctx.db.kysely, actor(user), limit, cursor);
    const objects = await paths.objects(ctx.db.kysely, actor(user), limit, cursor);
    const jsonNext = cursorOf(json.next);
    const objectsNext = cursorOf(objects.next);
    bodies.push({ json: Buffer.from(json.items).toString('utf8'), objects: paths.serialize(objects.items), jsonNext, objectsNext });
    if (!objectsNext || bodies.length > 20) return bodies;
    cursor = objectsNext;
  }
}

/** For every role and page size, every page of both paths is the same bytes with the same cursor, and all items are seen. */
async function expectSamePages<T>(paths: Paths<T>, schema: { parse(data: unknown): unknown[] }, total: (user: TestUser) => number) {
  for (const user of [admin, teacher, student]) {
    for (const limit of [1, 2, 3, 50]) {
      const pages = await walk(paths, user, limit);
      for (const page of pages) {
        expect(page.json).toBe(page.objects);
        expect(page.jsonNext).toBe(page.objectsNext);
      }
      expect(pages.flatMap((page) => schema.parse(JSON.parse(page.json)))).toHaveLength(total(user));
    }
  }
}

describe('GET /api/assignments written by SQLite', () => {
  it('is byte for byte what the serializer writes from the rows, page by page, for every role', async () => {
    await expectSamePages(assignmentPaths, assignmentPageSchema, (user) => (user === admin ? 10 : 5));
  });

  it('keeps awkward text and a deleted creator exactly as stored', async () => {
    const page = await listAssignmentsJson(ctx.db.kysely, actor(admin), 50);
    const items = assignmentPageSchema.parse(JSON.parse(Buffer.from(page.items).toString('utf8')));
    const awkward = items.find((item) => item.title === `1 ${AWKWARD}`);
    expect(awkward).toMatchObject({
      description: `<p>${AWKWARD}</p>`,
      className: `Class ${AWKWARD}`,
      topicName: `Topic ${AWKWARD}`,
      createdBy: { _id: teacher.id, name: `Teacher ${AWKWARD}` },
    });
    expect(items.filter((item) => item.createdBy === null)).toHaveLength(5);
  });

  it("adds each caller's work: a student's own in every state, a teacher's count of turned-in work", async () => {
    const itemsOf = async (user: TestUser) => {
      const text = Buffer.from((await listAssignmentsJson(ctx.db.kysely, actor(user), 50)).items).toString('utf8');
      return { text, items: assignmentPageSchema.parse(JSON.parse(text)) };
    };
    const mine = await itemsOf(student);
    expect(mine.items.map((item) => [item.title.slice(0, 1), item.maxPoints, item.work]).sort()).toEqual([
      ['0', 10, { kind: 'student', state: 'returned', late: true, grade: 8 }],
      ['1', 20, { kind: 'student', state: 'turned_in', late: false, grade: 12.5 }],
      ['2', null, { kind: 'student', state: 'assigned', late: false, grade: null }],
      ['3', null, { kind: 'student', state: 'turned_in', late: true, grade: null }],
      ['4', null, { kind: 'student', state: 'assigned', late: false, grade: null }],
    ]);
    expect(mine.text).toContain('"work":{"kind":"student","state":"returned","late":true,"grade":8}}');
    expect(mine.text).not.toContain('19.5');
    const staff = await itemsOf(teacher);
    const byTitle = staff.items.map((item) => [item.title.slice(0, 1), item.work] as const).sort();
    expect(byTitle).toEqual([1, 1, 0, 1, 0].map((turnedIn, i) => [String(i), { kind: 'teacher', turnedIn, students: 1 }]));
  });

  it('answers over HTTP as JSON with the Link to the next page', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/assignments?limit=3', token: teacher.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const objects = await listAssignments(ctx.db.kysely, actor(teacher), 3);
    expect(res.body).toBe(serializePage(objects.items));
    expect(res.headers.link).toBe(`</api/assignments?limit=3&cursor=${objects.next && encodeCursor(objects.next)}>; rel="next"`);
    const last = await ctx.request({ method: 'GET', url: `/api/assignments?limit=3&cursor=${objects.next && encodeCursor(objects.next)}`, token: teacher.token });
    expect(last.json()).toHaveLength(2);
    expect(last.headers.link).toBeUndefined();
  });

  it('is an empty array for a student in no class', async () => {
    const loner = await ctx.factories.user('student');
    const res = await ctx.request({ method: 'GET', url: '/api/assignments', token: loner.token });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('[]');
  });
});

describe('GET /api/classes written by SQLite', () => {
  it('is byte for byte what the serializer writes from the rows and teachers, page by page, for every role', async () => {
    await expectSamePages(classPaths, classListSchema, (user) => (user === admin ? 5 : user === teacher ? 1 : 3));
  });

  it('gives teachers’ emails to staff only, teachers by name, and [] for a class with none', async () => {
    const forStudent = classListSchema.parse(JSON.parse(Buffer.from((await listVisibleClassesJson(ctx.db.kysely, actor(student), 50)).items).toString('utf8')));
    const awkward = forStudent.find((item) => item.name === `Class ${AWKWARD}`);
    expect(awkward?.teachers).toEqual([
      { _id: expect.any(String), name: 'Aaron Second' },
      { _id: teacher.id, name: `Teacher ${AWKWARD}` },
    ]);
    expect(awkward?.description).toBe(AWKWARD);
    expect(forStudent.some((item) => item.teachers.length === 0)).toBe(true);
    const forAdmin = classListSchema.parse(JSON.parse(Buffer.from((await listVisibleClassesJson(ctx.db.kysely, actor(admin), 50)).items).toString('utf8')));
    expect(forAdmin.find((item) => item.name === `Class ${AWKWARD}`)?.teachers.map((t) => t.email)).toEqual([expect.stringContaining('@'), teacher.email]);
  });

  it('answers over HTTP as JSON with the Link to the next page', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/classes?limit=2', token: student.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const objects = await listVisibleClasses(ctx.db.kysely, actor(student), 2);
    expect(res.body).toBe(serializeClasses(objects.items));
    expect(res.headers.link).toBe(`</api/classes?limit=2&cursor=${cursorOf(objects.next)}>; rel="next"`);
  });
});

describe('GET /api/classes/:id/topics written by SQLite', () => {
  it('is byte for byte what the serializer writes from the rows, for every member and an admin', async () => {
    for (const user of [admin, teacher, student]) {
      const json = Buffer.from(await listTopicsOfClassJson(ctx.db.kysely, actor(user), mineId)).toString('utf8');
      expect(json).toBe(serializeTopics(await listTopicsOfClass(ctx.db.kysely, actor(user), mineId)));
      expect(topicListSchema.parse(JSON.parse(json)).map((topic) => topic.name)).toEqual(['Second topic', `Topic ${AWKWARD}`]);
    }
    expect(Buffer.from(await listTopicsOfClassJson(ctx.db.kysely, actor(admin), emptyId)).toString('utf8')).toBe('[]');
  });

  it('answers an outsider and a class that does not exist with the same 404', async () => {
    for (const [user, classId] of [[outsider, mineId], [student, emptyId], [admin, 'nonexistent-class-id']] as const) {
      const res = await ctx.request({ method: 'GET', url: `/api/classes/${classId}/topics`, token: user.token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: API_MSG.classNotFound });
    }
    const ok = await ctx.request({ method: 'GET', url: `/api/classes/${mineId}/topics`, token: student.token });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(ok.json()).toHaveLength(2);
  });
});

describe('the assignment items SQLite keeps as JSON (migration 0006)', () => {
  /** Every page, for every role and size, still the serializer's bytes for the rows as they now are. */
  const expectFresh = () => expectSamePages(assignmentPaths, assignmentPageSchema, (user) => (user === admin ? 10 : 5));

  it('follow every change an item shows: the row, its class, topic and creator, a move, a deleted creator', async () => {
    const k = ctx.db.kysely;
    const [first] = await k.selectFrom('assignments').select(['id', 'topic_id']).where('created_by', '=', teacher.id).orderBy('id').limit(1).execute();
    if (!first) throw new Error('the fixture has assignments by the teacher');
    const changes: [string, () => Promise<unknown>][] = [
      ['the row', () => k.updateTable('assignments').set({ title: `Edited ${AWKWARD}`, due_date: '2027-01-01T00:00:00.000Z', updated_at: '2026-07-01T00:00:00.000Z' }).where('id', '=', first.id).execute()],
      ['its class', () => k.updateTable('classes').set({ name: `Renamed ${AWKWARD}` }).where('id', '=', mineId).execute()],
      ['its topic', () => k.updateTable('topics').set({ name: 'Renamed topic' }).where('id', '=', first.topic_id).execute()],
      ['its creator', () => k.updateTable('users').set({ name: 'Renamed Teacher' }).where('id', '=', teacher.id).execute()],
      [
        'a move to another topic',
        async () => {
          const other = await k.selectFrom('topics').select('id').where('class_id', '=', mineId).where('id', '!=', first.topic_id).executeTakeFirstOrThrow();
          await k.updateTable('assignments').set({ topic_id: other.id }).where('id', '=', first.id).execute();
        },
      ],
      ['a deleted creator', () => k.deleteFrom('users').where('id', '=', outsider.id).execute()],
      ['its maximum points', () => k.updateTable('assignments').set({ max_points: 7 }).where('id', '=', first.id).execute()],
      ['made ungraded', () => k.updateTable('assignments').set({ max_points: null }).where('id', '!=', first.id).execute()],
      [
        'work turned in afresh',
        async () => {
          await k.deleteFrom('submissions').where('assignment_id', '=', first.id).execute();
          await addWork(ctx.db, { assignmentId: first.id, studentId: student.id, state: 'turned_in' });
        },
      ],
      ['work returned with a grade', () => k.updateTable('submissions').set({ state: 'returned', grade: 6.5 }).where('assignment_id', '=', first.id).execute()],
    ];
    // The outsider becomes a creator first, so deleting the account sets created_by null on a shown row.
    await k.updateTable('assignments').set({ created_by: outsider.id }).where('id', '!=', first.id).where('created_by', '=', teacher.id).execute();
    for (const [what, change] of changes) {
      await change();
      await expect(expectFresh(), what).resolves.toBeUndefined();
    }
    const page = assignmentPageSchema.parse(JSON.parse(Buffer.from((await listAssignmentsJson(k, actor(admin), 50)).items).toString('utf8')));
    expect(page[0]).toMatchObject({
      _id: first.id,
      title: `Edited ${AWKWARD}`,
      maxPoints: 7,
      className: `Renamed ${AWKWARD}`,
      createdBy: { _id: teacher.id, name: 'Renamed Teacher' },
      work: { kind: 'teacher', turnedIn: 1, students: 1 },
    });
    expect(page.filter((item) => item.createdBy === null)).toHaveLength(9);
  });
});

describe('the class cards SQLite keeps as JSON (migration 0007)', () => {
  const expectFresh = () => expectSamePages(classPaths, classListSchema, (user) => (user === admin ? 5 : user === teacher ? 1 : 3));

  it('follow every change a card shows: the class, its teachers and their names and emails, its counts, a deleted teacher', async () => {
    const k = ctx.db.kysely;
    const newcomer = await ctx.factories.user('teacher', { name: `Newcomer ${AWKWARD}` });
    const pupil = await ctx.factories.user('student');
    const now = new Date().toISOString();
    const member = (user: TestUser, role: 'teacher' | 'student') => k.insertInto('class_members').values({ class_id: mineId, user_id: user.id, role, created_at: now }).execute();
    const changes: [string, () => Promise<unknown>][] = [
      ['the class', () => k.updateTable('classes').set({ name: `Renamed ${AWKWARD}`, description: 'New description', meeting_link: 'https://meet.example.org/new' }).where('id', '=', mineId).execute()],
      ['no meeting link', () => k.updateTable('classes').set({ meeting_link: null }).where('id', '=', mineId).execute()],
      ['a teacher joining', () => member(newcomer, 'teacher')],
      ['a student joining', () => member(pupil, 'student')],
      ['a teacher’s name and email', () => k.updateTable('users').set({ name: 'Aardvark First', email: 'first@example.org' }).where('id', '=', newcomer.id).execute()],
      ['a student made a teacher', () => k.updateTable('class_members').set({ role: 'teacher' }).where('user_id', '=', pupil.id).execute()],
      ['a teacher leaving', () => k.deleteFrom('class_members').where('user_id', '=', pupil.id).execute()],
      ['a teacher’s account deleted', () => k.deleteFrom('users').where('id', '=', newcomer.id).execute()],
    ];
    for (const [what, change] of changes) {
      await change();
      await expect(expectFresh(), what).resolves.toBeUndefined();
    }
    const cards = classListSchema.parse(JSON.parse(Buffer.from((await listVisibleClassesJson(k, actor(admin), 50)).items).toString('utf8')));
    expect(cards.find((card) => card._id === mineId)).toMatchObject({ name: `Renamed ${AWKWARD}`, meetingLink: null, teachersCount: 2, studentsCount: 1 });
  });
});

describe('the topics SQLite keeps as JSON for each class (migration 0009)', () => {
  it('follow every change the list shows: topics added, renamed, moved and deleted, their counts, the class’s name', async () => {
    const k = ctx.db.kysely;
    const f = ctx.factories;
    const owner = await f.user('teacher');
    const here = await f.klass({ name: 'Here', teachers: [owner.id] });
    const there = await f.klass({ name: 'There', teachers: [owner.id] });
    const bodyOf = async (classId: string) => Buffer.from(await listTopicsOfClassJson(k, actor(owner), classId)).toString('utf8');
    /** Both classes' stored lists, still the serializer's bytes for the rows as they now are. */
    const expectFresh = async () => {
      for (const classId of [here.id, there.id]) expect(await bodyOf(classId)).toBe(serializeTopics(await listTopicsOfClass(k, actor(owner), classId)));
    };
    expect(await bodyOf(here.id)).toBe('[]');
    let first = { id: '' };
    let second = { id: '' };
    const changes: [string, () => Promise<unknown>][] = [
      ['a topic added', async () => (first = await f.topic(here.id, { name: `First ${AWKWARD}` }))],
      ['another topic', async () => (second = await f.topic(here.id, { name: 'Second' }))],
      ['a material added', () => f.material(first.id)],
      ['an assignment added', () => f.assignment(second.id)],
      ['a material moved to the other topic', () => k.updateTable('materials').set({ topic_id: second.id }).where('topic_id', '=', first.id).execute()],
      ['a topic renamed', () => k.updateTable('topics').set({ name: `Renamed ${AWKWARD}` }).where('id', '=', first.id).execute()],
      ['the class renamed', () => k.updateTable('classes').set({ name: `Class renamed ${AWKWARD}` }).where('id', '=', here.id).execute()],
      ['a topic moved to another class', () => k.updateTable('topics').set({ class_id: there.id }).where('id', '=', first.id).execute()],
      ['an assignment deleted', () => k.deleteFrom('assignments').where('topic_id', '=', second.id).execute()],
      ['a topic deleted with its content', () => k.deleteFrom('topics').where('id', '=', second.id).execute()],
    ];
    for (const [what, change] of changes) {
      await change();
      await expect(expectFresh(), what).resolves.toBeUndefined();
    }
    expect(topicListSchema.parse(JSON.parse(await bodyOf(here.id)))).toEqual([]);
    expect(topicListSchema.parse(JSON.parse(await bodyOf(there.id)))).toMatchObject([{ _id: first.id, name: `Renamed ${AWKWARD}`, class: there.id, className: 'There', materialsCount: 0, assignmentsCount: 0 }]);
  });
});

describe('pages through the reader thread’s shared slots', () => {
  it('free the slot of every page once its response has closed', async () => {
    // A teacher of 50 assignments with long titles: a page over the size that goes through a slot.
    const owner = await ctx.factories.user('teacher');
    const klass = await ctx.factories.klass({ teachers: [owner.id] });
    const topic = await ctx.factories.topic(klass.id);
    for (let i = 0; i < 50; i++) await ctx.factories.assignment(topic.id, { title: `${i} ${'long title '.repeat(18)}`, createdBy: owner.id });
    const held = ctx.db.readPool?.heldSlots() ?? -1;
    const expected = serializePage((await listAssignments(ctx.db.kysely, actor(owner), 50)).items);
    expect(Buffer.byteLength(expected)).toBeGreaterThan(SHARED_BLOB_MIN_BYTES);
    // More pages than there are slots (128): a page whose slot stayed held would add up.
    for (let i = 0; i < 150; i++) {
      const res = await ctx.request({ method: 'GET', url: '/api/assignments?limit=50', token: owner.token });
      expect(res.body).toBe(expected);
    }
    // The response's 'close' comes on the next tick after its body.
    await new Promise((resolve) => setImmediate(resolve));
    expect(ctx.db.readPool?.heldSlots()).toBe(held);
  });
});
