import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignmentPageSchema } from '@lyceum/shared/assignments';
import { pageQuerySchema } from '@lyceum/shared/common';
import { PAGE_SIZE_DEFAULT } from '@lyceum/shared/limits';
import { materialPageSchema } from '@lyceum/shared/materials';
import { actorOf } from '../../plugins/auth';
import { sendJson } from './json-page';
import { listAssignments, listAssignmentsJson, listMaterials } from './lists.service';
import { linkNext } from './paging';

/** GET /api/assignments and GET /api/materials: everything in the caller's classes, paged by cursor. */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  // On SQLite the assignments page comes as SQLite wrote it, not as objects (json-page.ts).
  const sqliteWritesJson = app.db.dialect === 'sqlite';

  app.get(
    '/assignments',
    { schema: { querystring: pageQuerySchema, response: { 200: assignmentPageSchema } } },
    async (request, reply) => {
      const limit = request.query.limit ?? PAGE_SIZE_DEFAULT;
      if (sqliteWritesJson) {
        const page = await listAssignmentsJson(db, actorOf(request), limit, request.query.cursor);
        linkNext(request, reply, limit, page.next);
        return sendJson(reply, page.items);
      }
      const page = await listAssignments(db, actorOf(request), limit, request.query.cursor);
      linkNext(request, reply, limit, page.next);
      return page.items;
    },
  );

  app.get(
    '/materials',
    { schema: { querystring: pageQuerySchema, response: { 200: materialPageSchema } } },
    async (request, reply) => {
      const limit = request.query.limit ?? PAGE_SIZE_DEFAULT;
      const page = await listMaterials(db, actorOf(request), limit, request.query.cursor);
      linkNext(request, reply, limit, page.next);
      return page.items;
    },
  );
};
