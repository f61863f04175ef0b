import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readOneRosterBundle } from './read-bundle';
import { zipOf } from './test-support/bundle';
import { smallSchool } from './test-support/school';

const users = [
  { sourcedId: 'u-admin', name: 'Ada Lovelace', email: 'ada@hill.test', role: 'admin', active: true, identifier: null, file: 'users.csv', line: 2 },
  { sourcedId: 'u-t1', name: 'Zoë Ørsted', email: 'zoe@hill.test', role: 'teacher', active: true, identifier: null, file: 'users.csv', line: 3 },
  { sourcedId: 'u-t2', name: 'Grace Hopper', email: 'grace@hill.test', role: 'teacher', active: true, identifier: null, file: 'users.csv', line: 4 },
  { sourcedId: 'u-s1', name: "Mary Ann O'Brien, Jr.", email: 'mary@hill.test', role: 'student', active: true, identifier: '20260005', file: 'users.csv', line: 5 },
  { sourcedId: 'u-s2', name: '明 王', email: 'ming@hill.test', role: 'student', active: true, identifier: null, file: 'users.csv', line: 6 },
  { sourcedId: 'u-s3', name: 'Sam Off', email: 'sam@hill.test', role: 'student', active: false, identifier: null, file: 'users.csv', line: 7 },
];
const classes = [
  { sourcedId: 'k-alg3', name: 'Algebra I, period 3', description: 'Course: Algebra I', file: 'classes.csv', line: 2 },
  { sourcedId: 'k-hr', name: 'Homeroom', description: 'Homeroom', file: 'classes.csv', line: 3 },
];
const enrol = (line: number, classId: string, userId: string, role: 'teacher' | 'student') => ({
  userRef: { sourcedId: userId }, classRef: { sourcedId: classId }, role, remove: false, file: 'enrollments.csv', line,
});

describe('readOneRosterBundle: a valid 1.2 bundle', () => {
  it('reads users with their roles from roles.csv, classes with their course, and enrollments', async () => {
    const plan = await readOneRosterBundle(await zipOf(smallSchool()));
    expect(plan).toEqual({
      version: '1.2',
      modes: { users: 'bulk', roles: 'bulk', classes: 'bulk', courses: 'bulk', enrollments: 'bulk' },
      users,
      classes,
      enrollments: [enrol(2, 'k-alg3', 'u-t1', 'teacher'), enrol(3, 'k-alg3', 'u-s1', 'student'), enrol(4, 'k-alg3', 'u-s2', 'student'), enrol(5, 'k-hr', 'u-t2', 'teacher'), enrol(6, 'k-hr', 'u-s3', 'student')],
      problems: [],
      warnings: [],
    });
  });

  it('reads the same plan from files in one top folder, from a stream, and twice alike', async () => {
    const flat = await readOneRosterBundle(await zipOf(smallSchool()));
    const nested = Object.fromEntries(Object.entries(smallSchool()).map(([name, text]) => [`export-2026/${name}`, text]));
    expect(await readOneRosterBundle(await zipOf(nested))).toEqual(flat);
    expect(await readOneRosterBundle(Readable.from([await zipOf(smallSchool())]))).toEqual(flat);
    expect(await readOneRosterBundle(await zipOf(smallSchool()))).toEqual(flat);
  });

  it('reads a 1.1 bundle, whose users.csv carries the role', async () => {
    const school = smallSchool();
    const users11 = ['sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password',
      't9,,,true,org1,teacher,t9,,Tess,Nine,,,t9@hill.test,,,,,',
      'a9,,,true,org1,administrator,a9,,Al,Nine,,,a9@hill.test,,,,,'].join('\n');
    const plan = await readOneRosterBundle(await zipOf({
      'manifest.csv': school['manifest.csv']!.replace('oneroster.version,1.2', 'oneroster.version,1.1').replace('file.roles,bulk', 'file.roles,absent').replace('file.enrollments,bulk', 'file.enrollments,absent'),
      'users.csv': users11,
      'classes.csv': school['classes.csv']!,
      'courses.csv': school['courses.csv']!,
    }));
    expect(plan.problems).toEqual([]);
    expect(plan.users.map((u) => [u.sourcedId, u.role])).toEqual([['t9', 'teacher'], ['a9', 'admin']]);
  });
});
