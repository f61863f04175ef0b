import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Cursor } from './cursor';
import type { ClassIds } from './visible-classes';

/** Columns both lists share: the record's place, its creator (null once deleted). */
interface ListRowBase {
  id: string;
  title: string;
  topic_id: string;
  class_id: string;
  class_name: string;
  topic_name: string;
  creator_id: string | null;
  creator_name: string | null;
  created_at: string;
  updated_at: string;
}

export interface AssignmentListRow extends ListRowBase {
  description: string;
  due_date: string;
}

export interface MaterialListRow extends ListRowBase {
  content: string;
  attachments: string;
}

/**
 * One page of assignments of the given classes, by due date descending then id descending,
 * strictly after the cursor. Keyset paging: the row-value comparison on (due_date, id) matches
 * the index assignments(class_id, due_date, id), so a deep page costs what the first one does.
 */
export function pageAssignments(db: Kysely<Database>, classIds: ClassIds, after: Cursor | null, limit: number): Promise<AssignmentListRow[]> {
  let query = db
    .selectFrom('assignments as a')
    .innerJoin('classes as c', 'c.id', 'a.class_id')
    .innerJoin('topics as t', 't.id', 'a.topic_id')
    .leftJoin('users as u', 'u.id', 'a.created_by')
    .select([
      'a.id',
      'a.title',
      'a.description',
      'a.due_date',
      'a.topic_id',
      'a.class_id',
      'c.name as class_name',
      't.name as topic_name',
      'u.id as creator_id',
      'u.name as creator_name',
      'a.created_at',
      'a.updated_at',
    ])
    .where('a.class_id', 'in', classIds);
  if (after) query = query.where((eb) => eb(eb.refTuple('a.due_date', 'a.id'), '<', eb.tuple(after.key, after.id)));
  return query.orderBy('a.due_date', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
}

/** One page of materials of the given classes, newest first (created_at, id descending); see pageAssignments. */
export function pageMaterials(db: Kysely<Database>, classIds: ClassIds, after: Cursor | null, limit: number): Promise<MaterialListRow[]> {
  let query = db
    .selectFrom('materials as m')
    .innerJoin('classes as c', 'c.id', 'm.class_id')
    .innerJoin('topics as t', 't.id', 'm.topic_id')
    .leftJoin('users as u', 'u.id', 'm.created_by')
    .select([
      'm.id',
      'm.title',
      'm.content',
      'm.attachments',
      'm.topic_id',
      'm.class_id',
      'c.name as class_name',
      't.name as topic_name',
      'u.id as creator_id',
      'u.name as creator_name',
      'm.created_at',
      'm.updated_at',
    ])
    .where('m.class_id', 'in', classIds);
  if (after) query = query.where((eb) => eb(eb.refTuple('m.created_at', 'm.id'), '<', eb.tuple(after.key, after.id)));
  return query.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(limit).execute();
}
