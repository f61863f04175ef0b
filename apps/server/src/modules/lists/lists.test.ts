import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentPageSchema } from '@lyceum/shared/assignments';
import { materialPageSchema } from '@lyceum/shared/materials';
import { API_MSG } from '@lyceum/shared/messages';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { buildSchool, type School } from './school.fixture';

let ctx: TestContext;
let school: School;

beforeAll(async () => {
  ctx = await createTestContext();
  school = await buildSchool(ctx.factories);
});
afterAll(() => ctx.close());

async function get(url: string, user: TestUser) {
  const res = await ctx.request({ method: 'GET', url, token: user.token });
  expect(res.statusCode).toBe(200);
  return res;
}
const assignmentIds = async (user: TestUser) => assignmentPageSchema.parse((await get('/api/assignments', user)).json()).map((a) => a._id);
const materialIds = async (user: TestUser) => materialPageSchema.parse((await get('/api/materials', user)).json()).map((m) => m._id);

/** Due date descending, then id descending: the order the endpoint promises. */
function expectedAssignments(classIds: string[]): string[] {
  return school.assignments
    .filter((a) => classIds.includes(a.classId))
    .sort((x, y) => (x.dueDate === y.dueDate ? (x.id < y.id ? 1 : -1) : x.dueDate < y.dueDate ? 1 : -1))
    .map((a) => a.id);
}
/** Newest first: fixture order reversed (the factories' clock gives each a later createdAt). */
const expectedMaterials = (classIds: string[]): string[] =>
  school.materials.filter((m) => classIds.includes(m.classId)).map((m) => m.id).reverse();

describe('GET /api/assignments and /api/materials: whose content', () => {
  it('require a signed-in user', async () => {
    for (const url of ['/api/assignments', '/api/materials']) {
      const res = await ctx.request({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: API_MSG.unauthenticated });
    }
  });

  it('give an admin everything', async () => {
    const all = Object.values(school.classes);
    expect(await assignmentIds(school.admin)).toEqual(expectedAssignments(all));
    expect(await materialIds(school.admin)).toEqual(expectedMaterials(all));
  });

  it('give a teacher only the classes they teach', async () => {
    const { A, B, C } = school.classes;
    expect(await assignmentIds(school.teacherA)).toEqual(expectedAssignments([A]));
    expect(await materialIds(school.teacherA)).toEqual(expectedMaterials([A]));
    expect(await assignmentIds(school.teacherB)).toEqual(expectedAssignments([B, C]));
    expect(await materialIds(school.teacherB)).toEqual(expectedMaterials([B, C]));
  });

  it('give a student only the classes they are enrolled in', async () => {
    const { A, B } = school.classes;
    expect(await assignmentIds(school.studentA)).toEqual(expectedAssignments([A]));
    expect(await materialIds(school.studentA)).toEqual(expectedMaterials([A]));
    expect(await assignmentIds(school.studentAB)).toEqual(expectedAssignments([A, B]));
    expect(await materialIds(school.studentAB)).toEqual(expectedMaterials([A, B]));
  });

  it('are empty for a student in no class and a teacher of nothing', async () => {
    for (const user of [school.loner, school.idleTeacher]) {
      expect(await assignmentIds(user)).toEqual([]);
      expect(await materialIds(user)).toEqual([]);
    }
  });

  it('break equal due dates by id, descending', async () => {
    const a = school.assignments.filter((x) => x.dueDate === '2026-03-05T09:00:00.000Z').map((x) => x.id);
    expect(a).toHaveLength(2);
    const ids = await assignmentIds(school.teacherA);
    const sameDue = ids.filter((id) => a.includes(id));
    expect(sameDue).toEqual([...a].sort().reverse());
  });
});

describe('list items', () => {
  it('carry the class and topic names and the creator', async () => {
    const items = assignmentPageSchema.parse((await get('/api/assignments', school.teacherA)).json());
    const first = items[0];
    expect(first).toMatchObject({
      dueDate: '2026-05-01T09:00:00.000Z',
      class: school.classes.A,
      className: 'Class A',
      topicName: 'A2',
      createdBy: { _id: school.teacherA.id, name: 'Ada Teacher' },
    });
    expect(items.find((i) => i.createdBy === null)).toBeDefined();
  });

  it('count a material’s attachments', async () => {
    const target = school.materials.find((m) => m.classId === school.classes.D);
    if (!target) throw new Error('fixture has a material in D');
    const attachments = [
      { kind: 'link', url: 'https://example.org/slides.pdf', name: 'slides.pdf', host: 'example.org' },
      { kind: 'link', url: 'https://example.org/data.csv', name: 'data.csv', host: 'example.org' },
    ];
    await ctx.db.kysely.updateTable('materials').set({ attachments: JSON.stringify(attachments) }).where('id', '=', target.id).execute();
    const items = materialPageSchema.parse((await get('/api/materials', school.admin)).json());
    const item = items.find((m) => m._id === target.id);
    expect(item).toMatchObject({ className: 'Class D', topicName: 'D1', attachments, attachmentsCount: 2 });
    expect(items.filter((m) => m._id !== target.id).every((m) => m.attachmentsCount === 0 && m.attachments.length === 0)).toBe(true);
  });
});
