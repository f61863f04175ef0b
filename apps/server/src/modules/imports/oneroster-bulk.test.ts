import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MSG } from '@lyceum/shared/imports';
import { ONEROSTER_MSG } from '@lyceum/shared/oneroster-messages';
import { signToken } from '../../plugins/auth';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { multipart } from '../../../test/files/samples';
import { commitAndWait } from '../../../test/imports';
import { CLASSES_HEADER, csvFile, ENROLLMENTS_HEADER, manifestCsv, USERS_HEADER, zipOf } from './oneroster/test-support/bundle';
import { smallSchool } from './oneroster/test-support/school';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.factories.user('admin');
});
afterAll(() => ctx.close());

const preview = async (files: Record<string, string>) => {
  const { payload, headers } = multipart([{ filename: 'oneroster.zip', type: 'application/zip', data: await zipOf(files) }]);
  const res = await ctx.request({ method: 'POST', url: '/api/imports/oneroster/preview', payload, headers, token: admin.token });
  expect(res.statusCode).toBe(201);
  return res.json();
};
const commit = async (id: string) => {
  const { record } = await commitAndWait(ctx, id, admin.token);
  expect(record?.status).toBe('committed');
  return record!;
};

/** Every class's members as `class: role name`, archived classes marked, and every user's state. */
async function school() {
  const k = ctx.db.kysely;
  const members = await k
    .selectFrom('class_members as m')
    .innerJoin('classes as c', 'c.id', 'm.class_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['c.name as klass', 'm.role', 'u.name'])
    .orderBy('c.name')
    .orderBy('u.name')
    .execute();
  const classes = await k.selectFrom('classes').select(['name', 'archived_at']).orderBy('name').execute();
  const users = await k.selectFrom('users').select(['email', 'role', 'deactivated_at']).orderBy('email').execute();
  return {
    members: members.map((m) => `${m.klass}: ${m.role} ${m.name}`).sort(),
    archived: classes.filter((c) => c.archived_at !== null).map((c) => c.name),
    inactive: users.filter((u) => u.deactivated_at !== null).map((u) => u.email),
    roles: Object.fromEntries(users.map((u) => [u.email, u.role])),
  };
}

/** The small school without Ming (u-s2), without the Homeroom class and without Mary's enrollment. */
function smallerSchool(): Record<string, string> {
  const full = smallSchool();
  const drop = (file: string, ...needles: string[]) => full[file]!.split('\r\n').filter((line) => !needles.some((needle) => line.includes(needle))).join('\r\n');
  return {
    ...full,
    'users.csv': drop('users.csv', 'u-s2,'),
    'roles.csv': drop('roles.csv', 'u-s2,'),
    'classes.csv': drop('classes.csv', 'k-hr,'),
    'enrollments.csv': drop('enrollments.csv', 'k-hr,', 'u-s2,', 'e2,'),
  };
}

describe('a bulk bundle is the whole roster', () => {
  it('a smaller bulk shows, then ends the enrollments, deactivates the users and archives the classes it no longer lists; hand-made ones stay; a later bulk brings them back', async () => {
    // Made by hand in Lyceum: never touched by a roster's removals.
    const handTeacher = await ctx.factories.user('teacher', { name: 'Hand Teacher', email: 'hand@hill.test' });
    const handClass = await ctx.factories.klass({ name: 'Chess club', teachers: [handTeacher.id] });
    await commit((await preview(smallSchool()))._id);
    // A hand-made account added to a roster class is not the roster's to remove either.
    const alg = await ctx.db.kysely.selectFrom('classes').select('id').where('sourced_id', '=', 'k-alg3').executeTakeFirstOrThrow();
    expect((await ctx.request({ method: 'POST', url: `/api/classes/${alg.id}/teachers`, token: admin.token, payload: { teachers: [handTeacher.id] } })).statusCode).toBe(200);
    const before = await school();

    const smaller = await preview(smallerSchool());
    expect(smaller.summary.problems).toEqual([]);
    expect(smaller.summary.users).toEqual({ created: 0, updated: 0, unchanged: 5, deactivated: 1 });
    expect(smaller.summary.enrollments).toEqual({ added: 0, removed: 2, unchanged: 1 });
    expect(smaller.summary.removals).toEqual({
      users: { count: 1, names: ['明 王 (ming@hill.test)'] },
      classes: { count: 1, names: ['Homeroom'] },
      enrollments: { count: 2, names: ["Mary Ann O'Brien, Jr. (mary@hill.test) from Algebra I, period 3", '明 王 (ming@hill.test) from Algebra I, period 3'] },
    });
    // A preview writes nothing.
    expect(await school()).toEqual(before);

    await commit(smaller._id);
    const after = await school();
    expect(after.members).toEqual([
      'Algebra I, period 3: teacher Hand Teacher',
      'Algebra I, period 3: teacher Zoë Ørsted',
      'Chess club: teacher Hand Teacher',
      // An archived class keeps its members, as it was.
      'Homeroom: student Sam Off',
      'Homeroom: teacher Grace Hopper',
    ]);
    expect(after.archived).toEqual(['Homeroom']);
    expect(after.inactive).toEqual(['ming@hill.test', 'sam@hill.test']);
    expect(await ctx.db.kysely.selectFrom('classes').select('archived_at').where('id', '=', handClass.id).executeTakeFirst()).toEqual({ archived_at: null });

    // The same smaller bulk again removes nothing more.
    const again = await preview(smallerSchool());
    expect(again.summary.removals).toEqual({ users: { count: 0, names: [] }, classes: { count: 0, names: [] }, enrollments: { count: 0, names: [] } });

    // The full bundle again: the class is restored, Ming reactivated and everyone enrolled again.
    const full = await preview(smallSchool());
    expect(full.summary.users).toMatchObject({ updated: 1, unchanged: 5 });
    expect(full.summary.classes).toMatchObject({ updated: 1, unchanged: 1 });
    await commit(full._id);
    expect((await school()).archived).toEqual([]);
    expect((await school()).inactive).toEqual(['sam@hill.test']);
    expect((await school()).members).toEqual(before.members);
  });

  it('names at most the first 20 of a long list, with the count of all', async () => {
    const person = (i: number) => ({ sourcedId: `many-${String(i).padStart(2, '0')}`, enabledUser: 'true', givenName: 'Many', familyName: String(i).padStart(2, '0'), email: `many${i}@many.test`, role: 'student' });
    const bundle = (count: number) => ({
      'manifest.csv': manifestCsv({ users: 'bulk' }, '1.1'),
      'users.csv': csvFile([...USERS_HEADER, 'role'], [{ sourcedId: 'u-admin', enabledUser: 'true', givenName: 'Ada', familyName: 'Lovelace', email: 'ada@hill.test', role: 'administrator' }, ...Array.from({ length: count }, (_, i) => person(i))]),
    });
    await commit((await preview(bundle(25)))._id);
    const fewer = await preview(bundle(0));
    expect(fewer.summary.removals.users.count).toBeGreaterThanOrEqual(25);
    expect(fewer.summary.removals.users.names).toHaveLength(20);
  });

  it('a delta never removes what it does not name', async () => {
    const delta = {
      'manifest.csv': manifestCsv({ users: 'delta', classes: 'delta', enrollments: 'delta' }, '1.1'),
      'users.csv': csvFile([...USERS_HEADER, 'role'], [{ sourcedId: 'u-delta', enabledUser: 'true', givenName: 'Del', familyName: 'Ta', email: 'delta@hill.test', role: 'teacher' }]),
      'classes.csv': csvFile(CLASSES_HEADER, [{ sourcedId: 'k-delta', title: 'Delta class' }]),
      'enrollments.csv': csvFile(ENROLLMENTS_HEADER, [{ sourcedId: 'e-delta', classSourcedId: 'k-delta', userSourcedId: 'u-delta', role: 'teacher' }]),
    };
    const before = await school();
    const res = await preview(delta);
    expect(res.summary.removals).toBeUndefined();
    expect(res.summary.users.deactivated).toBe(0);
    expect(res.summary.enrollments.removed).toBe(0);
    await commit(res._id);
    const after = await school();
    expect(after.inactive).toEqual(before.inactive);
    expect(after.archived).toEqual(before.archived);
    expect(after.members).toEqual([...before.members, 'Delta class: teacher Del Ta'].sort());
  });
});

describe("a member's role in a class is one their account permits", () => {
  const U11 = [...USERS_HEADER, 'role'];
  const user = (sourcedId: string, role: string) => ({ sourcedId, enabledUser: 'true', givenName: 'Given', familyName: sourcedId, email: `${sourcedId}@roles.test`, role });
  const enrol = (sourcedId: string, classSourcedId: string, userSourcedId: string, role: string) => ({ sourcedId, classSourcedId, userSourcedId, role });
  const bundle = () => ({
    'manifest.csv': manifestCsv({ users: 'delta', classes: 'delta', enrollments: 'delta' }, '1.1'),
    'users.csv': csvFile(U11, [user('r-st', 'student'), user('r-t', 'teacher'), user('r-adm', 'administrator'), user('r-s', 'student')]),
    'classes.csv': csvFile(CLASSES_HEADER, [{ sourcedId: 'k-bio', title: 'Biology' }, { sourcedId: 'k-chem', title: 'Chemistry' }]),
    'enrollments.csv': csvFile(ENROLLMENTS_HEADER, [
      enrol('x1', 'k-bio', 'r-st', 'teacher'), // a student in users.csv teaching: a teacher
      enrol('x2', 'k-chem', 'r-st', 'student'), // ...who cannot then be a student of another class
      enrol('x3', 'k-chem', 'r-t', 'student'), // a teacher enrolled as a student
      enrol('x4', 'k-chem', 'r-adm', 'student'), // an administrator enrolled
      enrol('x5', 'k-bio', 'r-adm', 'teacher'),
      enrol('x6', 'k-chem', 'r-s', 'student'),
      enrol('x7', 'k-bio', 'r-t', 'teacher'),
    ]),
  });

  it('makes a student who teaches a teacher, shown in the preview, and skips enrollments the account cannot hold, each named by its line', async () => {
    const res = await preview(bundle());
    expect(res.summary.problems).toEqual([]);
    expect(res.summary.warnings).toEqual([
      { file: 'users.csv', line: 2, message: IMPORT_MSG.studentWhoTeaches('Given r-st', 2) },
      { file: 'enrollments.csv', line: 3, message: IMPORT_MSG.memberRoleNotPermitted('Given r-st', 'teacher', 'student') },
      { file: 'enrollments.csv', line: 4, message: IMPORT_MSG.memberRoleNotPermitted('Given r-t', 'teacher', 'student') },
      { file: 'enrollments.csv', line: 5, message: IMPORT_MSG.memberRoleNotPermitted('Given r-adm', 'admin', 'student') },
      { file: 'enrollments.csv', line: 6, message: IMPORT_MSG.memberRoleNotPermitted('Given r-adm', 'admin', 'teacher') },
    ]);
    expect(res.summary.enrollments).toEqual({ added: 3, removed: 0, unchanged: 0 });
    await commit(res._id);
    const now = await school();
    expect(now.roles).toMatchObject({ 'r-st@roles.test': 'teacher', 'r-t@roles.test': 'teacher', 'r-adm@roles.test': 'admin', 'r-s@roles.test': 'student' });
    expect(now.members.filter((m) => m.startsWith('Biology') || m.startsWith('Chemistry'))).toEqual(['Biology: teacher Given r-st', 'Biology: teacher Given r-t', 'Chemistry: student Given r-s']);

    // The teacher so made can open and edit the class they teach.
    const row = await ctx.db.kysely.selectFrom('users').select(['id', 'token_version']).where('email', '=', 'r-st@roles.test').executeTakeFirstOrThrow();
    const bio = await ctx.db.kysely.selectFrom('classes').select('id').where('sourced_id', '=', 'k-bio').executeTakeFirstOrThrow();
    const token = signToken(ctx.app, { id: row.id, token_version: row.token_version });
    expect((await ctx.request({ method: 'GET', url: `/api/classes/${bio.id}`, token })).statusCode).toBe(200);

    // The same bundle again changes nothing.
    const again = await preview(bundle());
    expect(again.summary.users).toMatchObject({ created: 0, updated: 0 });
    expect(again.summary.enrollments).toEqual({ added: 0, removed: 0, unchanged: 3 });
  });

  it('makes an earlier student a teacher when a delta enrollment has them teach', async () => {
    const files = {
      'manifest.csv': manifestCsv({ enrollments: 'delta' }, '1.1'),
      'enrollments.csv': csvFile(ENROLLMENTS_HEADER, [enrol('x8', 'k-chem', 'r-s', 'teacher')]),
    };
    const res = await preview(files);
    expect(res.summary.problems).toEqual([]);
    expect(res.summary.warnings).toEqual([{ file: 'enrollments.csv', line: 2, message: IMPORT_MSG.studentWhoTeaches('Given r-s', 2) }]);
    expect(res.summary.users).toMatchObject({ updated: 1 });
    await commit(res._id);
    const now = await school();
    expect(now.roles['r-s@roles.test']).toBe('teacher');
    expect(now.members.filter((m) => m.startsWith('Chemistry'))).toEqual(['Chemistry: teacher Given r-s']);
  });
});

describe('exporters\' quirks', () => {
  it('commits a bulk bundle whose headers end in empty columns and whose tobedeleted class still has enrollments, with warnings', async () => {
    const full = smallSchool();
    const files = {
      ...full,
      'users.csv': full['users.csv']!.replace(/\r\n/g, ',,\r\n'),
      'classes.csv': full['classes.csv']!.replace('k-hr,,', 'k-hr,tobedeleted,'),
    };
    const res = await preview(files);
    expect(res.summary.problems).toEqual([]);
    expect(res.summary.warnings).toEqual([
      { file: 'classes.csv', line: 3, message: ONEROSTER_MSG.classToBeDeletedArchived },
      { file: 'enrollments.csv', line: 5, message: ONEROSTER_MSG.enrollmentOfDeletedClass('k-hr') },
      { file: 'enrollments.csv', line: 6, message: ONEROSTER_MSG.enrollmentOfDeletedClass('k-hr') },
    ]);
    expect((await commitAndWait(ctx, res._id, admin.token)).record?.status).toBe('committed');
  });
});
