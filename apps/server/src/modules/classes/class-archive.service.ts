import type { Kysely } from 'kysely';
import { CLASS_ARCHIVE_MSG } from '@lyceum/shared/class-archive';
import type { ClassDetail, ClassSummary } from '@lyceum/shared/classes';
import { canArchiveClass, canDeleteClass } from '@lyceum/shared/permissions';
import type { Database } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { nowIso } from '../../lib/ids';
import type { AuthUser } from '../../types';
import { decodeCursor } from '../lists/cursor';
import { toPage, type Page } from '../lists/paging';
import { scopeOf } from '../lists/visible-classes';
import { requireClassStanding } from './class-access';
import * as archiveRepo from './class-archive.repository';
import { presentSummary } from './classes.presenter';
import * as repo from './classes.repository';
import { loadClassDetail } from './classes.service';
import { API_ERRORS } from '../../lib/api-errors.messages';
import { CLASS_ARCHIVE_ERRORS } from './class-archive-errors.messages';

/**
 * Archiving and restoring: admins any class, teachers their own. Students are refused by their role
 * (403) before the class is looked at; a teacher outside the class gets its 404, as for any record
 * of a class they may not see. Asking for the state the class is already in is a 409: the caller's
 * view was stale (someone else archived or restored it meanwhile), and nothing changes.
 */
async function setArchived(db: Kysely<Database>, actor: AuthUser, classId: string, archive: boolean): Promise<ClassDetail> {
  if (!canArchiveClass(actor.role)) throw forbidden(API_ERRORS.forbidden);
  const { relation } = await requireClassStanding(db, actor, classId);
  if (!canArchiveClass(actor.role, relation)) throw forbidden(API_ERRORS.forbidden);
  const now = nowIso();
  const changed = await archiveRepo.setArchivedAt(db, classId, archive ? now : null, now);
  if (changed === 0) {
    // The row's state, read again: the class went meanwhile, or it is already in the state asked for.
    if (!(await repo.findClassById(db, classId))) throw notFound(API_ERRORS.classNotFound);
    throw conflict(archive ? CLASS_ARCHIVE_MSG.alreadyArchived : CLASS_ARCHIVE_MSG.notArchived);
  }
  return loadClassDetail(db, classId, actor.role);
}

/** Archives a class: read-only for everyone, off the main lists, restorable; nothing in it is deleted. */
export const archiveClass = (db: Kysely<Database>, actor: AuthUser, classId: string) => setArchived(db, actor, classId, true);

/** Restores an archived class: writable again and back on the main lists, as it was. */
export const restoreClass = (db: Kysely<Database>, actor: AuthUser, classId: string) => setArchived(db, actor, classId, false);

/**
 * One page of the archived classes the actor may see (admins all, the others their own), newest
 * created first, each with `archivedAt`: where they are found to be read or restored.
 */
export async function listArchivedClasses(db: Kysely<Database>, actor: AuthUser, limit: number, cursor?: string): Promise<Page<ClassSummary[]>> {
  const after = cursor === undefined ? null : decodeCursor(cursor);
  const rows = await archiveRepo.pageArchivedClasses(db, scopeOf(actor), after, limit + 1);
  const teachers = await repo.pageTeachers(db, rows.slice(0, limit).map((row) => row.id));
  return toPage(rows, limit, (row) => row.created_at, (row) =>
    presentSummary(row, teachers.filter((teacher) => teacher.class_id === row.id), actor.role),
  );
}

/**
 * Deletes a class for good (admins only, archived or not) with everything in it, in one
 * transaction: topics, materials, assignments, work, comments, members, the notifications about it
 * and its files (their bytes by the durable delete-blob jobs). `confirm` must be the class's exact
 * name, so no mistyped id or replayed request deletes another class.
 */
export async function deleteClass(db: Kysely<Database>, actor: AuthUser, classId: string, confirm: string): Promise<void> {
  if (!canDeleteClass(actor.role)) throw forbidden(API_ERRORS.adminOnly);
  const row = await repo.findClassById(db, classId);
  if (!row) throw notFound(API_ERRORS.classNotFound);
  if (confirm !== row.name) throw badRequest(CLASS_ARCHIVE_ERRORS.confirmMismatch);
  const deleted = await db.transaction().execute((trx) => archiveRepo.deleteClassAndContents(trx, classId));
  if (deleted === 0) throw notFound(API_ERRORS.classNotFound);
}
