import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, messageSchema } from '@lyceum/shared/common';
import { materialListSchema, materialRequestSchema, materialSchema } from '@lyceum/shared/materials';
import { MSG } from '@lyceum/shared/messages';
import { actorOf } from '../../plugins/auth';
import { readerOf } from '../files/reader';
import { materials } from './materials.service';

/** Materials: class members read, admins and the class's teachers write. */
export const materialRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.get(
    '/topics/:id/materials',
    { schema: { operationId: 'listTopicMaterials', summary: 'List the materials of a topic', refuses: [404], params: idParamsSchema, response: { 200: materialListSchema } } },
    async (request) => materials.listOfTopic(db, actorOf(request), request.params.id, readerOf(request)),
  );

  app.post(
    '/materials',
    { schema: { operationId: 'createMaterial', summary: 'Add a material to a topic', refuses: [403, 404, 409], body: materialRequestSchema, response: { 201: materialSchema } } },
    async (request, reply) => reply.code(201).send(await materials.create(db, actorOf(request), request.body, readerOf(request))),
  );

  app.get(
    '/materials/:id',
    { schema: { operationId: 'getMaterial', summary: 'Read a material', refuses: [404], params: idParamsSchema, response: { 200: materialSchema } } },
    async (request) => materials.get(db, actorOf(request), request.params.id, readerOf(request)),
  );

  app.put(
    '/materials/:id',
    { schema: { operationId: 'updateMaterial', summary: 'Edit a material', refuses: [403, 404, 409], params: idParamsSchema, body: materialRequestSchema, response: { 200: materialSchema } } },
    async (request) => materials.update(db, actorOf(request), request.params.id, request.body, readerOf(request)),
  );

  app.delete(
    '/materials/:id',
    { schema: { operationId: 'deleteMaterial', summary: 'Delete a material and its comments', refuses: [403, 404, 409], params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await materials.remove(db, actorOf(request), request.params.id);
      return { message: MSG.materialDeleted };
    },
  );
};
