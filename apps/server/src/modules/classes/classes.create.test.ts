import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { LIMITS } from '@lyceum/shared/limits';
import { createTestContext, type TestContext } from '../../../test/context';
import { CLASS_MSG } from './class-messages';
import { buildScene, type ClassScene } from './classes.test-support';

let ctx: TestContext;
let s: ClassScene;

beforeAll(async () => {
  ctx = await createTestContext();
  s = await buildScene(ctx);
});
afterAll(() => ctx.close());

const create = (token: string, payload: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url: '/api/classes', token, payload });

async function classCount(): Promise<number> {
  const row = await ctx.db.kysely.selectFrom('classes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/classes by an admin', () => {
  it('creates the class with the given teachers and answers 201 with its detail', async () => {
    const res = await create(s.admin.token, {
      name: '  Chemistry  ',
      description: 'Atoms and bonds',
      meetingLink: 'https://meet.example.com/chem',
      teachers: [s.teacher.id, s.otherTeacher.id],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Chemistry',
      description: 'Atoms and bonds',
      meetingLink: 'https://meet.example.com/chem',
      students: [],
      teachersCount: 2,
      studentsCount: 0,
    });
    expect(body.teachers).toEqual([
      { _id: s.otherTeacher.id, name: s.otherTeacher.name, email: s.otherTeacher.email },
      { _id: s.teacher.id, name: s.teacher.name, email: s.teacher.email },
    ]);
    expect(body.createdAt).toBe(body.updatedAt);
    // Both teachers now see it.
    for (const token of [s.teacher.token, s.otherTeacher.token]) {
      expect((await ctx.request({ method: 'GET', url: `/api/classes/${body._id}`, token })).statusCode).toBe(200);
    }
  });

  it('may create a class with no teachers', async () => {
    const res = await create(s.admin.token, { name: 'Unstaffed' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ teachers: [], teachersCount: 0, meetingLink: null });
  });

  it('refuses a student, an admin or an unknown id as teacher, and a repeated id, creating nothing', async () => {
    const before = await classCount();
    const cases: Array<[string[], string]> = [
      [[s.teacher.id, s.student.id], CLASS_MSG.wrongRole(s.student.name, 'teacher')],
      [[s.admin.id], CLASS_MSG.wrongRole(s.admin.name, 'teacher')],
      [['ffffffffffffffffffffffff'], CLASS_MSG.unknownUser('ffffffffffffffffffffffff')],
      [[s.teacher.id, s.teacher.id], CLASS_MSG.duplicateId('teachers', s.teacher.id)],
    ];
    for (const [teachers, message] of cases) {
      const res = await create(s.admin.token, { name: 'Nope', teachers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(await classCount()).toBe(before);
  });

  it('limits how many teacher ids one call may carry', async () => {
    const teachers = Array.from({ length: LIMITS.idsPerCall + 1 }, (_, i) => `id-${i}`);
    const res = await create(s.admin.token, { name: 'Crowded', teachers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^teachers must have at most \d+ items$/);
  });
});

describe('POST /api/classes by a teacher', () => {
  it('makes the teacher the sole teacher, whatever teachers are sent', async () => {
    for (const teachers of [[s.otherTeacher.id, s.student.id, 'unknown-id'], [], undefined]) {
      const res = await create(s.teacher.token, { name: 'Physics', ...(teachers ? { teachers } : {}) });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.teachers).toEqual([{ _id: s.teacher.id, name: s.teacher.name, email: s.teacher.email }]);
      expect(body.teachersCount).toBe(1);
      const other = await ctx.request({ method: 'GET', url: `/api/classes/${body._id}`, token: s.otherTeacher.token });
      expect(other.statusCode).toBe(404);
    }
  });
});

describe('POST /api/classes by a student', () => {
  it('is a 403 and creates nothing', async () => {
    const before = await classCount();
    for (const student of [s.student, s.outsider]) {
      const res = await create(student.token, { name: 'Sneaky', teachers: [s.teacher.id] });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: API_MSG.forbidden });
    }
    expect(await classCount()).toBe(before);
  });
});

describe('POST /api/classes validation', () => {
  it('requires a name after trimming', async () => {
    for (const payload of [{}, { name: '' }, { name: '   ' }]) {
      const res = await create(s.admin.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'name is required' });
    }
    // There, but not text: said so, not "required".
    const number = await create(s.admin.token, { name: 42 });
    expect([number.statusCode, number.json()]).toEqual([400, { message: 'name must be a string' }]);
  });

  it('defaults an empty, blank or missing description to "Class: " + name', async () => {
    for (const description of ['', '   ', undefined]) {
      const res = await create(s.admin.token, { name: ' Geometry ', ...(description === undefined ? {} : { description }) });
      expect(res.statusCode).toBe(201);
      expect(res.json().description).toBe('Class: Geometry');
    }
  });

  it('refuses a name or description past its limit, naming the field', async () => {
    const longName = await create(s.admin.token, { name: 'n'.repeat(LIMITS.className + 1) });
    expect(longName.statusCode).toBe(400);
    expect(longName.json()).toEqual({ message: `name must be at most ${LIMITS.className} characters` });
    const okName = await create(s.admin.token, { name: 'n'.repeat(LIMITS.className) });
    expect(okName.statusCode).toBe(201);
    const longDescription = await create(s.admin.token, { name: 'Long', description: 'd'.repeat(LIMITS.classDescription + 1) });
    expect(longDescription.statusCode).toBe(400);
    expect(longDescription.json()).toEqual({ message: `description must be at most ${LIMITS.classDescription} characters` });
  });

  it('accepts only an http(s) meeting link; empty or null means none', async () => {
    for (const meetingLink of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://files.example.com', 'not a url']) {
      const res = await create(s.admin.token, { name: 'Linked', meetingLink });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'meetingLink: must be an http(s) URL' });
    }
    const tooLong = await create(s.admin.token, { name: 'Linked', meetingLink: `https://x.test/${'a'.repeat(LIMITS.url)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: `meetingLink: must be at most ${LIMITS.url} characters` });
    for (const meetingLink of ['', null]) {
      const res = await create(s.admin.token, { name: 'Unlinked', meetingLink });
      expect(res.statusCode).toBe(201);
      expect(res.json().meetingLink).toBeNull();
    }
    const http = await create(s.teacher.token, { name: 'Linked', meetingLink: 'http://meet.example.com/x' });
    expect(http.statusCode).toBe(201);
    expect(http.json().meetingLink).toBe('http://meet.example.com/x');
  });
});
