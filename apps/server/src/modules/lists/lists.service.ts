import type { Kysely } from 'kysely';
import type { AssignmentListItem } from '@lyceum/shared/assignments';
import type { MaterialListItem } from '@lyceum/shared/materials';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../types';
import { decodeCursor } from './cursor';
import { jsonPageOf } from './json-page';
import { presentAttachments, type AttachmentReader } from '../files/stored-attachments';
import * as repo from './lists.repository';
import { toPage, type Page } from './paging';
import { scopeOf } from './visible-classes';
import { toWorkSummary } from './work-summary';

const creatorOf = (row: { creator_id: string | null; creator_name: string | null }) =>
  row.creator_id !== null && row.creator_name !== null ? { _id: row.creator_id, name: row.creator_name } : null;

/**
 * All assignments of the actor's classes, by due date descending, one page at a time, each with the
 * actor's side of the work: a student's own, or how many of the class have turned in.
 */
export async function listAssignments(db: Kysely<Database>, actor: AuthUser, limit: number, cursor?: string): Promise<Page<AssignmentListItem[]>> {
  const after = cursor === undefined ? null : decodeCursor(cursor);
  const rows = await repo.pageAssignments(db, scopeOf(actor), after, limit + 1);
  const forStudent = actor.role === 'student';
  return toPage(rows, limit, (row) => row.due_date, (row) => ({
    _id: row.id,
    title: row.title,
    description: row.description,
    dueDate: row.due_date,
    maxPoints: row.max_points === null ? null : Number(row.max_points),
    topic: row.topic_id,
    class: row.class_id,
    className: row.class_name,
    topicName: row.topic_name,
    createdBy: creatorOf(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    workType: row.work_type,
    work: toWorkSummary(row, forStudent),
  }));
}

/**
 * The page of listAssignments as response bytes written by SQLite (see json-page.ts): the same
 * items, keys and order, checked against the object path in json-page.test.ts.
 */
export async function listAssignmentsJson(db: Kysely<Database>, actor: AuthUser, limit: number, cursor?: string): Promise<Page<Uint8Array>> {
  const after = cursor === undefined ? null : decodeCursor(cursor);
  return jsonPageOf(await repo.pageAssignmentsJson(db, scopeOf(actor), after, limit + 1));
}

/** All materials of the actor's classes, newest first, one page at a time. */
export async function listMaterials(db: Kysely<Database>, actor: AuthUser, reader: AttachmentReader, limit: number, cursor?: string): Promise<Page<MaterialListItem[]>> {
  const after = cursor === undefined ? null : decodeCursor(cursor);
  const rows = await repo.pageMaterials(db, scopeOf(actor), after, limit + 1);
  return toPage(rows, limit, (row) => row.created_at, (row) => {
    const attachments = presentAttachments(row.attachments, reader);
    return {
      _id: row.id,
      title: row.title,
      content: row.content,
      topic: row.topic_id,
      class: row.class_id,
      className: row.class_name,
      topicName: row.topic_name,
      createdBy: creatorOf(row),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      attachments,
      attachmentsCount: attachments.length,
    };
  });
}
