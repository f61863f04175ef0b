import type { Kysely } from 'kysely';
import type { ImportRecord, ImportSummary } from '@lyceum/shared/imports';
import type { Database, ImportsTable } from '../../db/schema';

export async function insertImport(db: Kysely<Database>, row: ImportsTable): Promise<void> {
  await db.insertInto('imports').values(row).execute();
}

export function findImport(db: Kysely<Database>, id: string): Promise<ImportsTable | undefined> {
  return db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Records a commit's outcome; only from the status it was read in, so two commits cannot both apply. */
export async function finishImport(db: Kysely<Database>, id: string, from: string, to: string, summary: ImportSummary, at: string | null): Promise<boolean> {
  const result = await db
    .updateTable('imports')
    .set({ status: to, summary: JSON.stringify(summary), committed_at: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The newest imports first, without their plans (which can be megabytes). */
export function listImports(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('imports')
    .select(['id', 'kind', 'status', 'summary', 'created_at', 'committed_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export const toImportRecord = (row: Pick<ImportsTable, 'id' | 'kind' | 'status' | 'summary' | 'created_at' | 'committed_at'>): ImportRecord => ({
  _id: row.id,
  kind: row.kind as ImportRecord['kind'],
  status: row.status as ImportRecord['status'],
  createdAt: row.created_at,
  committedAt: row.committed_at,
  summary: JSON.parse(row.summary) as ImportSummary,
});
