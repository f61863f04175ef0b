import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, messageSchema } from '@lyceum/shared/common';
import { createTopicRequestSchema, topicListSchema, topicSchema } from '@lyceum/shared/topics';
import { actorOf } from '../../plugins/auth';
import { sendJson, writesJsonInSql } from '../lists/json-page';
import { createTopic, getTopic, listTopicsOfClass, listTopicsOfClassJson, removeTopic } from './topics.service';
import { CONFIRMATIONS } from '../../lib/confirmations.messages';
import { formatMessage } from '../../lib/i18n';
import { requestLocale } from '../../lib/request-locale';

/** Topics of a class: members read, admins and the class's teachers add and delete. */
export const topicRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const sqliteWritesJson = writesJsonInSql(app.db);

  app.get(
    '/classes/:id/topics',
    { schema: { operationId: 'listClassTopics', summary: 'List the topics of a class', refuses: [404], params: idParamsSchema, response: { 200: topicListSchema } } },
    async (request, reply) =>
      sqliteWritesJson
        ? sendJson(reply, await listTopicsOfClassJson(db, actorOf(request), request.params.id))
        : listTopicsOfClass(db, actorOf(request), request.params.id),
  );

  app.post(
    '/topics',
    { schema: { operationId: 'createTopic', summary: 'Add a topic to a class', refuses: [403, 404, 409], body: createTopicRequestSchema, response: { 201: topicSchema } } },
    async (request, reply) => reply.code(201).send(await createTopic(db, actorOf(request), request.body)),
  );

  app.get(
    '/topics/:id',
    { schema: { operationId: 'getTopic', summary: 'Read a topic', refuses: [404], params: idParamsSchema, response: { 200: topicSchema } } },
    async (request) => getTopic(db, actorOf(request), request.params.id),
  );

  app.delete(
    '/topics/:id',
    { schema: { operationId: 'deleteTopic', summary: 'Delete a topic with its materials, assignments and comments', refuses: [403, 404, 409], params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await removeTopic(db, actorOf(request), request.params.id);
      return { message: formatMessage(await requestLocale(request), CONFIRMATIONS.topicDeleted) };
    },
  );
};
