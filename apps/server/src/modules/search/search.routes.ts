import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@lyceum/shared/search';
import { actorOf } from '../../plugins/auth';
import { search } from './search.service';

/** GET /api/search: one box that finds what the caller may see. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        operationId: 'search',
        summary: 'Find classes, topics, materials, assignments, comments and people the caller may see, best first',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request) => search(app.db.kysely, app.db.dialect, actorOf(request), request.query.q),
  );
};
