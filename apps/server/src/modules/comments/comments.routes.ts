import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commentListSchema,
  commentSchema,
  commentTargetParamsSchema,
  createCommentRequestSchema,
} from '@lyceum/shared/comments';
import { idParamsSchema, messageSchema } from '@lyceum/shared/common';
import { actorOf } from '../../plugins/auth';
import { addComment, listComments, removeComment } from './comments.service';
import { CONFIRMATIONS } from '../../lib/confirmations.messages';
import { formatMessage } from '../../lib/i18n';
import { requestLocale } from '../../lib/request-locale';

/** Comments on materials and assignments: class members read and post; authors and admins delete. */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.get(
    '/comments/:targetType/:targetId',
    { schema: { operationId: 'listComments', summary: 'List the comments on a material or an assignment', refuses: [404], params: commentTargetParamsSchema, response: { 200: commentListSchema } } },
    async (request) => listComments(db, actorOf(request), request.params.targetType, request.params.targetId),
  );

  app.post(
    '/comments',
    { schema: { operationId: 'createComment', summary: 'Comment on a material or an assignment', refuses: [404, 409], body: createCommentRequestSchema, response: { 201: commentSchema } } },
    async (request, reply) => reply.code(201).send(await addComment(db, actorOf(request), request.body)),
  );

  app.delete(
    '/comments/:id',
    { schema: { operationId: 'deleteComment', summary: 'Delete a comment (its author or an admin)', refuses: [403, 404, 409], params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await removeComment(db, actorOf(request), request.params.id);
      return { message: formatMessage(await requestLocale(request), CONFIRMATIONS.commentDeleted) };
    },
  );
};
