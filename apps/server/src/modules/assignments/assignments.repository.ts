import type { Insertable, Kysely } from 'kysely';
import type { Assignment } from '@lyceum/shared/assignments';
import { engineOf } from '../../db/engine-of';
import { preparedQuery } from '../../db/prepared';
import { viewerRoleIn } from '../classes/class-access';
import { presentAttachments, type AttachmentReader } from '../files/stored-attachments';
import type { AssignmentRow, AssignmentsTable, Database } from '../../db/schema';

export type AssignmentView = AssignmentRow & { creator_name: string | null };

/**
 * An assignment's own columns, by name: on SQLite the row also keeps its list item as JSON text
 * (migration 0006), which no object path reads, and `*` would carry it into every read.
 */
const ASSIGNMENT_COLUMNS = [
  'assignments.id',
  'assignments.topic_id',
  'assignments.class_id',
  'assignments.title',
  'assignments.description',
  'assignments.due_date',
  'assignments.attachments',
  'assignments.max_points',
  'assignments.created_by',
  'assignments.created_at',
  'assignments.updated_at',
] as const satisfies readonly `assignments.${keyof AssignmentsTable}`[];

/** Assignments with their creator's name (null once the creator's account is gone). */
function assignmentsWithCreator(db: Kysely<Database>) {
  return db
    .selectFrom('assignments')
    .select(ASSIGNMENT_COLUMNS)
    // A scalar subquery, not a LEFT JOIN: SQLite answers it in a third of the time.
    .select((eb) => eb.selectFrom('users').select('users.name').whereRef('users.id', '=', 'assignments.created_by').as('creator_name'));
}

/** Read on every assignment view: prepared once (db/prepared.ts). */
const assignmentById = preparedQuery((db, id: string) => assignmentsWithCreator(db).where('assignments.id', '=', id));

export async function findAssignment(db: Kysely<Database>, id: string): Promise<AssignmentView | undefined> {
  return (await assignmentById(db, id))[0];
}

/**
 * The assignment with the viewer's role in its class (null when not a member): a read and its
 * access check in one statement (class-access.ts requireViewOf decides). On the main thread: one
 * row by its key is a few microseconds of SQLite, less than handing it to a reader thread and back.
 */
const assignmentForViewer = preparedQuery(
  (db, id: string, viewerId: string) => assignmentsWithCreator(db).select(viewerRoleIn(db, 'assignments', viewerId)).where('assignments.id', '=', id),
);

export async function findAssignmentForViewer(db: Kysely<Database>, id: string, viewerId: string): Promise<(AssignmentView & { viewer_role: string | null }) | undefined> {
  return (await assignmentForViewer(db, id, viewerId))[0];
}

/** A topic's assignments, newest first, like its materials (the topic dialog lists both). */
export function listTopicAssignments(db: Kysely<Database>, topicId: string): Promise<AssignmentView[]> {
  return assignmentsWithCreator(db)
    .where('assignments.topic_id', '=', topicId)
    .orderBy('assignments.created_at', 'desc')
    .orderBy('assignments.id', 'desc')
    .execute();
}

export async function insertAssignment(db: Kysely<Database>, row: Insertable<AssignmentsTable>): Promise<void> {
  await db.insertInto('assignments').values(row).execute();
}

export interface AssignmentPatch {
  title: string;
  description: string;
  due_date: string;
  topic_id: string;
  /** Absent: unchanged. */
  max_points?: number | null;
  updated_at: string;
}

export async function updateAssignment(db: Kysely<Database>, id: string, patch: AssignmentPatch): Promise<void> {
  await db.updateTable('assignments').set(patch).where('id', '=', id).execute();
}

export async function deleteAssignment(db: Kysely<Database>, id: string): Promise<number> {
  const result = await db.deleteFrom('assignments').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteTopicAssignments(db: Kysely<Database>, topicId: string): Promise<void> {
  await db.deleteFrom('assignments').where('topic_id', '=', topicId).execute();
}

export const toAssignment = (row: AssignmentView, reader: AttachmentReader): Assignment => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  dueDate: row.due_date,
  maxPoints: row.max_points === null ? null : Number(row.max_points),
  topic: row.topic_id,
  class: row.class_id,
  createdBy: row.created_by !== null && row.creator_name !== null ? { _id: row.created_by, name: row.creator_name } : null,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  attachments: presentAttachments(row.attachments, reader),
});

/** The assignment's stored attachments (modules/files/attachments.service.ts writes them). */
export async function setAssignmentAttachments(db: Kysely<Database>, id: string, json: string): Promise<void> {
  await db.updateTable('assignments').set({ attachments: json }).where('id', '=', id).execute();
}

/** On PostgreSQL, locks the assignment's row for the rest of the transaction (grades take it FOR SHARE: submissions.repository.ts). */
export async function lockForEdit(trx: Kysely<Database>, id: string): Promise<void> {
  if (engineOf(trx) === 'postgres') await trx.selectFrom('assignments').select('id').where('id', '=', id).forUpdate().execute();
}

/** The highest grade (draft or returned) given on the assignment; null when none (a lowered maximum must stay above it). */
export async function highestGrade(db: Kysely<Database>, id: string): Promise<number | null> {
  const row = await db
    .selectFrom('submissions')
    .select((eb) => [eb.fn.max('draft_grade').as('draft'), eb.fn.max('grade').as('returned')])
    .where('assignment_id', '=', id)
    .executeTakeFirst();
  const values = [row?.draft, row?.returned].filter((value) => value !== null && value !== undefined).map(Number);
  return values.length === 0 ? null : Math.max(...values);
}
