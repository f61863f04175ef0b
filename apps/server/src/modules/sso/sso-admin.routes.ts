import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, messageSchema } from '@lyceum/shared/common';
import { SIGN_IN_EVENTS_PAGE, SIGN_IN_EVENTS_PAGE_MAX, ssoProviderInputSchema, signInEventsPageSchema, ssoProviderCheckSchema, signInEventsQuerySchema, ssoProviderSchema, ssoProvidersSchema, ssoSettingsSchema } from '@lyceum/shared/sso';
import { textIn } from '../../lib/http-errors';
import { requestLocale } from '../../lib/request-locale';
import { requireRole } from '../../plugins/auth';
import { signInEventsPage } from '../auth/sign-in-events';
import { checkProvider, createProvider, presentProvider, removeProvider, updateProvider } from './sso-providers.service';
import type { SecretBox } from './sso-secrets';
import { readSsoSettings, writeSsoSettings } from './sso-settings';
import * as repo from './sso.repository';
import { CONFIRMATIONS } from '../../lib/confirmations.messages';
import { formatMessage } from '../../lib/i18n';

export interface SsoAdminRoutesOptions {
  box: SecretBox;
  publicUrl: string | undefined;
}

/** The admins' set-up of single sign-on, and the sign-in log. */
export const ssoAdminRoutes: FastifyPluginAsyncZod<SsoAdminRoutesOptions> = async (app, options) => {
  const db = app.db.kysely;
  const baseOf = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;

  app.get(
    '/admin/sso/providers',
    { schema: { operationId: 'listSsoProviders', summary: 'The identity providers (admins); secrets are never sent back', refuses: [403], response: { 200: ssoProvidersSchema } } },
    async (request) => {
      requireRole(request, 'admin');
      return (await repo.listProviders(db)).map((row) => presentProvider(row, baseOf(request)));
    },
  );

  app.post(
    '/admin/sso/providers',
    {
      schema: {
        operationId: 'createSsoProvider',
        summary: "Adds an OpenID Connect or SAML provider (admins); a SAML provider's metadata is read now (a 400 says why not); POST …/check then tells whether it answers",
        refuses: [403],
        body: ssoProviderInputSchema,
        response: { 201: ssoProviderSchema },
      },
    },
    async (request, reply) => {
      requireRole(request, 'admin');
      return reply.code(201).send(await createProvider(db, options.box, request.body, baseOf(request)));
    },
  );

  app.put(
    '/admin/sso/providers/:id',
    {
      schema: {
        operationId: 'updateSsoProvider',
        summary: "Replaces a provider's settings (admins); without clientSecret the stored one stays, without new metadata what was read stays",
        refuses: [403, 404],
        params: idParamsSchema,
        body: ssoProviderInputSchema,
        response: { 200: ssoProviderSchema },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      return updateProvider(db, options.box, request.params.id, request.body, baseOf(request));
    },
  );

  app.post(
    '/admin/sso/providers/:id/check',
    {
      schema: {
        operationId: 'checkSsoProvider',
        summary: "Whether the provider answers (admins): OpenID Connect discovery at its issuer, or a SAML IdP's metadata read again from its address (new certificates kept); ok, or the reason not",
        refuses: [403, 404],
        params: idParamsSchema,
        response: { 200: ssoProviderCheckSchema },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      const { ok, text } = await checkProvider(db, options.box, request.params.id);
      return { ok, message: textIn(await requestLocale(request), text) };
    },
  );

  app.delete(
    '/admin/sso/providers/:id',
    { schema: { operationId: 'deleteSsoProvider', summary: 'Removes a provider and the identities linked through it (admins)', refuses: [403, 404], params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      requireRole(request, 'admin');
      await removeProvider(db, request.params.id);
      return { message: formatMessage(await requestLocale(request), CONFIRMATIONS.providerRemoved) };
    },
  );

  app.get(
    '/admin/sso/settings',
    { schema: { operationId: 'getSsoSettings', summary: 'Which roles may not use passwords, and who people are told to ask (admins)', refuses: [403], response: { 200: ssoSettingsSchema } } },
    async (request) => {
      requireRole(request, 'admin');
      return readSsoSettings(db);
    },
  );

  app.put(
    '/admin/sso/settings',
    { schema: { operationId: 'updateSsoSettings', summary: 'Sets which roles may not use passwords, and who people are told to ask (admins)', refuses: [403], body: ssoSettingsSchema, response: { 200: ssoSettingsSchema } } },
    async (request) => {
      requireRole(request, 'admin');
      await writeSsoSettings(db, request.body);
      return readSsoSettings(db);
    },
  );

  app.get(
    '/admin/sign-in-events',
    {
      schema: {
        operationId: 'listSignInEvents',
        summary: `Sign-in attempts, newest first, ${SIGN_IN_EVENTS_PAGE} a page (limit: 1 to ${SIGN_IN_EVENTS_PAGE_MAX}); before: the next of the page before; filtered by who (part of the email or name given, or the user's name), method and outcome (admins)`,
        refuses: [403],
        querystring: signInEventsQuerySchema,
        response: { 200: signInEventsPageSchema },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      return signInEventsPage(db, request.query);
    },
  );
};
