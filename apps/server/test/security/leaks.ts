import { expect } from 'vitest';
import { CLASS_SECRET, CLASSMATE_SECRET, type Caller, type Scene } from './scene';

/** Addresses of every user the tests make. */
const EMAIL = /[\w.+-]+@school\.test/g;

/**
 * What a 2xx body may show each caller, beyond what the status says. A non-member must not see
 * anything of the class; a student sees no classmate's name and no address but their own; a teacher
 * of another class sees only the addresses of their own class.
 */
export function expectNoLeak(scene: Scene, caller: Caller, body: string): void {
  const { users } = scene;
  const seesClass = caller === 'admin' || caller === 'teacher' || caller === 'student';
  const seesStudentNames = caller === 'admin' || caller === 'teacher';
  if (!seesClass) expect(body, `${caller} sees the class`).not.toContain(CLASS_SECRET);
  if (!seesStudentNames) expect(body, `${caller} sees a classmate's name`).not.toContain(CLASSMATE_SECRET);

  const allowedEmails: Record<Caller, string[] | 'any'> = {
    admin: 'any',
    teacher: 'any',
    otherTeacher: [users.otherTeacher.email, users.outsider.email],
    student: [users.student.email],
    outsider: [users.outsider.email],
    anonymous: [],
    badToken: [],
    expiredToken: [],
  };
  const allowed = allowedEmails[caller];
  if (allowed === 'any') return;
  const shown = [...new Set(body.match(EMAIL) ?? [])];
  expect(shown.filter((email) => !allowed.includes(email)), `${caller} sees addresses`).toEqual([]);
}
