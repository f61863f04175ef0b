import { CLASSES_HEADER, COURSES_HEADER, csvFile, ENROLLMENTS_HEADER, manifestCsv, ORGS_HEADER, ROLES_HEADER, USERS_HEADER } from './bundle';

/** A small, valid OneRoster 1.2 bulk bundle: one school, two classes, an admin, two teachers, three students. */
export function smallSchool(): Record<string, string> {
  const user = (sourcedId: string, givenName: string, familyName: string, email: string, extra: Record<string, string> = {}) => ({
    sourcedId, enabledUser: 'true', username: email.split('@')[0] ?? '', givenName, familyName, email, primaryOrgSourcedId: 'org1', ...extra,
  });
  const role = (sourcedId: string, userSourcedId: string, roleName: string, roleType = 'primary') => ({ sourcedId, userSourcedId, roleType, role: roleName, orgSourcedId: 'org1' });
  const enrol = (sourcedId: string, classSourcedId: string, userSourcedId: string, roleName: string) => ({ sourcedId, classSourcedId, schoolSourcedId: 'org1', userSourcedId, role: roleName, primary: 'false' });
  return {
    'manifest.csv': manifestCsv({ users: 'bulk', roles: 'bulk', classes: 'bulk', courses: 'bulk', enrollments: 'bulk', orgs: 'bulk' }),
    'orgs.csv': csvFile(ORGS_HEADER, [{ sourcedId: 'org1', name: 'Hill School', type: 'school' }]),
    'users.csv': csvFile(USERS_HEADER, [
      user('u-admin', 'Ada', 'Lovelace', 'ada@hill.test'),
      user('u-t1', 'Zoë', 'Ørsted', 'zoe@hill.test'),
      user('u-t2', 'Grace', 'Hopper', 'Grace@Hill.test', { middleName: 'Brewster' }),
      user('u-s1', 'Mary Ann', "O'Brien, Jr.", 'mary@hill.test', { identifier: ' 20260005 ' }),
      user('u-s2', '明', '王', 'ming@hill.test'),
      user('u-s3', 'Sam', 'Off', 'sam@hill.test', { enabledUser: 'false' }),
    ]),
    'roles.csv': csvFile(ROLES_HEADER, [
      role('r1', 'u-admin', 'siteAdministrator'),
      role('r2', 'u-t1', 'teacher'),
      role('r3', 'u-t2', 'teacher'),
      role('r4', 'u-t2', 'parent', 'secondary'),
      role('r5', 'u-s1', 'student'),
      role('r6', 'u-s2', 'student'),
      role('r7', 'u-s3', 'student'),
    ]),
    'courses.csv': csvFile(COURSES_HEADER, [
      { sourcedId: 'c-alg', title: 'Algebra I', orgSourcedId: 'org1' },
      { sourcedId: 'c-hr', title: 'Homeroom', orgSourcedId: 'org1' },
    ]),
    'classes.csv': csvFile(CLASSES_HEADER, [
      { sourcedId: 'k-alg3', title: 'Algebra I, period 3', courseSourcedId: 'c-alg', classType: 'scheduled', schoolSourcedId: 'org1', termSourcedIds: 't1' },
      { sourcedId: 'k-hr', title: 'Homeroom', courseSourcedId: 'c-hr', classType: 'homeroom', schoolSourcedId: 'org1', termSourcedIds: 't1' },
    ]),
    'enrollments.csv': csvFile(ENROLLMENTS_HEADER, [
      enrol('e1', 'k-alg3', 'u-t1', 'teacher'),
      enrol('e2', 'k-alg3', 'u-s1', 'student'),
      enrol('e3', 'k-alg3', 'u-s2', 'student'),
      enrol('e4', 'k-hr', 'u-t2', 'teacher'),
      enrol('e5', 'k-hr', 'u-s3', 'student'),
    ]),
  };
}
