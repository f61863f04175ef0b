import type { Kysely } from 'kysely';
import { IMPORT_MSG, type ImportRecord } from '@lyceum/shared/imports';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { newId, nowIso } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import type { AuthUser } from '../../types';
import type { InviteSettings } from '../invitations/invitations.service';
import { userCache } from '../users/user-cache';
import * as repo from './imports.repository';
import { applyOps } from './roster-apply';
import type { RosterPlan } from './roster-model';
import { resolvePlan } from './roster-resolve';
import { isUniqueViolation } from '../../db/errors';

export type ImportKind = ImportRecord['kind'];

/** How many past imports the list shows. */
const LIST_LIMIT = 100;

/**
 * Checks a parsed plan against the database and stores it as a preview: nothing else is
 * written. Passwords given in the file are hashed now and only their hashes stored.
 */
export async function previewImport(db: Kysely<Database>, actor: AuthUser, kind: ImportKind, plan: RosterPlan): Promise<ImportRecord> {
  const users = await Promise.all(
    plan.users.map(async ({ password, ...user }) => (password === undefined ? user : { ...user, passwordHash: await hashPassword(password) })),
  );
  const stored: RosterPlan = { ...plan, users };
  // Placeholder ids, distinct so two new users' memberships of one class count as two.
  let placeholders = 0;
  const resolved = await resolvePlan(db, stored, actor.id, () => `new-${(placeholders += 1)}`);
  const summary = plan.warnings?.length ? { ...resolved.summary, warnings: plan.warnings } : resolved.summary;
  const row = { id: newId(), kind, created_by: actor.id, status: 'previewed', summary: JSON.stringify(summary), plan: JSON.stringify(stored), created_at: nowIso(), committed_at: null };
  await repo.insertImport(db, row);
  return repo.toImportRecord(row);
}

/**
 * Applies a previewed import all or nothing, in one transaction that re-checks the plan against
 * the data as it is then. Refused (409) when it has problems, now or at preview, or was committed
 * already. A failure part-way rolls everything back; the import is then marked failed and may be
 * committed again.
 */
export async function commitImport(db: Kysely<Database>, actor: AuthUser, id: string, settings: InviteSettings): Promise<ImportRecord> {
  const row = await repo.findImport(db, id);
  if (!row) throw notFound(IMPORT_MSG.notFound);
  if (row.status === 'committed') throw conflict(IMPORT_MSG.alreadyCommitted);
  const plan = JSON.parse(row.plan) as RosterPlan;
  const now = nowIso();
  let touched: string[];
  let summary;
  try {
    ({ touched, summary } = await db.transaction().execute(async (trx) => {
      const resolution = await resolvePlan(trx, plan, actor.id, newId);
      if (resolution.summary.problems.length > 0) throw conflict(IMPORT_MSG.hasProblems);
      const changed = await applyOps(trx, resolution.ops, settings, now);
      // Claims the import inside the transaction: a second commit racing this one finds it taken.
      if (!(await repo.finishImport(trx, id, row.status, 'committed', resolution.summary, now))) throw conflict(IMPORT_MSG.alreadyCommitted);
      return { touched: changed, summary: resolution.summary };
    }));
  } catch (error) {
    if (!(error instanceof Error && 'statusCode' in error)) await repo.finishImport(db, id, row.status, 'failed', JSON.parse(row.summary), null);
    // Rows the checks above let through but the unique indexes refuse: the import's fault, not ours.
    if (isUniqueViolation(error)) throw conflict(IMPORT_MSG.conflictsAtCommit);
    throw error;
  }
  // Their next request re-reads them: a new role or a deactivation applies at once.
  await Promise.all([...touched].map((userId) => userCache(db).evict(userId)));
  return { ...repo.toImportRecord(row), status: 'committed', committedAt: now, summary };
}

export async function getImport(db: Kysely<Database>, id: string): Promise<ImportRecord> {
  const row = await repo.findImport(db, id);
  if (!row) throw notFound(IMPORT_MSG.notFound);
  return repo.toImportRecord(row);
}

export async function listImports(db: Kysely<Database>): Promise<ImportRecord[]> {
  return (await repo.listImports(db, LIST_LIMIT)).map(repo.toImportRecord);
}
