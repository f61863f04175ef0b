import type { Insertable, Kysely } from 'kysely';
import type { Comment, CommentTargetType } from '@lyceum/shared/comments';
import { committedWrite } from '../../db/group-commit';
import { preparedQuery } from '../../db/prepared';
import { inTransaction } from '../events/outbox';
import type { CommentRow, CommentsTable, Database } from '../../db/schema';

export type CommentView = CommentRow & { author_name: string | null };

const targetColumn = (type: CommentTargetType) => (type === 'material' ? 'material_id' : 'assignment_id');

/** What a comment is posted on: its class (for the access check), its topic and title (for the notification). */
export interface CommentTarget {
  class_id: string;
  topic_id: string;
  title: string;
}

const materialTarget = preparedQuery((db, id: string) => db.selectFrom('materials').select(['class_id', 'topic_id', 'title']).where('id', '=', id));
const assignmentTarget = preparedQuery((db, id: string) => db.selectFrom('assignments').select(['class_id', 'topic_id', 'title']).where('id', '=', id));

/** The material or assignment a comment goes on; undefined when it does not exist. */
export async function findTarget(db: Kysely<Database>, type: CommentTargetType, id: string): Promise<CommentTarget | undefined> {
  const [row] = await (type === 'material' ? materialTarget : assignmentTarget)(db, id);
  return row;
}

function commentsWithAuthor(db: Kysely<Database>) {
  return db
    .selectFrom('comments')
    .leftJoin('users', 'users.id', 'comments.author_id')
    .selectAll('comments')
    .select('users.name as author_name');
}

export function findComment(db: Kysely<Database>, id: string): Promise<CommentView | undefined> {
  return commentsWithAuthor(db).where('comments.id', '=', id).executeTakeFirst();
}

/** A target's comments, oldest first (a conversation reads top to bottom). */
export function listTargetComments(db: Kysely<Database>, type: CommentTargetType, id: string): Promise<CommentView[]> {
  return commentsWithAuthor(db)
    .where(`comments.${targetColumn(type)}`, '=', id)
    .orderBy('comments.created_at', 'asc')
    .orderBy('comments.id', 'asc')
    .execute();
}

/**
 * Resolves once the comment, and what `alongside` writes with it (its event), are committed. On
 * SQLite, comments posted together share one commit (db/group-commit.ts): one fsync for many, each
 * answered only after it; on PostgreSQL the two statements are one transaction of their own.
 */
export async function insertComment(db: Kysely<Database>, row: Insertable<CommentsTable>, alongside: (trx: Kysely<Database>) => Promise<unknown>): Promise<void> {
  const write = async (trx: Kysely<Database>) => {
    await trx.insertInto('comments').values(row).execute();
    await alongside(trx);
  };
  await committedWrite(db, (k) => inTransaction(k, write));
}

export async function deleteComment(db: Kysely<Database>, id: string): Promise<number> {
  const result = await db.deleteFrom('comments').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** All comments on one material or assignment. */
export async function deleteTargetComments(db: Kysely<Database>, type: CommentTargetType, id: string): Promise<void> {
  await db.deleteFrom('comments').where(targetColumn(type), '=', id).execute();
}

/** All comments on the materials and assignments of one topic. */
export async function deleteTopicComments(db: Kysely<Database>, topicId: string): Promise<void> {
  await db
    .deleteFrom('comments')
    .where((eb) =>
      eb.or([
        eb('material_id', 'in', eb.selectFrom('materials').select('id').where('topic_id', '=', topicId)),
        eb('assignment_id', 'in', eb.selectFrom('assignments').select('id').where('topic_id', '=', topicId)),
      ]),
    )
    .execute();
}

export const toComment = (row: CommentView): Comment => ({
  _id: row.id,
  text: row.text,
  author: row.author_id !== null && row.author_name !== null ? { _id: row.author_id, name: row.author_name } : null,
  targetType: row.material_id !== null ? 'material' : 'assignment',
  target: row.material_id ?? row.assignment_id ?? '',
  createdAt: row.created_at,
});
