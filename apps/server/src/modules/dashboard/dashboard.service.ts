import type { Kysely } from 'kysely';
import type { Dashboard } from '@lyceum/shared/dashboard';
import { DASHBOARD_ASSIGNMENTS, DASHBOARD_CLASSES } from '@lyceum/shared/limits';
import { canSeeStudentStats } from '@lyceum/shared/permissions';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../types';
import { scopeOf } from '../lists/visible-classes';
import { toWorkSummary } from '../lists/work-summary';
import * as repo from './dashboard.repository';

/**
 * The whole dashboard home for the actor (an admin's stats with the school's storage used and its quota), over "their" classes (all for an admin, taught for a
 * teacher, enrolled for a student). Always exactly three queries, however many classes and topics:
 * the caller's classes are a subquery inside each, never a list fetched first (every class: no filter).
 */
export async function loadDashboard(db: Kysely<Database>, actor: AuthUser, storageQuotaBytes: number | null = null): Promise<Dashboard> {
  const scope = scopeOf(actor);
  const [classRows, assignmentRows, counts] = await Promise.all([
    repo.newestClassesWithTeachers(db, scope, DASHBOARD_CLASSES),
    repo.newestAssignments(db, scope, DASHBOARD_ASSIGNMENTS),
    repo.countDashboard(db, scope, canSeeStudentStats(actor.role)),
  ]);
  return {
    classes: groupTeachers(classRows),
    assignments: assignmentRows.map((row) => ({
      _id: row.id,
      title: row.title,
      description: row.description,
      dueDate: row.due_date,
      maxPoints: row.max_points === null ? null : Number(row.max_points),
      workType: row.work_type,
      createdAt: row.created_at,
      topic: row.topic_id,
      class: row.class_id,
      createdBy: row.creator_id !== null && row.creator_name !== null ? { _id: row.creator_id, name: row.creator_name } : null,
      work: toWorkSummary(row, actor.role === 'student'),
    })),
    stats: statsOf(counts, storageQuotaBytes),
  };
}

/** The counts as the dashboard shows them: an admin's include the school's storage and its quota. */
function statsOf({ storageBytes, ...counts }: repo.DashboardCounts, quotaBytes: number | null): Dashboard['stats'] {
  return storageBytes === undefined ? counts : { storage: { usedBytes: storageBytes, quotaBytes }, ...counts };
}

/** Folds the one-row-per-teacher result back into classes, keeping the query's order. */
function groupTeachers(rows: repo.ClassWithTeacherRow[]): Dashboard['classes'] {
  const byId = new Map<string, Dashboard['classes'][number]>();
  for (const row of rows) {
    let entry = byId.get(row.id);
    if (!entry) {
      entry = { _id: row.id, name: row.name, description: row.description, teachers: [] };
      byId.set(row.id, entry);
    }
    if (row.teacher_id !== null && row.teacher_name !== null) entry.teachers.push({ _id: row.teacher_id, name: row.teacher_name });
  }
  return [...byId.values()];
}
