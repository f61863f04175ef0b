import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, messageSchema } from '@lyceum/shared/common';
import { publicUserSchema, updateUserRequestSchema, usersQuerySchema, usersResponseSchema } from '@lyceum/shared/users';
import { requireRole } from '../../plugins/auth';
import { filterUsers, listUsers, toPublicUser } from './users.repository';
import { editUser, removeUser, setUserActive } from './users.service';
import { CONFIRMATIONS } from '../../lib/confirmations.messages';
import { formatMessage } from '../../lib/i18n';
import { requestLocale } from '../../lib/request-locale';

/** Users management and the fallback member lists: admins only. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.get(
    '/users',
    { schema: { operationId: 'listUsers', summary: 'List the users, all or those the filters keep (admins)', refuses: [403], querystring: usersQuerySchema, response: { 200: usersResponseSchema } } },
    async (request) => {
      requireRole(request, 'admin');
      return (await filterUsers(db, request.query)).map(toPublicUser);
    },
  );

  app.put(
    '/users/:id',
    { schema: { operationId: 'updateUser', summary: 'Edit a user (admins)', refuses: [403, 404, 409], params: idParamsSchema, body: updateUserRequestSchema, response: { 200: publicUserSchema } } },
    async (request) => {
      const actor = requireRole(request, 'admin');
      return editUser(db, actor, request.params.id, request.body);
    },
  );

  // Separate actions rather than a field of the edit: each is one clear, idempotent step, and the
  // edit keeps its "blank keeps the value" form.
  for (const [action, active] of [['deactivate', false], ['reactivate', true]] as const) {
    app.post(
      `/users/:id/${action}`,
      {
        schema: {
          operationId: `${action}User`,
          summary: active ? 'Reactivate a deactivated user (admins)' : 'Deactivate a user: no sign-in, tokens revoked, their work kept (admins)',
          refuses: [403, 404],
          params: idParamsSchema,
          response: { 200: publicUserSchema },
        },
      },
      async (request) => setUserActive(db, requireRole(request, 'admin'), request.params.id, active),
    );
  }

  app.delete(
    '/users/:id',
    { schema: { operationId: 'deleteUser', summary: 'Delete a user (admins)', refuses: [403, 404], params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      const actor = requireRole(request, 'admin');
      await removeUser(db, actor, request.params.id);
      return { message: formatMessage(await requestLocale(request), CONFIRMATIONS.userDeleted) };
    },
  );

  // The users screen's fallback list and the edit-class member pickers.
  const roleParams = z.object({ role: z.enum(['teachers', 'students']) });
  app.get(
    '/classes/members/:role',
    { schema: { operationId: 'listUsersByRole', summary: 'List all teachers or all students (admins)', refuses: [403], params: roleParams, response: { 200: usersResponseSchema } } },
    async (request) => {
      requireRole(request, 'admin');
      const role = request.params.role === 'teachers' ? 'teacher' : 'student';
      return (await listUsers(db, role)).map(toPublicUser);
    },
  );
};
