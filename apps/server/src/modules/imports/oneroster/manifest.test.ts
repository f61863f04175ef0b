import { ONEROSTER_MSG as M } from '@lyceum/shared/oneroster-messages';
import { describe, expect, it } from 'vitest';
import { readBundleInEnglish } from './test-support/read-in-english';
import { manifestCsv, zipOf } from './test-support/bundle';
import { smallSchool } from './test-support/school';

const delta = {
  'manifest.csv': manifestCsv({ users: 'delta', roles: 'delta', classes: 'delta', enrollments: 'delta', courses: 'absent' }),
  'users.csv': [
    'sourcedId,status,dateLastModified,enabledUser,username,givenName,familyName,email',
    'u-s1,active,2026-10-01T08:00:00Z,true,mary,Mary Ann,Byrne,mary.byrne@hill.test',
    'u-s2,tobedeleted,2026-10-01T08:00:00Z,true,ming,明,王,ming@hill.test',
  ].join('\r\n'),
  'roles.csv': [
    'sourcedId,status,dateLastModified,userSourcedId,roleType,role,orgSourcedId',
    'r5,active,2026-10-01T08:00:00Z,u-s1,primary,student,org1',
    'r6,tobedeleted,2026-10-01T08:00:00Z,u-s2,primary,student,org1',
  ].join('\r\n'),
  'classes.csv': [
    'sourcedId,status,dateLastModified,title,courseSourcedId,classType',
    'k-alg3,active,2026-10-01T08:00:00Z,"Algebra I, period 4",c-alg,scheduled',
    'k-hr,tobedeleted,2026-10-01T08:00:00Z,Homeroom,c-hr,homeroom',
  ].join('\r\n'),
  'enrollments.csv': [
    'sourcedId,status,dateLastModified,classSourcedId,userSourcedId,role',
    'e2,tobedeleted,2026-10-01T08:00:00Z,k-alg3,u-s1,student',
    'e9,active,2026-10-01T08:00:00Z,k-alg3,u-t2,teacher',
    'e10,active,2026-10-01T08:00:00Z,k-bio,u-s1,student',
    'e11,active,2026-10-01T08:00:00Z,k-hr,u-t1,teacher',
    'e5,tobedeleted,2026-10-01T08:00:00Z,k-hr,u-s3,student',
  ].join('\r\n'),
};

describe('readOneRosterBundle: the manifest', () => {
  it('applies a delta: only listed rows change, tobedeleted deactivates users and removes enrollments, ids outside the bundle are left to the apply step', async () => {
    const plan = await readBundleInEnglish(await zipOf(delta));
    expect(plan.modes).toEqual({ users: 'delta', roles: 'delta', classes: 'delta', courses: 'absent', enrollments: 'delta' });
    expect(plan.users).toEqual([
      { sourcedId: 'u-s1', name: 'Mary Ann Byrne', email: 'mary.byrne@hill.test', role: 'student', active: true, identifier: null, file: 'users.csv', line: 2 },
      { sourcedId: 'u-s2', name: '明 王', email: 'ming@hill.test', role: 'student', active: false, identifier: null, file: 'users.csv', line: 3 },
    ]);
    expect(plan.classes).toEqual([{ sourcedId: 'k-alg3', name: 'Algebra I, period 4', file: 'classes.csv', line: 2 }]);
    const ref = (line: number, classId: string, userId: string, role: string, remove: boolean) => ({ userRef: { sourcedId: userId }, classRef: { sourcedId: classId }, role, remove, file: 'enrollments.csv', line });
    expect(plan.enrollments).toEqual([
      ref(2, 'k-alg3', 'u-s1', 'student', true),
      ref(3, 'k-alg3', 'u-t2', 'teacher', false),
      ref(4, 'k-bio', 'u-s1', 'student', false),
      ref(6, 'k-hr', 'u-s3', 'student', true),
    ]);
    // An enrollment into a class the bundle marks tobedeleted is skipped with a warning, not a problem.
    expect(plan.problems).toEqual([]);
    expect(plan.warnings).toEqual([
      { file: 'classes.csv', line: 3, message: M.classToBeDeleted },
      { file: 'enrollments.csv', line: 5, message: M.enrollmentOfDeletedClass('k-hr') },
    ]);
  });

  it('ignores a file marked absent even when the zip holds it, and reports listed files that are missing', async () => {
    const school = smallSchool();
    const manifest = manifestCsv({ users: 'absent', roles: 'absent', classes: 'bulk', courses: 'delta', enrollments: 'delta' });
    const { 'courses.csv': _courses, ...withoutCourses } = school;
    const plan = await readBundleInEnglish(await zipOf({ ...withoutCourses, 'manifest.csv': manifest }));
    expect(plan.users).toEqual([]);
    expect(plan.modes.courses).toBe('absent');
    expect(plan.problems).toEqual([{ file: 'manifest.csv', line: 8, message: M.listedFileMissing('courses.csv', 'delta') }]);
    // Users live in an earlier import: the enrollments name them by sourcedId for the apply step.
    expect(plan.enrollments.map((e) => e.userRef)).toEqual(['u-t1', 'u-s1', 'u-s2', 'u-t2', 'u-s3'].map((sourcedId) => ({ sourcedId })));
    expect(plan.classes.map((k) => k.description)).toEqual([undefined, 'Homeroom']);
  });

  it('reads property names and modes in any case, and a header and rows with trailing empty columns', async () => {
    const manifest = ['PropertyName,Value,,', 'Manifest.Version,1.0,,', 'OneRoster.Version,1.2,,', 'File.Users,Bulk,,', 'FILE.ROLES,BULK', 'file.Classes,bulk,,', 'file.courses,Bulk,,', 'file.enrollments,Delta,,', ''].join('\r\n');
    const plan = await readBundleInEnglish(await zipOf({ ...smallSchool(), 'manifest.csv': manifest }));
    expect(plan.problems).toEqual([]);
    expect(plan.modes).toEqual({ users: 'bulk', roles: 'bulk', classes: 'bulk', courses: 'bulk', enrollments: 'delta' });
    expect(plan.users).toHaveLength(6);
  });

  it('reports a mode it does not know and reads nothing of a version it does not support', async () => {
    const badMode = manifestCsv({ users: 'full', roles: 'bulk', classes: 'bulk', courses: 'bulk', enrollments: 'bulk' });
    const plan = await readBundleInEnglish(await zipOf({ ...smallSchool(), 'manifest.csv': badMode }));
    expect(plan.problems[0]).toEqual({ file: 'manifest.csv', line: 17, message: M.badFileMode('file.users', 'full') });
    expect(plan.users).toEqual([]);

    const v10 = await readBundleInEnglish(await zipOf({ ...smallSchool(), 'manifest.csv': manifestCsv({ users: 'bulk' }, '1.0') }));
    expect(v10).toMatchObject({ users: [], classes: [], enrollments: [], problems: [{ file: 'manifest.csv', line: 3, message: M.unsupportedVersion('1.0') }] });
  });
});
