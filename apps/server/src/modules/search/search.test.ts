import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@lyceum/shared/search';
import { PREFIX_WORDS_MAX } from './search-sqlite';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';

let ctx: TestContext;
let teacher: TestUser, student: TestUser, otherStudent: TestUser, otherTeacher: TestUser, admin: TestUser;
let algebra: { id: string }, biology: { id: string }, topicId: string, materialId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = ctx.factories;
  admin = await f.user('admin', { name: 'Ada Admin' });
  teacher = await f.user('teacher', { name: 'Tess Quokkateacher', email: 'tess.q@school.test' });
  otherTeacher = await f.user('teacher', { name: 'Otto Other' });
  student = await f.user('student', { name: 'Sam Student' });
  otherStudent = await f.user('student', { name: 'Olga Outsider' });
  algebra = await f.klass({ name: 'Algebra', teachers: [teacher.id], students: [student.id] });
  biology = await f.klass({ name: 'Biology', teachers: [otherTeacher.id], students: [otherStudent.id] });
  const topic = await f.topic(algebra.id, { name: 'Fractions' });
  topicId = topic.id;
  const material = await f.material(topic.id, { title: 'Halves', content: '<p>The <strong>zebrafish</strong> swims &amp; <a href="https://x.test/lighthouse">reads</a></p>' });
  materialId = material.id;
  const bioTopic = await f.topic(biology.id, { name: 'Cells' });
  await f.material(bioTopic.id, { title: 'Membranes', content: '<p>A zebrafish embryo, 50% water_and more</p>' });
});
afterAll(() => ctx.close());

const find = async (user: TestUser, q: string, encoded = encodeURIComponent(q)) => {
  const res = await ctx.request({ method: 'GET', url: `/api/search?q=${encoded}`, token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResponse>();
};
const classesOf = (body: SearchResponse) => body.results.map((r) => r.class?._id);

describe('GET /api/search', () => {
  it("finds a material by a word of its body for its class's student, and not for another class's", async () => {
    const mine = await find(student, 'zebrafish');
    expect(mine.results).toEqual([
      {
        kind: 'material',
        _id: materialId,
        title: [{ text: 'Halves', match: false }],
        snippet: [{ text: 'The ', match: false }, { text: 'zebrafish', match: true }, { text: ' swims & reads', match: false }],
        class: { _id: algebra.id, name: 'Algebra', archived: false },
        link: `/dashboard/classes/${algebra.id}/topics/${topicId}/materials/${materialId}`,
      },
    ]);
    expect(classesOf(await find(otherStudent, 'zebrafish'))).toEqual([biology.id]);
    expect(classesOf(await find(admin, 'zebrafish')).sort()).toEqual([algebra.id, biology.id].sort());
  });

  it('indexes the words of rich text, not its tags or attributes, and matches the last word as a prefix', async () => {
    expect((await find(student, 'strong')).results).toEqual([]);
    expect((await find(student, 'lighthouse')).results).toEqual([]);
    expect((await find(student, 'zebra')).results.map((r) => r._id)).toEqual([materialId]);
    expect((await find(student, 'fract')).results.map((r) => r.kind)).toEqual(['topic']);
  });

  it("expands the last word to the index's words that start with it, written or edited since, and never to another class's", async () => {
    const topic = await ctx.factories.topic(algebra.id, { name: 'Astronomy' });
    const quasar = await ctx.factories.material(topic.id, { title: 'Sky notes', content: '<p>Quasars shine</p>' });
    await ctx.factories.material((await ctx.factories.topic(biology.id, { name: 'Stars' })).id, { title: 'Far away', content: '<p>Quasarian light</p>' });
    expect((await find(student, 'quas')).results.map((r) => r._id)).toEqual([quasar.id]);
    expect((await find(student, 'quasars')).results.map((r) => r._id)).toEqual([quasar.id]);
    expect(classesOf(await find(otherStudent, 'quas'))).toEqual([biology.id]);
    expect((await find(student, 'sky quas')).results.map((r) => r._id)).toEqual([quasar.id]);
    expect((await find(student, 'quasx')).results).toEqual([]);
    const edited = await ctx.request({ method: 'PUT', url: `/api/materials/${quasar.id}`, token: teacher.token, payload: { title: 'Sky notes', content: '<p>Pulsars spin</p>', topic: topic.id } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await find(student, 'pulsa')).results.map((r) => r._id)).toEqual([quasar.id]);
    expect((await find(student, 'quas')).results).toEqual([]);
  });

  it("reads a last word that starts very many words as a prefix, still in the caller's classes only", async () => {
    const topic = await ctx.factories.topic(algebra.id, { name: 'Word list' });
    const words = Array.from({ length: PREFIX_WORDS_MAX + 6 }, (_, i) => `manyprefix${i}`).join(' ');
    const material = await ctx.factories.material(topic.id, { title: 'Long list', content: `<p>${words}</p>` });
    await ctx.factories.material((await ctx.factories.topic(biology.id, { name: 'Other list' })).id, { title: 'Their list', content: `<p>${words}</p>` });
    expect((await find(student, 'manypre')).results.map((r) => r._id)).toEqual([material.id]);
    expect((await find(student, 'manyprefix7')).results.map((r) => r._id)).toEqual([material.id]);
    expect(classesOf(await find(otherStudent, 'manypre'))).toEqual([biology.id]);
  });

  it('ranks every word in the title first, then the rest, each newest first', async () => {
    const topic = await ctx.factories.topic(algebra.id, { name: 'Birds' });
    const titled = await ctx.factories.material(topic.id, { title: 'Pelican facts', content: '<p>Big beaks</p>' });
    const titledToo = await ctx.factories.assignment(topic.id, { title: 'Draw a pelican', description: '<p>With crayons</p>' });
    const inBody = await ctx.factories.material(topic.id, { title: 'Shore life', content: '<p>A pelican dives for fish</p>' });
    const halfInTitle = await ctx.factories.material(topic.id, { title: 'Pelican', content: '<p>Facts about dives</p>' });
    expect((await find(student, 'pelican')).results.map((r) => r._id)).toEqual([halfInTitle.id, titledToo.id, titled.id, inBody.id]);
    expect((await find(student, 'pelican fac')).results.map((r) => r._id)).toEqual([titled.id, halfInTitle.id]);
    expect((await find(teacher, 'pelican')).results[0]?._id).toBe(halfInTitle.id);
  });

  it('keeps the index current with each write: edits, deletes and cascades', async () => {
    const topic = await ctx.factories.topic(algebra.id, { name: 'Geometry' });
    const res = await ctx.request({
      method: 'POST', url: '/api/materials', token: teacher.token,
      payload: { title: 'Triangles', content: '<p>Pythagoras wombat</p>', topic: topic.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ _id: string }>()._id;
    expect((await find(student, 'wombat')).results.map((r) => r._id)).toEqual([id]);
    const edited = await ctx.request({ method: 'PUT', url: `/api/materials/${id}`, token: teacher.token, payload: { title: 'Triangles', content: '<p>Euclid</p>', topic: topic.id } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await find(student, 'wombat')).results).toEqual([]);
    expect((await find(student, 'euclid')).results.map((r) => r._id)).toEqual([id]);
    const removed = await ctx.request({ method: 'DELETE', url: `/api/topics/${topic.id}`, token: teacher.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await find(teacher, 'euclid')).results).toEqual([]);
    expect((await find(teacher, 'geometry')).results).toEqual([]);
  });

  it('finds comments for the class, linking to what they are on', async () => {
    await ctx.factories.comment({ material: materialId }, { text: 'Is the okapi here?', authorId: student.id });
    const { results } = await find(teacher, 'okapi');
    expect(results).toMatchObject([{ kind: 'comment', title: [{ text: 'Halves', match: false }], link: `/dashboard/classes/${algebra.id}/topics/${topicId}/materials/${materialId}` }]);
    expect((await find(otherTeacher, 'okapi')).results).toEqual([]);
  });

  it("shows people as the roles table says: a student finds their teacher by name only, never by email nor a classmate's", async () => {
    const byName = await find(student, 'quokkateacher');
    expect(byName.results).toEqual([
      { kind: 'person', _id: teacher.id, title: [{ text: 'Tess ', match: false }, { text: 'Quokkateacher', match: true }], snippet: [], class: null, link: `/dashboard/classes/${algebra.id}` },
    ]);
    expect((await find(student, 'tess.q@school.test')).results).toEqual([]);
    expect((await find(otherStudent, 'quokkateacher')).results).toEqual([]);
    expect((await find(teacher, 'sam student')).results.map((r) => r._id)).toEqual([student.id]);
    expect((await find(otherTeacher, 'sam student')).results).toEqual([]);
    expect((await find(teacher, 'tess.q@school')).results.map((r) => r.snippet.filter((s) => s.match).map((s) => s.text))).toEqual([['tess', 'q', 'school']]);
  });

  it('leaves archived classes out for students and ranks them last, flagged, for teachers', async () => {
    const old = await ctx.factories.klass({ name: 'Old narwhal class', teachers: [teacher.id], students: [student.id] });
    await ctx.factories.topic(old.id, { name: 'Narwhal topic' });
    await ctx.db.kysely.updateTable('classes').set({ archived_at: new Date().toISOString() }).where('id', '=', old.id).execute();
    expect((await find(student, 'narwhal')).results).toEqual([]);
    const live = await ctx.factories.klass({ name: 'Narwhal club', teachers: [teacher.id] });
    const forTeacher = (await find(teacher, 'narwhal')).results;
    expect(forTeacher.map((r) => [r.class?._id, r.class?.archived])).toEqual([[live.id, false], [old.id, true], [old.id, true]]);
    const forAdmin = (await find(admin, 'narwhal')).results;
    expect(forAdmin.map((r) => [r.class?._id, r.class?.archived])).toEqual([[live.id, false], [old.id, true], [old.id, true]]);
  });

  it("follows class membership at once: a student added finds the class's content and teacher and is found by them; removed, neither", async () => {
    const newcomer = await ctx.factories.user('student', { name: 'Nina Newcomer' });
    const roster = (method: 'POST' | 'DELETE') =>
      ctx.request({ method, url: `/api/classes/${algebra.id}/students`, token: admin.token, payload: { students: [newcomer.id] } });
    const seen = async () => ({
      material: (await find(newcomer, 'zebrafish')).results.map((r) => r._id),
      teacher: (await find(newcomer, 'quokkateacher')).results.map((r) => r._id),
      byTeacher: (await find(teacher, 'newcomer')).results.map((r) => r._id),
    });
    expect(await seen()).toEqual({ material: [], teacher: [], byTeacher: [] });
    const added = await roster('POST');
    expect(added.statusCode, added.body).toBe(200);
    expect(await seen()).toEqual({ material: [materialId], teacher: [teacher.id], byTeacher: [newcomer.id] });
    const removed = await roster('DELETE');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await seen()).toEqual({ material: [], teacher: [], byTeacher: [] });
  });

  // Query syntax of both engines, LIKE wildcards, SQL, surrogates: words or nothing, never an error.
  const hostile = ['"', '*', 'NEAR(', '-', 'OR', 'zebrafish OR 1=1', "' OR 1=1 --", 'title:zebrafish', '{title}:zebrafish', 'zebra*', '^zebrafish',
    '%', '_', '50%', 'water_and', '\\', '(', ')', ':*', '!', '&', '|', '<->', "''", 'a'.repeat(200)];
  it.each(hostile)('reads %j as plain words: no error, nothing from another class', async (q) => {
    for (const user of [student, otherStudent, teacher]) {
      const body = await find(user, q);
      const mine = user === otherStudent ? biology.id : algebra.id;
      for (const result of body.results) if (result.class) expect(result.class._id).toBe(mine);
    }
  });

  // Lone surrogates (as WTF-8 and as the escapes of a JSON string), a cut-off and an overlong UTF-8 sequence.
  it.each(['%ED%A0%80', 'zebra%ED%BF%BF', '%F0%9F', '%C0%80', '%5Cud800'])('reads the bytes %s as nothing or plain words', async (encoded) => {
    expect((await find(otherStudent, '', encoded)).results.every((r) => r.class?._id === biology.id)).toBe(true);
  });

  it('answers 400 for a NUL character, as every text field does', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/search?q=a%00b', token: student.token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'q: must not contain NUL characters' });
  });

  it('answers 400 for a query over 200 characters, and nothing for a missing one', async () => {
    const long = await ctx.request({ method: 'GET', url: `/api/search?q=${'x'.repeat(10_000)}`, token: student.token });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: 'q must be at most 200 characters' });
    const missing = await ctx.request({ method: 'GET', url: '/api/search', token: student.token });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({ terms: [], results: [] });
    expect((await ctx.request({ method: 'GET', url: '/api/search?q=x' })).statusCode).toBe(401);
  });

  it('finds words with other punctuation in the same way on both engines, and 50% as the word 50', async () => {
    expect(classesOf(await find(otherStudent, '50%'))).toEqual([biology.id]);
    expect(classesOf(await find(otherStudent, 'water_and'))).toEqual([biology.id]);
    expect((await find(student, '""')).results).toEqual([]);
  });
});
