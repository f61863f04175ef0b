import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponseSchema } from '@lyceum/shared/auth';
import { idParamsSchema } from '@lyceum/shared/common';
import { acceptInviteRequestSchema, createInvitationsRequestSchema, INVITATION_RESEND_MINUTES, invitationLinksSchema, userInvitationSchema } from '@lyceum/shared/rosters';
import { clientAddress } from '../../lib/client-address';
import { csvDocument } from '../../lib/csv-write';
import { conflict } from '../../lib/http-errors';
import { requireRole, signToken } from '../../plugins/auth';
import { acceptInvitation, issueInvitations, pendingLinks, type InviteSettings } from './invitations.service';
import { emailInvitationOfUser, invitationOfUser } from './user-invitation';
import { audited } from '../auth/sign-in-events';
import { EMAIL_ERRORS } from '../email/email-errors.messages';

export interface InvitationRoutesOptions {
  invites: InviteSettings;
  /** PUBLIC_URL: where users reach the web app; else the origin the admin's request came to. */
  publicUrl: string | undefined;
}

/** Set-password links for users without a password (imported, or registered without one). */
export const invitationRoutes: FastifyPluginAsyncZod<InvitationRoutesOptions> = async (app, options) => {
  const db = app.db.kysely;
  const settings = options.invites;
  const baseOf = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;

  app.post(
    '/auth/accept-invite',
    {
      config: { public: true },
      schema: {
        operationId: 'acceptInvitation',
        summary: 'Set a password through an invitation link, and be signed in',
        refuses: [403, 404],
        body: acceptInviteRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      // Counted like sign-in (each token its own "account"): failures per address are limited.
      const address = clientAddress(request);
      const attempt = await app.signInLimiter.begin(`invite:${request.body.token}`, address);
      const user = await audited(db, { who: 'invitation link', method: 'invitation', address }, () => acceptInvitation(db, request.body.token, request.body.password));
      await attempt.succeeded();
      return { token: signToken(app, user), _id: user.id, name: user.name, role: user.role };
    },
  );

  app.post(
    '/users/invitations',
    {
      schema: {
        operationId: 'createInvitations',
        summary:
          'Fresh invitation links for the given users, or for every user still without a password (admins); older links stop working. With sendEmail: true, each user is also emailed their link once (409 when the server has no SMTP set up)',
        refuses: [403, 404, 409],
        body: createInvitationsRequestSchema,
        response: { 200: invitationLinksSchema },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      const email = request.body.sendEmail === true;
      if (email && !app.email.enabled) throw conflict(EMAIL_ERRORS.notConfigured);
      const links = await issueInvitations(db, baseOf(request), settings, request.body.userIds, email);
      if (email) app.email.kick();
      return links;
    },
  );

  app.get(
    '/users/invitations.csv',
    {
      schema: {
        operationId: 'downloadInvitations',
        summary: 'name,email,link of every user still without a password, as CSV (admins): their pending link, or a new one where it expired',
        refuses: [403],
        rawAnswers: { 200: 'CSV (UTF-8 with BOM): name,email,link' },
      },
    },
    async (request, reply) => {
      requireRole(request, 'admin');
      const links = await pendingLinks(db, baseOf(request), settings);
      const body = csvDocument(['name', 'email', 'link'], links.map((l) => [l.name, l.email, l.link]));
      const raw = reply as unknown as FastifyReply;
      return raw
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="invitations.csv"')
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.get(
    '/users/:id/invitation',
    {
      schema: {
        operationId: 'getUserInvitation',
        summary:
          "One user's invitation link, to copy and hand over (admins): their link while it works (the same link: nothing is invalidated), else a new one (renewed: true). 404 unknown user; 409 when they have a password or are deactivated",
        refuses: [403, 404, 409],
        params: idParamsSchema,
        response: { 200: userInvitationSchema },
      },
    },
    async (request, reply) => {
      requireRole(request, 'admin');
      const invitation = await invitationOfUser(db, request.params.id, baseOf(request), settings);
      void reply.header('cache-control', 'no-store');
      return invitation;
    },
  );

  app.post(
    '/users/:id/invitation/email',
    {
      schema: {
        operationId: 'emailUserInvitation',
        summary: `Email one user their invitation again (admins), through the outbox: their link while it works, else a new one (renewed: true). 404 unknown user; 409 when they have a password or are deactivated, or the server has no SMTP set up; 429 while an email to them waits to go out or went less than ${INVITATION_RESEND_MINUTES} minutes ago`,
        refuses: [403, 404, 409],
        params: idParamsSchema,
        response: { 202: userInvitationSchema },
      },
    },
    async (request, reply) => {
      requireRole(request, 'admin');
      if (!app.email.enabled) throw conflict(EMAIL_ERRORS.notConfigured);
      const invitation = await emailInvitationOfUser(db, request.params.id, baseOf(request), settings);
      app.email.kick();
      return reply.code(202).send(invitation);
    },
  );
};
