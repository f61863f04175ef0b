import type { Kysely } from 'kysely';
import { engineOf } from '../../db/engine-of';
import type { Database } from '../../db/schema';

// An assignment's shared queries are the classwork core's (classwork.repository.ts); these are its own.

/** On PostgreSQL, locks the assignment's row for the rest of the transaction (grades take it FOR SHARE: submissions.repository.ts). */
export async function lockForEdit(trx: Kysely<Database>, id: string): Promise<void> {
  if (engineOf(trx) === 'postgres') await trx.selectFrom('assignments').select('id').where('id', '=', id).forUpdate().execute();
}

/** The highest grade (draft or returned) given on the assignment; null when none (a lowered maximum must stay above it). */
export async function highestGrade(db: Kysely<Database>, id: string): Promise<number | null> {
  const row = await db
    .selectFrom('submissions')
    .select((eb) => [eb.fn.max('draft_grade').as('draft'), eb.fn.max('grade').as('returned')])
    .where('assignment_id', '=', id)
    .executeTakeFirst();
  const values = [row?.draft, row?.returned].filter((value) => value !== null && value !== undefined).map(Number);
  return values.length === 0 ? null : Math.max(...values);
}
