import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from '../../../test/context';
import { nowIso } from '../../lib/ids';
import { hashInvitationToken, invitationToken } from '../invitations/invitation-token';
import { applyOps } from './roster-apply';
import type { RosterOp } from './roster-resolve';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const settings = { ttlDays: 7, secret: TEST_JWT_SECRET };
const members = async (classId: string) =>
  (await ctx.db.kysely.selectFrom('class_members').select(['user_id', 'role']).where('class_id', '=', classId).orderBy('user_id').execute()).map((m) => `${m.user_id} ${m.role}`);
const studentsCount = async (classId: string) => (await ctx.db.kysely.selectFrom('classes').select('students_count').where('id', '=', classId).executeTakeFirstOrThrow()).students_count;

// applyOps writes runs of one kind of operation together; these check that it leaves the database
// as the operations applied one after the other would, in whatever runs a commit hands it.
describe('applyOps', () => {
  it('leaves memberships as applying the operations one by one would: set twice, replaced, removed', async () => {
    const [a, b, c] = [await ctx.factories.user('student'), await ctx.factories.user('student'), await ctx.factories.user('teacher')];
    const klass = await ctx.factories.klass({ students: [a.id, b.id] });
    const ops: RosterOp[] = [
      // c: added as a student, then (a later row of the same file) as the teacher.
      { op: 'setMember', classId: klass.id, userId: c.id, role: 'student', replacing: false },
      { op: 'setMember', classId: klass.id, userId: c.id, role: 'teacher', replacing: true },
      // a: a student before, a teacher now.
      { op: 'setMember', classId: klass.id, userId: a.id, role: 'teacher', replacing: true },
      { op: 'removeMember', classId: klass.id, userId: b.id },
    ];
    await ctx.db.kysely.transaction().execute((trx) => applyOps(trx, ops, settings, nowIso()));
    expect(await members(klass.id)).toEqual([`${a.id} teacher`, `${c.id} teacher`].sort());
    // The membership triggers counted each change: no student is left.
    expect(await studentsCount(klass.id)).toBe(0);
  });

  it('gives each user created without a password a working link, one per user, and none to the others', async () => {
    const now = nowIso();
    const ops: RosterOp[] = [
      { op: 'createUser', id: 'new-1', name: 'New One', email: 'new1@school.test', role: 'student', passwordHash: null, sourcedId: 's-new-1', identifier: '100001', active: true },
      { op: 'createUser', id: 'new-2', name: 'New Two', email: 'new2@school.test', role: 'teacher', passwordHash: 'hash', sourcedId: null, identifier: null, active: true },
      { op: 'createUser', id: 'new-3', name: 'New Three', email: 'new3@school.test', role: 'student', passwordHash: null, sourcedId: 's-new-3', identifier: null, active: false },
      { op: 'createClass', id: 'k-new', name: 'New class', description: '', sourcedId: 'k-new' },
      { op: 'setMember', classId: 'k-new', userId: 'new-1', role: 'student', replacing: false },
    ];
    // In two steps, as a commit may cut them.
    await ctx.db.kysely.transaction().execute(async (trx) => {
      await applyOps(trx, ops.slice(0, 2), settings, now);
      await applyOps(trx, ops.slice(2), settings, now);
    });
    const users = await ctx.db.kysely.selectFrom('users').select(['id', 'sourced_id', 'identifier', 'deactivated_at', 'password_hash']).where('id', 'like', 'new-%').orderBy('id').execute();
    expect(users).toEqual([
      { id: 'new-1', sourced_id: 's-new-1', identifier: '100001', deactivated_at: null, password_hash: '' },
      { id: 'new-2', sourced_id: null, identifier: null, deactivated_at: null, password_hash: 'hash' },
      { id: 'new-3', sourced_id: 's-new-3', identifier: null, deactivated_at: now, password_hash: '' },
    ]);
    const links = await ctx.db.kysely.selectFrom('invitations').selectAll().where('user_id', 'like', 'new-%').execute();
    expect(links.map((l) => l.user_id)).toEqual(['new-1']);
    const [link] = links;
    expect(link?.token_hash).toBe(hashInvitationToken(invitationToken(TEST_JWT_SECRET, 'new-1', link?.created_at ?? '')));
    expect(Date.parse(link?.expires_at ?? '') - Date.parse(link?.created_at ?? '')).toBe(7 * 86_400_000);
    expect(await members('k-new')).toEqual(['new-1 student']);
  });
});
