import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { ROSTER_MSG } from '@lyceum/shared/rosters';
import { createTestContext, type TestContext } from '../../../test/context';
import { FACTORY_PASSWORD, type TestUser } from '../../../test/factories';

let ctx: TestContext;
let admin: TestUser;
let teacher: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.factories.user('admin');
  teacher = await ctx.factories.user('teacher');
});
afterAll(() => ctx.close());

const signIn = (email: string, password = FACTORY_PASSWORD) => ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const deactivate = (id: string, token = admin.token) => ctx.request({ method: 'POST', url: `/api/users/${id}/deactivate`, token });
const reactivate = (id: string, token = admin.token) => ctx.request({ method: 'POST', url: `/api/users/${id}/reactivate`, token });
const listed = async (id: string) => ((await ctx.request({ method: 'GET', url: '/api/users', token: admin.token })).json() as Array<{ _id: string; status: string }>).find((u) => u._id === id);

describe('deactivating an account', () => {
  it('refuses its tokens at once, keeps its memberships and work, and shows it in the users list', async () => {
    const student = await ctx.factories.user('student');
    const klass = await ctx.factories.klass({ teachers: [teacher.id], students: [student.id] });
    const topic = await ctx.factories.topic(klass.id);
    const material = await ctx.factories.material(topic.id);
    await ctx.factories.comment({ material: material.id }, { authorId: student.id, text: 'My answer' });
    expect((await ctx.request({ method: 'GET', url: '/api/classes', token: student.token })).statusCode).toBe(200);

    const res = await deactivate(student.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: student.id, status: 'deactivated' });

    const refused = await ctx.request({ method: 'GET', url: '/api/classes', token: student.token });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: API_MSG.invalidToken });
    expect((await listed(student.id))?.status).toBe('deactivated');

    // Still a member (the class counts them) and their comment still theirs.
    const members = await ctx.db.kysely.selectFrom('class_members').select('role').where('user_id', '=', student.id).execute();
    expect(members).toEqual([{ role: 'student' }]);
    const comments = await ctx.db.kysely.selectFrom('comments').select('author_id').where('author_id', '=', student.id).execute();
    expect(comments).toHaveLength(1);
    const detail = await ctx.request({ method: 'GET', url: `/api/classes/${klass.id}`, token: teacher.token });
    expect(JSON.stringify(detail.json())).toContain(student.id);
  });

  it('a deactivated user cannot sign in: a clear 403 with the right password, the usual 401 without it', async () => {
    const student = await ctx.factories.user('student');
    await deactivate(student.id);
    const right = await signIn(student.email);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ message: ROSTER_MSG.accountDeactivated });
    const wrong = await signIn(student.email, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: API_MSG.invalidCredentials });
  });

  it('reactivating lets the user sign in again (old tokens stay revoked); both actions are idempotent', async () => {
    const student = await ctx.factories.user('student');
    expect((await deactivate(student.id)).statusCode).toBe(200);
    expect((await deactivate(student.id)).json()).toMatchObject({ status: 'deactivated' });
    const res = await reactivate(student.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: student.id, status: 'active' });
    expect((await reactivate(student.id)).json()).toMatchObject({ status: 'active' });
    expect((await listed(student.id))?.status).toBe('active');
    const signedIn = await signIn(student.email);
    expect(signedIn.statusCode).toBe(200);
    const fresh = signedIn.json() as { token: string };
    expect((await ctx.request({ method: 'GET', url: '/api/classes', token: fresh.token })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'GET', url: '/api/classes', token: student.token })).statusCode).toBe(401);
  });

  it('an admin cannot deactivate themselves; unknown users are 404; teachers and students get 403', async () => {
    const self = await deactivate(admin.id);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ message: ROSTER_MSG.cannotDeactivateSelf });
    expect((await ctx.request({ method: 'GET', url: '/api/classes', token: admin.token })).statusCode).toBe(200);

    const missing = await deactivate('000000000000000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: API_MSG.userNotFound });

    const victim = await ctx.factories.user('student');
    const student = await ctx.factories.user('student');
    for (const caller of [teacher, student]) {
      for (const call of [deactivate, reactivate]) {
        const res = await call(victim.id, caller.token);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: API_MSG.adminOnly });
      }
    }
    expect((await ctx.request({ method: 'POST', url: `/api/users/${victim.id}/deactivate` })).statusCode).toBe(401);
    expect((await listed(victim.id))?.status).toBe('active');
  });
});
