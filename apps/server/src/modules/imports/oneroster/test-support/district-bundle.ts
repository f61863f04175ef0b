import { DISTRICT } from '../../../../seed/district';
import { seededRandom } from '../../../../seed/random';
import { CLASSES_HEADER, COURSES_HEADER, csvFile, ENROLLMENTS_HEADER, manifestCsv, ORGS_HEADER, ROLES_HEADER, USERS_HEADER } from './bundle';

const SUBJECTS = ['Algebra', 'Biology', 'Chemistry', 'History', 'Literature', 'Physics', 'Geography', 'Art', 'Music', 'Spanish'];

/**
 * seed:large's district as a OneRoster 1.2 bulk bundle, for the import bench: 20,000 users (an
 * admin, 200 teachers, the rest students), 1,000 classes of 10 courses with two teachers and 25-40
 * students each (about 34,500 enrollments), drawn from the same seeded random shape.
 */
export function districtBundleFiles(seed = 42): Record<string, string> {
  const random = seededRandom(seed);
  const users: Array<Record<string, string>> = [];
  const roles: Array<Record<string, string>> = [];
  const add = (sourcedId: string, role: string, givenName: string, familyName: string, email: string) => {
    users.push({ sourcedId, enabledUser: 'true', username: email.split('@')[0] ?? '', givenName, familyName, email, primaryOrgSourcedId: 'org1', 'metadata.house': 'Red' });
    roles.push({ sourcedId: `r-${sourcedId}`, userSourcedId: sourcedId, roleType: 'primary', role, orgSourcedId: 'org1' });
  };
  add('admin', 'siteAdministrator', 'District', 'Admin', 'admin@district.test');
  for (let i = 1; i <= DISTRICT.teachers; i += 1) add(`t${i}`, 'teacher', 'Teacher', String(i), `teacher${i}@district.test`);
  const studentCount = DISTRICT.users - DISTRICT.teachers - 1;
  for (let i = 1; i <= studentCount; i += 1) add(`s${i}`, 'student', 'Student', String(i), `student${i}@district.test`);

  const courses = SUBJECTS.map((subject, i) => ({ sourcedId: `course-${i}`, title: subject, orgSourcedId: 'org1' }));
  const classes: Array<Record<string, string>> = [];
  const enrollments: Array<Record<string, string>> = [];
  let cursor = 0;
  for (let c = 0; c < DISTRICT.classes; c += 1) {
    const id = `class-${c}`;
    classes.push({ sourcedId: id, title: `${SUBJECTS[c % SUBJECTS.length]} ${Math.floor(c / SUBJECTS.length) + 1}`, courseSourcedId: `course-${c % SUBJECTS.length}`, classType: 'scheduled', schoolSourcedId: 'org1', termSourcedIds: 'term1' });
    const enrol = (user: string, role: string) => enrollments.push({ sourcedId: `e-${enrollments.length}`, classSourcedId: id, schoolSourcedId: 'org1', userSourcedId: user, role, primary: 'false' });
    enrol(`t${(c % DISTRICT.teachers) + 1}`, 'teacher');
    enrol(`t${((c + 100) % DISTRICT.teachers) + 1}`, 'teacher');
    const size = DISTRICT.minClassSize + Math.floor(random() * (DISTRICT.maxClassSize - DISTRICT.minClassSize + 1));
    for (let s = 0; s < size; s += 1) enrol(`s${(cursor++ % studentCount) + 1}`, 'student');
  }
  return {
    'manifest.csv': manifestCsv({ users: 'bulk', roles: 'bulk', classes: 'bulk', courses: 'bulk', enrollments: 'bulk', orgs: 'bulk' }),
    'orgs.csv': csvFile(ORGS_HEADER, [{ sourcedId: 'org1', name: 'District High', type: 'school' }]),
    'users.csv': csvFile([...USERS_HEADER, 'metadata.house'], users),
    'roles.csv': csvFile(ROLES_HEADER, roles),
    'courses.csv': csvFile(COURSES_HEADER, courses),
    'classes.csv': csvFile(CLASSES_HEADER, classes),
    'enrollments.csv': csvFile(ENROLLMENTS_HEADER, enrollments),
  };
}
