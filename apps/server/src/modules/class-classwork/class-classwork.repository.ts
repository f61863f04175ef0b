import type { Kysely } from 'kysely';
import type { WorkType } from '@lyceum/shared/assignments';
import type { Database } from '../../db/schema';
import type { Cursor } from '../lists/cursor';
import { workColumns, type WorkColumns, type WorkViewer } from '../lists/work-summary';

export interface ClassworkMaterialRow {
  id: string;
  title: string;
  topic_id: string;
  created_at: string;
}

export interface ClassworkAssignmentRow extends ClassworkMaterialRow, WorkColumns {
  due_date: string;
  max_points: number | null;
  work_type: WorkType;
}

/**
 * One class's materials, newest first, strictly after the cursor: a walk down the
 * (class_id, created_at, id) index (materials_class_created_idx), `limit` rows and no more.
 */
export function pageClassMaterials(db: Kysely<Database>, classId: string, after: Cursor | null, limit: number): Promise<ClassworkMaterialRow[]> {
  let query = db
    .selectFrom('materials')
    .select(['id', 'title', 'topic_id', 'created_at'])
    .where('class_id', '=', classId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (after) query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.key, after.id)));
  return query.execute();
}

/**
 * The same for assignments (assignments_class_created_idx), each with the caller's work on it
 * (lists/work-summary.ts: one index lookup per row, a student's own or the class's turned-in count).
 */
export function pageClassAssignments(
  db: Kysely<Database>,
  classId: string,
  after: Cursor | null,
  limit: number,
  viewer: WorkViewer,
): Promise<ClassworkAssignmentRow[]> {
  let query = db
    .selectFrom('assignments as a')
    .select(['a.id', 'a.title', 'a.topic_id', 'a.created_at', 'a.due_date', 'a.max_points', 'a.work_type'])
    .select(workColumns('a', viewer))
    .where('a.class_id', '=', classId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit);
  if (after) query = query.where((eb) => eb(eb.refTuple('a.created_at', 'a.id'), '<', eb.tuple(after.key, after.id)));
  return query.$castTo<ClassworkAssignmentRow>().execute();
}
