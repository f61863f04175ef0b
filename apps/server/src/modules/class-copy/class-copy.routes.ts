import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { copyClassRequestSchema } from '@lyceum/shared/class-copy';
import { classDetailSchema } from '@lyceum/shared/classes';
import { errorSchema, idParamsSchema } from '@lyceum/shared/common';
import { requestLocale } from '../../lib/request-locale';
import { actorOf } from '../../plugins/auth';
import type { FilesContext } from '../files/files-context';
import { copyClass } from './class-copy.service';

/** Copy class (class-copy.service.ts says what is copied and who may). */
export const classCopyRoutes: FastifyPluginAsyncZod<{ files: FilesContext }> = async (app, { files }) => {
  app.post(
    '/classes/:id/copy',
    {
      schema: {
        operationId: 'copyClass',
        summary: "Copy a class with its topics, classwork (files included) and question bank, none of its students' work (admins, its teachers)",
        refuses: [403, 404, 409],
        params: idParamsSchema,
        body: copyClassRequestSchema,
        response: { 201: classDetailSchema, 507: errorSchema },
      },
    },
    async (request, reply) => {
      const detail = await copyClass(files, actorOf(request), request.params.id, request.body.name, await requestLocale(request));
      return reply.code(201).send(detail);
    },
  );
};
