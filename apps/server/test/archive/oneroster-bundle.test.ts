import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONEROSTER_MSG } from '@lyceum/shared/oneroster-messages';
import type { Db } from '../../src/db/database';
import { readBundleInEnglish } from '../../src/modules/imports/oneroster/test-support/read-in-english';
import { createTestContext, type TestContext } from '../context';
import type { TestUser } from '../factories';
import { multipart } from '../files/samples';
import { commitAndWait } from '../imports';
import { readZip } from './archive-helpers';
import { buildSchool, type School } from './school';

/**
 * The archive's oneroster.zip is a OneRoster 1.2 bundle the importer reads without a problem, and
 * imported into another Lyceum it brings the same people (name, email, role, deactivated or not),
 * classes and memberships; the sourcedIds are the import's where one set them, the Lyceum ids
 * otherwise. Values come back exactly as they were, names a spreadsheet would run as formulas too
 * (neutralising is for the CSVs made for spreadsheets, not for data other systems read). Imported
 * back into the school it came from, it changes nothing.
 */
let source: TestContext;
let school: School;
let bundle: Buffer;
let other: TestContext;
let otherAdmin: TestUser;

beforeAll(async () => {
  source = await createTestContext();
  school = await buildSchool(source);
  // Made by hand (no sourcedId): names a spreadsheet would take for formulas, and one that a split
  // into given and family name at its last space would not give back once trimmed.
  const f = source.factories;
  const cmd = await f.user('teacher', { name: '+cmd' });
  const at = await f.user('student', { name: '@x' });
  const dash = await f.user('student', { name: '-y' });
  const spaced = await f.user('student', { name: 'Jo  Double' });
  await f.klass({ name: '=1+1 Class', teachers: [cmd.id], students: [at.id, dash.id, spaced.id] });
  await f.klass({ name: '-minus  class', teachers: [cmd.id], students: [at.id] });
  const res = await source.request({ method: 'GET', url: '/api/export', token: school.admin.token });
  expect(res.statusCode, res.body).toBe(200);
  bundle = (await readZip(res.rawPayload)).find(([name]) => name === 'oneroster.zip')?.[1] ?? Buffer.alloc(0);
  other = await createTestContext();
  otherAdmin = await other.factories.user('admin');
}, 120_000);

afterAll(async () => {
  await source?.close();
  await other?.close();
});

/** People, classes and memberships as a roster sees them. */
async function roster(db: Db, skip: string[] = []) {
  const k = db.kysely;
  const users = await k.selectFrom('users').select(['email', 'name', 'role', 'deactivated_at', 'sourced_id', 'identifier', 'id']).orderBy('email').execute();
  const classes = await k.selectFrom('classes').select(['name', 'sourced_id', 'id']).orderBy('name').execute();
  const members = await k
    .selectFrom('class_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('classes as c', 'c.id', 'm.class_id')
    .select(['c.name as klass', 'u.email', 'm.role'])
    .orderBy('c.name')
    .orderBy('u.email')
    .execute();
  return {
    users: users.filter((u) => !skip.includes(u.email)).map((u) => ({ email: u.email, name: u.name, role: u.role, active: u.deactivated_at === null, sourcedId: u.sourced_id ?? u.id, identifier: u.identifier })),
    classes: classes.map((c) => ({ name: c.name, sourcedId: c.sourced_id ?? c.id })),
    members,
  };
}

describe("the archive's OneRoster bundle", () => {
  it('holds the files of OneRoster 1.2, which the importer reads without a problem (a warning for the class without a teacher)', async () => {
    expect((await readZip(bundle)).map(([name]) => name)).toEqual([
      'manifest.csv', 'orgs.csv', 'academicSessions.csv', 'users.csv', 'roles.csv', 'courses.csv', 'classes.csv', 'enrollments.csv',
    ]);
    const plan = await readBundleInEnglish(bundle);
    expect(plan.problems).toEqual([]);
    expect(plan.warnings).toEqual([{ file: 'classes.csv', line: expect.any(Number), message: ONEROSTER_MSG.classWithoutTeacher }]);
    expect(plan.version).toBe('1.2');
  });

  it('imported into another Lyceum, brings the same people, classes and memberships', async () => {
    const { payload, headers } = multipart([{ filename: 'oneroster.zip', type: 'application/zip', data: bundle }]);
    const preview = await other.request({ method: 'POST', url: '/api/imports/oneroster/preview', token: otherAdmin.token, payload, headers });
    expect(preview.statusCode, preview.body).toBe(201);
    const { started, record } = await commitAndWait(other, (preview.json() as { _id: string })._id, otherAdmin.token);
    expect(started.statusCode, started.body).toBe(202);
    expect(record?.status).toBe('committed');

    const expected = await roster(source.db);
    expect(expected.users.map((u) => u.name)).toEqual(expect.arrayContaining(['=HYPERLINK("http://evil.test")', '+cmd', '@x', '-y', 'Jo  Double']));
    const imported = await roster(other.db, [otherAdmin.email]);
    expect(imported.users).toEqual(expected.users);
    expect(imported.users.filter((u) => !u.active).map((u) => u.name)).toEqual(['Sam Leaver']);
    expect(imported.users.find((u) => u.name === 'Zoë Ødegård')).toMatchObject({ sourcedId: 'sis-student-1', identifier: '20260042' });
    expect(imported.classes).toEqual(expected.classes);
    expect(imported.members).toEqual(expected.members);
  });
});

describe('the OneRoster bundle imported back into the school it came from', () => {
  /** Every row the import could touch, every column, timestamps included. */
  async function everything(db: Db) {
    const k = db.kysely;
    return {
      users: await k.selectFrom('users').selectAll().orderBy('id').execute(),
      classes: await k.selectFrom('classes').selectAll().orderBy('id').execute(),
      members: await k.selectFrom('class_members').selectAll().orderBy('class_id').orderBy('user_id').execute(),
      invitations: await k.selectFrom('invitations').selectAll().orderBy('token_hash').execute(),
    };
  }

  it('previews as no change at all, and committed leaves every row as it was (hand-made classes and users included)', async () => {
    const before = await everything(source.db);
    expect(before.classes.filter((c) => c.sourced_id === null).map((c) => c.name)).toEqual(expect.arrayContaining(['=1+1 Class', 'History', 'Empty class']));
    const { payload, headers } = multipart([{ filename: 'oneroster.zip', type: 'application/zip', data: bundle }]);
    const preview = await source.request({ method: 'POST', url: '/api/imports/oneroster/preview', token: school.admin.token, payload, headers });
    expect(preview.statusCode, preview.body).toBe(201);
    const { summary } = preview.json() as { _id: string; summary: Record<string, unknown> };
    expect(summary.problems).toEqual([]);
    expect(summary.users).toMatchObject({ created: 0, updated: 0, deactivated: 0, unchanged: before.users.length });
    expect(summary.classes).toMatchObject({ created: 0, updated: 0, unchanged: before.classes.length });
    expect(summary.enrollments).toMatchObject({ added: 0, removed: 0, unchanged: before.members.length });
    expect(summary.invitations).toBe(0);

    const { record } = await commitAndWait(source, (preview.json() as { _id: string })._id, school.admin.token);
    expect(record?.status).toBe('committed');
    expect(await everything(source.db)).toEqual(before);
  });
});
