import type { Insertable, Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared';
import type { Database, FileRow, FilesTable } from '../../db/schema';

export async function insertFile(db: Kysely<Database>, row: Insertable<FilesTable>): Promise<void> {
  await db.insertInto('files').values(row).execute();
}

/** Bytes of every file row of the school (kept by triggers, migration 0011). */
export async function storageUsed(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('storage_usage').select('bytes').where('id', '=', 1).executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

export type FileForViewer = FileRow & { viewer_role: string | null };

/**
 * A file with the viewer's role in its class (null when not a member): the download's read and its
 * access check in one statement, prepared once.
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

export type Parent = { material: string } | { assignment: string };

const parentColumn = (parent: Parent) => ('material' in parent ? 'material_id' : 'assignment_id') as 'material_id';
const parentId = (parent: Parent) => ('material' in parent ? parent.material : parent.assignment);

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
        eb.and([eb('material_id', 'is', null), eb('assignment_id', 'is', null)]),
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
  const result = await db.deleteFrom('files').where('id', '=', id).where('material_id', 'is', null).where('assignment_id', 'is', null).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A user's uploads that nothing has attached (released when the account is deleted). */
export async function deleteUnattachedOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('files').where('uploaded_by', '=', userId).where('material_id', 'is', null).where('assignment_id', 'is', null).execute();
}
