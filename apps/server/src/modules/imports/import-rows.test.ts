import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MSG, type ImportRowsPage } from '@lyceum/shared/imports';
import type { UserInvitation } from '@lyceum/shared/rosters';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { commitAndWait } from '../../../test/imports';

/** An import's rows: each record's outcome, line and problems, a tab and a page at a time. */
let ctx: TestContext;
let admin: TestUser;
let teacher: TestUser;
let student: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.factories.user('admin');
  teacher = await ctx.factories.user('teacher');
  student = await ctx.factories.user('student', { name: 'Sam Existing' });
});
afterAll(() => ctx.close());

const preview = async (csv: string) => {
  const res = await ctx.request({ method: 'POST', url: '/api/imports/users/preview', token: admin.token, headers: { 'content-type': 'text/csv' }, payload: csv });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
};
const rows = (id: string, query = '', token = admin.token) => ctx.request({ method: 'GET', url: `/api/imports/${id}/rows${query}`, token });

describe('GET /api/imports/:id/rows', () => {
  it('lists what the preview does to each line, problems inline, by tab and page', async () => {
    const math = await ctx.factories.klass({ name: 'Rows Math' });
    const id = await preview(
      [
        'name,email,role,password,classes',
        'Zoë Row,zoe.row@school.test,student,,Rows Math',
        `Sam Renamed,${student.email},student,,`,
        'Bad Email,not-an-email,student,,',
        'Nora Nowhere,nora.row@school.test,student,,Nowhere',
      ].join('\n'),
    );
    const all = await rows(id);
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json() as ImportRowsPage;
    expect(page.rows).toEqual([
      { action: 'create', record: 'user', name: 'Zoë Row', email: 'zoe.row@school.test', role: 'student', invited: true, line: 2, problems: [], warnings: [] },
      { action: 'enroll', record: 'enrollment', name: 'Zoë Row', email: 'zoe.row@school.test', role: 'student', class: 'Rows Math', line: 2, problems: [], warnings: [] },
      { action: 'update', record: 'user', name: 'Sam Renamed', email: student.email, role: 'student', line: 3, problems: [], warnings: [] },
      { action: 'skip', record: 'user', name: '', line: 4, problems: [IMPORT_MSG.badEmail('not-an-email')], warnings: [] },
      { action: 'create', record: 'user', name: 'Nora Nowhere', email: 'nora.row@school.test', role: 'student', invited: true, line: 5, problems: [], warnings: [] },
      { action: 'skip', record: 'enrollment', name: 'Nora Nowhere', email: 'nora.row@school.test', role: 'student', class: 'Nowhere', line: 5, problems: [IMPORT_MSG.classNotFound('Nowhere')], warnings: [] },
    ]);
    expect(page.counts).toEqual({ all: 6, create: 2, update: 1, deactivate: 0, enroll: 1, remove: 0, archive: 0, problems: 2 });
    expect(page).toMatchObject({ total: 6, offset: 0, limit: 50 });
    expect(math.id).toBeTruthy();

    const problems = (await rows(id, '?show=problems')).json() as ImportRowsPage;
    expect(problems.rows.map((row) => row.line)).toEqual([4, 5]);
    expect(problems.total).toBe(2);
    const second = (await rows(id, '?show=create&offset=1&limit=1')).json() as ImportRowsPage;
    expect(second.rows.map((row) => row.name)).toEqual(['Nora Nowhere']);
    expect(second).toMatchObject({ total: 2, offset: 1, limit: 1 });
  });

  it('after a commit, lists what it did with the accounts, whose invitations can be handed out', async () => {
    const id = await preview('name,email,role\nIan Imported,ian.row@school.test,teacher\n');
    expect((await commitAndWait(ctx, id, admin.token)).record?.status).toBe('committed');
    const [created] = ((await rows(id)).json() as ImportRowsPage).rows;
    const user = await ctx.db.kysely.selectFrom('users').select('id').where('email', '=', 'ian.row@school.test').executeTakeFirstOrThrow();
    expect(created).toEqual({ action: 'create', record: 'user', userId: user.id, name: 'Ian Imported', email: 'ian.row@school.test', role: 'teacher', invited: true, line: 2, problems: [], warnings: [] });
    const invitation = await ctx.request({ method: 'GET', url: `/api/users/${user.id}/invitation`, token: admin.token });
    expect(invitation.statusCode).toBe(200);
    expect(invitation.json()).toMatchObject({ _id: user.id, renewed: false } satisfies Partial<UserInvitation>);
  });

  it('is for admins only, 404 for an unknown import, 400 for a bad page', async () => {
    const id = await preview('name,email,role\nPia Page,pia.row@school.test,student\n');
    expect((await rows(id, '', teacher.token)).statusCode).toBe(403);
    const unknown = await rows('0123456789abcdef01234567');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: IMPORT_MSG.notFound });
    const tooMany = await rows(id, '?limit=500');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('limit must be at most 200');
    const badTab = await rows(id, '?show=everything');
    expect(badTab.statusCode).toBe(400);
    expect(badTab.json().message).toContain('show must be one of all, create');
  });
});
