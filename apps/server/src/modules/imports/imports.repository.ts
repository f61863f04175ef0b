import { sql, type Kysely } from 'kysely';
import type { ImportRecord } from '@lyceum/shared/imports';
import { engineOf } from '../../db/engine-of';
import type { Database, ImportsTable } from '../../db/schema';
import type { StoredRecord, StoredSummary, StoredText } from './problem-text';

export async function insertImport(db: Kysely<Database>, row: ImportsTable): Promise<void> {
  await db.insertInto('imports').values(row).execute();
}

export function findImport(db: Kysely<Database>, id: string): Promise<ImportsTable | undefined> {
  return db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The plan of the newest import previewed from the same file (see import-source.ts), if any. */
export async function findPlanBySource(db: Kysely<Database>, sourceHash: string): Promise<string | undefined> {
  const row = await db.selectFrom('imports').select('plan').where('source_hash', '=', sourceHash).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  return row?.plan;
}

/** What a record shows; its columns. The plan (megabytes for a district) is read only to commit it. */
const RECORD_COLUMNS = ['id', 'kind', 'status', 'summary', 'created_at', 'committed_at'] as const;

/** An import without its plan: what the screen reads every second while a commit runs. */
export function findImportRecord(db: Kysely<Database>, id: string) {
  return db.selectFrom('imports').select(RECORD_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Records a commit's outcome; only from the status it was read in, so two commits cannot both apply. */
export async function finishImport(db: Kysely<Database>, id: string, from: string, to: string, summary: StoredSummary, at: string | null): Promise<boolean> {
  const result = await db
    .updateTable('imports')
    .set({ status: to, summary: JSON.stringify(summary), committed_at: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** PostgreSQL advisory lock taken while claiming a commit: claims take turns (any constant shared by them). */
const CLAIM_LOCK = 0x1_4d_70_72;

/**
 * Marks the import `running`, only from the status it was read in and while no import is running:
 * one commit at a time. Answers `claimed`, `taken` (it moved meanwhile) or `busy` (another one runs).
 * SQLite's single writer makes the check and the update one step; on PostgreSQL, claims take turns
 * on an advisory lock for their transaction, so two cannot both see none running.
 */
export async function claimImport(db: Kysely<Database>, id: string, from: string): Promise<'claimed' | 'taken' | 'busy'> {
  return db.transaction().execute(async (trx) => {
    if (engineOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`.execute(trx);
    const other = await trx.selectFrom('imports').select('id').where('status', '=', 'running').where('id', '!=', id).executeTakeFirst();
    if (other) return 'busy';
    const result = await trx.updateTable('imports').set({ status: 'running' }).where('id', '=', id).where('status', '=', from).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? 'claimed' : 'taken';
  });
}

/**
 * PostgreSQL: locks the import's row for the commit's transaction, which tells a starting server
 * process that this import is not orphaned (failOrphanedImports skips locked rows). SQLite has one
 * writer, and its transaction already keeps every other writer out.
 */
export async function lockImport(trx: Kysely<Database>, id: string): Promise<void> {
  if (engineOf(trx) === 'postgres') await trx.selectFrom('imports').select('id').where('id', '=', id).forUpdate().execute();
}

/**
 * Marks `failed` the imports left `running` by a server process that stopped mid-commit: their
 * transaction never committed, so nothing of them was applied. On PostgreSQL a commit still under
 * way in another process holds its row's lock and is skipped. Returns the ids marked.
 */
export async function failOrphanedImports(db: Kysely<Database>, failure: StoredText): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('imports').select(['id', 'summary']).where('status', '=', 'running');
    if (engineOf(trx) === 'postgres') query = query.forUpdate().skipLocked();
    const orphans = await query.execute();
    for (const { id, summary } of orphans) {
      const failed: StoredSummary = { ...(JSON.parse(summary) as StoredSummary), failure };
      await trx.updateTable('imports').set({ status: 'failed', summary: JSON.stringify(failed) }).where('id', '=', id).where('status', '=', 'running').execute();
    }
    return orphans.map((orphan) => orphan.id);
  });
}

/** The newest imports first, without their plans (which can be megabytes). */
export function listImports(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('imports')
    .select(RECORD_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** An import as kept: its texts are written for a reader by recordIn (problem-text.ts). */
export const toImportRecord = (row: Pick<ImportsTable, 'id' | 'kind' | 'status' | 'summary' | 'created_at' | 'committed_at'>): StoredRecord => ({
  _id: row.id,
  kind: row.kind as ImportRecord['kind'],
  status: row.status as ImportRecord['status'],
  createdAt: row.created_at,
  committedAt: row.committed_at,
  summary: JSON.parse(row.summary) as StoredSummary,
});

/** The plan with the commit's rows (import-rows.ts), written in the commit's transaction. */
export async function storePlan(db: Kysely<Database>, id: string, plan: string): Promise<void> {
  await db.updateTable('imports').set({ plan }).where('id', '=', id).execute();
}
