import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@lyceum/shared/common';
import { ssoCallbackQuerySchema, ssoExchangeRequestSchema, ssoExchangeResponseSchema, ssoLogoutResponseSchema, ssoOptionsSchema, ssoStartQuerySchema } from '@lyceum/shared/sso';
import { clientAddress } from '../../lib/client-address';
import { signToken } from '../../plugins/auth';
import { browserIdOf, ensureBrowserId } from './browser-binding';
import type { SecretBox } from './sso-secrets';
import { samlRoutes } from './saml.routes';
import type { Next } from './sso-handoff';
import { serverTimingHook, withServerTiming } from './sso-timing';
import { exchangeHandoff, finishSignIn, logoutUrl, ssoOptions, startSignIn } from './sso.service';

export interface SsoRoutesOptions {
  box: SecretBox;
  /** PUBLIC_URL: where users reach the web app; else the origin the request came to. */
  publicUrl: string | undefined;
  /** SSO_SERVER_TIMING: sign-in answers tell Lyceum's time and the provider's (sso-timing.ts). */
  serverTiming?: boolean;
}

export const redirect = (reply: unknown, next: Next) => (reply as FastifyReply).header('cache-control', 'no-store').redirect(next.location, 303);

/** Signing in through the school's identity provider: the buttons, the round trip, the handoff. */
export const ssoRoutes: FastifyPluginAsyncZod<SsoRoutesOptions> = async (app, options) => {
  const deps = { db: app.db.kysely, box: options.box };
  const baseOf = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;
  const timed = <T>(reply: unknown, run: () => Promise<T>) => withServerTiming(options.serverTiming === true, reply, run);
  // This plugin's routes and the SAML ones registered below.
  if (options.serverTiming === true) app.addHook('onSend', serverTimingHook);

  app.get(
    '/auth/sso',
    { config: { public: true }, schema: { operationId: 'getSignInOptions', summary: "The sign-in page's provider buttons, and the roles that may not use a password", response: { 200: ssoOptionsSchema } } },
    async () => ssoOptions(deps.db),
  );

  app.get(
    '/auth/sso/:id/start',
    {
      config: { public: true },
      // Browser navigations, not API operations (a 303 and nothing else): kept out of the OpenAPI
      // document; docs/sso.md describes them.
      schema: {
        hide: true,
        operationId: 'startSsoSignIn',
        summary: "Goes to the provider's sign-in (a browser navigation): 303 to the provider, or to the web app's /sso page with a code for why not",
        params: idParamsSchema,
        querystring: ssoStartQuerySchema,
        rawAnswers: { 303: 'To the provider, or to /sso#code=… (POST /api/auth/sso/exchange tells why not)' },
      },
    },
    async (request, reply) =>
      timed(reply, async () => {
        const browserId = ensureBrowserId(request, reply as unknown as FastifyReply);
        return redirect(reply, await startSignIn(deps, request.params.id, baseOf(request), browserId, request.query));
      }),
  );

  app.get(
    '/auth/sso/:id/callback',
    {
      config: { public: true },
      schema: {
        hide: true,
        operationId: 'finishSsoSignIn',
        summary: "The redirect URI: takes the provider's answer and goes on to the web app's /sso page with a one-time code",
        params: idParamsSchema,
        querystring: ssoCallbackQuerySchema,
        rawAnswers: { 303: 'To /sso#code=… (POST /api/auth/sso/exchange signs in, or tells why not)' },
      },
    },
    async (request, reply) => timed(reply, async () => redirect(reply, await finishSignIn(deps, request.params.id, request.query as Record<string, unknown>, browserIdOf(request), clientAddress(request)))),
  );

  app.post(
    '/auth/sso/exchange',
    {
      config: { public: true },
      schema: {
        operationId: 'exchangeSsoCode',
        summary: "Signs in with the one-time code of a finished provider sign-in (once), or answers why it was refused (a SAML sign-in's from the browser that started it: 400 otherwise)",
        refuses: [401, 403, 404],
        body: ssoExchangeRequestSchema,
        response: { 200: ssoExchangeResponseSchema },
      },
    },
    async (request, reply) =>
      timed(reply, async () => {
        const { user, returnTo, providerId } = await exchangeHandoff(deps.db, request.body.code, browserIdOf(request), clientAddress(request));
        return { token: signToken(app, user), _id: user.id, name: user.name, role: user.role, returnTo, provider: providerId };
      }),
  );

  app.post(
    '/auth/sso/:id/logout',
    {
      schema: {
        operationId: 'ssoLogoutUrl',
        summary: "The provider's logout address (RP-initiated logout), or null: Lyceum's own sign-out is the web app forgetting its token",
        params: idParamsSchema,
        body: z.object({}).optional(),
        response: { 200: ssoLogoutResponseSchema },
      },
    },
    async (request) => ({ url: await logoutUrl(deps, request.params.id, baseOf(request)) }),
  );

  await app.register(samlRoutes, options);
};
