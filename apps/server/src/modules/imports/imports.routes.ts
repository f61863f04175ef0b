import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@lyceum/shared/common';
import { IMPORT_MSG, importListSchema, importRecordSchema, ROSTER_CSV_MAX_BYTES } from '@lyceum/shared/imports';
import { badRequest, HttpError } from '../../lib/http-errors';
import { requireRole } from '../../plugins/auth';
import type { InviteSettings } from '../invitations/invitations.service';
import { commitImport, getImport, listImports, previewImport } from './imports.service';
import { parseUsersCsv } from './users-csv';

/** Room for the multipart framing around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = () => new HttpError(413, IMPORT_MSG.tooLarge);

/** The uploaded CSV's bytes: one multipart part named "file", or a text/csv body. */
async function csvBytes(request: FastifyRequest): Promise<Buffer> {
  if (Buffer.isBuffer(request.body)) return request.body;
  // No body of either type: as the upload route says, the type is what is wrong (415).
  if (!request.isMultipart()) throw new HttpError(415, IMPORT_MSG.noFile);
  try {
    const file = await request.file({ limits: { fileSize: ROSTER_CSV_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    if (!file || file.fieldname !== 'file') throw badRequest(IMPORT_MSG.noFile);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Malformed or cut-short multipart, or more parts than the one file: the client's mistake.
    throw badRequest(IMPORT_MSG.noFile);
  }
}

/**
 * Roster imports (admins): a preview that writes nothing but its own record, then a commit that
 * applies it all or nothing. Multipart and text/csv are parsed in this plugin only: every other
 * route still answers a non-JSON body with 415.
 */
export const importRoutes: FastifyPluginAsyncZod<{ invites: InviteSettings }> = async (app, { invites }) => {
  const db = app.db.kysely;
  await app.register(fastifyMultipart);
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: ROSTER_CSV_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/imports/users/preview',
    {
      bodyLimit: ROSTER_CSV_MAX_BYTES + MULTIPART_OVERHEAD,
      schema: {
        operationId: 'previewUsersImport',
        summary: "Check a users CSV (name,email,role[,password][,classes]; multipart part 'file' or a text/csv body) and store the preview; nothing else is written (admins)",
        consumes: ['multipart/form-data', 'text/csv'],
        refuses: [403],
        response: { 201: importRecordSchema },
      },
    },
    async (request, reply) => {
      const actor = requireRole(request, 'admin');
      const plan = parseUsersCsv(await csvBytes(request));
      return reply.code(201).send(await previewImport(db, actor, 'users-csv', plan));
    },
  );

  app.post(
    '/imports/:id/commit',
    {
      schema: {
        operationId: 'commitImport',
        summary: 'Apply a previewed import, all or nothing (admins); refused while it has problems',
        refuses: [403, 404, 409],
        params: idParamsSchema,
        response: { 200: importRecordSchema },
      },
    },
    async (request) => commitImport(db, requireRole(request, 'admin'), request.params.id, invites),
  );

  app.get(
    '/imports/:id',
    { schema: { operationId: 'getImport', summary: 'An import: its status, counts and problems (admins)', refuses: [403, 404], params: idParamsSchema, response: { 200: importRecordSchema } } },
    async (request) => {
      requireRole(request, 'admin');
      return getImport(db, request.params.id);
    },
  );

  app.get('/imports', { schema: { operationId: 'listImports', summary: 'The latest imports, newest first (admins)', refuses: [403], response: { 200: importListSchema } } }, async (request) => {
    requireRole(request, 'admin');
    return listImports(db);
  });
};
