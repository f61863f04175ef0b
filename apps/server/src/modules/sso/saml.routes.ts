import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@lyceum/shared/common';
import { clientAddress } from '../../lib/client-address';
import { notFound } from '../../lib/http-errors';
import { spMetadata } from './saml-client';
import { samlProviderOf } from './saml-providers';
import { finishSamlSignIn } from './saml.service';
import { withServerTiming } from './sso-timing';
import type { SecretBox } from './sso-secrets';
import * as repo from './sso.repository';
import { SSO_ERRORS } from './sso-errors.messages';

/** A SAMLResponse of a large assertion (many groups) is tens of KB; a MiB is room to spare. */
const ACS_BODY_LIMIT = 2 * 1024 * 1024;

export const samlAcsBodySchema = z.object({
  SAMLResponse: z.string().max(1_500_000, 'SAMLResponse must be at most 1500000 characters').optional(),
  RelayState: z.string().max(4000, 'RelayState must be at most 4000 characters').optional(),
});

/**
 * The SAML service provider's two addresses per provider: its metadata (also its entity ID), and
 * the Assertion Consumer Service the IdP's page POSTs the answer to (HTTP-POST binding, a form).
 * The form body parser is registered here, for these routes alone: the rest of the API takes JSON.
 */
export const samlRoutes: FastifyPluginAsyncZod<{ box: SecretBox; publicUrl: string | undefined; serverTiming?: boolean }> = async (app, options) => {
  const deps = { db: app.db.kysely, box: options.box };
  const baseOf = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: ACS_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(
    '/auth/sso/:id/metadata',
    {
      config: { public: true },
      schema: {
        operationId: 'getSamlMetadata',
        summary: "Lyceum's SAML service provider metadata for this provider (its address is the entity ID): what the identity provider is given",
        params: idParamsSchema,
        refuses: [404],
        rawAnswers: { 200: 'SAML 2.0 metadata (application/samlmetadata+xml): entity ID, Assertion Consumer Service (HTTP-POST), NameID format' },
      },
    },
    async (request, reply) => {
      const row = await repo.findProvider(deps.db, request.params.id);
      if (!row || row.kind !== 'saml') throw notFound(SSO_ERRORS.providerNotFound);
      return (reply as unknown as FastifyReply).header('content-type', 'application/samlmetadata+xml; charset=utf-8').send(spMetadata(samlProviderOf(row), baseOf(request)));
    },
  );

  app.post(
    '/auth/sso/:id/acs',
    {
      config: { public: true },
      bodyLimit: ACS_BODY_LIMIT,
      schema: {
        hide: true,
        operationId: 'finishSamlSignIn',
        summary: "The Assertion Consumer Service: takes the IdP's SAMLResponse (a form POST) and goes on to the web app's /sso page with a one-time code",
        params: idParamsSchema,
        body: samlAcsBodySchema,
        rawAnswers: { 303: 'To /sso#code=… (POST /api/auth/sso/exchange signs in, or tells why not)' },
      },
    },
    async (request, reply) =>
      withServerTiming(options.serverTiming === true, reply, async () => {
        const next = await finishSamlSignIn(deps, request.params.id, request.body, baseOf(request), clientAddress(request));
        return (reply as unknown as FastifyReply).header('cache-control', 'no-store').redirect(next.location, 303);
      }),
  );
};
