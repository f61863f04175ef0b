import type { Kysely } from 'kysely';
import type { Comment, CommentTargetType } from '@lyceum/shared/comments';
import { API_MSG } from '@lyceum/shared/messages';
import { canDeleteComment } from '@lyceum/shared/permissions';
import type { Database } from '../../db/schema';
import { isForeignKeyViolation } from '../../db/errors';
import { forbidden, notFound } from '../../lib/http-errors';
import { newId, nowIso } from '../../lib/ids';
import type { AuthUser } from '../../types';
import { requireClassView } from '../classes/class-access';
import * as repo from './comments.repository';

const targetNotFound = (type: CommentTargetType) =>
  type === 'material' ? API_MSG.materialNotFound : API_MSG.assignmentNotFound;

/** The class of a target the actor may read; a missing or hidden target is the target's own 404. */
async function requireTargetView(
  db: Kysely<Database>,
  actor: AuthUser,
  type: CommentTargetType,
  id: string,
): Promise<string> {
  const classId = await repo.findTargetClass(db, type, id);
  if (classId === undefined) throw notFound(targetNotFound(type));
  await requireClassView(db, actor, classId, targetNotFound(type));
  return classId;
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
  const classId = await requireTargetView(db, actor, input.targetType, input.target);
  const row = {
    id: newId(),
    class_id: classId,
    material_id: input.targetType === 'material' ? input.target : null,
    assignment_id: input.targetType === 'assignment' ? input.target : null,
    author_id: actor.id,
    text: input.text,
    created_at: nowIso(),
  };
  try {
    await repo.insertComment(db, row);
  } catch (error) {
    // The target was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw notFound(targetNotFound(input.targetType));
    throw error;
  }
  return repo.toComment({ ...row, author_name: actor.name });
}

/** Deletes a comment: its author or an admin. Others who can see it get 403; the rest 404. */
export async function removeComment(db: Kysely<Database>, actor: AuthUser, id: string): Promise<void> {
  const comment = await repo.findComment(db, id);
  if (!comment) throw notFound(API_MSG.commentNotFound);
  await requireClassView(db, actor, comment.class_id, API_MSG.commentNotFound);
  if (!canDeleteComment(actor, comment.author_id)) throw forbidden(API_MSG.forbidden);
  const deleted = await repo.deleteComment(db, id);
  if (deleted === 0) throw notFound(API_MSG.commentNotFound);
}
