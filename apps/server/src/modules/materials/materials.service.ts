import type { Kysely } from 'kysely';
import type { Material } from '@lyceum/shared/materials';
import { API_MSG } from '@lyceum/shared/messages';
import type { Database } from '../../db/schema';
import { isForeignKeyViolation } from '../../db/errors';
import { notFound } from '../../lib/http-errors';
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
import * as repo from './materials.repository';

export interface MaterialInput {
  title: string;
  content: string;
  topic: string;
  /** Absent: none on create, unchanged on edit (files.ts in shared says why). */
  attachments?: AttachmentInput[];
}

async function present(db: Kysely<Database>, id: string, reader: AttachmentReader): Promise<Material> {
  const row = await repo.findMaterial(db, id);
  if (!row) throw notFound(API_MSG.materialNotFound);
  return repo.toMaterial(row, reader);
}

/** A material the actor may read (a member of its class, or an admin), else 404. */
export async function getMaterial(db: Kysely<Database>, actor: AuthUser, id: string, reader: AttachmentReader): Promise<Material> {
  const row = await repo.findMaterialForViewer(db, id, actor.id);
  if (!row) throw notFound(API_MSG.materialNotFound);
  requireViewOf(actor, row.viewer_role, API_MSG.materialNotFound);
  return repo.toMaterial(row, reader);
}

/** A topic's materials, newest first. */
export async function listMaterialsOfTopic(db: Kysely<Database>, actor: AuthUser, topicId: string, reader: AttachmentReader): Promise<Material[]> {
  await requireTopicView(db, actor, topicId);
  return (await repo.listTopicMaterials(db, topicId)).map((row) => repo.toMaterial(row, reader));
}

/** Adds a material to a topic of a class the actor manages; the content is sanitised before it is stored. */
export async function createMaterial(db: Kysely<Database>, actor: AuthUser, input: MaterialInput, reader: AttachmentReader): Promise<Material> {
  const topic = await requireTopicManage(db, actor, input.topic);
  const content = await requireRichText(input.content, 'material', 'content');
  const id = newId();
  const now = nowIso();
  try {
    await db.transaction().execute(async (trx) => {
      await repo.insertMaterial(trx, {
        id,
        topic_id: topic.id,
        class_id: topic.class_id,
        title: input.title,
        content,
        attachments: '[]',
        created_by: actor.id,
        created_at: now,
        updated_at: now,
      });
      if (input.attachments?.length) await repo.setMaterialAttachments(trx, id, await setAttachments(trx, topic.class_id, { material: id }, input.attachments));
      await recordEvent(trx, contentPosted({ kind: 'material', id, classId: topic.class_id, topicId: topic.id, title: input.title }, actor.id), now);
    });
  } catch (error) {
    // The topic was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw notFound(API_MSG.topicNotFound);
    throw error;
  }
  eventsCommitted(db);
  return present(db, id, reader);
}

/** Replaces title, content and topic (only another topic of the same class), and the attachments when given. */
export async function updateMaterial(
  db: Kysely<Database>,
  actor: AuthUser,
  id: string,
  input: MaterialInput,
  reader: AttachmentReader,
): Promise<Material> {
  const existing = await repo.findMaterial(db, id);
  if (!existing) throw notFound(API_MSG.materialNotFound);
  await requireContentManage(db, actor, existing.class_id, API_MSG.materialNotFound);
  if (input.topic !== existing.topic_id) await requireTopicInClass(db, input.topic, existing.class_id);
  const content = await requireRichText(input.content, 'material', 'content');
  await db.transaction().execute(async (trx) => {
    try {
      await repo.updateMaterial(trx, id, { title: input.title, content, topic_id: input.topic, updated_at: nowIso() });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound(API_MSG.topicNotFound);
      throw error;
    }
    if (input.attachments) await repo.setMaterialAttachments(trx, id, await attachmentsOf(trx, existing.class_id, id, input.attachments));
  });
  return present(db, id, reader);
}

/** The stored list for an edit; a file bound to a material deleted meanwhile is that material's 404. */
async function attachmentsOf(trx: Kysely<Database>, classId: string, id: string, requested: AttachmentInput[]): Promise<string> {
  try {
    return await setAttachments(trx, classId, { material: id }, requested);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound(API_MSG.materialNotFound);
    throw error;
  }
}

/** Deletes a material and its comments together. */
export async function removeMaterial(db: Kysely<Database>, actor: AuthUser, id: string): Promise<void> {
  const existing = await repo.findMaterial(db, id);
  if (!existing) throw notFound(API_MSG.materialNotFound);
  await requireContentManage(db, actor, existing.class_id, API_MSG.materialNotFound);
  const deleted = await db.transaction().execute(async (trx) => {
    await deleteTargetComments(trx, 'material', id);
    return repo.deleteMaterial(trx, id);
  });
  if (deleted === 0) throw notFound(API_MSG.materialNotFound);
}
