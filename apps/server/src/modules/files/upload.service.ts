import { pipeline } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { canPreviewInline } from '@lyceum/shared/file-types';
import type { UploadedFile } from '@lyceum/shared/files';
import { UPLOAD_FIELD } from '@lyceum/shared/files';
import { isForeignKeyViolation } from '../../db/errors';
import { badRequest, HttpError, localized, notFound, type ErrorText } from '../../lib/http-errors';
import { newId, nowIso } from '../../lib/ids';
import { hasMultipartBoundary } from '../../lib/multipart-boundary';
import type { AuthUser } from '../../types';
import { requireClassWrite } from '../classes/class-access';
import { safeFileName, withAgreeingExtension } from './file-name';
import { maxUploadBytes, quotaBytes, type FilesContext } from './files-context';
import * as repo from './files.repository';
import { UploadInspector } from './upload-inspector';
import { API_ERRORS } from '../../lib/api-errors.messages';
import { FILE_ERRORS } from './file-errors.messages';

/** Multipart errors of @fastify/multipart (all 413 there) that mean "more than one file part". */
const EXTRA_PARTS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/** The plugin's and busboy's words for a body that ended before its closing boundary. */
const CUT_SHORT = new Set(['FST_MP_PREMATURE_CLOSE']);

function translate(error: unknown, ctx: FilesContext): unknown {
  const code = (error as { code?: string }).code;
  if (code && EXTRA_PARTS.has(code)) return badRequest(FILE_ERRORS.onePerUpload);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, FILE_ERRORS.noFile);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, localized(FILE_ERRORS.tooLarge, { limitMb: String(ctx.maxUploadMb) }));
  if ((code && CUT_SHORT.has(code)) || (error instanceof Error && /Unexpected end of (form|multipart data)/i.test(error.message))) return badRequest(FILE_ERRORS.incomplete);
  return error;
}

/**
 * Stores one uploaded file for a member of the class (its teachers and students) or an admin,
 * checked before a byte is read: teachers attach uploads to materials and assignments, students to
 * their own work (attachments.service.ts says who may attach which upload). The bytes stream to the blob store through the inspector (type, size cap, SHA-256);
 * only once the blob is whole is the row committed, with the quota checked in the same
 * transaction. Any failure (too large, a refused type, a second part, the client gone, the class
 * deleted meanwhile, the quota) deletes the blob: nothing is left, row or bytes.
 */
export async function uploadFile(ctx: FilesContext, actor: AuthUser, classId: string, request: FastifyRequest): Promise<UploadedFile> {
  // An archived class takes no uploads (409), before a byte is read.
  await requireClassWrite(ctx.db, actor, classId);
  const quota = quotaBytes(ctx);
  const room = quota === null ? Infinity : quota - (await repo.storageUsed(ctx.db));
  if (room <= 0) throw new HttpError(507, localized(FILE_ERRORS.storageFull, { quotaGb: String(ctx.quotaGb ?? 0) }));
  const cap = Math.min(maxUploadBytes(ctx), room);
  const capMessage = cap < maxUploadBytes(ctx) ? localized(FILE_ERRORS.storageFull, { quotaGb: String(ctx.quotaGb ?? 0) }) : localized(FILE_ERRORS.tooLarge, { limitMb: String(ctx.maxUploadMb) });
  const capStatus = cap < maxUploadBytes(ctx) ? 507 : 413;

  // Before anything is read: without a usable boundary the multipart parser throws (a 500).
  if (!hasMultipartBoundary(request.headers['content-type'])) throw new HttpError(415, FILE_ERRORS.noFile);
  const id = newId();
  let stored: { name: string; size: number; sha256: string; type: string } | undefined;
  try {
    const parts = request.parts({ limits: { parts: 1, files: 1, fields: 0, fileSize: cap + 1, headerPairs: 20 } });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== UPLOAD_FIELD || stored) throw badRequest(FILE_ERRORS.onePerUpload);
      stored = await storePart(ctx, id, part, cap, capStatus, capMessage);
    }
    if (!stored) throw badRequest(FILE_ERRORS.noFile);
    const row = { id, class_id: classId, material_id: null, assignment_id: null, uploaded_by: actor.id, ...stored, created_at: nowIso() };
    await ctx.db.transaction().execute(async (trx) => {
      await repo.insertFile(trx, row);
      if (quota !== null && (await repo.storageUsed(trx)) > quota) throw new HttpError(507, localized(FILE_ERRORS.storageFull, { quotaGb: String(ctx.quotaGb ?? 0) }));
    });
    return { kind: 'file', _id: id, name: row.name, size: row.size, type: row.type, class: classId, createdAt: row.created_at, ...ctx.links.sign(id, actor.id, canPreviewInline(row.type)) };
  } catch (error) {
    if (stored) await ctx.blobs.delete(id);
    if (isForeignKeyViolation(error)) throw notFound(API_ERRORS.classNotFound);
    throw translate(error, ctx);
  }
}

async function storePart(ctx: FilesContext, id: string, part: MultipartFile, cap: number, capStatus: number, capMessage: ErrorText) {
  const name = safeFileName(part.filename);
  const inspector = new UploadInspector(name, cap, capStatus, capMessage);
  // The part's own failure (the client gone, the plugin's size limit) fails the inspector, and so the store.
  pipeline(part.file, inspector, () => undefined);
  await ctx.blobs.put(id, inspector);
  const inspected = inspector.result();
  return { name: withAgreeingExtension(name, inspected.type.extensions), size: inspected.size, sha256: inspected.sha256, type: inspected.type.type };
}
