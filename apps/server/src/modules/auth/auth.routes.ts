import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from '@lyceum/shared/auth';
import { clientAddress } from '../../lib/client-address';
import { unauthorized } from '../../lib/http-errors';
import { isLocale, resolveLocale } from '@lyceum/shared/i18n';
import { profileSchema, updatePreferencesRequestSchema } from '@lyceum/shared/i18n-schemas';
import { actorOf, requireRole, signToken } from '../../plugins/auth';
import { schoolDefaultLocale } from '../school-settings/school-settings.repository';
import { userCache } from '../users/user-cache';
import { findUserById, setUserPreferences, toPublicUser } from '../users/users.repository';
import type { InviteSettings } from '../invitations/invitations.service';
import { createUser } from '../users/users.service';
import { checkCredentials } from './auth.service';
import { audited } from './sign-in-events';
import { API_ERRORS } from '../../lib/api-errors.messages';
import { CONFIRMATIONS } from '../../lib/confirmations.messages';
import { formatMessage } from '../../lib/i18n';
import { requestLocale } from '../../lib/request-locale';

export const authRoutes: FastifyPluginAsyncZod<{ invites: InviteSettings }> = async (app, { invites }) => {
  const db = app.db.kysely;

  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: { operationId: 'signIn', summary: 'Sign in with email and password', refuses: [401, 403], body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request) => {
      // Refused (429) before the password is hashed; a right password hands the attempt back.
      const { email, password } = request.body;
      const address = clientAddress(request);
      const attempt = await app.signInLimiter.begin(email, address);
      const user = await audited(db, { who: email, method: 'password', address }, () => checkCredentials(db, email, password));
      await attempt.succeeded();
      return { token: signToken(app, user), _id: user.id, name: user.name, role: user.role };
    },
  );

  // The signed-in user, so a restored session can be checked against the server; with the language
  // they read: their choice, else their browser's (Accept-Language), else the school's default.
  const profileOf = async (request: FastifyRequest) => {
    const user = await findUserById(db, actorOf(request).id);
    if (!user) throw unauthorized(API_ERRORS.invalidToken);
    const locale = resolveLocale({ user: user.locale, acceptLanguage: request.headers['accept-language'], school: await schoolDefaultLocale(db) });
    return Object.assign(toPublicUser(user), { localePreference: isLocale(user.locale) ? user.locale : null, locale, timeZone: user.time_zone });
  };
  app.get('/auth/me', { schema: { operationId: 'getSignedInUser', summary: 'The signed-in user', response: { 200: profileSchema } } }, profileOf);

  app.put(
    '/auth/me/preferences',
    { schema: { operationId: 'updateMyPreferences', summary: 'Choose my language and time zone (null: automatic)', body: updatePreferencesRequestSchema, response: { 200: profileSchema } } },
    async (request) => {
      const { id } = actorOf(request);
      await setUserPreferences(db, id, request.body);
      // The cached user carries their language (errors are answered in it): read it afresh here;
      // another process notices within the cache's few seconds. Not evict(): that would end their event streams.
      userCache(db).forget(id);
      return profileOf(request);
    },
  );

  app.post(
    '/auth/register',
    { schema: { operationId: 'registerUser', summary: 'Register a user (admins)', refuses: [403, 409], body: registerRequestSchema, response: { 201: registerResponseSchema } } },
    async (request, reply) => {
      requireRole(request, 'admin');
      const user = await createUser(db, request.body, invites);
      return reply.code(201).send({ message: formatMessage(await requestLocale(request), CONFIRMATIONS.registerSuccess), user });
    },
  );
};
