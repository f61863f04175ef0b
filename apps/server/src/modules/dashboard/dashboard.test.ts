import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema, type Dashboard } from '@lyceum/shared/dashboard';
import { API_MSG } from '@lyceum/shared/messages';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { buildSchool, type School } from '../lists/school.fixture';

let ctx: TestContext;
let school: School;

beforeAll(async () => {
  ctx = await createTestContext();
  school = await buildSchool(ctx.factories);
});
afterAll(() => ctx.close());

async function dashboardOf(user: TestUser): Promise<Dashboard> {
  const res = await ctx.request({ method: 'GET', url: '/api/dashboard', token: user.token });
  expect(res.statusCode).toBe(200);
  return dashboardSchema.parse(res.json());
}

/** The 3 newest assignments (by creation, which is fixture order) of the given classes. */
function newestAssignmentIds(classIds: string[]): string[] {
  return school.assignments
    .filter((a) => classIds.includes(a.classId))
    .map((a) => a.id)
    .reverse()
    .slice(0, 3);
}

describe('GET /api/dashboard', () => {
  it('requires a signed-in user', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/dashboard' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: API_MSG.unauthenticated });
  });

  it('shows an admin the 3 newest of all classes, the 3 newest assignments overall and school-wide stats', async () => {
    const { classes: c } = school;
    const body = await dashboardOf(school.admin);
    expect(body.classes.map((k) => k._id)).toEqual([c.D, c.C, c.B]);
    expect(body.classes.map((k) => k.teachers.map((t) => t.name))).toEqual([[], ['Cy Teacher'], ['Cy Teacher']]);
    expect(body.assignments.map((a) => a._id)).toEqual(newestAssignmentIds([c.A, c.B, c.C, c.D]));
    // Students is the total of the classes' lists: studentAB, in A and B, counts twice (3 people, 4 places).
    expect(body.stats).toEqual({ classes: 4, assignments: 7, materials: 5, students: 4, storage: { usedBytes: 0, quotaBytes: null } });
  });

  it('shows a teacher only the classes they teach, with every teacher of each by name', async () => {
    const body = await dashboardOf(school.teacherA);
    expect(body.classes).toEqual([
      {
        _id: school.classes.A,
        name: 'Class A',
        description: 'Class: Class A',
        teachers: [
          { _id: school.teacherA.id, name: 'Ada Teacher' },
          { _id: school.coTeacherA.id, name: 'Bob Coteacher' },
        ],
      },
    ]);
    expect(body.assignments.map((a) => a._id)).toEqual(newestAssignmentIds([school.classes.A]));
    expect(body.stats).toEqual({ classes: 1, assignments: 4, materials: 3, students: 2 });
  });

  it('sends each assignment with its topic, class, dates and creator, or null for no creator', async () => {
    const body = await dashboardOf(school.teacherA);
    const [newest, second, third] = body.assignments;
    expect(newest).toMatchObject({
      topic: expect.any(String),
      class: school.classes.A,
      dueDate: '2026-05-01T09:00:00.000Z',
      description: '<p>Do the exercises</p>',
      createdBy: { _id: school.teacherA.id, name: 'Ada Teacher' },
    });
    expect(newest?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(second?.createdBy).toEqual({ _id: school.coTeacherA.id, name: 'Bob Coteacher' });
    expect(third?.createdBy).toBeNull();
  });

  it('covers every class a teacher teaches, newest first, a class without students included', async () => {
    const body = await dashboardOf(school.teacherB);
    expect(body.classes.map((k) => k._id)).toEqual([school.classes.C, school.classes.B]);
    expect(body.stats).toEqual({ classes: 2, assignments: 3, materials: 1, students: 2 });
  });

  it('shows a student only the classes they are enrolled in, with no student count', async () => {
    const body = await dashboardOf(school.studentA);
    expect(body.classes.map((k) => k._id)).toEqual([school.classes.A]);
    expect(body.assignments.map((a) => a._id)).toEqual(newestAssignmentIds([school.classes.A]));
    expect(body.stats).toEqual({ classes: 1, assignments: 4, materials: 3 });
    expect('students' in body.stats).toBe(false);

    const both = await dashboardOf(school.studentAB);
    expect(both.classes.map((k) => k._id)).toEqual([school.classes.B, school.classes.A]);
    expect(both.assignments.map((a) => a._id)).toEqual(newestAssignmentIds([school.classes.A, school.classes.B]));
    expect(both.stats).toEqual({ classes: 2, assignments: 6, materials: 4 });
  });

  it('is empty for a student in no class and a teacher of nothing', async () => {
    expect(await dashboardOf(school.loner)).toEqual({ classes: [], assignments: [], stats: { classes: 0, assignments: 0, materials: 0 } });
    expect(await dashboardOf(school.idleTeacher)).toEqual({
      classes: [],
      assignments: [],
      stats: { classes: 0, assignments: 0, materials: 0, students: 0 },
    });
  });
});
