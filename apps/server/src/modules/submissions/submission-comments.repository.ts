import type { Kysely } from 'kysely';
import type { SubmissionComment } from '@lyceum/shared/submissions';
import { committedWrite } from '../../db/group-commit';
import { preparedQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import { inTransaction } from '../events/outbox';
import { ensureSubmission, type Alongside, type WorkKey } from './submissions.repository';

interface CommentView {
  id: string;
  text: string;
  author_id: string | null;
  author_name: string | null;
  created_at: string;
}

/** A submission's private thread, oldest first (submission_comments_thread_idx). */
const threadQuery = preparedQuery((db, submissionId: string) =>
  db
    .selectFrom('submission_comments')
    .leftJoin('users', 'users.id', 'submission_comments.author_id')
    .select(['submission_comments.id', 'submission_comments.text', 'submission_comments.author_id', 'users.name as author_name', 'submission_comments.created_at'])
    .where('submission_comments.submission_id', '=', submissionId)
    .orderBy('submission_comments.created_at', 'asc')
    .orderBy('submission_comments.id', 'asc'),
);

export const listThread = (db: Kysely<Database>, submissionId: string): Promise<CommentView[]> => threadQuery(db, submissionId);

/**
 * Adds a comment to the work's thread, making the submission row first if need be, in one commit
 * (shared with concurrent writes on SQLite, db/group-commit.ts).
 */
export async function insertComment(db: Kysely<Database>, key: WorkKey, authorId: string, text: string, alongside?: Alongside): Promise<CommentView & { submission_id: string }> {
  return committedWrite(db, (outer) =>
    inTransaction(outer, async (k) => {
      const submissionId = await ensureSubmission(k, key);
      const row = { id: newId(), submission_id: submissionId, author_id: authorId, text, created_at: nowIso() };
      await k.insertInto('submission_comments').values(row).execute();
      await alongside?.(k);
      return { author_name: null, ...row };
    }),
  );
}

export const toSubmissionComment = (row: CommentView): SubmissionComment => ({
  _id: row.id,
  text: row.text,
  author: row.author_id !== null && row.author_name !== null ? { _id: row.author_id, name: row.author_name } : null,
  createdAt: row.created_at,
});
