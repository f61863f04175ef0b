import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@lyceum/shared/common';
import { QTI_PACKAGE_MAX_BYTES, quizItemsImportedSchema, quizItemsImportSchema } from '@lyceum/shared/quiz-import';
import { quizImportPreviewSchema } from '@lyceum/shared/quizzes';
import { HttpError, localized } from '../../lib/http-errors';
import { MULTIPART_OVERHEAD, uploadedFile, type Upload } from '../../lib/uploaded-file';
import { requestLocale } from '../../lib/request-locale';
import { actorOf } from '../../plugins/auth';
import { readerOf } from '../files/reader';
import { importIntoQuiz } from './quiz-import-commit';
import { QUIZ_IMPORT_ERRORS } from './quiz-import.messages';
import { previewQtiPackage, requireImporter } from './quiz-import-preview';

const PACKAGE_UPLOAD: Upload = {
  maxBytes: QTI_PACKAGE_MAX_BYTES,
  noFile: QUIZ_IMPORT_ERRORS.noPackage,
  tooLarge: localized(QUIZ_IMPORT_ERRORS.packageTooLarge, { limitMb: QTI_PACKAGE_MAX_BYTES / (1024 * 1024) }),
};

/** A zip starts with a local file header (or, empty, with the end of its central directory). */
const looksLikeZip = (bytes: Buffer) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && [0x03, 0x05].includes(bytes[2] ?? 0);

/**
 * Importing questions (docs/quizzes.md): a QTI content package's preview (a zip upload, so
 * multipart and application/zip are parsed in this plugin only), and the commit of previewed
 * items into a quiz, all or nothing. The text formats' preview is in quizzes.routes.ts.
 */
export const quizImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  await app.register(fastifyMultipart);
  app.addContentTypeParser('application/zip', { parseAs: 'buffer', bodyLimit: QTI_PACKAGE_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/quizzes/import-preview/package',
    {
      bodyLimit: QTI_PACKAGE_MAX_BYTES + MULTIPART_OVERHEAD,
      schema: {
        operationId: 'previewQuizPackageImport',
        summary:
          "Read a QTI 3.0 or 2.1 content package (a zip with imsmanifest.xml; multipart part 'file' or an application/zip body) into items and problems in the manifest's order, saving nothing (teachers and admins)",
        consumes: ['multipart/form-data', 'application/zip'],
        refuses: [403],
        response: { 200: quizImportPreviewSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      requireImporter(actor);
      const { bytes } = await uploadedFile(request, PACKAGE_UPLOAD);
      if (!looksLikeZip(bytes)) throw new HttpError(415, QUIZ_IMPORT_ERRORS.notAZip);
      return previewQtiPackage(actor, bytes, await requestLocale(request));
    },
  );

  app.post(
    '/quizzes/:id/import',
    {
      schema: {
        operationId: 'importQuizItems',
        summary: "Add previewed items after a quiz's own, all or nothing: any item refused (with the list) leaves the quiz as it was (the class's teachers and admins)",
        refuses: [403, 404, 409],
        params: idParamsSchema,
        body: quizItemsImportSchema,
        response: { 200: quizItemsImportedSchema },
      },
    },
    async (request) => importIntoQuiz(db, actorOf(request), request.params.id, request.body.items, readerOf(request)),
  );
};
