import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, messageSchema } from '@lyceum/shared/common';
import {
  bankCopyRequestSchema,
  bankCopyResponseSchema,
  bankItemSchema,
  bankListQuerySchema,
  bankPageSchema,
  bankSaveRequestSchema,
  bankSaveResponseSchema,
  bankTagListSchema,
  bankTagsQuerySchema,
  bankUpdateRequestSchema,
} from '@lyceum/shared/question-bank';
import { formatMessage } from '../../lib/i18n';
import { requestLocale } from '../../lib/request-locale';
import { actorOf } from '../../plugins/auth';
import { copiesForQuiz, deleteFromBank, listBank, listBankTags, saveToBank, updateInBank } from './bank.service';
import { BANK_ERRORS } from './question-bank-errors.messages';

/**
 * The question bank (issue 36): a teacher's own and each class's, for its teachers and admins.
 * Every rule is the service's (bank-access.ts); these only route.
 */
export const questionBankRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.get(
    '/question-bank/items',
    { schema: { operationId: 'listBankItems', summary: "A bank's items, newest first, searched by the prompt's words and a tag (own bank, or a class's for its teachers)", refuses: [403, 404], querystring: bankListQuerySchema, response: { 200: bankPageSchema } } },
    async (request) => listBank(db, actorOf(request), request.query),
  );

  app.get(
    '/question-bank/tags',
    { schema: { operationId: 'listBankTags', summary: "A bank's tags with how many items carry each", refuses: [403, 404], querystring: bankTagsQuerySchema, response: { 200: bankTagListSchema } } },
    async (request) => listBankTags(db, actorOf(request), request.query.classId),
  );

  app.post(
    '/question-bank/items',
    { schema: { operationId: 'saveBankItems', summary: 'Save one or more quiz items, with tags, to your bank or a class\'s (copies)', refuses: [403, 404, 409], body: bankSaveRequestSchema, response: { 201: bankSaveResponseSchema } } },
    async (request, reply) => {
      const items = await saveToBank(db, actorOf(request), request.body.classId, request.body.items);
      const message = formatMessage(await requestLocale(request), BANK_ERRORS.saved, { count: items.length });
      return reply.code(201).send({ message, items });
    },
  );

  app.put(
    '/question-bank/items/:id',
    { schema: { operationId: 'updateBankItem', summary: 'Replace a bank item and its tags (quizzes that copied it keep their copy)', refuses: [403, 404, 409], params: idParamsSchema, body: bankUpdateRequestSchema, response: { 200: bankItemSchema } } },
    async (request) => updateInBank(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/question-bank/items/:id',
    { schema: { operationId: 'deleteBankItem', summary: 'Delete a bank item (quizzes that copied it keep their copy)', refuses: [403, 404, 409], params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await deleteFromBank(db, actorOf(request), request.params.id);
      return { message: formatMessage(await requestLocale(request), BANK_ERRORS.deleted) };
    },
  );

  app.post(
    '/question-bank/copies',
    { schema: { operationId: 'copyBankItems', summary: "Bank items as new quiz items to add to a quiz, each with an id the quiz does not have", refuses: [403, 404], body: bankCopyRequestSchema, response: { 200: bankCopyResponseSchema } } },
    async (request) => ({ items: await copiesForQuiz(db, actorOf(request), request.body.ids, request.body.takenIds) }),
  );
};
