import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MSG, ROSTER_CSV_MAX_BYTES } from '@lyceum/shared/imports';
import { API_MSG } from '@lyceum/shared/messages';
import { createTestContext, testDialect, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { multipart } from '../../../test/files/samples';
import { commitAndWait } from '../../../test/imports';
import { failOrphanedImports } from './imports.service';

let ctx: TestContext;
let admin: TestUser;
let teacher: TestUser;
let student: TestUser;
let run = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.factories.user('admin');
  teacher = await ctx.factories.user('teacher');
  student = await ctx.factories.user('student', { name: 'Sam Existing' });
});
afterAll(() => ctx.close());

const uploadCsv = (csv: string | Buffer, token = admin.token) => {
  const { payload, headers } = multipart([{ filename: 'users.csv', type: 'text/csv', data: csv }]);
  return ctx.request({ method: 'POST', url: '/api/imports/users/preview', payload, headers, token });
};
const commit = (id: string, token = admin.token) => ctx.request({ method: 'POST', url: `/api/imports/${id}/commit`, token });

/** Every row of the tables an import writes, to prove a refused or failed commit left them as they were. */
async function tables(): Promise<string> {
  const k = ctx.db.kysely;
  const users = await k.selectFrom('users').selectAll().orderBy('id').execute();
  const members = await k.selectFrom('class_members').selectAll().orderBy('class_id').orderBy('user_id').execute();
  const invitations = await k.selectFrom('invitations').selectAll().orderBy('token_hash').execute();
  const classes = await k.selectFrom('classes').select(['id', 'name', 'students_count', 'teachers_count']).orderBy('id').execute();
  return JSON.stringify({ users, members, invitations, classes });
}

describe('POST /api/imports/users/preview', () => {
  it('reads BOM, CRLF, quoted commas and line breaks and accents, and lists every problem by line, writing nothing else', async () => {
    run += 1;
    const math = await ctx.factories.klass({ name: `Math ${run}` });
    const csv = [
      '\uFEFFname,email,role,password,classes',
      `"Zoë, the first",zoe${run}@school.test,student,,Math ${run}`,
      `Émile Teacher,emile${run}@school.test,teacher,a-long-password,`,
      `Sam Renamed,${student.email.toUpperCase()},student,,`,
      `"Two`,
      `Lines",two${run}@school.test,student,,`,
      `Bad Email,not-an-email,student,,`,
      `Odd Role,odd${run}@school.test,janitor,,`,
      `Again,ZOE${run}@school.test,student,,`,
      `Too,many,columns,here,x,y`,
      `No Class,noclass${run}@school.test,student,,Nowhere ${run};Math ${run}`,
    ].join('\r\n');
    const before = await tables();
    const res = await uploadCsv(csv);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ kind: 'users-csv', status: 'previewed', committedAt: null });
    expect(body.summary.problems).toEqual([
      { line: 7, message: IMPORT_MSG.badEmail('not-an-email') },
      { line: 8, message: IMPORT_MSG.badRole('janitor') },
      { line: 9, message: IMPORT_MSG.duplicateEmail(`zoe${run}@school.test`, 2) },
      { line: 10, message: IMPORT_MSG.columnCount(6, 5) },
      { line: 11, message: IMPORT_MSG.classNotFound(`Nowhere ${run}`) },
    ]);
    // Zoë, Émile, "Two\nLines" and No Class are new; Sam (same email, other case) is renamed.
    expect(body.summary.users).toEqual({ created: 4, updated: 1, unchanged: 0, deactivated: 0 });
    expect(body.summary.enrollments).toEqual({ added: 2, removed: 0, unchanged: 0 });
    expect(body.summary.invitations).toBe(3);
    expect(await tables()).toBe(before);
    expect(math.id).toBeTruthy();

    // A commit with problems is refused and changes nothing.
    const refused = await commit(body._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: IMPORT_MSG.hasProblems });
    expect(await tables()).toBe(before);
  });

  it('stores no plain password, and refuses a file that is not UTF-8, has no header columns or a quote never closed (in the admin\'s language)', async () => {
    const res = await ctx.request({ method: 'POST', url: '/api/imports/users/preview', token: admin.token, headers: { 'content-type': 'text/csv' }, payload: `name,email,role,password\nPat,pat${run}x@school.test,student,secret-password-9\n` });
    expect(res.statusCode).toBe(201);
    const row = await ctx.db.kysely.selectFrom('imports').select('plan').where('id', '=', res.json()._id).executeTakeFirstOrThrow();
    expect(row.plan).not.toContain('secret-password-9');
    expect(row.plan).toContain('$argon2id$');

    const latin1 = Buffer.from('name,email,role\nJos\xe9,jose@school.test,student\n', 'latin1');
    expect((await uploadCsv(latin1)).json().summary.problems).toEqual([{ line: 1, message: IMPORT_MSG.notUtf8 }]);
    expect((await uploadCsv('full name,email\nA,a@b.test\n')).json().summary.problems).toEqual([
      { line: 1, message: IMPORT_MSG.unknownColumn('full name') },
      { line: 1, message: IMPORT_MSG.missingColumn('name') },
      { line: 1, message: IMPORT_MSG.missingColumn('role') },
    ]);
    const unclosed = await ctx.request({
      method: 'POST', url: '/api/imports/users/preview', token: admin.token, headers: { 'content-type': 'text/csv', 'accept-language': 'es' },
      payload: `name,email,role\nAna,ana${run}q@school.test,student\n"Bo,bo${run}q@school.test,student\n`,
    });
    expect(unclosed.json().summary.problems).toEqual([{ line: 3, message: 'No se puede leer el CSV: un campo entre comillas que empieza en la línea 3 no se cierra nunca' }]);
    const none = await ctx.request({ method: 'POST', url: '/api/imports/users/preview', token: admin.token });
    expect(none.statusCode).toBe(415);
    expect(none.json()).toEqual({ message: IMPORT_MSG.noFile });
    const { payload, headers } = multipart([{ field: 'other', filename: 'users.csv', data: 'name,email,role\n' }]);
    const wrongPart = await ctx.request({ method: 'POST', url: '/api/imports/users/preview', token: admin.token, payload, headers });
    expect(wrongPart.statusCode).toBe(400);
    expect(wrongPart.json()).toEqual({ message: IMPORT_MSG.noFile });
  });

  it('refuses a CSV over the size cap with 413, as an upload or as a body', async () => {
    const big = Buffer.alloc(ROSTER_CSV_MAX_BYTES + 1024, 'a');
    const asUpload = await uploadCsv(big);
    expect(asUpload.statusCode).toBe(413);
    expect(asUpload.json()).toEqual({ message: IMPORT_MSG.tooLarge });
    const hundredMb = Buffer.alloc(100 * 1024 * 1024, 'a');
    const asBody = await ctx.request({ method: 'POST', url: '/api/imports/users/preview', token: admin.token, headers: { 'content-type': 'text/csv' }, payload: hundredMb });
    expect(asBody.statusCode).toBe(413);
  });
});

describe('POST /api/imports/:id/commit', () => {
  it('applies a clean preview: creates, updates, enrolls, invites; the result stays viewable; a second commit is refused', async () => {
    run += 1;
    const art = await ctx.factories.klass({ name: `Art ${run}` });
    const unchanged = await ctx.factories.user('teacher', { name: 'Tess Same' });
    const csv = `name,email,role,password,classes\nNew Pupil,pupil${run}@school.test,student,,Art ${run}\nNew Teacher,nt${run}@school.test,teacher,teacher-pass-1,Art ${run}\nTess Same,${unchanged.email},teacher,,\nSam Renamed ${run},${student.email.toUpperCase()},student,,Art ${run}\n`;
    const preview = (await uploadCsv(csv)).json();
    expect(preview.summary).toMatchObject({ users: { created: 2, updated: 1, unchanged: 1, deactivated: 0 }, enrollments: { added: 3, removed: 0, unchanged: 0 }, invitations: 1, problems: [] });

    const { started, record, seen } = await commitAndWait(ctx, preview._id, admin.token);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ _id: preview._id, status: 'running', committedAt: null, progress: { done: 0, total: 0 } });
    expect(record).toEqual({ ...preview, status: 'committed', committedAt: expect.any(String), summary: preview.summary });
    // The progress only moves forward, and never past the plan's size.
    expect(seen.every((p, i) => p.done <= p.total && (i === 0 || p.done >= seen[i - 1]!.done))).toBe(true);

    const users = (await ctx.request({ method: 'GET', url: '/api/users', token: admin.token })).json() as Array<{ _id: string; email: string; name: string; status: string }>;
    expect(users.find((u) => u.email === `pupil${run}@school.test`)?.status).toBe('invited');
    expect(users.find((u) => u.email === `nt${run}@school.test`)?.status).toBe('active');
    expect(users.find((u) => u._id === student.id)?.name).toBe(`Sam Renamed ${run}`);
    expect(users.filter((u) => u.email === student.email)).toHaveLength(1);
    const signIn = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: `nt${run}@school.test`, password: 'teacher-pass-1' } });
    expect(signIn.statusCode).toBe(200);
    const members = await ctx.db.kysely.selectFrom('class_members').select(['role']).where('class_id', '=', art.id).execute();
    expect(members.map((m) => m.role).sort()).toEqual(['student', 'student', 'teacher']);
    const links = (await ctx.request({ method: 'GET', url: '/api/users/invitations.csv', token: admin.token })).body;
    expect(links).toContain(`New Pupil,pupil${run}@school.test,http://`);

    expect((await ctx.request({ method: 'GET', url: `/api/imports/${preview._id}`, token: admin.token })).json()).toMatchObject({ status: 'committed' });
    const list = (await ctx.request({ method: 'GET', url: '/api/imports', token: admin.token })).json() as Array<{ _id: string }>;
    expect(list.map((i) => i._id)).toContain(preview._id);

    const before = await tables();
    const again = await commit(preview._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: IMPORT_MSG.alreadyCommitted });
    expect(await tables()).toBe(before);
    expect((await commit('000000000000000000000000')).statusCode).toBe(404);
  });

  it('leaves the database exactly as it was when a statement fails part-way', async () => {
    run += 1;
    const klass = await ctx.factories.klass({ name: `History ${run}` });
    const boom = `boom${run}@school.test`;
    const csv = `name,email,role,classes\nFirst,first${run}@school.test,student,History ${run}\nRenamed,${student.email},student,History ${run}\nBoom,${boom},student,\nLast,last${run}@school.test,student,\n`;
    const preview = (await uploadCsv(csv)).json();
    expect(preview.summary.problems).toEqual([]);
    // A trigger makes the third row's insert fail, after other users and memberships were written.
    const k = ctx.db.kysely;
    if (testDialect === 'postgres') {
      await sql.raw(`CREATE FUNCTION fail_import() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.email = '${boom}' THEN RAISE EXCEPTION 'forced failure'; END IF; RETURN NEW; END $$`).execute(k);
      await sql.raw('CREATE TRIGGER fail_import BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION fail_import()').execute(k);
    } else {
      await sql.raw(`CREATE TRIGGER fail_import BEFORE INSERT ON users WHEN NEW.email = '${boom}' BEGIN SELECT RAISE(ABORT, 'forced failure'); END`).execute(k);
    }
    const before = await tables();
    try {
      const { started, record } = await commitAndWait(ctx, preview._id, admin.token);
      expect(started.statusCode).toBe(202);
      expect(record).toMatchObject({ status: 'failed', committedAt: null, summary: { ...preview.summary, failure: IMPORT_MSG.failed } });
    } finally {
      await sql.raw('DROP TRIGGER fail_import' + (testDialect === 'postgres' ? ' ON users' : '')).execute(k);
      if (testDialect === 'postgres') await sql.raw('DROP FUNCTION fail_import()').execute(k);
    }
    expect(await tables()).toBe(before);
    expect((await ctx.request({ method: 'GET', url: `/api/imports/${preview._id}`, token: admin.token })).json()).toMatchObject({ status: 'failed', committedAt: null });
    // Once the cause is gone, the same import commits.
    expect((await commitAndWait(ctx, preview._id, admin.token)).record).toMatchObject({ status: 'committed', summary: preview.summary });
    expect((await k.selectFrom('class_members').select('user_id').where('class_id', '=', klass.id).execute())).toHaveLength(2);
  });
});

describe('commits run as background jobs', () => {
  const rows = (count: number) => Array.from({ length: count }, (_, i) => `Pupil ${run}-${i},p${run}-${i}@jobs.test,student`).join('\n');

  it('reports progress up to the plan\'s size; the commit it started is the one that ends', async () => {
    run += 1;
    const preview = (await uploadCsv(`name,email,role\n${rows(300)}\n`)).json();
    const { record, seen } = await commitAndWait(ctx, preview._id, admin.token);
    expect(record?.status).toBe('committed');
    expect(record?.summary.users.created).toBe(300);
    // Read from the running job between its steps: the same total (one op per new user), moving.
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.filter((p) => p.total > 0).every((p) => p.total === 300)).toBe(true);
    expect(seen.at(-1)!.done).toBeGreaterThan(seen[0]!.done);
  });

  it('refuses a second commit while one is running (409), and a start marks an import left running failed', async () => {
    run += 1;
    const a = (await uploadCsv(`name,email,role\n${rows(2)}\n`)).json();
    const b = (await uploadCsv(`name,email,role\nOther ${run},other${run}@jobs.test,student\n`)).json();
    // A commit of `a` in a server process that then stopped: its row says running, nothing was applied.
    await ctx.db.kysely.updateTable('imports').set({ status: 'running' }).where('id', '=', a._id).execute();
    const before = await tables();
    const again = await commit(a._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: IMPORT_MSG.alreadyRunning });
    const other = await commit(b._id);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ message: IMPORT_MSG.anotherRunning });
    expect(await tables()).toBe(before);
    expect((await ctx.request({ method: 'GET', url: `/api/imports/${b._id}`, token: admin.token })).json().status).toBe('previewed');

    expect(await failOrphanedImports(ctx.db.kysely)).toEqual([a._id]);
    const failed = (await ctx.request({ method: 'GET', url: `/api/imports/${a._id}`, token: admin.token })).json();
    expect(failed).toMatchObject({ status: 'failed', committedAt: null, summary: { ...a.summary, failure: IMPORT_MSG.interrupted } });
    expect(await tables()).toBe(before);
    // Both may be committed now, one after the other.
    expect((await commitAndWait(ctx, a._id, admin.token)).record?.status).toBe('committed');
    expect((await commitAndWait(ctx, b._id, admin.token)).record?.status).toBe('committed');
  });

  it('refuses commits while a commit runs in this process, at once', async () => {
    run += 1;
    const big = (await uploadCsv(`name,email,role\n${rows(300)}\n`)).json();
    const other = (await uploadCsv(`name,email,role\nLater ${run},later${run}@jobs.test,student\n`)).json();
    expect((await commit(big._id)).statusCode).toBe(202);
    const same = await commit(big._id);
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ message: IMPORT_MSG.alreadyRunning });
    const second = await commit(other._id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: IMPORT_MSG.anotherRunning });
    await expect.poll(async () => (await ctx.request({ method: 'GET', url: `/api/imports/${big._id}`, token: admin.token })).json().status).toBe('committed');
    expect((await commitAndWait(ctx, other._id, admin.token)).record?.status).toBe('committed');
  });

  it('two commits of one import at once: one starts, the other is refused', async () => {
    run += 1;
    const preview = (await uploadCsv(`name,email,role\n${rows(3)}\n`)).json();
    const answers = await Promise.all([commit(preview._id), commit(preview._id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([202, 409]);
    expect((await commitAndWait(ctx, preview._id, admin.token)).started.statusCode).toBe(409);
    await expect.poll(async () => (await ctx.request({ method: 'GET', url: `/api/imports/${preview._id}`, token: admin.token })).json().status).toBe('committed');
    const created = await ctx.db.kysely.selectFrom('users').select('id').where('email', 'like', `p${run}-%@jobs.test`).execute();
    expect(created).toHaveLength(3);
  });

  it('fails, changing nothing, when the data changed since the preview so that the plan has problems', async () => {
    run += 1;
    const klass = await ctx.factories.klass({ name: `Gone ${run}` });
    const preview = (await uploadCsv(`name,email,role,classes\nLate,late${run}@jobs.test,student,Gone ${run}\n`)).json();
    expect(preview.summary.problems).toEqual([]);
    await ctx.db.kysely.deleteFrom('classes').where('id', '=', klass.id).execute();
    const before = await tables();
    const { record } = await commitAndWait(ctx, preview._id, admin.token);
    expect(record).toMatchObject({ status: 'failed', summary: { problems: [{ line: 2, message: IMPORT_MSG.classNotFound(`Gone ${run}`) }], failure: IMPORT_MSG.hasProblems } });
    expect(await tables()).toBe(before);
    // Its problems stand: it cannot be committed again; a new preview of a fixed file can.
    expect((await commit(preview._id)).json()).toEqual({ message: IMPORT_MSG.hasProblems });
  });
});

describe('imports are for admins only', () => {
  it('teachers and students get 403 on every import route, and nothing is stored', async () => {
    const preview = (await uploadCsv(`name,email,role\nX,x${run}q@school.test,student\n`)).json();
    const count = async () => (await ctx.db.kysely.selectFrom('imports').select('id').execute()).length;
    const stored = await count();
    for (const caller of [teacher, student]) {
      const calls = [
        () => uploadCsv(`name,email,role\nY,y@school.test,student\n`, caller.token),
        () => commit(preview._id, caller.token),
        () => ctx.request({ method: 'GET', url: `/api/imports/${preview._id}`, token: caller.token }),
        () => ctx.request({ method: 'GET', url: '/api/imports', token: caller.token }),
      ];
      for (const call of calls) {
        const res = await call();
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: API_MSG.adminOnly });
      }
    }
    expect(await count()).toBe(stored);
    expect((await ctx.request({ method: 'GET', url: '/api/imports' })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'GET', url: `/api/imports/${preview._id}`, token: admin.token })).json().status).toBe('previewed');
  });
});
