import type { ClassDetail } from '@lyceum/shared/classes';
import type { Locale } from '@lyceum/shared/i18n';
import { LIMITS } from '@lyceum/shared/limits';
import { canCopyClass } from '@lyceum/shared/permissions';
import { isForeignKeyViolation } from '../../db/errors';
import { conflict, forbidden, HttpError, localized } from '../../lib/http-errors';
import { formatMessage } from '../../lib/i18n';
import { API_ERRORS } from '../../lib/api-errors.messages';
import type { AuthUser } from '../../types';
import { requireClassStanding } from '../classes/class-access';
import { loadClassDetail } from '../classes/classes.service';
import { eventsCommitted } from '../events/outbox';
import { quotaBytes, type FilesContext } from '../files/files-context';
import { storageUsed } from '../files/files.repository';
import { FILE_ERRORS } from '../files/file-errors.messages';
import { CLASS_COPY_MESSAGES } from './class-copy.messages';
import { classworkFilesOf } from './class-copy.repository';
import { copyBlobs, deleteBlobs } from './copy-blobs';
import { writeCopy } from './copy-writer';

/** "<name> (copy)" in the caller's language, the name shortened so the whole fits a class name's limit. */
export function defaultCopyName(name: string, locale: Locale): string {
  const full = formatMessage(locale, CLASS_COPY_MESSAGES.defaultName, { name });
  const over = full.length - LIMITS.className;
  if (over <= 0) return full;
  let end = name.length - over;
  // Never half a character: a cut between a surrogate pair's halves moves before it.
  if (/[\uD800-\uDBFF]/.test(name.charAt(end - 1))) end -= 1;
  return formatMessage(locale, CLASS_COPY_MESSAGES.defaultName, { name: name.slice(0, end).trimEnd() });
}

/**
 * Copies a class, as Google Classroom's "Copy class" does: a new class whose teacher is the actor
 * (an admin copying gives it the class's teachers), with the topics in order, every material,
 * assignment, quiz and question post with its rich text, settings and files, and the class's
 * question bank with its tags. No student, work, attempt, grade or comment comes along. Admins and
 * the class's teachers may (students 403 by their role, other teachers the class's 404); an
 * archived class may be copied, the copy being active. The files' bytes are copied first, then
 * everything else in one transaction; if that fails, the bytes copied are deleted: all or nothing.
 */
export async function copyClass(files: FilesContext, actor: AuthUser, classId: string, name: string | undefined, locale: Locale): Promise<ClassDetail> {
  const { db, blobs } = files;
  if (!canCopyClass(actor.role)) throw forbidden(API_ERRORS.forbidden);
  const { relation, className } = await requireClassStanding(db, actor, classId);
  if (!canCopyClass(actor.role, relation)) throw forbidden(API_ERRORS.forbidden);

  const quota = quotaBytes(files);
  const storageFull = () => new HttpError(507, localized(FILE_ERRORS.storageFull, { quotaGb: String(files.quotaGb ?? 0) }));
  const sources = await classworkFilesOf(db, classId);
  if (quota !== null && (await storageUsed(db)) + sources.reduce((sum, file) => sum + file.size, 0) > quota) throw storageFull();

  const copied = await copyBlobs(blobs, sources.map((file) => file.id));
  let result: Awaited<ReturnType<typeof writeCopy>>;
  try {
    // Read committed, as every write: under repeatable read the triggers' shared counters (storage,
    // school totals, search words) would fail the copy whenever anyone else wrote meanwhile.
    result = await db.transaction().execute(async (trx) => {
      const written = await writeCopy(trx, { sourceId: classId, name: name ?? defaultCopyName(className, locale), actorId: actor.id, classTeachers: actor.role === 'admin', blobs: copied, now: new Date() });
      if (quota !== null && (await storageUsed(trx)) > quota) throw storageFull();
      return written;
    });
  } catch (error) {
    await deleteBlobs(blobs, copied.values());
    // A teacher's account or a topic deleted while the class was read (PostgreSQL reads each
    // statement as of its start): the copy cannot be whole, so nothing is written.
    if (isForeignKeyViolation(error)) throw conflict(CLASS_COPY_MESSAGES.changed);
    throw error;
  }
  // Bytes of files that went from the class while it was copied: no row took them.
  await deleteBlobs(blobs, [...copied.values()].filter((key) => !result.used.has(key)));
  eventsCommitted(db);
  return loadClassDetail(db, result.classId, actor.role);
}
