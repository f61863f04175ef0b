import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventStreamQuerySchema, eventTicketSchema } from '@lyceum/shared/notifications';
import { actorOf } from '../../plugins/auth';
import { badRequest, tooManyRequests, unauthorized } from '../../lib/http-errors';
import { userCache } from '../users/user-cache';
import { parseLastEventId } from './sse';
import { NOTIFY_ERRORS } from '../notifications/notification-errors.messages';

/**
 * onRequest of the stream: a request carrying `?ticket=` and no Authorization header is signed in
 * as the ticket's user, if the ticket is ours, unexpired, and its user still exists with the same
 * token version (no password or role change, no deactivation since). A request with a header goes
 * the usual way (the bearer check that follows).
 */
async function signInByTicket(request: FastifyRequest): Promise<void> {
  const { ticket } = request.query as { ticket?: unknown };
  if (typeof ticket !== 'string' || request.headers.authorization !== undefined) return;
  const holder = request.server.events.tickets.verify(ticket);
  const user = holder === null ? undefined : await userCache(request.server.db.kysely).load(holder.userId);
  if (!holder || !user || user.token_version !== holder.tokenVersion) throw unauthorized(NOTIFY_ERRORS.badTicket);
  request.auth = { id: user.id, name: user.name, email: user.email, role: user.role };
}

/** The Last-Event-ID header (EventSource's reconnections), else the `lastEventId` the client passed. */
const lastEventIdOf = (request: FastifyRequest, fromQuery: string | undefined): string | undefined => {
  const header = request.headers['last-event-id'];
  return typeof header === 'string' ? header : fromQuery;
};

/** The live event stream and the tickets that open it: every signed-in user, for what they may read. */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tickets, hub, limiter } = app.events;

  app.post(
    '/events/ticket',
    {
      schema: {
        operationId: 'createEventTicket',
        summary: 'Get a one-minute ticket that opens my event stream (EventSource cannot send an Authorization header)',
        refuses: [],
        response: { 200: eventTicketSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const user = await userCache(app.db.kysely).load(actor.id);
      if (!user) throw unauthorized(NOTIFY_ERRORS.badTicket);
      return tickets.sign({ userId: user.id, tokenVersion: user.token_version });
    },
  );

  app.get(
    '/events',
    {
      onRequest: signInByTicket,
      schema: {
        operationId: 'openEventStream',
        summary: 'My live updates as server-sent events: what changed and my new notifications; resumes after Last-Event-ID, or replays from `since` (a tab\'s first stream)',
        refuses: [],
        rawAnswers: {
          200: 'text/event-stream: `ready` (the id to resume from; after a replay, nothing was missed since), then `update` messages (id: the event id; data: StreamUpdate JSON), `reset` when too much was missed to replay; comment lines as heartbeats',
        },
        querystring: eventStreamQuerySchema,
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const waitMs = limiter.take(actor.id);
      if (waitMs > 0) throw tooManyRequests(NOTIFY_ERRORS.tooManyStreams, waitMs);
      const lastEventId = parseLastEventId(lastEventIdOf(request, request.query.lastEventId));
      if (lastEventId === 'invalid') throw badRequest(NOTIFY_ERRORS.badLastEventId);
      // The stream is written straight to the socket from here on: Fastify sends nothing more.
      reply.hijack();
      const headers: OutgoingHttpHeaders = {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        // no-transform: a compressing proxy would hold messages back to fill its blocks.
        'cache-control': 'no-cache, no-transform',
        // nginx: pass each message on at once (see docs/operations.md).
        'x-accel-buffering': 'no',
      };
      reply.raw.writeHead(200, headers);
      await hub.open({ id: actor.id, role: actor.role }, reply.raw, lastEventId, request.query.since === undefined ? null : new Date(request.query.since));
    },
  );
};
