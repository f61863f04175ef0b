import { sql, type Kysely } from 'kysely';
import type { ClassRow, Database } from '../../db/schema';
import type { Cursor } from '../lists/cursor';
import type { ClassScope } from '../lists/visible-classes';
import { CLASS_COLUMNS } from './classes.repository';

/**
 * Sets or clears `archived_at` (migration 0022) while the class is in the other state: 1 when it
 * changed, 0 when the class is gone or already in that state (the caller tells which apart).
 */
export async function setArchivedAt(db: Kysely<Database>, classId: string, archivedAt: string | null, now: string): Promise<number> {
  const result = await db
    .updateTable('classes')
    .set({ archived_at: archivedAt, updated_at: now })
    .where('id', '=', classId)
    .where('archived_at', archivedAt === null ? 'is not' : 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * One page of the archived classes in scope, newest created first like the active list (the same
 * cursor). Archived classes are few, so this is the plain object path on both engines.
 */
export function pageArchivedClasses(db: Kysely<Database>, scope: ClassScope, after: Cursor | null, limit: number): Promise<ClassRow[]> {
  let query = db
    .selectFrom('classes')
    .select(CLASS_COLUMNS)
    .where('classes.archived_at', 'is not', null)
    .orderBy('classes.created_at', 'desc')
    .orderBy('classes.id', 'desc')
    .limit(limit);
  if (!scope.all) {
    const mine = db.selectFrom('class_members').select('class_members.class_id').where('class_members.user_id', '=', scope.userId).where('class_members.role', '=', scope.role);
    query = query.where('classes.id', 'in', mine);
  }
  if (after) query = query.where((eb) => eb(eb.refTuple('classes.created_at', 'classes.id'), '<', eb.tuple(after.key, after.id)));
  return query.execute();
}

/** `%text%` for LIKE, its own wildcards and escape character taken literally. */
const likeText = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Deletes the class and every row that refers to it, children before parents, in the caller's
 * transaction (the foreign keys cascade too; this does not rely on them). Its files' rows go
 * first: the files_delete trigger (migration 0011) queues each blob's deletion as a job in this
 * same transaction, so the bytes go once it commits, on disk or S3, and never if it rolls back.
 * Returns how many class rows went (0: already gone).
 */
export async function deleteClassAndContents(trx: Kysely<Database>, classId: string): Promise<number> {
  const classSubmissions = trx.selectFrom('submissions').select('submissions.id').where('submissions.class_id', '=', classId);
  const classEvents = trx.selectFrom('events').select('events.id').where('events.class_id', '=', classId);
  // A member's "membership ended" event has no class (its audience is the user) but names it.
  const namingEvents = trx
    .selectFrom('events')
    .select('events.id')
    .where('events.class_id', 'is', null)
    .where(sql<boolean>`events.changes like ${likeText(`"classId":${JSON.stringify(classId)}`)} escape '\\'`);
  await trx.deleteFrom('files').where('class_id', '=', classId).execute();
  await trx.deleteFrom('submission_comments').where('submission_id', 'in', classSubmissions).execute();
  await trx.deleteFrom('submissions').where('class_id', '=', classId).execute();
  await trx.deleteFrom('comments').where('class_id', '=', classId).execute();
  await trx.deleteFrom('materials').where('class_id', '=', classId).execute();
  await trx.deleteFrom('assignments').where('class_id', '=', classId).execute();
  await trx.deleteFrom('topics').where('class_id', '=', classId).execute();
  await trx.deleteFrom('notifications').where((eb) => eb.or([eb('event_id', 'in', classEvents), eb('event_id', 'in', namingEvents)])).execute();
  await trx.deleteFrom('events').where((eb) => eb.or([eb('id', 'in', classEvents), eb('id', 'in', namingEvents)])).execute();
  await trx.deleteFrom('class_members').where('class_id', '=', classId).execute();
  await trx.deleteFrom('gradebook_versions').where('class_id', '=', classId).execute();
  const result = await trx.deleteFrom('classes').where('id', '=', classId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

