import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { resolvePlan } from './roster-resolve';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('resolvePlan', () => {
  it("finds a user an earlier import brought in when a delta bundle's enrollment names them without listing them", async () => {
    const [admin, student] = [await ctx.factories.user('admin'), await ctx.factories.user('student')];
    const klass = await ctx.factories.klass();
    await ctx.db.kysely.updateTable('users').set({ sourced_id: 's-earlier' }).where('id', '=', student.id).execute();
    await ctx.db.kysely.updateTable('classes').set({ sourced_id: 'k-earlier' }).where('id', '=', klass.id).execute();
    const plan = {
      users: [],
      classes: [],
      enrollments: [{ userRef: { sourcedId: 's-earlier' }, classRef: { sourcedId: 'k-earlier' }, role: 'student' as const, remove: false, file: 'enrollments.csv', line: 2 }],
      problems: [],
    };
    const { summary, ops } = await resolvePlan(ctx.db.kysely, plan, admin.id, () => 'unused');
    expect(summary.problems).toEqual([]);
    expect(ops).toEqual([{ op: 'setMember', classId: klass.id, userId: student.id, role: 'student', replacing: false }]);
  });

  it('compares each enrollment with the membership as the earlier rows left it: replaced, removed, unchanged, added', async () => {
    const admin = await ctx.factories.user('admin');
    const [a, b, c] = [await ctx.factories.user('student'), await ctx.factories.user('student'), await ctx.factories.user('teacher')];
    const klass = await ctx.factories.klass({ students: [a.id, b.id] });
    const at = (line: number) => ({ file: 'enrollments.csv', line });
    const plan = {
      users: [],
      classes: [],
      enrollments: [
        { userRef: { email: a.email }, classRef: { name: klass.name }, role: 'teacher' as const, remove: false, ...at(2) },
        { userRef: { email: b.email }, classRef: { name: klass.name }, role: 'student' as const, remove: true, ...at(3) },
        { userRef: { email: b.email }, classRef: { name: klass.name }, role: 'student' as const, remove: true, ...at(4) },
        { userRef: { email: c.email }, classRef: { name: klass.name }, role: 'teacher' as const, remove: false, ...at(5) },
        { userRef: { email: c.email }, classRef: { name: klass.name }, role: 'teacher' as const, remove: false, ...at(6) },
      ],
      problems: [],
    };
    // The users CSV's references: its own rows' users, by email.
    const withUsers = { ...plan, users: [a, b, c].map((u, i) => ({ name: u.name, email: u.email, role: i < 2 ? ('student' as const) : ('teacher' as const), active: true, line: 10 + i })) };
    const { summary, ops } = await resolvePlan(ctx.db.kysely, withUsers, admin.id, () => 'unused');
    expect(summary.problems).toEqual([]);
    expect(summary.enrollments).toEqual({ added: 2, removed: 1, unchanged: 2 });
    expect(ops.filter((op) => op.op === 'setMember' || op.op === 'removeMember')).toEqual([
      { op: 'setMember', classId: klass.id, userId: a.id, role: 'teacher', replacing: true },
      { op: 'removeMember', classId: klass.id, userId: b.id },
      { op: 'setMember', classId: klass.id, userId: c.id, role: 'teacher', replacing: false },
    ]);
  });
});
