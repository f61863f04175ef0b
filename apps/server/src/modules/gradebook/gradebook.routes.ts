import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@lyceum/shared/common';
import { gradebookSchema } from '@lyceum/shared/gradebook';
import { requestLocale } from '../../lib/request-locale';
import { actorOf } from '../../plugins/auth';
import { sendJson } from '../lists/json-page';
import { GradebookCache } from './gradebook-cache';
import { gradebookCsv, gradebookFileDisposition } from './gradebook-csv';
import { gradebookResponse, readGradebook } from './gradebook.service';

/** A class's gradebook: the class's teachers and admins see every student, a student their own row. */
export const gradebookRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  // The teachers' gradebooks of this process, each kept while its class's version is unchanged.
  const cache = new GradebookCache();

  app.get(
    '/classes/:id/gradebook',
    {
      schema: {
        operationId: 'getGradebook',
        summary: "The class's students × assignments with grades and statuses, and the averages (a student: their own row)",
        refuses: [404],
        params: idParamsSchema,
        response: { 200: gradebookSchema },
      },
    },
    async (request, reply) => {
      const body = await gradebookResponse(db, actorOf(request), request.params.id, cache);
      return Buffer.isBuffer(body) ? sendJson(reply as unknown as FastifyReply, body) : body;
    },
  );

  app.get(
    '/classes/:id/gradebook.csv',
    {
      schema: {
        operationId: 'downloadGradebook',
        summary: "The gradebook as CSV (a student: their own row): Student,Email, one column per assignment, Average; its words in the requester's language",
        refuses: [404],
        params: idParamsSchema,
        rawAnswers: { 200: 'CSV (UTF-8 with BOM, RFC 4180): Student,Email,<assignment (max N)>…,Average; cells that would start a formula begin with an apostrophe' },
      },
    },
    async (request, reply) => {
      const { book, emailOf } = await readGradebook(db, actorOf(request), request.params.id);
      const raw = reply as unknown as FastifyReply;
      return raw
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', gradebookFileDisposition(book.class.name))
        .header('cache-control', 'no-store')
        .send(gradebookCsv(book, emailOf, new Date(), await requestLocale(request)));
    },
  );
};
