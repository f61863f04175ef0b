import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignmentPageSchema } from '@lyceum/shared/assignments';
import { pageQuerySchema } from '@lyceum/shared/common';
import { PAGE_SIZE_DEFAULT } from '@lyceum/shared/limits';
import { materialPageSchema } from '@lyceum/shared/materials';
import { actorOf } from '../../plugins/auth';
import { writesJsonInSql } from './json-page';
import { sendPage } from './paging';
import { readerOf } from '../files/reader';
import { listAssignments, listAssignmentsJson, listMaterials } from './lists.service';

/** GET /api/assignments and GET /api/materials: everything in the caller's classes, paged by cursor. */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  // On SQLite this page comes as SQLite wrote it, not as objects (lists/json-page.ts).
  const listAssignmentsPage = writesJsonInSql(app.db) ? listAssignmentsJson : listAssignments;

  app.get(
    '/assignments',
    { schema: { operationId: 'listAssignments', summary: "List the assignments of all the caller's classes, paged", querystring: pageQuerySchema, response: { 200: assignmentPageSchema } } },
    async (request, reply) => {
      const limit = request.query.limit ?? PAGE_SIZE_DEFAULT;
      return sendPage(request, reply, limit, await listAssignmentsPage(db, actorOf(request), limit, request.query.cursor));
    },
  );

  app.get(
    '/materials',
    { schema: { operationId: 'listMaterials', summary: "List the materials of all the caller's classes, paged", querystring: pageQuerySchema, response: { 200: materialPageSchema } } },
    async (request, reply) => {
      const limit = request.query.limit ?? PAGE_SIZE_DEFAULT;
      return sendPage(request, reply, limit, await listMaterials(db, actorOf(request), readerOf(request), limit, request.query.cursor));
    },
  );
};
