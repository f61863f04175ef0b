import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG, MSG } from '@lyceum/shared/messages';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';

let ctx: TestContext;
let admin: TestUser;
let teacher: TestUser;
let student: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.factories.user('admin', { name: 'Ada Admin' });
  teacher = await ctx.factories.user('teacher', { name: 'Tom Teacher' });
  student = await ctx.factories.user('student', { name: 'Sue Student' });
});
afterAll(() => ctx.close());

const adminOnlyCalls = (targetId: string) => [
  { method: 'GET' as const, url: '/api/users' },
  { method: 'PUT' as const, url: `/api/users/${targetId}`, payload: { name: 'X' } },
  { method: 'DELETE' as const, url: `/api/users/${targetId}` },
  { method: 'GET' as const, url: '/api/classes/members/teachers' },
  { method: 'GET' as const, url: '/api/classes/members/students' },
];

describe('users endpoints are for admins only', () => {
  it('teachers and students get 403 with a message, anonymous callers 401', async () => {
    const victim = await ctx.factories.user('student');
    for (const call of adminOnlyCalls(victim.id)) {
      for (const user of [teacher, student]) {
        const res = await ctx.request({ ...call, token: user.token });
        expect(res.statusCode, `${user.role} ${call.method} ${call.url}`).toBe(403);
        expect(res.json()).toEqual({ message: API_MSG.adminOnly });
      }
      const anon = await ctx.request(call);
      expect(anon.statusCode).toBe(401);
    }
    // Nothing was changed by the refused calls.
    const row = await ctx.db.kysely.selectFrom('users').select('name').where('id', '=', victim.id).executeTakeFirst();
    expect(row?.name).toBe(victim.name);
  });
});

describe('GET /api/users', () => {
  it('lists every user by name with _id, name, email, role, createdAt and never a password', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/users', token: admin.token });
    expect(res.statusCode).toBe(200);
    const users = res.json() as Array<Record<string, unknown>>;
    expect(users.map((u) => u.name)).toEqual([...users.map((u) => u.name)].sort((a, b) => String(a).localeCompare(String(b))));
    expect(users.find((u) => u._id === teacher.id)).toEqual({
      _id: teacher.id,
      name: 'Tom Teacher',
      email: teacher.email,
      role: 'teacher',
      createdAt: expect.any(String),
      status: 'active',
    });
    expect(res.body).not.toMatch(/password|argon2|token_version/);
  });
});

describe('GET /api/classes/members/teachers and /students', () => {
  it('lists the users of that role only', async () => {
    const teachers = (await ctx.request({ method: 'GET', url: '/api/classes/members/teachers', token: admin.token })).json() as Array<{ role: string; _id: string }>;
    const students = (await ctx.request({ method: 'GET', url: '/api/classes/members/students', token: admin.token })).json() as Array<{ role: string; _id: string }>;
    expect(teachers.length).toBeGreaterThan(0);
    expect(teachers.every((u) => u.role === 'teacher')).toBe(true);
    expect(students.every((u) => u.role === 'student')).toBe(true);
    expect(students.some((u) => u._id === student.id)).toBe(true);
  });

  it('refuses any other role word with 400', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/classes/members/admins', token: admin.token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^role/);
  });
});

describe('PUT /api/users/:id', () => {
  it('changes only the fields sent; a field left out (the form leaves out blank ones) keeps its value', async () => {
    const target = await ctx.factories.user('student', { name: 'Before' });
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/users/${target.id}`,
      token: admin.token,
      payload: { name: 'After' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: target.id, name: 'After', email: target.email, role: 'student' });
    const login = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: target.email, password: 'password123' } });
    expect(login.statusCode).toBe(200);
  });

  it('changes email, role and password', async () => {
    const target = await ctx.factories.user('student');
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/users/${target.id}`,
      token: admin.token,
      payload: { email: 'Changed@School.test', role: 'teacher', password: 'another-pass' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'changed@school.test', role: 'teacher' });
    const login = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'changed@school.test', password: 'another-pass' } });
    expect(login.json()).toMatchObject({ role: 'teacher' });
  });

  it('a role change drops the class memberships of the old role', async () => {
    const convert = await ctx.factories.user('student');
    const otherStudent = await ctx.factories.user('student');
    const klass = await ctx.factories.klass({ teachers: [teacher.id], students: [convert.id, otherStudent.id] });
    const res = await ctx.request({ method: 'PUT', url: `/api/users/${convert.id}`, token: admin.token, payload: { role: 'teacher' } });
    expect(res.statusCode).toBe(200);
    const members = await ctx.db.kysely.selectFrom('class_members').select(['user_id', 'role']).where('class_id', '=', klass.id).orderBy('role').execute();
    expect(members).toHaveLength(2);
    expect(members).toEqual(expect.arrayContaining([{ user_id: teacher.id, role: 'teacher' }, { user_id: otherStudent.id, role: 'student' }]));
  });

  it('refuses editing yourself and changing your own role', async () => {
    const edit = await ctx.request({ method: 'PUT', url: `/api/users/${admin.id}`, token: admin.token, payload: { name: 'Me' } });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ message: API_MSG.cannotEditSelf });
    const role = await ctx.request({ method: 'PUT', url: `/api/users/${admin.id}`, token: admin.token, payload: { role: 'student' } });
    expect(role.statusCode).toBe(403);
    expect(role.json()).toEqual({ message: API_MSG.cannotChangeOwnRole });
    const row = await ctx.db.kysely.selectFrom('users').select(['name', 'role']).where('id', '=', admin.id).executeTakeFirst();
    expect(row).toEqual({ name: 'Ada Admin', role: 'admin' });
  });

  it('a duplicate email is a 409; invalid email or role a 400 naming the field; unknown id a 404', async () => {
    const target = await ctx.factories.user('student');
    const dup = await ctx.request({ method: 'PUT', url: `/api/users/${target.id}`, token: admin.token, payload: { email: teacher.email.toUpperCase() } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: API_MSG.emailTaken });
    const badEmail = await ctx.request({ method: 'PUT', url: `/api/users/${target.id}`, token: admin.token, payload: { email: 'nope' } });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toMatch(/^email/);
    const badRole = await ctx.request({ method: 'PUT', url: `/api/users/${target.id}`, token: admin.token, payload: { role: 'root' } });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toMatch(/^role/);
    const missing = await ctx.request({ method: 'PUT', url: '/api/users/000000000000000000000000', token: admin.token, payload: { name: 'X' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: API_MSG.userNotFound });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/users/${student.id}`,
      token: admin.token,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: API_MSG.malformedJson });
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes another user', async () => {
    const target = await ctx.factories.user('teacher');
    const res = await ctx.request({ method: 'DELETE', url: `/api/users/${target.id}`, token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.userDeleted });
    const again = await ctx.request({ method: 'DELETE', url: `/api/users/${target.id}`, token: admin.token });
    expect(again.statusCode).toBe(404);
  });

  it('refuses deleting yourself', async () => {
    const res = await ctx.request({ method: 'DELETE', url: `/api/users/${admin.id}`, token: admin.token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: API_MSG.cannotDeleteSelf });
  });
});

describe('unknown API paths', () => {
  it('are a JSON 404 with a message', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/definitely-not-here', token: admin.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/i);
  });

  it('the OpenAPI document is served and lists the routes', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/users', '/api/users/{id}']));
  });
});

describe('GET /api/users filters', () => {
  it('keeps the users whose name or email has the text (any case, % and _ as themselves), of a role and a status', async () => {
    const zoe = await ctx.factories.user('teacher', { name: 'Zoë Filterby', email: 'zoe_100%@filter.test' });
    const zed = await ctx.factories.user('student', { name: 'Zed Filterby', email: 'zed@filter.test' });
    await ctx.db.kysely.updateTable('users').set({ deactivated_at: '2026-01-02T00:00:00.000Z' }).where('id', '=', zed.id).execute();
    const names = async (query: string) => {
      const res = await ctx.request({ method: 'GET', url: `/api/users?${query}`, token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ name: string }[]>().map((u) => u.name);
    };
    expect(await names('q=FILTERBY')).toEqual(['Zed Filterby', 'Zoë Filterby']);
    expect(await names('q=filter.test&role=teacher')).toEqual(['Zoë Filterby']);
    expect(await names('q=filterby&status=deactivated')).toEqual(['Zed Filterby']);
    expect(await names('q=filterby&status=active')).toEqual(['Zoë Filterby']);
    expect(await names(`q=${encodeURIComponent('_100%')}`)).toEqual(['Zoë Filterby']);
    expect(await names(`q=${encodeURIComponent('%')}`)).toEqual(['Zoë Filterby']);
    expect(await names('q=_')).toEqual(['Zoë Filterby']);
    expect(await names('q=nobody-has-this')).toEqual([]);
    expect((await names('')).length).toBeGreaterThan(3);
    const bad = await ctx.request({ method: 'GET', url: '/api/users?role=janitor', token: admin.token });
    expect(bad.statusCode).toBe(400);
    expect(zoe.role).toBe('teacher');
  });
});
