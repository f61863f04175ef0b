import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/http-errors';
import { userCache } from '../users/user-cache';
import { FILE_ERRORS } from './file-errors.messages';

/**
 * onRequest of the download route: a request carrying a signed link (`?access=`) and no
 * Authorization header is signed in as the link's user, if the signature is ours, for this file,
 * unexpired, and the user still exists; the bearer check that follows then lets it through. A
 * request with a header goes the usual way.
 */
export async function signInByLink(request: FastifyRequest): Promise<void> {
  const { access } = request.query as { access?: unknown };
  const { id } = request.params as { id?: unknown };
  if (typeof access !== 'string' || typeof id !== 'string' || request.headers.authorization !== undefined) return;
  const userId = request.server.downloadLinks.verify(id, access);
  const user = userId === null ? undefined : await userCache(request.server.db.kysely).load(userId);
  if (!user) throw unauthorized(FILE_ERRORS.badLink);
  request.auth = { id: user.id, name: user.name, email: user.email, role: user.role };
}
