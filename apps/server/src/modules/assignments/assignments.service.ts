import type { Kysely } from 'kysely';
import type { Assignment } from '@lyceum/shared/assignments';
import { API_MSG, WORK_MSG } from '@lyceum/shared/messages';
import type { Database } from '../../db/schema';
import { isForeignKeyViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { newId, nowIso } from '../../lib/ids';
import { requireRichText } from '../../lib/rich-text';
import type { AuthUser } from '../../types';
import { requireContentManage, requireViewOf } from '../classes/class-access';
import { deleteTargetComments } from '../comments/comments.repository';
import { requireTopicInClass, requireTopicManage, requireTopicView } from '../topics/topics.service';
import { setAttachments, type AttachmentInput } from '../files/attachments.service';
import type { AttachmentReader } from '../files/stored-attachments';
import { eventsCommitted, recordEvent } from '../events/outbox';
import { contentPosted } from '../events/happenings';
import * as repo from './assignments.repository';

export interface AssignmentInput {
  title: string;
  description: string;
  /** ISO date-time with a zone (validated by the shared schema). */
  dueDate: string;
  topic: string;
  /** Absent: ungraded on create, unchanged on edit. */
  maxPoints?: number | null;
  /** Absent: none on create, unchanged on edit (files.ts in shared says why). */
  attachments?: AttachmentInput[];
}

/** The due date in UTC, as every timestamp is stored and sent. */
function toUtc(dueDate: string): string {
  const date = new Date(dueDate);
  if (Number.isNaN(date.getTime())) throw badRequest('dueDate must be an ISO date-time with a time zone');
  return date.toISOString();
}

async function present(db: Kysely<Database>, id: string, reader: AttachmentReader): Promise<Assignment> {
  const row = await repo.findAssignment(db, id);
  if (!row) throw notFound(API_MSG.assignmentNotFound);
  return repo.toAssignment(row, reader);
}

/** An assignment the actor may read (a member of its class, or an admin), else 404. */
export async function getAssignment(db: Kysely<Database>, actor: AuthUser, id: string, reader: AttachmentReader): Promise<Assignment> {
  const row = await repo.findAssignmentForViewer(db, id, actor.id);
  if (!row) throw notFound(API_MSG.assignmentNotFound);
  requireViewOf(actor, row.viewer_role, API_MSG.assignmentNotFound);
  return repo.toAssignment(row, reader);
}

/** A topic's assignments, newest first. */
export async function listAssignmentsOfTopic(db: Kysely<Database>, actor: AuthUser, topicId: string, reader: AttachmentReader): Promise<Assignment[]> {
  await requireTopicView(db, actor, topicId);
  return (await repo.listTopicAssignments(db, topicId)).map((row) => repo.toAssignment(row, reader));
}

/** Adds an assignment to a topic of a class the actor manages; the description is sanitised before it is stored. */
export async function createAssignment(db: Kysely<Database>, actor: AuthUser, input: AssignmentInput, reader: AttachmentReader): Promise<Assignment> {
  const topic = await requireTopicManage(db, actor, input.topic);
  const description = await requireRichText(input.description, 'assignment', 'description');
  const id = newId();
  const now = nowIso();
  try {
    await db.transaction().execute(async (trx) => {
      await repo.insertAssignment(trx, {
        id,
        topic_id: topic.id,
        class_id: topic.class_id,
        title: input.title,
        description,
        due_date: toUtc(input.dueDate),
        max_points: input.maxPoints ?? null,
        created_by: actor.id,
        created_at: now,
        updated_at: now,
      });
      if (input.attachments?.length) await repo.setAssignmentAttachments(trx, id, await setAttachments(trx, topic.class_id, { assignment: id }, input.attachments));
      // Its students are notified in this transaction: one statement, however large the class.
      await recordEvent(trx, contentPosted({ kind: 'assignment', id, classId: topic.class_id, topicId: topic.id, title: input.title }, actor.id), now);
    });
  } catch (error) {
    // The topic was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw notFound(API_MSG.topicNotFound);
    throw error;
  }
  eventsCommitted(db);
  return present(db, id, reader);
}

/** Replaces title, description, due date and topic (only another topic of the same class), and the attachments when given. */
export async function updateAssignment(
  db: Kysely<Database>,
  actor: AuthUser,
  id: string,
  input: AssignmentInput,
  reader: AttachmentReader,
): Promise<Assignment> {
  const existing = await repo.findAssignment(db, id);
  if (!existing) throw notFound(API_MSG.assignmentNotFound);
  await requireContentManage(db, actor, existing.class_id, API_MSG.assignmentNotFound);
  if (input.topic !== existing.topic_id) await requireTopicInClass(db, input.topic, existing.class_id);
  const description = await requireRichText(input.description, 'assignment', 'description');
  const dueDate = toUtc(input.dueDate);
  await db.transaction().execute(async (trx) => {
    if (input.maxPoints !== undefined && input.maxPoints !== existing.max_points) {
      await repo.lockForEdit(trx, id);
      await requireGradesFit(trx, id, input.maxPoints);
    }
    try {
      await repo.updateAssignment(trx, id, {
        title: input.title,
        description,
        due_date: dueDate,
        topic_id: input.topic,
        ...(input.maxPoints !== undefined && { max_points: input.maxPoints }),
        updated_at: nowIso(),
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound(API_MSG.topicNotFound);
      throw error;
    }
    if (input.attachments) await repo.setAssignmentAttachments(trx, id, await attachmentsOf(trx, existing.class_id, id, input.attachments));
  });
  return present(db, id, reader);
}

/** A new maximum must leave every grade given within it; an assignment with grades cannot become ungraded. */
async function requireGradesFit(trx: Kysely<Database>, id: string, maxPoints: number | null): Promise<void> {
  const highest = await repo.highestGrade(trx, id);
  if (highest === null) return;
  if (maxPoints === null) throw conflict(WORK_MSG.gradedCannotBeUngraded);
  if (highest > maxPoints) throw conflict(WORK_MSG.gradesAboveMax(maxPoints));
}

/** The stored list for an edit; a file bound to an assignment deleted meanwhile is that assignment's 404. */
async function attachmentsOf(trx: Kysely<Database>, classId: string, id: string, requested: AttachmentInput[]): Promise<string> {
  try {
    return await setAttachments(trx, classId, { assignment: id }, requested);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound(API_MSG.assignmentNotFound);
    throw error;
  }
}

/** Deletes an assignment and its comments together. */
export async function removeAssignment(db: Kysely<Database>, actor: AuthUser, id: string): Promise<void> {
  const existing = await repo.findAssignment(db, id);
  if (!existing) throw notFound(API_MSG.assignmentNotFound);
  await requireContentManage(db, actor, existing.class_id, API_MSG.assignmentNotFound);
  const deleted = await db.transaction().execute(async (trx) => {
    await deleteTargetComments(trx, 'assignment', id);
    return repo.deleteAssignment(trx, id);
  });
  if (deleted === 0) throw notFound(API_MSG.assignmentNotFound);
}
