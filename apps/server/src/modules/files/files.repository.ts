import type { ExpressionBuilder, Insertable, Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared';
import type { Database, FileRow, FilesTable } from '../../db/schema';
import { classArchivedAtOf } from '../classes/class-access';

export async function insertFile(db: Kysely<Database>, row: Insertable<FilesTable>): Promise<void> {
  await db.insertInto('files').values(row).execute();
}

/** Bytes of every file row of the school (kept by triggers, migration 0011). */
export async function storageUsed(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('storage_usage').select('bytes').where('id', '=', 1).executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

export type FileForViewer = FileRow & { viewer_role: string | null; submission_student: string | null; class_archived_at: string | null };

/**
 * A file with the viewer's role in its class (null when not a member) and, for a file on a
 * student's work, that student: the download's read and its access check in one statement,
 * prepared once.
 */
const fileForViewer = preparedQuery((db, id: string, viewerId: string) =>
  db
    .selectFrom('files')
    .selectAll('files')
    .select((eb) =>
      eb
        .selectFrom('class_members as viewer')
        .select('viewer.role')
        .whereRef('viewer.class_id', '=', 'files.class_id')
        .where('viewer.user_id', '=', viewerId)
        .as('viewer_role'),
    )
    .select((eb) => eb.selectFrom('submissions').select('submissions.student_id').whereRef('submissions.id', '=', 'files.submission_id').as('submission_student'))
    .select(classArchivedAtOf(db, 'files'))
    .where('files.id', '=', id),
);

export async function findFileForViewer(db: Kysely<Database>, id: string, viewerId: string): Promise<FileForViewer | undefined> {
  const row = (await fileForViewer(db, id, viewerId))[0];
  return row && { ...row, size: Number(row.size) };
}

export async function findFile(db: Kysely<Database>, id: string): Promise<FileRow | undefined> {
  const row = await db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
  return row && { ...row, size: Number(row.size) };
}

/** The class's files among `ids` (attachments are checked against these). */
export async function filesOfClass(db: Kysely<Database>, classId: string, ids: readonly string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('files').selectAll().where('class_id', '=', classId).where('id', 'in', ids).execute();
  return rows.map((row) => ({ ...row, size: Number(row.size) }));
}

/**
 * An upload nothing has attached: no material, assignment or submission. The one definition the
 * sweep, the deletes and attaching use (the sweep's partial index, files_unattached_idx, covers
 * the first two; the third only narrows what it finds).
 */
export const isUnattached = (eb: ExpressionBuilder<Database, 'files'>) =>
  eb.and([eb('files.material_id', 'is', null), eb('files.assignment_id', 'is', null), eb('files.submission_id', 'is', null)]);

/** What a file can be attached to: a material, an assignment, or a student's work on one. */
export type Parent = { material: string } | { assignment: string } | { submission: string };
type ParentColumn = 'material_id' | 'assignment_id' | 'submission_id';

export const parentColumn = (parent: Parent): ParentColumn => ('material' in parent ? 'material_id' : 'assignment' in parent ? 'assignment_id' : 'submission_id');
export const parentId = (parent: Parent): string => ('material' in parent ? parent.material : 'assignment' in parent ? parent.assignment : parent.submission);

/** The parent a file row is attached to; null for an upload nothing has attached yet. */
export const attachedTo = (row: Pick<FileRow, ParentColumn>): string | null => row.material_id ?? row.assignment_id ?? row.submission_id ?? null;

/**
 * Binds the files to the parent, each only if it is still unattached or already the parent's: a
 * count short of `ids.length` means another edit took one first (the caller rolls back).
 */
export async function attachFiles(db: Kysely<Database>, parent: Parent, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const column = parentColumn(parent);
  const result = await db
    .updateTable('files')
    .set({ [column]: parentId(parent) })
    .where('id', 'in', ids)
    .where((eb) =>
      eb.or([
        isUnattached(eb),
        eb(column, '=', parentId(parent)),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes the parent's files that are not in `keep` (their blobs are queued for deletion by trigger). */
export async function deleteFilesNotKept(db: Kysely<Database>, parent: Parent, keep: readonly string[]): Promise<void> {
  let query = db.deleteFrom('files').where(parentColumn(parent), '=', parentId(parent));
  if (keep.length > 0) query = query.where('id', 'not in', keep);
  await query.execute();
}

/** Deletes an upload that nothing has attached; 0 when it is attached (or gone). */
export async function deleteUnattached(db: Kysely<Database>, id: string): Promise<number> {
  const result = await db.deleteFrom('files').where('id', '=', id).where(isUnattached).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A user's uploads that nothing has attached (released when the account is deleted). */
export async function deleteUnattachedOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('files').where('uploaded_by', '=', userId).where(isUnattached).execute();
}
