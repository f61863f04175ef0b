import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParamsSchema, messageSchema } from '@lyceum/shared/common';
import { actorOf } from '../../plugins/auth';
import { readerOf } from '../files/reader';
import type { ClassworkInput } from './classwork-kind';
import type { ClassworkService } from './classwork.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** An operation's OpenAPI id and summary. */
interface Doc {
  operationId: string;
  summary: string;
}

/** What a kind's routes need besides the core: its path, its shared schemas, its words. */
export interface ClassworkRoutesOf<Input extends ClassworkInput, Item> {
  /** The collection's path segment: /<path>, /<path>/:id and /topics/:id/<path>. */
  path: string;
  service: ClassworkService<Input, Item>;
  schemas: { request: z.ZodType<Input, unknown>; item: z.ZodType<Item, unknown>; list: z.ZodType<Item[], unknown> };
  docs: { list: Doc; create: Doc; get: Doc; update: Doc; remove: Doc };
  /** The answer to a delete. */
  deleted: string;
}

/** A kind's five routes: class members read, admins and the class's teachers write (the service decides). */
export function registerClassworkRoutes<Input extends ClassworkInput, Item>(app: App, kind: ClassworkRoutesOf<Input, Item>): void {
  const db = app.db.kysely;
  const { service, docs } = kind;
  // Fastify cannot type a route by a schema whose type is a type parameter, so the routes take the
  // schemas as plain zod types. A body arrives validated by kind.schemas.request, a ZodType<Input>
  // (checked where the kind calls this), so it is the kind's Input; answers are Items, which the
  // item and list schemas serialise.
  const schemas: Record<'request' | 'item' | 'list', z.ZodType> = kind.schemas;

  app.get(
    `/topics/:id/${kind.path}`,
    { schema: { ...docs.list, refuses: [404], params: idParamsSchema, response: { 200: schemas.list } } },
    async (request) => service.listOfTopic(db, actorOf(request), request.params.id, readerOf(request)),
  );

  app.post(
    `/${kind.path}`,
    { schema: { ...docs.create, refuses: [403, 404, 409], body: schemas.request, response: { 201: schemas.item } } },
    async (request, reply) => reply.code(201).send(await service.create(db, actorOf(request), request.body as Input, readerOf(request))),
  );

  app.get(
    `/${kind.path}/:id`,
    { schema: { ...docs.get, refuses: [404], params: idParamsSchema, response: { 200: schemas.item } } },
    async (request) => service.get(db, actorOf(request), request.params.id, readerOf(request)),
  );

  app.put(
    `/${kind.path}/:id`,
    { schema: { ...docs.update, refuses: [403, 404, 409], params: idParamsSchema, body: schemas.request, response: { 200: schemas.item } } },
    async (request) => service.update(db, actorOf(request), request.params.id, request.body as Input, readerOf(request)),
  );

  app.delete(
    `/${kind.path}/:id`,
    { schema: { ...docs.remove, refuses: [403, 404, 409], params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await service.remove(db, actorOf(request), request.params.id);
      return { message: kind.deleted };
    },
  );
}
