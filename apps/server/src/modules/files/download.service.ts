import { Readable } from 'node:stream';
import { canPreviewInline } from '@lyceum/shared/file-types';
import { canManageContent, type ClassRelation } from '@lyceum/shared/permissions';
import { HttpError, conflict, forbidden, notFound } from '../../lib/http-errors';
import type { ByteRange } from '../../storage/blob-store';
import type { AuthUser } from '../../types';
import { refuseArchived, requireViewOf } from '../classes/class-access';
import { parseRange } from './byte-range';
import { contentDisposition } from './file-name';
import type { FilesContext } from './files-context';
import * as repo from './files.repository';
import { attachedTo } from './files.repository';
import { API_ERRORS } from '../../lib/api-errors.messages';
import { FILE_ERRORS } from './file-errors.messages';

export interface DownloadRequest {
  inline: boolean;
  /** A HEAD request: the headers only, without reading the file (Fastify would read a stream to its end). */
  headOnly?: boolean;
  range?: string;
  ifRange?: string;
  ifNoneMatch?: string;
}

export interface Download {
  status: 200 | 206 | 304;
  headers: Record<string, string>;
  body: Readable | null;
}

/**
 * Whether the actor may read the file, being a member of its class (or an admin) as `relation`
 * says: any member when it is attached to a material or an assignment; that student and those
 * who manage the class (its teachers, admins) when it is on a student's work; its uploader and
 * those who manage the class while it is an upload nothing has attached.
 */
function mayRead(actor: AuthUser, relation: ClassRelation, row: repo.FileForViewer): boolean {
  if (row.material_id !== null || row.assignment_id !== null) return true;
  if (canManageContent(actor.role, relation)) return true;
  if (row.submission_id !== null) return row.submission_student === actor.id;
  return row.uploaded_by === actor.id;
}

/**
 * A file for someone who may read it now (mayRead); anyone else gets the 404 of a file that does
 * not exist. Checked on every request, signed link or not.
 */
async function readableFile(ctx: FilesContext, actor: AuthUser, id: string): Promise<repo.FileForViewer> {
  const row = await repo.findFileForViewer(ctx.db, id, actor.id);
  if (!row) throw notFound(FILE_ERRORS.notFound);
  const relation = requireViewOf(actor, row.viewer_role, FILE_ERRORS.notFound);
  if (!mayRead(actor, relation, row)) throw notFound(FILE_ERRORS.notFound);
  return row;
}

/**
 * Everything is served sandboxed, so nothing in a file can run as our origin even if opened
 * directly, except a PDF shown inline: Chrome refuses to start its PDF viewer in a sandboxed
 * document ("This page has been blocked by Chrome") and the viewer needs inline styles. Such an
 * answer is a detected PDF served as application/pdf with nosniff, so it can only ever be shown by
 * the PDF viewer (whose scripts run in its own process, not in our origin); it keeps frame-ancestors.
 */
function policyFor(inline: boolean, type: string): string {
  if (inline && type === 'application/pdf') return "frame-ancestors 'self'";
  return `sandbox; default-src 'none'; frame-ancestors ${inline ? "'self'" : "'none'"}`;
}

/**
 * The answer to a download: the stored type, never sniffed; an attachment unless an image or PDF is
 * asked for inline (a preview); a sandboxing CSP (policyFor); the SHA-256 as a strong ETag; one
 * byte range per request (206), 416 for a range that cannot be satisfied. The bytes stream from the store (disk or S3) through this
 * process: the authorization above holds for every request, ranges included, and the bucket
 * stays private.
 */
export async function openDownload(ctx: FilesContext, actor: AuthUser, id: string, asked: DownloadRequest): Promise<Download> {
  const row = await readableFile(ctx, actor, id);
  const inline = asked.inline && canPreviewInline(row.type);
  const etag = `"${row.sha256}"`;
  const headers: Record<string, string> = {
    'content-type': row.type,
    'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', row.name),
    'content-security-policy': policyFor(inline, row.type),
    'x-frame-options': inline ? 'SAMEORIGIN' : 'DENY',
    'x-content-type-options': 'nosniff',
    etag,
    'accept-ranges': 'bytes',
  };
  if (asked.ifNoneMatch !== undefined && asked.ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    return { status: 304, headers, body: null };
  }
  const range = asked.ifRange !== undefined && asked.ifRange !== etag ? { kind: 'whole' as const } : parseRange(asked.range, row.size);
  if (range.kind === 'unsatisfiable') throw new HttpError(416, FILE_ERRORS.badRange, { 'content-range': `bytes */${row.size}` });
  // An empty stream, not no body: Fastify answers a HEAD without one with Content-Length 0.
  const bytes = (part?: ByteRange) => (asked.headOnly ? Promise.resolve(Readable.from([])) : ctx.blobs.read(row.id, part));
  if (range.kind === 'whole') {
    return { status: 200, headers: { ...headers, 'content-length': String(row.size) }, body: await bytes() };
  }
  const { start, end } = range.range;
  return {
    status: 206,
    headers: { ...headers, 'content-length': String(end - start + 1), 'content-range': `bytes ${start}-${end}/${row.size}` },
    body: await bytes(range.range),
  };
}

/**
 * Deletes an upload nothing has attached yet (the form's "remove" before saving): its uploader, or
 * those who manage the class. Members who may read the file but not delete it get 403; anyone who
 * may not read it (mayRead) the 404 of a missing file; an attached file 409.
 */
export async function deleteUpload(ctx: FilesContext, actor: AuthUser, id: string): Promise<void> {
  const row = await readableFile(ctx, actor, id);
  if (!canManageContent(actor.role, requireViewOf(actor, row.viewer_role, FILE_ERRORS.notFound)) && row.uploaded_by !== actor.id) throw forbidden(API_ERRORS.forbidden);
  refuseArchived(row.class_archived_at);
  if (attachedTo(row) !== null) throw conflict(FILE_ERRORS.attached);
  await repo.deleteUnattached(ctx.db, id);
}
