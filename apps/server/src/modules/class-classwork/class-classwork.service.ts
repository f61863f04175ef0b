import type { Kysely } from 'kysely';
import type { ClassworkItem } from '@lyceum/shared/class-classwork';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../types';
import { requireClassStanding } from '../classes/class-access';
import { decodeCursor } from '../lists/cursor';
import { toPage, type Page } from '../lists/paging';
import { toWorkSummary } from '../lists/work-summary';
import * as repo from './class-classwork.repository';

export type ClassworkListRow = (repo.ClassworkMaterialRow & { kind: 'material' }) | (repo.ClassworkAssignmentRow & { kind: 'assignment' });

/** (created_at, id) descending, as both reads sort (ids are lowercase hex: every collation agrees). */
const newestFirst = (a: ClassworkListRow, b: ClassworkListRow) => (a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1);

export function presentClassworkItem(row: ClassworkListRow, forStudent: boolean): ClassworkItem {
  const base = { _id: row.id, title: row.title, topic: row.topic_id, createdAt: row.created_at };
  if (row.kind === 'material') return { kind: 'material', ...base };
  return {
    kind: 'assignment',
    ...base,
    dueDate: row.due_date,
    maxPoints: row.max_points === null ? null : Number(row.max_points),
    workType: row.work_type,
    work: toWorkSummary(row, forStudent),
  };
}

/**
 * A class's materials and assignments, newest first, one page at a time; members and admins only
 * (others get the class's 404). Each kind is read up to one page past the cursor on its own index,
 * and the two are merged: two bounded reads, whatever the class holds.
 */
export async function listClasswork(db: Kysely<Database>, actor: AuthUser, classId: string, limit: number, cursor?: string): Promise<Page<ClassworkItem[]>> {
  const after = cursor === undefined ? null : decodeCursor(cursor);
  await requireClassStanding(db, actor, classId);
  const forStudent = actor.role === 'student';
  const [materials, assignments] = await Promise.all([
    repo.pageClassMaterials(db, classId, after, limit + 1),
    repo.pageClassAssignments(db, classId, after, limit + 1, forStudent ? actor.id : null),
  ]);
  const rows: ClassworkListRow[] = [
    // The tag before the row's columns: a literal that starts with a spread and adds a key gives
    // each object a hidden class of its own (classwork.presenter.ts says why that matters).
    ...materials.map((row) => ({ kind: 'material' as const, ...row })),
    ...assignments.map((row) => ({ kind: 'assignment' as const, ...row })),
  ].sort(newestFirst);
  return toPage(rows, limit, (row) => row.created_at, (row) => presentClassworkItem(row, forStudent));
}
