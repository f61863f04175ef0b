import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONEROSTER_MSG } from '@lyceum/shared/oneroster-messages';
import type { Db } from '../../src/db/database';
import { readOneRosterBundle } from '../../src/modules/imports/oneroster/read-bundle';
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
 * otherwise. The one name that a spreadsheet would run as a formula comes back neutralised.
 */
let source: TestContext;
let school: School;
let bundle: Buffer;
let other: TestContext;
let otherAdmin: TestUser;

beforeAll(async () => {
  source = await createTestContext();
  school = await buildSchool(source);
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
  const users = await k.selectFrom('users').select(['email', 'name', 'role', 'deactivated_at', 'sourced_id', 'id']).orderBy('email').execute();
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
    users: users.filter((u) => !skip.includes(u.email)).map((u) => ({ email: u.email, name: u.name, role: u.role, active: u.deactivated_at === null, sourcedId: u.sourced_id ?? u.id })),
    classes: classes.map((c) => ({ name: c.name, sourcedId: c.sourced_id ?? c.id })),
    members,
  };
}

describe("the archive's OneRoster bundle", () => {
  it('holds the files of OneRoster 1.2, which the importer reads without a problem (a warning for the class without a teacher)', async () => {
    expect((await readZip(bundle)).map(([name]) => name)).toEqual([
      'manifest.csv', 'orgs.csv', 'academicSessions.csv', 'users.csv', 'roles.csv', 'courses.csv', 'classes.csv', 'enrollments.csv',
    ]);
    const plan = await readOneRosterBundle(bundle);
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
    const formula = '=HYPERLINK("http://evil.test")';
    expect(expected.users.map((u) => u.name)).toContain(formula);
    const neutralised = expected.users.map((u) => (u.name === formula ? { ...u, name: `'${formula}` } : u));
    const imported = await roster(other.db, [otherAdmin.email]);
    expect(imported.users).toEqual(neutralised);
    expect(imported.users.filter((u) => !u.active).map((u) => u.name)).toEqual(['Sam Leaver']);
    expect(imported.users.find((u) => u.name === 'Zoë Ødegård')?.sourcedId).toBe('sis-student-1');
    expect(imported.classes).toEqual(expected.classes);
    expect(imported.members).toEqual(expected.members);
  });
});
