import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../lib/http-errors';
import { API_ERRORS } from '../lib/api-errors.messages';

/**
 * JSON is the one body type of the API, sent as UTF-8 and uncompressed.
 * - Fastify also parses text/plain by default, so such a body reached the schema and got a 400
 *   while every other type got a 415: without that parser, any body that is not application/json
 *   is a 415. A route that takes another type (a multipart upload) registers a parser for it in its
 *   own plugin, where it applies to that route alone.
 * - A body with a Content-Encoding (gzip, say) was parsed as if it were plain, so a compressed body
 *   got "malformed JSON" and a body merely labelled so was taken: RFC 9110 answers a content
 *   coding the server does not take with a 415, and that is what it gets, before anything is read.
 * - Bytes that are not UTF-8 (text sent as Latin-1, say) were decoded with U+FFFD in their place
 *   and saved that way, with a 201: now a 400, and nothing is saved. The same parser otherwise
 *   (Fastify's own, which refuses `__proto__` and `constructor.prototype` keys).
 */
export function registerBodyTypes(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', (request, _reply, done) => {
    const coding = request.headers['content-encoding'];
    done(coding !== undefined && hasBody(request) && !/^\s*identity\s*$/i.test(coding) ? new HttpError(415, API_ERRORS.compressedBody) : undefined);
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) return done(badRequest(API_ERRORS.bodyNotUtf8), undefined);
    parseJson(request, bytes.toString('utf8'), done);
  });
}

/** Whether a request says it carries a body (a length above zero, or chunks). */
const hasBody = (request: FastifyRequest): boolean =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
