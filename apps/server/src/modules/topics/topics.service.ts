import type { Kysely } from 'kysely';
import type { Topic } from '@lyceum/shared/topics';
import type { Database, TopicRow } from '../../db/schema';
import { isForeignKeyViolation } from '../../db/errors';
import { badRequest, notFound } from '../../lib/http-errors';
import { newId, nowIso } from '../../lib/ids';
import type { AuthUser } from '../../types';
import { requireClassStanding, requireClassView, requireContentManage, requireViewOf } from '../classes/class-access';
import { deleteTopicClasswork } from '../classwork/classwork.repository';
import { deleteTopicComments } from '../comments/comments.repository';
import * as repo from './topics.repository';
import { API_ERRORS } from '../../lib/api-errors.messages';

/** A class's topics with their content counts, newest first; members and admins only. */
export async function listTopicsOfClass(db: Kysely<Database>, actor: AuthUser, classId: string): Promise<Topic[]> {
  const { className } = await requireClassStanding(db, actor, classId);
  return repo.listClassTopics(db, classId, className);
}

/** listTopicsOfClass as response bytes written by SQLite, checked in the same statement (lists/json-page.ts). */
export async function listTopicsOfClassJson(db: Kysely<Database>, actor: AuthUser, classId: string): Promise<Uint8Array> {
  const found = await repo.findClassTopicsJson(db, actor.id, classId);
  if (!found) throw notFound(API_ERRORS.classNotFound);
  requireViewOf(actor, found.viewer_role, API_ERRORS.classNotFound);
  return found.body;
}

/** Adds a topic to a class the actor manages (an outsider learns nothing: 404 class not found). */
export async function createTopic(
  db: Kysely<Database>,
  actor: AuthUser,
  input: { name: string; class: string },
): Promise<Topic> {
  await requireContentManage(db, actor, input.class);
  const id = newId();
  try {
    await repo.insertTopic(db, { id, class_id: input.class, name: input.name, created_by: actor.id, created_at: nowIso() });
  } catch (error) {
    // The class was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw notFound(API_ERRORS.classNotFound);
    throw error;
  }
  const topic = await repo.findTopicView(db, id);
  if (!topic) throw notFound(API_ERRORS.topicNotFound);
  return topic;
}

/** A topic the actor may read, or 404 (missing and not-yours look the same). */
export async function getTopic(db: Kysely<Database>, actor: AuthUser, id: string): Promise<Topic> {
  const topic = await repo.findTopicView(db, id);
  if (!topic) throw notFound(API_ERRORS.topicNotFound);
  await requireClassView(db, actor, topic.class, API_ERRORS.topicNotFound);
  return topic;
}

/** The topic row, once the actor may read its class (for listing its materials and assignments). */
export async function requireTopicView(db: Kysely<Database>, actor: AuthUser, id: string): Promise<TopicRow> {
  const topic = await repo.findTopic(db, id);
  if (!topic) throw notFound(API_ERRORS.topicNotFound);
  await requireClassView(db, actor, topic.class_id, API_ERRORS.topicNotFound);
  return topic;
}

/** The topic row, once the actor may add content to its class (403 for members who only read). */
export async function requireTopicManage(db: Kysely<Database>, actor: AuthUser, id: string): Promise<TopicRow> {
  const topic = await repo.findTopic(db, id);
  if (!topic) throw notFound(API_ERRORS.topicNotFound);
  await requireContentManage(db, actor, topic.class_id, API_ERRORS.topicNotFound);
  return topic;
}

/**
 * Where an edited material or assignment may move: another topic of the same class only.
 * A topic elsewhere (or none) is a 400 either way, so the answer reveals no other class's topics.
 */
export async function requireTopicInClass(db: Kysely<Database>, topicId: string, classId: string): Promise<void> {
  const topic = await repo.findTopic(db, topicId);
  if (!topic || topic.class_id !== classId) throw badRequest(API_ERRORS.topicNotInClass);
}

/**
 * Deletes a topic with its materials, assignments and all their comments, in one transaction:
 * either everything goes or nothing does. (The schema cascades too; this does not rely on it.)
 */
export async function removeTopic(db: Kysely<Database>, actor: AuthUser, id: string): Promise<void> {
  const topic = await repo.findTopic(db, id);
  if (!topic) throw notFound(API_ERRORS.topicNotFound);
  await requireContentManage(db, actor, topic.class_id, API_ERRORS.topicNotFound);
  const deleted = await db.transaction().execute(async (trx) => {
    await deleteTopicComments(trx, id);
    await deleteTopicClasswork(trx, 'materials', id);
    await deleteTopicClasswork(trx, 'assignments', id);
    return repo.deleteTopic(trx, id);
  });
  if (deleted === 0) throw notFound(API_ERRORS.topicNotFound);
}
