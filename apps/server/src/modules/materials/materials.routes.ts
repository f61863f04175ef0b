import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { materialListSchema, materialRequestSchema, materialSchema } from '@lyceum/shared/materials';
import { MSG } from '@lyceum/shared/messages';
import { registerClassworkRoutes } from '../classwork/classwork.routes';
import { materials } from './materials.service';

/** Materials: class members read, admins and the class's teachers write. */
export const materialRoutes: FastifyPluginAsyncZod = async (app) => {
  registerClassworkRoutes(app, {
    path: 'materials',
    service: materials,
    schemas: { request: materialRequestSchema, item: materialSchema, list: materialListSchema },
    docs: {
      list: { operationId: 'listTopicMaterials', summary: 'List the materials of a topic' },
      create: { operationId: 'createMaterial', summary: 'Add a material to a topic' },
      get: { operationId: 'getMaterial', summary: 'Read a material' },
      update: { operationId: 'updateMaterial', summary: 'Edit a material' },
      remove: { operationId: 'deleteMaterial', summary: 'Delete a material and its comments' },
    },
    deleted: MSG.materialDeleted,
  });
};
