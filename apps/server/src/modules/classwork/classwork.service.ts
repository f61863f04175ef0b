import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isForeignKeyViolation } from '../../db/errors';
import { notFound } from '../../lib/http-errors';
import { newId, nowIso } from '../../lib/ids';
import { optionalRichText, requireRichText } from '../../lib/rich-text';
import type { AuthUser } from '../../types';
import { requireContentManage, requireViewOf } from '../classes/class-access';
import { deleteTargetComments } from '../comments/comments.repository';
import { requireTopicInClass, requireTopicManage, requireTopicView } from '../topics/topics.service';
import { setAttachments, type AttachmentInput } from '../files/attachments.service';
import type { Parent } from '../files/files.repository';
import type { AttachmentReader } from '../files/stored-attachments';
import { eventsCommitted, recordEvent } from '../events/outbox';
import { contentPosted } from '../events/happenings';
import type { ClassworkInput, ClassworkKind, ClassworkTable } from './classwork-kind';
import { classworkRepository, deleteClasswork, setClassworkAttachments } from './classwork.repository';
import { API_ERRORS } from '../../lib/api-errors.messages';

/** The row the kind's files are bound to (files.material_id or files.assignment_id). */
const parentOf = (name: 'material' | 'assignment', id: string): Parent => (name === 'material' ? { material: id } : { assignment: id });

/**
 * The five operations of one kind of classwork, with the rules every kind shares: class members
 * read, admins and the class's teachers write (class-access.ts; 409 while the class is archived),
 * rich text is sanitised before it is stored, a post notifies the class's students through the
 * outbox, a delete takes the comments with it. The kind adds its own columns and checks.
 */
export function classworkService<T extends ClassworkTable, Input extends ClassworkInput, Item>(kind: ClassworkKind<T, Input, Item>) {
  const repo = classworkRepository(kind);
  const requireBody = (input: Input) =>
    kind.richText.optional ? optionalRichText(kind.richText.of(input), kind.name, kind.richText.field) : requireRichText(kind.richText.of(input), kind.name, kind.richText.field);

  async function present(db: Kysely<Database>, id: string, reader: AttachmentReader): Promise<Item> {
    const row = await repo.find(db, id);
    if (!row) throw notFound(kind.notFound);
    return kind.present(row, reader);
  }

  /** The stored list for an edit; a file bound to a row deleted meanwhile is that row's 404. */
  async function attachmentsOf(trx: Kysely<Database>, classId: string, id: string, requested: AttachmentInput[]): Promise<string> {
    try {
      return await setAttachments(trx, classId, parentOf(kind.name, id), requested);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound(kind.notFound);
      throw error;
    }
  }

  return {
    /** One the actor may read (a member of its class, or an admin), else 404. */
    async get(db: Kysely<Database>, actor: AuthUser, id: string, reader: AttachmentReader): Promise<Item> {
      const row = await repo.findForViewer(db, id, actor.id);
      if (!row) throw notFound(kind.notFound);
      requireViewOf(actor, row.viewer_role, kind.notFound);
      return kind.present(row, reader);
    },

    /** A topic's, newest first. */
    async listOfTopic(db: Kysely<Database>, actor: AuthUser, topicId: string, reader: AttachmentReader): Promise<Item[]> {
      await requireTopicView(db, actor, topicId);
      return (await repo.listOfTopic(db, topicId)).map((row) => kind.present(row, reader));
    },

    /** Adds one to a topic of a class the actor manages. */
    async create(db: Kysely<Database>, actor: AuthUser, input: Input, reader: AttachmentReader): Promise<Item> {
      const topic = await requireTopicManage(db, actor, input.topic);
      const own = kind.newColumns(input, await requireBody(input));
      const id = newId();
      const now = nowIso();
      try {
        await db.transaction().execute(async (trx) => {
          await repo.insert(trx, { id, topic_id: topic.id, class_id: topic.class_id, title: input.title, created_by: actor.id, created_at: now, updated_at: now, ...own });
          await kind.writeOwn?.(trx, id, input, true);
          if (input.attachments?.length) {
            await setClassworkAttachments(trx, kind.table, id, await setAttachments(trx, topic.class_id, parentOf(kind.name, id), input.attachments));
          }
          // Its students are notified in this transaction: one statement, however large the class.
          await recordEvent(trx, contentPosted({ kind: kind.name, id, classId: topic.class_id, topicId: topic.id, title: input.title }, actor.id), now);
        });
      } catch (error) {
        // The topic was deleted between the check and the insert.
        if (isForeignKeyViolation(error)) throw notFound(API_ERRORS.topicNotFound);
        throw error;
      }
      eventsCommitted(db);
      return present(db, id, reader);
    },

    /** Replaces title, rich text, topic (only another topic of the same class) and the kind's own fields, and the attachments when given. */
    async update(db: Kysely<Database>, actor: AuthUser, id: string, input: Input, reader: AttachmentReader): Promise<Item> {
      const existing = await repo.find(db, id);
      if (!existing) throw notFound(kind.notFound);
      await requireContentManage(db, actor, existing.class_id, kind.notFound);
      if (input.topic !== existing.topic_id) await requireTopicInClass(db, input.topic, existing.class_id);
      const own = kind.editColumns(input, await requireBody(input));
      await db.transaction().execute(async (trx) => {
        await kind.checkEdit?.(trx, existing, input);
        try {
          await repo.update(trx, id, { title: input.title, topic_id: input.topic, updated_at: nowIso(), ...own });
        } catch (error) {
          if (isForeignKeyViolation(error)) throw notFound(API_ERRORS.topicNotFound);
          throw error;
        }
        if (input.attachments) await setClassworkAttachments(trx, kind.table, id, await attachmentsOf(trx, existing.class_id, id, input.attachments));
        await kind.writeOwn?.(trx, id, input, false);
      });
      return present(db, id, reader);
    },

    /** Deletes one and its comments together. */
    async remove(db: Kysely<Database>, actor: AuthUser, id: string): Promise<void> {
      const existing = await repo.find(db, id);
      if (!existing) throw notFound(kind.notFound);
      await requireContentManage(db, actor, existing.class_id, kind.notFound);
      const deleted = await db.transaction().execute(async (trx) => {
        await deleteTargetComments(trx, kind.name, id);
        return deleteClasswork(trx, kind.table, id);
      });
      if (deleted === 0) throw notFound(kind.notFound);
    },
  };
}

export type ClassworkService<Input extends ClassworkInput, Item> = ReturnType<typeof classworkService<ClassworkTable, Input, Item>>;
