import type { Kysely } from 'kysely';
import type { Gradebook } from '@lyceum/shared/gradebook';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../types';
import { requireClassStanding } from '../classes/class-access';
import { buildGradebook, type GradebookRows } from './gradebook-build';
import * as repo from './gradebook.repository';

/** A gradebook and the addresses of its students (for the CSV; the JSON has none). */
export interface GradebookRead {
  book: Gradebook;
  emailOf: Map<string, string>;
}

/**
 * The class's gradebook as the actor may see it: every current student for the class's teachers
 * and admins, with draft grades; a student of the class their own row only, returned grades only
 * (the other students' rows and drafts are never read). Anyone else gets the 404 of a class that
 * does not exist. Four statements whatever the size of the class: the access check, then the
 * assignments, the students and the submissions side by side.
 */
export async function readGradebook(db: Kysely<Database>, actor: AuthUser, classId: string): Promise<GradebookRead> {
  const { relation, className } = await requireClassStanding(db, actor, classId);
  const staff = actor.role === 'admin' || relation.isTeacher;
  const [assignments, students, work] = await Promise.all([
    repo.assignmentsOfClass(db, classId),
    staff ? repo.studentsOfClass(db, classId) : repo.studentOfClass(db, classId, actor.id),
    staff ? repo.workOfClass(db, classId) : repo.workOfStudent(db, classId, actor.id),
  ]);
  const rows: GradebookRows = { klass: { id: classId, name: className }, assignments, students, work };
  return { book: buildGradebook(rows, staff), emailOf: new Map(students.map((student) => [student.id, student.email])) };
}
