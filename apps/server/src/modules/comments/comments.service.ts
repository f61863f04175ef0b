import type { Kysely } from 'kysely';
import type { Comment, CommentTargetType } from '@lyceum/shared/comments';
import { canDeleteComment } from '@lyceum/shared/permissions';
import type { Database } from '../../db/schema';
import { isForeignKeyViolation } from '../../db/errors';
import { forbidden, notFound } from '../../lib/http-errors';
import { newId, nowIso } from '../../lib/ids';
import type { AuthUser } from '../../types';
import { refuseArchived, requireClassStanding } from '../classes/class-access';
import { commentPosted } from '../events/happenings';
import { eventsCommitted, recordEvent } from '../events/outbox';
import * as repo from './comments.repository';
import { API_ERRORS } from '../../lib/api-errors.messages';

const targetNotFound = (type: CommentTargetType) =>
  type === 'material' ? API_ERRORS.materialNotFound : API_ERRORS.assignmentNotFound;

/**
 * A target the actor may read; a missing or hidden target is the target's own 404. With `write`
 * (a new comment), a target whose class is archived is refused with 409.
 */
async function requireTargetView(
  db: Kysely<Database>,
  actor: AuthUser,
  type: CommentTargetType,
  id: string,
  write = false,
): Promise<repo.CommentTarget> {
  const target = await repo.findTarget(db, type, id);
  if (target === undefined) throw notFound(targetNotFound(type));
  const { archivedAt } = await requireClassStanding(db, actor, target.class_id, targetNotFound(type));
  if (write) refuseArchived(archivedAt);
  return target;
}

/** Comments on a material or assignment, oldest first; anyone who may read the target. */
export async function listComments(
  db: Kysely<Database>,
  actor: AuthUser,
  type: CommentTargetType,
  targetId: string,
): Promise<Comment[]> {
  await requireTargetView(db, actor, type, targetId);
  return (await repo.listTargetComments(db, type, targetId)).map(repo.toComment);
}

/** Posts a plain-text comment (stored as given; the client renders it as text, never as HTML). */
export async function addComment(
  db: Kysely<Database>,
  actor: AuthUser,
  input: { text: string; targetType: CommentTargetType; target: string },
): Promise<Comment> {
  const target = await requireTargetView(db, actor, input.targetType, input.target, true);
  const row = {
    id: newId(),
    class_id: target.class_id,
    material_id: input.targetType === 'material' ? input.target : null,
    assignment_id: input.targetType === 'assignment' ? input.target : null,
    author_id: actor.id,
    text: input.text,
    created_at: nowIso(),
  };
  const ref = { kind: input.targetType, id: input.target, classId: target.class_id, topicId: target.topic_id, title: target.title };
  try {
    // The comment and its event (open pages refresh, the thread's people are notified) commit together.
    await repo.insertComment(db, row, (trx) => recordEvent(trx, commentPosted(ref, input.text, actor.id), row.created_at));
  } catch (error) {
    // The target was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw notFound(targetNotFound(input.targetType));
    throw error;
  }
  eventsCommitted(db);
  return repo.toComment({ author_name: actor.name, ...row });
}

/** Deletes a comment: its author or an admin. Others who can see it get 403; the rest 404. */
export async function removeComment(db: Kysely<Database>, actor: AuthUser, id: string): Promise<void> {
  const comment = await repo.findComment(db, id);
  if (!comment) throw notFound(API_ERRORS.commentNotFound);
  const { archivedAt } = await requireClassStanding(db, actor, comment.class_id, API_ERRORS.commentNotFound);
  if (!canDeleteComment(actor, comment.author_id)) throw forbidden(API_ERRORS.forbidden);
  refuseArchived(archivedAt);
  const deleted = await repo.deleteComment(db, id);
  if (deleted === 0) throw notFound(API_ERRORS.commentNotFound);
}
