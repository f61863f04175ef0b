import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailStatusSchema, unsubscribeQuerySchema } from '@lyceum/shared/email';
import { requireRole } from '../../plugins/auth';
import { emailStatus, scopeLabel, unsubscribe, unsubscribeHolder } from './email.service';
import { confirmPage, donePage } from './unsubscribe-page';

export interface EmailRoutesOptions {
  /** PUBLIC_URL: where users reach the web app; else the origin the request came to. */
  publicUrl: string | undefined;
}

/** The one-click POST's body (`List-Unsubscribe=One-Click`) is read by nobody: the token in the address is what counts. */
const FORM_BODY_LIMIT = 4096;

const sendPage = (reply: unknown, html: string) => (reply as FastifyReply).header('content-type', 'text/html; charset=utf-8').send(html);

/**
 * Unsubscribing from an email's link (public: the signed token in the address is the credential)
 * and the admin's view of email delivery. Form bodies are parsed in this plugin only: every other
 * route still answers a non-JSON body with 415.
 */
export const emailRoutes: FastifyPluginAsyncZod<EmailRoutesOptions> = async (app, options) => {
  const db = app.db.kysely;
  const baseOf = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.get(
    '/notifications/unsubscribe',
    {
      config: { public: true },
      schema: {
        operationId: 'confirmUnsubscribe',
        summary: "An email's unsubscribe link opened in a browser: a page with the button that unsubscribes (this GET changes nothing). No Authorization header: the token is the credential",
        refuses: [404],
        querystring: unsubscribeQuerySchema,
        rawAnswers: { 200: 'text/html: a page naming what the link stops, with a button that POSTs to the same address' },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const holder = await unsubscribeHolder(db, app.email.tokens, token);
      return sendPage(reply, confirmPage(scopeLabel(holder), token ?? '', baseOf(request)));
    },
  );

  app.post(
    '/notifications/unsubscribe',
    {
      config: { public: true },
      bodyLimit: FORM_BODY_LIMIT,
      schema: {
        operationId: 'unsubscribe',
        summary:
          'One-click unsubscribe (RFC 8058), as mail clients POST it (List-Unsubscribe=One-Click): email of the kind the token names stops for its user (Both becomes In app, Email becomes Off). The body is not read; no Authorization header',
        refuses: [404],
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
        querystring: unsubscribeQuerySchema,
        rawAnswers: { 200: 'text/html: a page saying what stopped' },
      },
    },
    async (request, reply) => {
      const holder = await unsubscribeHolder(db, app.email.tokens, request.query.token);
      await unsubscribe(db, holder);
      return sendPage(reply, donePage(scopeLabel(holder), baseOf(request)));
    },
  );

  app.get(
    '/admin/email-status',
    {
      schema: {
        operationId: 'getEmailStatus',
        summary: 'Whether the server emails, what waits, what fails and the last failure (admins)',
        refuses: [403],
        response: { 200: emailStatusSchema },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      return emailStatus(db, app.email.enabled);
    },
  );
};
