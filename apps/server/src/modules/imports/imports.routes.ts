import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@lyceum/shared/common';
import { importListSchema, importRecordSchema, importRowsPageSchema, importRowsQuerySchema, ONEROSTER_ZIP_MAX_BYTES, ROSTER_CSV_MAX_BYTES } from '@lyceum/shared/imports';
import { requestLocale } from '../../lib/request-locale';
import { MULTIPART_OVERHEAD, uploadedFile, type Upload } from '../../lib/uploaded-file';
import { requireRole } from '../../plugins/auth';
import type { InviteSettings } from '../invitations/invitations.service';
import { importRowsPage } from './import-rows';
import { recordIn } from './problem-text';
import { commitImport, failOrphanedImports, getImport, listImports, previewImport } from './imports.service';
import { readOneRosterBundle } from './oneroster/read-bundle';
import { IMPORT_UPLOAD } from './roster-problems';
import { parseUsersCsv } from './users-csv';

const CSV_UPLOAD: Upload = { maxBytes: ROSTER_CSV_MAX_BYTES, noFile: IMPORT_UPLOAD.noFile, tooLarge: IMPORT_UPLOAD.tooLarge };
const BUNDLE_UPLOAD: Upload = { maxBytes: ONEROSTER_ZIP_MAX_BYTES, noFile: IMPORT_UPLOAD.noBundle, tooLarge: IMPORT_UPLOAD.bundleTooLarge };

/**
 * Roster imports (admins): a preview that writes nothing but its own record, then a commit that
 * applies it all or nothing. Multipart and text/csv are parsed in this plugin only: every other
 * route still answers a non-JSON body with 415.
 */
export const importRoutes: FastifyPluginAsyncZod<{ invites: InviteSettings }> = async (app, { invites }) => {
  const db = app.db.kysely;
  await app.register(fastifyMultipart);
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: ROSTER_CSV_MAX_BYTES }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('application/zip', { parseAs: 'buffer', bodyLimit: ONEROSTER_ZIP_MAX_BYTES }, (_request, body, done) => done(null, body));

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
      const { bytes, name } = await uploadedFile(request, CSV_UPLOAD);
      // A line or field past the bounds refuses the upload (413) with the file's name and the line.
      return reply.code(201).send(recordIn(await requestLocale(request), await previewImport(db, actor, 'users-csv', bytes, (csv) => parseUsersCsv(csv, name))));
    },
  );

  app.post(
    '/imports/oneroster/preview',
    {
      bodyLimit: ONEROSTER_ZIP_MAX_BYTES + MULTIPART_OVERHEAD,
      schema: {
        operationId: 'previewOneRosterImport',
        summary: "Check a OneRoster 1.2 CSV bundle (a zip; multipart part 'file' or an application/zip body) and store the preview; nothing else is written (admins)",
        consumes: ['multipart/form-data', 'application/zip'],
        refuses: [403],
        response: { 201: importRecordSchema },
      },
    },
    async (request, reply) => {
      const actor = requireRole(request, 'admin');
      const { bytes } = await uploadedFile(request, BUNDLE_UPLOAD);
      return reply.code(201).send(recordIn(await requestLocale(request), await previewImport(db, actor, 'oneroster', bytes, readOneRosterBundle)));
    },
  );

  // A start after a stop mid-commit: those imports' transactions never committed. Never stops the
  // start: on SQLite, a commit running in another process holds the write lock (SQLITE_BUSY), and
  // it is not orphaned.
  try {
    const orphans = await failOrphanedImports(db);
    if (orphans.length > 0) app.log.warn({ imports: orphans }, 'imports left running by a stopped server marked failed');
  } catch (error) {
    app.log.warn({ err: error }, 'imports left running could not be checked at start');
  }
  // Commits running in the background: closing the server waits for them to end.
  const jobs = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...jobs]);
  });

  app.post(
    '/imports/:id/commit',
    {
      schema: {
        operationId: 'commitImport',
        summary:
          'Start applying a previewed import, all or nothing, as a background job: answers at once with it running; GET /api/imports/{id} follows its progress and outcome (admins); refused while it has problems or an import is running',
        refuses: [403, 404, 409],
        params: idParamsSchema,
        response: { 202: importRecordSchema },
      },
    },
    async (request, reply) => {
      const { record, settled } = await commitImport(db, requireRole(request, 'admin'), request.params.id, invites, (error) =>
        app.log.error({ err: error, import: request.params.id }, 'import commit failed'),
      );
      jobs.add(settled);
      void settled.finally(() => jobs.delete(settled));
      return reply.code(202).send(recordIn(await requestLocale(request), record));
    },
  );

  app.get(
    '/imports/:id',
    { schema: { operationId: 'getImport', summary: 'An import: its status, counts and problems (admins)', refuses: [403, 404], params: idParamsSchema, response: { 200: importRecordSchema } } },
    async (request) => {
      requireRole(request, 'admin');
      return recordIn(await requestLocale(request), await getImport(db, request.params.id));
    },
  );

  app.get(
    '/imports/:id/rows',
    {
      schema: {
        operationId: 'listImportRows',
        summary:
          "An import's rows, a page at a time (admins): what the preview would do (or, once committed, what the commit did) to each record, with its file, line, problems and warnings; `show` picks a tab (an action, or the rows with problems), `counts` says how many each tab holds. 409 for an import previewed before rows were kept",
        refuses: [403, 404, 409],
        params: idParamsSchema,
        querystring: importRowsQuerySchema,
        response: { 200: importRowsPageSchema },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      return importRowsPage(db, request.params.id, request.query, await requestLocale(request));
    },
  );

  app.get('/imports', { schema: { operationId: 'listImports', summary: 'The latest imports, newest first (admins)', refuses: [403], response: { 200: importListSchema } } }, async (request) => {
    requireRole(request, 'admin');
    const locale = await requestLocale(request);
    return (await listImports(db)).map((record) => recordIn(locale, record));
  });
};
