import type { Kysely } from 'kysely';
import { IMPORT_MSG, type ImportProgress, type ImportRecord } from '@lyceum/shared/imports';
import type { Database, ImportsTable } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { newId, nowIso } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import type { AuthUser } from '../../types';
import type { InviteSettings } from '../invitations/invitations.service';
import { userCache } from '../users/user-cache';
import { runningHere, runningRecord, trackJob, untrackJob, withProgress } from './import-jobs';
import * as repo from './imports.repository';
import { sourceHash } from './import-source';
import { forgetRows, planOf, storedPlanText } from './import-rows';
import { PreviewRows } from './preview-rows';
import { stored, type StoredRecord, type StoredSummary } from './problem-text';
import { IMPORT_PROBLEM } from './roster-problems';
import { applyOps } from './roster-apply';
import type { RosterPlan } from './roster-model';
import { resolvePlan, type RosterOp } from './roster-resolve';
import { isUniqueViolation } from '../../db/errors';
import { IMPORT_ERRORS } from './import-errors.messages';

export type ImportKind = ImportRecord['kind'];

/** How many past imports the list shows. */
const LIST_LIMIT = 100;
/** Steps a commit's progress moves in. */
const PROGRESS_STEPS = 100;

/**
 * Reads an uploaded file into a plan, checks it against the database and stores it as a preview:
 * nothing else is written. Passwords given in the file are hashed now and only their hashes stored.
 * A file previewed before (the same bytes) is not parsed again: its stored plan is checked anew
 * against the data as it is now, which is what a preview must show.
 */
export async function previewImport(
  db: Kysely<Database>,
  actor: AuthUser,
  kind: ImportKind,
  source: Buffer,
  parse: (bytes: Buffer) => RosterPlan | Promise<RosterPlan>,
): Promise<StoredRecord> {
  const hash = sourceHash(kind, source);
  const knownText = await repo.findPlanBySource(db, hash);
  // A plan kept before problems were kept as messages holds them in English: the file is read again.
  const known = knownText === undefined ? undefined : planOf(knownText);
  const stored: RosterPlan = known === undefined || holdsEnglish(known) ? await withPasswordHashes(await parse(source)) : known;
  // Placeholder ids, distinct so two new users' memberships of one class count as two.
  let placeholders = 0;
  const rows = new PreviewRows(false);
  const resolved = await resolvePlan(db, stored, actor.id, () => `new-${(placeholders += 1)}`, rows);
  // The plan's own warnings are in the summary, with those found against the data.
  const { summary } = resolved;
  const planText = storedPlanText(stored, rows.finish(summary.problems, summary.warnings ?? []));
  const row = {
    id: newId(),
    kind,
    created_by: actor.id,
    status: 'previewed',
    summary: JSON.stringify(summary),
    plan: planText,
    source_hash: hash,
    created_at: nowIso(),
    committed_at: null,
  };
  await repo.insertImport(db, row);
  return repo.toImportRecord(row);
}

const holdsEnglish = (plan: RosterPlan): boolean => [...plan.problems, ...(plan.warnings ?? [])].some((problem) => typeof problem.message === 'string');

/** The plan as stored: each password given replaced by its hash. */
async function withPasswordHashes(plan: RosterPlan): Promise<RosterPlan> {
  const users = await Promise.all(
    plan.users.map(async ({ password, ...user }) => (password === undefined ? user : { ...user, passwordHash: await hashPassword(password) })),
  );
  return { ...plan, users };
}

/** A commit refused by the plan's checks as they stand now: the import keeps their problems. */
class ProblemsAtCommit extends Error {
  constructor(readonly summary: StoredSummary) {
    super(IMPORT_MSG.hasProblems);
  }
}

/**
 * Starts applying a previewed import in the background and answers at once with it `running`.
 * Refused (409) when it has problems, is running or committed already, or another import is
 * running (one at a time). The job's outcome is stored on the import:
 * `committed`, or `failed` with the database unchanged. `settled` resolves when the job has ended.
 */
export async function commitImport(
  db: Kysely<Database>,
  actor: AuthUser,
  id: string,
  settings: InviteSettings,
  onUnexpected: (error: unknown) => void,
): Promise<{ record: StoredRecord; settled: Promise<void> }> {
  // Answered from memory first: on SQLite, a commit running here holds the connection until it ends.
  const here = runningHere();
  if (here.length > 0) throw conflict(here.includes(id) ? IMPORT_ERRORS.alreadyRunning : IMPORT_ERRORS.anotherRunning);
  const row = await repo.findImport(db, id);
  if (!row) throw notFound(IMPORT_ERRORS.notFound);
  if (row.status === 'committed') throw conflict(IMPORT_ERRORS.alreadyCommitted);
  if (row.status === 'running') throw conflict(IMPORT_ERRORS.alreadyRunning);
  if ((JSON.parse(row.summary) as StoredSummary).problems.length > 0) throw conflict(IMPORT_ERRORS.hasProblems);
  const claim = await repo.claimImport(db, id, row.status);
  if (claim === 'busy') throw conflict(IMPORT_ERRORS.anotherRunning);
  // Another request took it between our read and our claim.
  if (claim === 'taken') throw conflict(IMPORT_ERRORS.alreadyRunning);
  const record: StoredRecord = { ...repo.toImportRecord({ ...row, status: 'running' }) };
  const progress = trackJob(record);
  forgetRows(id);
  const settled = runCommit(db, row, actor.id, settings, progress)
    .catch(onUnexpected)
    .finally(() => untrackJob(id));
  return { record: { ...record, progress: { ...progress } }, settled };
}

/**
 * The job: applies the plan all or nothing, in one transaction that re-checks it against the data
 * as it is now (an account created since the preview is updated, not duplicated). A failure
 * part-way rolls everything back and marks the import failed, with why; it may be committed again.
 */
async function runCommit(db: Kysely<Database>, row: ImportsTable, actorId: string, settings: InviteSettings, progress: ImportProgress): Promise<void> {
  const plan = planOf(row.plan);
  const now = nowIso();
  let touched: string[];
  try {
    touched = await db.transaction().execute(async (trx) => {
      await repo.lockImport(trx, row.id);
      const rows = new PreviewRows(true);
      const resolution = await resolvePlan(trx, plan, actorId, newId, rows);
      if (resolution.summary.problems.length > 0) throw new ProblemsAtCommit(resolution.summary);
      const changed = await applyInSteps(trx, resolution.ops, settings, now, progress);
      // What the commit did, row by row, with the accounts' ids: the result hands out their invitations.
      await repo.storePlan(trx, row.id, storedPlanText(plan, rows.finish(resolution.summary.problems, resolution.summary.warnings ?? [])));
      // Only from running: a starting server process that marked it failed meanwhile wins.
      if (!(await repo.finishImport(trx, row.id, 'running', 'committed', resolution.summary, now))) throw new Error('The import was no longer running');
      return changed;
    });
  } catch (error) {
    const previewed = JSON.parse(row.summary) as StoredSummary;
    const known = error instanceof ProblemsAtCommit || isUniqueViolation(error);
    const summary: StoredSummary =
      error instanceof ProblemsAtCommit
        ? { ...error.summary, failure: stored(IMPORT_ERRORS.hasProblems) }
        : // Rows the checks let through but the unique indexes refuse: the import's fault, not ours.
          { ...previewed, failure: isUniqueViolation(error) ? IMPORT_PROBLEM.conflictsAtCommit : IMPORT_PROBLEM.failed };
    await repo.finishImport(db, row.id, 'running', 'failed', summary, null);
    if (!known) throw error;
    return;
  }
  // Their next request re-reads them: a new role or a deactivation applies at once.
  await Promise.all([...touched].map((userId) => userCache(db).evict(userId)));
}

/**
 * Applies the operations in order, a hundredth of them at a time, moving the progress after each
 * step and letting the event loop answer other requests between steps (SQLite's driver is
 * synchronous: without the pause one commit would hold the process until it ends). applyOps takes
 * any run of a plan's operations in order, so the steps together do what one call would.
 */
async function applyInSteps(trx: Kysely<Database>, ops: readonly RosterOp[], settings: InviteSettings, now: string, progress: ImportProgress): Promise<string[]> {
  progress.total = ops.length;
  const step = Math.max(1, Math.ceil(ops.length / PROGRESS_STEPS));
  const touched: string[] = [];
  for (let at = 0; at < ops.length; at += step) {
    touched.push(...(await applyOps(trx, ops.slice(at, at + step), settings, now)));
    progress.done = Math.min(ops.length, at + step);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return touched;
}

/** Imports left running by a server process that stopped: failed, nothing of them applied. Run at start. */
export function failOrphanedImports(db: Kysely<Database>): Promise<string[]> {
  return repo.failOrphanedImports(db, IMPORT_PROBLEM.interrupted);
}

/** An import as kept, its texts written for the reader by the route (recordIn). */
export async function getImport(db: Kysely<Database>, id: string): Promise<StoredRecord> {
  // A commit running here is answered from memory, its progress with it.
  const running = runningRecord(id);
  if (running) return running;
  const row = await repo.findImportRecord(db, id);
  if (!row) throw notFound(IMPORT_ERRORS.notFound);
  return withProgress(repo.toImportRecord(row));
}

export async function listImports(db: Kysely<Database>): Promise<StoredRecord[]> {
  return (await repo.listImports(db, LIST_LIMIT)).map((row) => withProgress(repo.toImportRecord(row)));
}
