import type { Kysely } from 'kysely';
import type { Gradebook } from '@lyceum/shared/gradebook';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../types';
import { requireViewOf } from '../classes/class-access';
import { buildGradebook, type GradebookRows } from './gradebook-build';
import type { GradebookCache } from './gradebook-cache';
import * as repo from './gradebook.repository';
import type { GradebookWorkRow, GradebookWorkTuple } from './gradebook.repository';
import { API_ERRORS } from '../../lib/api-errors.messages';

/** A gradebook and the addresses of its students (for the CSV; the JSON has none). */
export interface GradebookRead {
  book: Gradebook;
  emailOf: Map<string, string>;
}

interface Standing {
  staff: boolean;
  className: string;
  version: number | null;
}

/** The actor may read the class (admin, or a member), else the 404 of a class that does not exist; and its gradebook version. */
async function standingIn(db: Kysely<Database>, actor: AuthUser, classId: string): Promise<Standing> {
  const [row] = await repo.standingOfClass(db, actor.id, classId);
  if (!row) throw notFound(API_ERRORS.classNotFound);
  const relation = requireViewOf(actor, row.role, API_ERRORS.classNotFound);
  return { staff: actor.role === 'admin' || relation.isTeacher, className: row.name, version: row.version === null ? null : Number(row.version) };
}

/** The class's submissions (workOfClass's JSON text) as rows. */
async function workOfClass(db: Kysely<Database>, classId: string): Promise<GradebookWorkRow[]> {
  const [row] = await repo.workOfClass(db, classId);
  const tuples = JSON.parse(row?.work ?? '[]') as GradebookWorkTuple[];
  return tuples.map(([assignment_id, student_id, state, turned_in_at, grade, draft_grade]) => ({ assignment_id, student_id, state, turned_in_at, grade, draft_grade }));
}

/** The assignments, the students and the submissions, side by side, then the cells. */
async function readRows(db: Kysely<Database>, actor: AuthUser, classId: string, { staff, className }: Standing): Promise<GradebookRead> {
  const [assignments, students, work] = await Promise.all([
    repo.assignmentsOfClass(db, classId),
    staff ? repo.studentsOfClass(db, classId) : repo.studentOfClass(db, classId, actor.id),
    staff ? workOfClass(db, classId) : repo.workOfStudent(db, classId, actor.id),
  ]);
  const rows: GradebookRows = { klass: { id: classId, name: className }, assignments, students, work };
  return { book: buildGradebook(rows, staff), emailOf: new Map(students.map((student) => [student.id, student.email])) };
}

/**
 * The class's gradebook as the actor may see it: every current student for the class's teachers
 * and admins, with draft grades; a student of the class their own row only, returned grades only
 * (the other students' rows and drafts are never read). Anyone else gets the 404 of a class that
 * does not exist. Four statements whatever the size of the class: the access check, then the
 * assignments, the students and the submissions side by side.
 */
export async function readGradebook(db: Kysely<Database>, actor: AuthUser, classId: string): Promise<GradebookRead> {
  return readRows(db, actor, classId, await standingIn(db, actor, classId));
}

/**
 * readGradebook for GET .../gradebook: the teachers' gradebook as JSON bytes, kept while the
 * class's gradebook version is unchanged (gradebook-cache.ts), so an unchanged one costs the one
 * statement of the access check; a student's own row as the object the route serialises.
 */
export async function gradebookResponse(db: Kysely<Database>, actor: AuthUser, classId: string, cache: GradebookCache): Promise<Buffer | Gradebook> {
  const standing = await standingIn(db, actor, classId);
  if (!standing.staff) return (await readRows(db, actor, classId, standing)).book;
  const { version } = standing;
  const kept = version === null ? undefined : cache.find(classId, version);
  if (kept) return kept;
  const bytes = Buffer.from(JSON.stringify((await readRows(db, actor, classId, standing)).book));
  if (version !== null) cache.keep(classId, version, bytes);
  return bytes;
}
