import { NOTIFY_MSG } from '@lyceum/shared/notification-messages';
import { recordEvent } from '../../src/modules/events/outbox';
import { anySignedIn, ok, refuse, signedInOnly, type MatrixRow } from './matrix-types';
import type { Scene } from './scene';

/** A new notification of the scene's student (a material of their class, posted by its teacher), made for one cell. */
async function studentNotification(s: Scene): Promise<string> {
  const { classId } = s.records;
  const eventId = await recordEvent(s.ctx.db.kysely, {
    kind: 'matrix',
    classId,
    audience: 'class',
    actorId: s.users.teacher.id,
    changes: [],
    notify: { kind: 'new_material', recipients: { rule: 'users', classId, userIds: [s.users.student.id] }, subjectType: 'class', subjectId: classId, title: 'For the matrix', link: '/dashboard' },
  });
  const row = await s.ctx.db.kysely.selectFrom('notifications').select('id').where('event_id', '=', eventId).executeTakeFirstOrThrow();
  return String(row.id);
}

/**
 * Notifications and the event stream: everyone signed in has their own, and reaches nobody
 * else's: another user's notification is the same 404 as one that does not exist.
 */
export const NOTIFICATION_ROWS: MatrixRow[] = [
  { route: 'GET /api/notifications', call: async () => ({ url: '/api/notifications' }), expect: anySignedIn(200) },
  { route: 'GET /api/notifications/unread-count', call: async () => ({ url: '/api/notifications/unread-count' }), expect: anySignedIn(200) },
  {
    route: 'POST /api/notifications/:id/read',
    variant: "the student's notification",
    call: async (s) => ({ url: `/api/notifications/${await studentNotification(s)}/read`, payload: {} }),
    expect: signedInOnly({
      admin: refuse(404, NOTIFY_MSG.notFound),
      teacher: refuse(404, NOTIFY_MSG.notFound),
      otherTeacher: refuse(404, NOTIFY_MSG.notFound),
      student: ok(200),
      outsider: refuse(404, NOTIFY_MSG.notFound),
    }),
  },
  { route: 'POST /api/notifications/read-all', call: async () => ({ url: '/api/notifications/read-all', payload: {} }), expect: anySignedIn(200) },
  { route: 'GET /api/notifications/preferences', call: async () => ({ url: '/api/notifications/preferences' }), expect: anySignedIn(200) },
  {
    route: 'PUT /api/notifications/preferences',
    call: async () => ({ url: '/api/notifications/preferences', payload: { preferences: [{ kind: 'comment', channel: 'both' }] } }),
    expect: anySignedIn(200),
  },
  { route: 'POST /api/events/ticket', call: async () => ({ url: '/api/events/ticket', payload: {} }), expect: anySignedIn(200) },
  // The stream with the bearer token (a ticket is the same user by other means: events.stream.test.ts).
  { route: 'GET /api/events', call: async () => ({ url: '/api/events', stream: true }), expect: anySignedIn(200) },
];
