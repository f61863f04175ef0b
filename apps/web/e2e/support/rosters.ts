// OneRoster bundles for the Import screen's journeys, built with the server tests' own builders
// (yazl), each school's sourcedIds and emails unique to the run so imports never meet each other's.
import { expect } from 'vitest';
import { CLASSES_HEADER, COURSES_HEADER, csvFile, ENROLLMENTS_HEADER, manifestCsv, ORGS_HEADER, ROLES_HEADER, USERS_HEADER, zipOf } from '../../../server/src/modules/imports/oneroster/test-support/bundle';
import { apiCall } from './api';
import { baseUrl } from './env';

export interface RosterSchool {
  tag: string;
  teacher: { name: string; email: string };
  student: { name: string; email: string };
  otherStudent: { name: string; email: string };
  /** The class the teacher teaches both students in. */
  className: string;
  /** A class nobody teaches: the preview warns about it. */
  untaughtClassName: string;
}

export function rosterSchool(label: string): RosterSchool {
  const tag = `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    tag,
    teacher: { name: `Rosa Teacher ${tag}`, email: `rosa.${tag}@sis.test` },
    student: { name: `Nia Student ${tag}`, email: `nia.${tag}@sis.test` },
    otherStudent: { name: `Omar Student ${tag}`, email: `omar.${tag}@sis.test` },
    className: `Biology ${tag}`,
    untaughtClassName: `Study hall ${tag}`,
  };
}

/**
 * The school as a OneRoster 1.2 bulk bundle. `broken`: the other student's email is not an address
 * (users.csv line 4) and an enrollment names a user the bundle lacks (enrollments.csv line 5).
 * `delta`: its files are sent as deltas, which take out nothing they do not name: a bulk bundle
 * committed on the server the journeys share would deactivate the roster another journey imported.
 */
export function rosterBundle(school: RosterSchool, { broken = false, delta = false } = {}): Promise<Buffer> {
  const { tag } = school;
  const split = (name: string) => ({ givenName: name.split(' ')[0] ?? name, familyName: name.split(' ').slice(1).join(' ') });
  const user = (id: string, person: { name: string; email: string }, email = person.email) => ({
    sourcedId: `${tag}-${id}`, enabledUser: 'true', username: id, ...split(person.name), email, primaryOrgSourcedId: `${tag}-org`,
  });
  const role = (id: string, roleName: string) => ({ sourcedId: `${tag}-r-${id}`, userSourcedId: `${tag}-${id}`, roleType: 'primary', role: roleName, orgSourcedId: `${tag}-org` });
  const enrol = (id: string, klass: string, who: string, roleName: string) => ({
    sourcedId: `${tag}-e-${id}`, classSourcedId: `${tag}-${klass}`, schoolSourcedId: `${tag}-org`, userSourcedId: `${tag}-${who}`, role: roleName, primary: 'false',
  });
  const files = {
    'manifest.csv': delta
      ? manifestCsv({ users: 'delta', roles: 'delta', classes: 'delta', courses: 'delta', enrollments: 'delta', orgs: 'delta' })
      : manifestCsv({ users: 'bulk', roles: 'bulk', classes: 'bulk', courses: 'bulk', enrollments: 'bulk', orgs: 'bulk' }),
    'orgs.csv': csvFile(ORGS_HEADER, [{ sourcedId: `${tag}-org`, name: 'Harbour School', type: 'school' }]),
    'users.csv': csvFile(USERS_HEADER, [
      user('t1', school.teacher),
      user('s1', school.student),
      user('s2', school.otherStudent, broken ? 'omar-at-sis' : school.otherStudent.email),
    ]),
    'roles.csv': csvFile(ROLES_HEADER, [role('t1', 'teacher'), role('s1', 'student'), role('s2', 'student')]),
    'courses.csv': csvFile(COURSES_HEADER, [{ sourcedId: `${tag}-c-bio`, title: 'Biology', orgSourcedId: `${tag}-org` }]),
    'classes.csv': csvFile(CLASSES_HEADER, [
      { sourcedId: `${tag}-k-bio`, title: school.className, courseSourcedId: `${tag}-c-bio`, classType: 'scheduled', schoolSourcedId: `${tag}-org` },
      { sourcedId: `${tag}-k-hall`, title: school.untaughtClassName, courseSourcedId: `${tag}-c-bio`, classType: 'scheduled', schoolSourcedId: `${tag}-org` },
    ]),
    'enrollments.csv': csvFile(ENROLLMENTS_HEADER, [
      enrol('1', 'k-bio', 't1', 'teacher'),
      enrol('2', 'k-bio', 's1', 'student'),
      enrol('3', 'k-bio', 's2', 'student'),
      ...(broken ? [enrol('4', 'k-bio', 'ghost', 'student')] : [enrol('4', 'k-hall', 's1', 'student')]),
    ]),
  };
  return zipOf(files);
}

/** Imports a OneRoster bundle through the API, as the Import screen does, and waits for the commit to finish. */
export async function importBundle(token: string, zip: Buffer): Promise<void> {
  const preview = await fetch(`${baseUrl}/api/imports/oneroster/preview`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/zip' }, body: new Uint8Array(zip) });
  expect(preview.status).toBe(201);
  const { _id: id } = (await preview.json()) as { _id: string };
  await apiCall('POST', `/api/imports/${id}/commit`, { token });
  for (let tries = 0; tries < 200; tries++) {
    const record = await apiCall<{ status: string }>('GET', `/api/imports/${id}`, { token });
    if (record.status !== 'running') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
