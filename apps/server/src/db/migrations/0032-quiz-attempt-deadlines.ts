import { sql, type Kysely } from 'kysely';

/**
 * Open quiz attempts by deadline (issue 36): the job loop finishes every attempt whose time limit or
 * close has passed, across all quizzes, once a minute. Partial, so the index holds only the attempts
 * in progress with a deadline (a handful at any moment, however many were ever made), and the query
 * `submitted_at IS NULL AND deadline_at < ?` reads just the expired ones on both engines.
 */
export function quizAttemptDeadlines() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('quiz_attempts_open_deadline_idx')
        .on('quiz_attempts')
        .column('deadline_at')
        .where(sql.ref('submitted_at'), 'is', null)
        .where(sql.ref('deadline_at'), 'is not', null)
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('quiz_attempts_open_deadline_idx').ifExists().execute();
    },
  };
}
