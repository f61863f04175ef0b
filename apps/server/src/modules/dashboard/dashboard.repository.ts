import { sql, type Kysely } from 'kysely';
import { engineOf } from '../../db/engine-of';
import { preparedQuery } from '../../db/prepared';
import type { WorkType } from '@lyceum/shared/assignments';
import type { Database } from '../../db/schema';
import { archivedClassIds, memberClassIds, type ClassIds, type ClassScope } from '../lists/visible-classes';
import { workColumns, type WorkColumns, type WorkViewer } from '../lists/work-summary';

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
 * `classIds` null means every class.
 */
function newestClassesQuery(db: Kysely<Database>, classIds: ClassIds | null, limit: number) {
  return db
    .with('top', (qb) => {
      const top = qb
        .selectFrom('classes')
        .select(['id', 'name', 'description', 'created_at'])
        // Archived classes are off the dashboard, as off the class list.
        .where('archived_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit);
      return classIds ? top.where('id', 'in', classIds) : top;
    })
    .selectFrom('top')
    .leftJoin('class_members as cm', (join) => join.onRef('cm.class_id', '=', 'top.id').on('cm.role', '=', 'teacher'))
    .leftJoin('users as u', 'u.id', 'cm.user_id')
    .select(['top.id', 'top.name', 'top.description', 'u.id as teacher_id', 'u.name as teacher_name'])
    .orderBy('top.created_at', 'desc')
    .orderBy('top.id', 'desc')
    .orderBy('u.name')
    .orderBy('u.id');
}
const newestClassesAll = preparedQuery((db, limit: number) => newestClassesQuery(db, null, limit), { offMainThread: true });
const newestClassesOf = preparedQuery((db, userId: string, role: string, limit: number) =>
  newestClassesQuery(db, memberClassIds(db, userId, role), limit),
  { offMainThread: true },
);

export function newestClassesWithTeachers(db: Kysely<Database>, scope: ClassScope, limit: number): Promise<ClassWithTeacherRow[]> {
  return scope.all ? newestClassesAll(db, limit) : newestClassesOf(db, scope.userId, scope.role, limit);
}

export interface DashboardAssignmentRow extends WorkColumns {
  id: string;
  title: string;
  description: string;
  due_date: string;
  max_points: number | null;
  work_type: WorkType;
  created_at: string;
  topic_id: string;
  class_id: string;
  creator_id: string | null;
  creator_name: string | null;
}

/**
 * The newest assignments by creation time, with their creator (null once the account is gone) and
 * the caller's work on each (lists/work-summary.ts: `viewer` is a student's id, null for staff).
 * The ids are picked first from the covering index (class_id, created_at, id), or for every class
 * by walking (created_at, id); only the chosen rows are then read in full. Sorting whole rows of
 * a teacher's 500 assignments to keep 3 cost ~4x more.
 */
function newestAssignmentsQuery(db: Kysely<Database>, classIds: ClassIds | null, limit: number, viewer: WorkViewer) {
  const newest = db.selectFrom('assignments').select('assignments.id').orderBy('assignments.created_at', 'desc').orderBy('assignments.id', 'desc').limit(limit);
  return db
    .selectFrom('assignments as a')
    .leftJoin('users as u', 'u.id', 'a.created_by')
    .select(['a.id', 'a.title', 'a.description', 'a.due_date', 'a.max_points', 'a.work_type', 'a.created_at', 'a.topic_id', 'a.class_id', 'u.id as creator_id', 'u.name as creator_name'])
    .select(workColumns('a', viewer))
    .where('a.id', 'in', newest.where('assignments.class_id', classIds ? 'in' : 'not in', classIds ?? archivedClassIds(db)))
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .$castTo<DashboardAssignmentRow>();
}
const newestAssignmentsAll = preparedQuery((db, limit: number) => newestAssignmentsQuery(db, null, limit, null), { offMainThread: true });
const newestAssignmentsOf = preparedQuery((db, userId: string, role: string, limit: number) =>
  newestAssignmentsQuery(db, memberClassIds(db, userId, role), limit, null),
  { offMainThread: true },
);
/** A student's: their own work on each, so a shape of its own. */
const newestAssignmentsOfStudent = preparedQuery((db, userId: string, limit: number) =>
  newestAssignmentsQuery(db, memberClassIds(db, userId, 'student'), limit, userId),
  { offMainThread: true },
);

export function newestAssignments(db: Kysely<Database>, scope: ClassScope, limit: number): Promise<DashboardAssignmentRow[]> {
  if (scope.all) return newestAssignmentsAll(db, limit);
  return scope.role === 'student' ? newestAssignmentsOfStudent(db, scope.userId, limit) : newestAssignmentsOf(db, scope.userId, scope.role, limit);
}

export interface DashboardCounts {
  classes: number;
  assignments: number;
  materials: number;
  /** Undefined when not asked for. */
  students?: number;
  /** Bytes of the school's uploaded files: the whole school's counts (an admin's) only. */
  storageBytes?: number;
}

/**
 * The counts over some classes: their number, and the sums of their own counters (kept by the
 * database, migration 0004). Students are memberships, so a student in two classes counts twice,
 * as in the classes' students lists. A sum over no classes is NULL, which Number() makes 0.
 */
function sumCounters(db: Kysely<Database>) {
  return db
    .selectFrom('classes')
    .select((eb) => [
      eb.fn.countAll().as('classes'),
      eb.fn.sum<number>('classes.assignments_count').as('assignments'),
      eb.fn.sum<number>('classes.materials_count').as('materials'),
      eb.fn.sum<number>('classes.students_count').as('students'),
    ]);
}

/** The bytes of every uploaded file, kept in one row by triggers (migration 0011): for the admin's dashboard. */
const storageBytes = () => sql<number>`(SELECT bytes FROM storage_usage WHERE id = 1)`.as('storage_bytes');

/**
 * The whole school's active classes. SQLite keeps the school's totals in one row (migration 0008),
 * archived classes included, so theirs are taken off (a few rows by classes_archived_idx);
 * PostgreSQL makes one pass over the 1,000 class rows of a district instead of counting 50,000
 * assignments, 50,000 materials and 35,000 memberships (each count a scan there).
 */
const archivedSum = (column: string) => sql<number>`(SELECT coalesce(sum(${sql.ref(column)}), 0) FROM classes WHERE archived_at IS NOT NULL)`;
const countAll = preparedQuery(
  (db) =>
    engineOf(db) === 'sqlite'
      ? db
          .selectFrom(sql`school_totals`.as('t'))
          .select([
            sql<number>`t.classes - (SELECT count(*) FROM classes WHERE archived_at IS NOT NULL)`.as('classes'),
            sql<number>`t.assignments - ${archivedSum('assignments_count')}`.as('assignments'),
            sql<number>`t.materials - ${archivedSum('materials_count')}`.as('materials'),
            sql<number>`t.students - ${archivedSum('students_count')}`.as('students'),
            storageBytes(),
          ])
      : sumCounters(db).where('classes.archived_at', 'is', null).select(storageBytes()),
  { offMainThread: true },
);

/** A member's counts: over their classes only (one pass over their memberships and class rows). */
const countOf = preparedQuery(
  (db, userId: string, role: string) => sumCounters(db).where('classes.id', 'in', memberClassIds(db, userId, role)),
  { offMainThread: true },
);

/** All the stat counts in one statement; `students` only for those who may see it. */
export async function countDashboard(db: Kysely<Database>, scope: ClassScope, withStudents: boolean): Promise<DashboardCounts> {
  const [row] = scope.all ? await countAll(db) : await countOf(db, scope.userId, scope.role);
  // PostgreSQL's count and sum of integers are int8 (parsed to numbers by the pool); SQLite's are integers.
  const counts: DashboardCounts = { classes: Number(row?.classes ?? 0), assignments: Number(row?.assignments ?? 0), materials: Number(row?.materials ?? 0) };
  if (withStudents) counts.students = Number(row?.students ?? 0);
  if (row && 'storage_bytes' in row) counts.storageBytes = Number(row.storage_bytes ?? 0);
  return counts;
}
