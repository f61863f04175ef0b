import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { multipart } from '../../../test/files/samples';
import { commitAndWait } from '../../../test/imports';
import { csvFile, manifestCsv, ROLES_HEADER, USERS_HEADER, zipOf } from './oneroster/test-support/bundle';
import { smallSchool } from './oneroster/test-support/school';

let ctx: TestContext;
let admin: TestUser;
let teacher: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.factories.user('admin');
  teacher = await ctx.factories.user('teacher');
});
afterAll(() => ctx.close());

const preview = async (files: Record<string, string>, token = admin.token) => {
  const { payload, headers } = multipart([{ filename: 'oneroster.zip', type: 'application/zip', data: await zipOf(files) }]);
  return ctx.request({ method: 'POST', url: '/api/imports/oneroster/preview', payload, headers, token });
};
const commit = (id: string) => ctx.request({ method: 'POST', url: `/api/imports/${id}/commit`, token: admin.token });
/** Commits and waits for the job: the import as it ended. */
const committed = async (id: string) => (await commitAndWait(ctx, id, admin.token)).record;

/** The school as members see it: each class with its teachers' and students' emails. */
async function roster() {
  const rows = await ctx.db.kysely
    .selectFrom('class_members as m')
    .innerJoin('classes as c', 'c.id', 'm.class_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['c.name as klass', 'c.description', 'm.role', 'u.email', 'u.name'])
    .where('c.sourced_id', 'is not', null)
    .orderBy('c.name')
    .orderBy('u.email')
    .execute();
  return rows.map((r) => `${r.klass} (${r.description}): ${r.role} ${r.name} <${r.email}>`);
}

describe('POST /api/imports/oneroster/preview, then commit', () => {
  it('creates the classes, users and memberships of a bundle; a second import of it changes nothing', async () => {
    const first = await preview(smallSchool());
    expect(first.statusCode).toBe(201);
    const previewed = first.json();
    expect(previewed).toMatchObject({ kind: 'oneroster', status: 'previewed' });
    expect(previewed.summary.problems).toEqual([]);
    expect(previewed.summary.users).toMatchObject({ created: 6, updated: 0, unchanged: 0, deactivated: 1 });
    expect(previewed.summary.classes).toMatchObject({ created: 2 });
    expect(previewed.summary.enrollments).toMatchObject({ added: 5, removed: 0 });
    // Nothing but the preview is written until the admin commits.
    expect(await roster()).toEqual([]);

    expect(await committed(previewed._id)).toMatchObject({ status: 'committed', summary: previewed.summary });
    const after = await roster();
    expect(after).toEqual([
      'Algebra I, period 3 (Course: Algebra I): student Mary Ann O\'Brien, Jr. <mary@hill.test>',
      'Algebra I, period 3 (Course: Algebra I): student 明 王 <ming@hill.test>',
      'Algebra I, period 3 (Course: Algebra I): teacher Zoë Ørsted <zoe@hill.test>',
      'Homeroom (Homeroom): teacher Grace Hopper <grace@hill.test>',
      'Homeroom (Homeroom): student Sam Off <sam@hill.test>',
    ]);

    const again = (await preview(smallSchool())).json();
    expect(again.summary.users).toMatchObject({ created: 0, updated: 0, unchanged: 6 });
    expect(again.summary.classes).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(again.summary.enrollments).toMatchObject({ added: 0, removed: 0, unchanged: 5 });
    expect((await committed(again._id))?.status).toBe('committed');
    expect(await roster()).toEqual(after);
  });

  it('is for admins only', async () => {
    const res = await preview(smallSchool(), teacher.token);
    expect(res.statusCode).toBe(403);
  });

  it('answers a file that is not a zip with its problem in the preview, and refuses to commit it', async () => {
    const { payload, headers } = multipart([{ filename: 'roster.zip', type: 'application/zip', data: Buffer.from('name,email\nnot,a zip\n') }]);
    const res = await ctx.request({ method: 'POST', url: '/api/imports/oneroster/preview', payload, headers, token: admin.token });
    expect(res.statusCode).toBe(201);
    expect(res.json().summary.problems).toHaveLength(1);
    expect((await commit(res.json()._id)).statusCode).toBe(409);
  });

  it("names a row its CSV reader cannot read by what is wrong and where, in the admin's language", async () => {
    const school = smallSchool();
    const users = school['users.csv']!.replace(',Zoë,', ',"Zoë"x,');
    const { payload, headers } = multipart([{ filename: 'oneroster.zip', type: 'application/zip', data: await zipOf({ ...school, 'users.csv': users }) }]);
    const res = await ctx.request({ method: 'POST', url: '/api/imports/oneroster/preview', payload, headers: { ...headers, 'accept-language': 'ja' }, token: admin.token });
    expect(res.json().summary.problems).toContainEqual({
      file: 'users.csv',
      line: 3,
      message: '読み取れない行です (3 行目のフィールド 7 で、閉じる引用符の後に文字が続いています (引用符で囲んだフィールド内の引用符は 2 つ重ねて "" と書きます))。この行以降は読み取られていません。',
    });
  });
});

describe('rows that would merge two people into one account', () => {
  const person = (sourcedId: string, email: string) => ({ sourcedId, enabledUser: 'true', username: sourcedId, givenName: `Given ${sourcedId}`, familyName: 'Family', email, primaryOrgSourcedId: 'org1' });
  const delta = (users: ReturnType<typeof person>[]) => ({
    'manifest.csv': manifestCsv({ users: 'delta', roles: 'delta' }),
    'users.csv': csvFile(USERS_HEADER, users),
    'roles.csv': csvFile(ROLES_HEADER, users.map((u) => ({ sourcedId: `role-${u.sourcedId}`, userSourcedId: u.sourcedId, roleType: 'primary', role: 'student', orgSourcedId: 'org1' }))),
  });
  const account = (sourcedId: string) => ctx.db.kysely.selectFrom('users').select(['name', 'email']).where('sourced_id', '=', sourcedId).executeTakeFirst();

  it('refuses a new id taking the email of an account another row renames (it would merge the two people); nothing changes', async () => {
    const first = (await preview(delta([person('m-1', 'one@merge.test'), person('m-2', 'two@merge.test')]))).json();
    expect((await committed(first._id))?.status).toBe('committed');

    // m-1 moves to a new address and a new person m-9 arrives with m-1's old one: matched by email,
    // m-9 would have been merged into m-1's account (and m-1's update undone).
    const moved = (await preview(delta([person('m-9', 'one@merge.test'), person('m-1', 'new@merge.test')]))).json();
    expect(moved.summary.problems).toEqual([{ file: 'users.csv', line: 2, message: 'one@merge.test belongs to another account than this user\'s id' }]);
    expect((await commit(moved._id)).json()).toEqual({ message: 'The import has problems: fix the file and preview it again' });

    expect(await account('m-1')).toEqual({ name: 'Given m-1 Family', email: 'one@merge.test' });
    expect(await account('m-2')).toEqual({ name: 'Given m-2 Family', email: 'two@merge.test' });
    expect(await account('m-9')).toBeUndefined();
  });
});

describe("users' OneRoster identifier (single sign-on can find people by it)", () => {
  const person = (sourcedId: string, identifier: string) => ({ sourcedId, enabledUser: 'true', username: sourcedId, givenName: 'Given', familyName: sourcedId, identifier, email: `${sourcedId}@ident.test`, primaryOrgSourcedId: 'org1' });
  const delta = (users: ReturnType<typeof person>[]) => ({
    'manifest.csv': manifestCsv({ users: 'delta', roles: 'delta' }),
    'users.csv': csvFile(USERS_HEADER, users),
    'roles.csv': csvFile(ROLES_HEADER, users.map((u) => ({ sourcedId: `role-${u.sourcedId}`, userSourcedId: u.sourcedId, roleType: 'primary', role: 'student', orgSourcedId: 'org1' }))),
  });
  const identifiers = async () =>
    (await ctx.db.kysely.selectFrom('users').select(['sourced_id', 'identifier']).where('email', 'like', '%@ident.test').orderBy('sourced_id').execute()).map((u) => `${u.sourced_id} ${u.identifier}`);

  it('is stored at import; a later bundle changes or clears it as an update, and the same one changes nothing', async () => {
    const first = (await preview(delta([person('i-1', '20260001'), person('i-2', 'S-0002')]))).json();
    expect(first.summary.problems).toEqual([]);
    expect((await committed(first._id))?.status).toBe('committed');
    expect(await identifiers()).toEqual(['i-1 20260001', 'i-2 S-0002']);

    const same = (await preview(delta([person('i-1', '20260001'), person('i-2', 'S-0002')]))).json();
    expect(same.summary.users).toMatchObject({ created: 0, updated: 0, unchanged: 2 });

    const changed = (await preview(delta([person('i-1', '20269999'), person('i-2', '')]))).json();
    expect(changed.summary.users).toMatchObject({ created: 0, updated: 2, unchanged: 0 });
    expect((await committed(changed._id))?.status).toBe('committed');
    expect(await identifiers()).toEqual(['i-1 20269999', 'i-2 null']);
  });

  it('skips a user whose identifier is longer than 256 characters, naming the line', async () => {
    const res = (await preview(delta([person('i-3', 'x'.repeat(257))]))).json();
    expect(res.summary.problems).toEqual([{ file: 'users.csv', line: 2, message: 'identifier is longer than 256 characters; the user was skipped.' }]);
  });
});

describe('a file previewed again', () => {
  const person = (sourcedId: string) => ({ sourcedId, enabledUser: 'true', username: sourcedId, givenName: 'Given', familyName: sourcedId, email: `${sourcedId}@again.test`, primaryOrgSourcedId: 'org1' });
  const files = {
    'manifest.csv': manifestCsv({ users: 'delta', roles: 'delta' }),
    'users.csv': csvFile(USERS_HEADER, [person('again-1'), person('again-2')]),
    'roles.csv': csvFile(ROLES_HEADER, ['again-1', 'again-2'].map((id) => ({ sourcedId: `role-${id}`, userSourcedId: id, roleType: 'primary', role: 'student', orgSourcedId: 'org1' }))),
  };
  const previewBytes = (data: Buffer) => {
    const { payload, headers } = multipart([{ filename: 'oneroster.zip', type: 'application/zip', data }]);
    return ctx.request({ method: 'POST', url: '/api/imports/oneroster/preview', payload, headers, token: admin.token });
  };

  it('is not parsed again: the plan stored from the same bytes is checked anew against the data; other bytes are parsed', async () => {
    const zip = await zipOf(files);
    const first = (await previewBytes(zip)).json();
    expect(first.summary.users).toMatchObject({ created: 2, unchanged: 0 });

    // What a second preview of these bytes reads is the stored plan: a user taken out of it shows.
    const stored = await ctx.db.kysely.selectFrom('imports').select('plan').where('id', '=', first._id).executeTakeFirstOrThrow();
    const plan = JSON.parse(stored.plan) as { users: unknown[] };
    await ctx.db.kysely.updateTable('imports').set({ plan: JSON.stringify({ ...plan, users: plan.users.slice(0, 1) }) }).where('id', '=', first._id).execute();
    const again = (await previewBytes(zip)).json();
    expect(again.summary.users).toMatchObject({ created: 1, unchanged: 0 });

    // Checked against the data as it is now: once committed, the same bytes preview as unchanged.
    expect((await committed(again._id))?.status).toBe('committed');
    expect((await previewBytes(zip)).json().summary.users).toMatchObject({ created: 0, unchanged: 1 });

    // The same rows in other bytes (stored, not deflated) are read from the file.
    expect((await previewBytes(await zipOf(files, false))).json().summary.users).toMatchObject({ created: 1, unchanged: 1 });
  });
});
