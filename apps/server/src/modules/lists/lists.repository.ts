import { sql, type Kysely } from 'kysely';
import type { WorkType } from '@lyceum/shared/assignments';
import type { Database } from '../../db/schema';
import type { Cursor } from './cursor';
import { jsonPageQuery, storedItemsWithWork, type JsonPage } from './json-page';
import { pageShapes, type PageQuery } from './paging';
import { archivedClassIds, type ClassIds } from './visible-classes';
import { workColumns, type WorkColumns, type WorkViewer } from './work-summary';

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

export interface AssignmentListRow extends ListRowBase, WorkColumns {
  description: string;
  due_date: string;
  max_points: number | null;
  work_type: WorkType;
}

export interface MaterialListRow extends ListRowBase {
  content: string;
  attachments: string;
}

type Sort = 'due_date' | 'created_at';

/**
 * The ids of one page, picked from an index alone: (class_id, <sort>, id) per class for a member
 * (their few hundred entries, sorted), or a walk down (<sort>, id) for every class; only those
 * rows are then read in full with their class, topic and creator. Keyset paging: the row-value
 * comparison on (<sort>, id) starts strictly after the cursor, so a deep page costs what the first does.
 */
function pageIds(db: Kysely<Database>, table: 'assignments' | 'materials', sort: Sort, classIds: ClassIds | null, after: { key: string; id: string } | null, limit: number) {
  // The two tables share these columns; Kysely cannot type a table chosen at run time.
  const t = db.selectFrom(table as 'assignments');
  let query = t.select('id').orderBy(sort as 'due_date', 'desc').orderBy('id', 'desc').limit(limit);
  // Every class for an admin: every active one (visible-classes.ts; a member's scope is active already).
  query = classIds ? query.where('class_id', 'in', classIds) : query.where('class_id', 'not in', archivedClassIds(db));
  if (after) query = query.where((eb) => eb(eb.refTuple(sort as 'due_date', 'id'), '<', eb.tuple(after.key, after.id)));
  return query;
}

/** The page's rows with the caller's work on each (lists/work-summary.ts). */
function assignmentsPage(db: Kysely<Database>, classIds: ClassIds | null, after: Cursor | null, limit: number, viewer: WorkViewer) {
  return db
    .selectFrom('assignments as a')
    .innerJoin('classes as c', 'c.id', 'a.class_id')
    .innerJoin('topics as t', 't.id', 'a.topic_id')
    .leftJoin('users as u', 'u.id', 'a.created_by')
    .select([
      'a.id',
      'a.title',
      'a.description',
      'a.due_date',
      'a.max_points',
      'a.work_type',
      'a.topic_id',
      'a.class_id',
      'c.name as class_name',
      't.name as topic_name',
      'u.id as creator_id',
      'u.name as creator_name',
      'a.created_at',
      'a.updated_at',
    ])
    .select(workColumns('a', viewer))
    .where('a.id', 'in', pageIds(db, 'assignments', 'due_date', classIds, after, limit))
    .orderBy('a.due_date', 'desc')
    .orderBy('a.id', 'desc')
    .$castTo<AssignmentListRow>();
}

function materialsPage(db: Kysely<Database>, classIds: ClassIds | null, after: Cursor | null, limit: number) {
  return db
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
    .where('m.id', 'in', pageIds(db, 'materials', 'created_at', classIds, after, limit))
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc');
}

/**
 * The same page as assignmentsPage, as the response body: each row's item is kept by SQLite as
 * JSON text beside the row (migrations 0006 and 0015), so the page is those texts joined in page
 * order, each with the caller's work added as it is read.
 */
function assignmentsPageJson(db: Kysely<Database>, classIds: ClassIds | null, after: Cursor | null, fetch: number, viewer: WorkViewer) {
  const ids = pageIds(db, 'assignments', 'due_date', classIds, after, fetch).select(['due_date as key', sql<number>`rowid`.as('row')]);
  return jsonPageQuery(db, ids, fetch, () => storedItemsWithWork(viewer));
}

/**
 * One page of assignments of the scope's classes, by due date descending then id descending,
 * strictly after the cursor, with the caller's work on each (a student's pages are their own shapes).
 */
export const pageAssignments: PageQuery<AssignmentListRow> = pageShapes(assignmentsPage, { perStudent: true });

/** The same page as the response body itself (SQLite only; see assignmentsPageJson). */
export const pageAssignmentsJson: PageQuery<JsonPage> = pageShapes(assignmentsPageJson, { perStudent: true });

/** One page of materials of the scope's classes, newest first (created_at, id descending); see pageAssignments. */
export const pageMaterials: PageQuery<MaterialListRow> = pageShapes(materialsPage);
