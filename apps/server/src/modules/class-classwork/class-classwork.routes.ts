import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLASSWORK_PAGE_DEFAULT, classworkPageSchema } from '@lyceum/shared/class-classwork';
import { idParamsSchema, pageQuerySchema } from '@lyceum/shared/common';
import { actorOf } from '../../plugins/auth';
import { sendPage } from '../lists/paging';
import { listClasswork } from './class-classwork.service';

/** GET /api/classes/{id}/classwork: the class page's Classwork tab in one request. */
export const classworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.get(
    '/classes/:id/classwork',
    {
      schema: {
        operationId: 'listClasswork',
        summary: "List a class's materials and assignments, newest first, with the caller's side of each assignment, paged",
        refuses: [404],
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: classworkPageSchema },
      },
    },
    async (request, reply) => {
      const limit = request.query.limit ?? CLASSWORK_PAGE_DEFAULT;
      return sendPage(request, reply, limit, await listClasswork(db, actorOf(request), request.params.id, limit, request.query.cursor));
    },
  );
};
