import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ClassIds } from '../lists/visible-classes';

export interface ClassWithTeacherRow {
  id: string;
  name: string;
  description: string;
  teacher_id: string | null;
  teacher_name: string | null;
}

/**
 * The newest `limit` classes, one row per (class, teacher), in one query: the CTE picks the
 * classes, the outer join brings their teachers (a class without teachers gives one row of nulls).
 */
export function newestClassesWithTeachers(db: Kysely<Database>, classIds: ClassIds, limit: number): Promise<ClassWithTeacherRow[]> {
  return db
    .with('top', (qb) =>
      qb
        .selectFrom('classes')
        .select(['id', 'name', 'description', 'created_at'])
        .where('id', 'in', classIds)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit),
    )
    .selectFrom('top')
    .leftJoin('class_members as cm', (join) => join.onRef('cm.class_id', '=', 'top.id').on('cm.role', '=', 'teacher'))
    .leftJoin('users as u', 'u.id', 'cm.user_id')
    .select(['top.id', 'top.name', 'top.description', 'u.id as teacher_id', 'u.name as teacher_name'])
    .orderBy('top.created_at', 'desc')
    .orderBy('top.id', 'desc')
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}

export interface DashboardAssignmentRow {
  id: string;
  title: string;
  description: string;
  due_date: string;
  created_at: string;
  topic_id: string;
  class_id: string;
  creator_id: string | null;
  creator_name: string | null;
}

/** The newest assignments by creation time, with their creator (null once the account is gone). */
export function newestAssignments(db: Kysely<Database>, classIds: ClassIds, limit: number): Promise<DashboardAssignmentRow[]> {
  return db
    .selectFrom('assignments as a')
    .leftJoin('users as u', 'u.id', 'a.created_by')
    .select([
      'a.id',
      'a.title',
      'a.description',
      'a.due_date',
      'a.created_at',
      'a.topic_id',
      'a.class_id',
      'u.id as creator_id',
      'u.name as creator_name',
    ])
    .where('a.class_id', 'in', classIds)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

export interface DashboardCounts {
  classes: number;
  assignments: number;
  materials: number;
  /** Undefined when not asked for. */
  students?: number;
}

/**
 * All the stat counts in one statement of scalar subqueries. `students` counts student
 * memberships, i.e. the total of the classes' students lists (a student in two classes counts twice).
 */
export async function countDashboard(db: Kysely<Database>, classIds: ClassIds, withStudents: boolean): Promise<DashboardCounts> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('classes').select((e) => e.fn.countAll().as('n')).where('classes.id', 'in', classIds).as('classes'),
      eb.selectFrom('assignments').select((e) => e.fn.countAll().as('n')).where('assignments.class_id', 'in', classIds).as('assignments'),
      eb.selectFrom('materials').select((e) => e.fn.countAll().as('n')).where('materials.class_id', 'in', classIds).as('materials'),
      (withStudents
        ? eb
            .selectFrom('class_members')
            .select((e) => e.fn.countAll().as('n'))
            .where('class_members.role', '=', 'student')
            .where('class_members.class_id', 'in', classIds)
        : eb.val(null)
      ).as('students'),
    ])
    .executeTakeFirstOrThrow();
  // PostgreSQL's count is int8 (parsed to a number by the pool), SQLite's an integer: Number() covers both.
  const counts: DashboardCounts = {
    classes: Number(row.classes),
    assignments: Number(row.assignments),
    materials: Number(row.materials),
  };
  if (withStudents) counts.students = Number(row.students);
  return counts;
}
