import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, type ErrorText } from './http-errors';
import { hasMultipartBoundary } from './multipart-boundary';

/** Room for the multipart framing around the file. */
export const MULTIPART_OVERHEAD = 64 * 1024;

/** One upload route's bound and what it answers when the file is missing or too large. */
export interface Upload {
  maxBytes: number;
  noFile: ErrorText;
  tooLarge: ErrorText;
}

/**
 * The uploaded file's bytes and name (for a route that registered @fastify/multipart): one part
 * named "file", or a body of the route's own type, which its content-type parser already read.
 */
export async function uploadedFile(request: FastifyRequest, upload: Upload): Promise<{ bytes: Buffer; name?: string }> {
  if (Buffer.isBuffer(request.body)) return { bytes: request.body };
  // No body of either type: as the upload route says, the type is what is wrong (415).
  if (!hasMultipartBoundary(request.headers['content-type'])) throw new HttpError(415, upload.noFile);
  try {
    const file = await request.file({ limits: { fileSize: upload.maxBytes, files: 1, fields: 0, parts: 1 } });
    if (!file || file.fieldname !== 'file') throw badRequest(upload.noFile);
    return { bytes: await file.toBuffer(), ...(file.filename ? { name: file.filename } : {}) };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, upload.tooLarge);
    // Malformed or cut-short multipart, or more parts than the one file: the client's mistake.
    throw badRequest(upload.noFile);
  }
}
