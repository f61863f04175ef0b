import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@lyceum/shared/common';
import {
  notificationPageQuerySchema,
  notificationPageSchema,
  notificationPreferencesRequestSchema,
  notificationPreferencesSchema,
} from '@lyceum/shared/notifications';
import { unreadCountSchema } from '@lyceum/shared/notification-count';
import { actorOf } from '../../plugins/auth';
import { countUnread, getPreferences, listNotifications, readAllNotifications, readNotification, setPreferences } from './notifications.service';

export interface NotificationRoutesOptions {
  /** Whether the server sends email (SMTP_URL and MAIL_FROM set): the preferences say so. */
  emailEnabled: boolean;
}

/** The signed-in user's own notifications and choices: everyone has them, nobody sees another's. */
export const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (app, { emailEnabled }) => {
  const db = app.db.kysely;

  app.get(
    '/notifications',
    {
      schema: {
        operationId: 'listNotifications',
        summary: 'List my notifications, newest first, a page at a time, with the unread count',
        refuses: [],
        querystring: notificationPageQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    async (request) => listNotifications(db, actorOf(request), request.query),
  );

  app.get(
    '/notifications/unread-count',
    { schema: { operationId: 'countUnreadNotifications', summary: 'Count my unread notifications', refuses: [], response: { 200: unreadCountSchema } } },
    async (request) => ({ unreadCount: await countUnread(db, actorOf(request)) }),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        operationId: 'readNotification',
        summary: 'Mark one of my notifications read; answers my unread count',
        refuses: [404],
        params: idParamsSchema,
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => ({ unreadCount: await readNotification(db, actorOf(request), request.params.id) }),
  );

  app.post(
    '/notifications/read-all',
    { schema: { operationId: 'readAllNotifications', summary: 'Mark all my notifications read', refuses: [], response: { 200: unreadCountSchema } } },
    async (request) => ({ unreadCount: await readAllNotifications(db, actorOf(request)) }),
  );

  app.get(
    '/notifications/preferences',
    {
      schema: {
        operationId: 'getNotificationPreferences',
        summary: 'Where each kind of notification reaches me (in app, email, both or off), whether emails come at once or as a daily digest, and whether this server emails',
        refuses: [],
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => getPreferences(db, actorOf(request), emailEnabled),
  );

  app.put(
    '/notifications/preferences',
    {
      schema: {
        operationId: 'setNotificationPreferences',
        summary: 'Choose where kinds of notification reach me (the kinds not named keep their choice) and/or when emails come',
        refuses: [],
        body: notificationPreferencesRequestSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => setPreferences(db, actorOf(request), request.body, emailEnabled),
  );
};
