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
});
