import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFeedSchema, calendarFeedTokenParamsSchema } from '@lyceum/shared/calendar';
import { actorOf } from '../../plugins/auth';
import { createFeed, feedUrlOf, renderFeed } from './calendar.service';
import { EventCache } from './event-cache';

export interface CalendarRoutesOptions {
  /** The server's secret (JWT_SECRET), under which feed tokens are derived. */
  secret: string;
  /** PUBLIC_URL: where users reach the web app; else the origin the request came to. */
  publicUrl: string | undefined;
}

/**
 * The feed is personal (`private`: no shared cache may keep one person's due dates under a URL
 * that is itself the secret) and may be reused for 5 minutes by the client that fetched it: a
 * client polling every minute costs one render per 5, and an edit shows within 5 minutes at worst,
 * where calendar apps poll every hour (Apple, Outlook) to every day (Google) anyway.
 */
const FEED_HEADERS = {
  'content-type': 'text/calendar; charset=utf-8',
  'cache-control': 'private, max-age=300',
  'x-content-type-options': 'nosniff',
} as const;

/** Each user's secret iCalendar address: see it, create or replace it, and the feed itself. */
export const calendarRoutes: FastifyPluginAsyncZod<CalendarRoutesOptions> = async (app, options) => {
  const db = app.db.kysely;
  const { secret } = options;
  const events = new EventCache();
  const baseOf = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;

  // A GET changes nothing: the address is made only by the POST below.
  app.get(
    '/calendar/feed',
    { schema: { operationId: 'getCalendarFeed', summary: "The signed-in user's calendar feed address, or null until they create one", response: { 200: calendarFeedSchema } } },
    async (request) => ({ url: await feedUrlOf(db, secret, actorOf(request).id, baseOf(request)) }),
  );

  app.post(
    '/calendar/feed',
    {
      schema: {
        operationId: 'createCalendarFeed',
        summary: 'Create the signed-in user’s calendar feed address, or replace it: the old address stops working at once',
        response: { 200: calendarFeedSchema },
      },
    },
    async (request) => ({ url: await createFeed(db, secret, actorOf(request).id, baseOf(request)) }),
  );

  app.get(
    '/calendar/:token.ics',
    {
      config: { public: true },
      schema: {
        operationId: 'readCalendarFeed',
        summary: 'The iCalendar feed (RFC 5545) of a calendar address, for calendar apps to subscribe to: the due dates of the classes its user teaches or is enrolled in. The token is the secret; no Authorization header',
        refuses: [404],
        params: calendarFeedTokenParamsSchema,
        rawAnswers: { 200: 'text/calendar; charset=utf-8: a VCALENDAR with one VEVENT per assignment' },
      },
    },
    async (request, reply) => {
      const body = await renderFeed(db, request.params.token, baseOf(request), events);
      const raw = reply as unknown as FastifyReply;
      return raw.headers(FEED_HEADERS).send(body);
    },
  );
};
