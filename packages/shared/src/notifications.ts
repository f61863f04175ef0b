import { z } from 'zod';
import { commentTargetTypeSchema } from './comments';
import { isoMomentSchema, pageLimitSchema, personRefSchema } from './common';
import { emailDigestSchema } from './email';

/**
 * In-app notifications, the choice of where each kind reaches a user, and the live event stream
 * (GET /api/events, server-sent events) that updates open pages.
 */

/** What a notification is about; each user chooses per kind where it reaches them. */
export const NOTIFICATION_KINDS = [
  'new_material',
  'new_assignment',
  'comment',
  'added_to_class',
  'submission_turned_in',
  'work_returned',
  'private_comment',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** How each kind is named on the preferences screen. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  new_material: 'New material in my class',
  new_assignment: 'New assignment in my class',
  comment: 'Comments on what I posted or commented on',
  added_to_class: 'Being added to a class',
  submission_turned_in: 'Work turned in (teachers)',
  work_returned: 'My work returned',
  private_comment: 'Private comments on work',
};

/** Where a kind reaches its user: the bell, email, both, or nowhere. */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'both', 'off'] as const;
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = { in_app: 'In app', email: 'Email', both: 'Both', off: 'Off' };
/** Every kind, until its user chooses otherwise. */
export const DEFAULT_NOTIFICATION_CHANNEL: NotificationChannel = 'in_app';

/** Whether a choice puts the notification in the bell, and whether it sends an email. */
export const showsInApp = (channel: NotificationChannel): boolean => channel === 'in_app' || channel === 'both';
export const sendsEmail = (channel: NotificationChannel): boolean => channel === 'email' || channel === 'both';

/** Notifications per page of the list, by default and at most. */
export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 100;

/** One notification of the signed-in user. */
export const notificationSchema = z.object({
  _id: z.string(),
  kind: notificationKindSchema,
  /** The class it happened in; null once that is not known (never for the kinds above today). */
  class: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The title of what it is about: the material, the assignment, or the class's name. */
  title: z.string(),
  /** The start of a comment's text (plain text, shown as text); '' for the other kinds. */
  excerpt: z.string(),
  /** Where it leads in the web app: a path under /dashboard. */
  link: z.string(),
  /** Who did it; null once their account is deleted. */
  actor: personRefSchema.nullable(),
  createdAt: z.string(),
  /** When the user read it; null while unread. */
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: newest first, a page at a time, with the unread count. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationPageQuerySchema = z.object({
  limit: pageLimitSchema(NOTIFICATIONS_PAGE_MAX).optional(),
  cursor: z.string().max(40).optional(),
});


/** The choice for every kind, when emails arrive, and whether this server sends email at all. */
export const notificationPreferencesSchema = z.object({
  preferences: z.array(z.object({ kind: notificationKindSchema, channel: notificationChannelSchema })),
  /** Kinds chosen for email: one email each as they happen, or a daily digest. */
  emailDigest: emailDigestSchema,
  /** False when the server has no SMTP set up: nothing is emailed, whatever the choices. */
  emailEnabled: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /api/notifications/preferences: the kinds to change (the others keep their choice), and/or when emails arrive. */
export const notificationPreferencesRequestSchema = z
  .object({
    preferences: z
      .array(z.object({ kind: notificationKindSchema, channel: notificationChannelSchema }))
      .min(1, 'preferences must name at least one kind')
      .max(NOTIFICATION_KINDS.length, `preferences must name each kind at most once`)
      .refine((list) => new Set(list.map((p) => p.kind)).size === list.length, 'preferences must name each kind at most once')
      // The document's way of saying "each kind at most once": no kind is contained twice.
      .meta({ allOf: NOTIFICATION_KINDS.map((kind) => ({ contains: { type: 'object', properties: { kind: { const: kind } }, required: ['kind'] }, minContains: 0, maxContains: 1 })) })
      .optional(),
    emailDigest: emailDigestSchema.optional(),
  })
  .refine((body) => body.preferences !== undefined || body.emailDigest !== undefined, 'preferences or emailDigest is required')
  .meta({ anyOf: [{ required: ['preferences'] }, { required: ['emailDigest'] }] });
export type NotificationPreferencesRequest = z.input<typeof notificationPreferencesRequestSchema>;

/**
 * POST /api/events/ticket: what opens the event stream. EventSource cannot send an Authorization
 * header, and the long-lived session token must never travel in a URL (logs, history, proxies),
 * so the stream is opened with `/api/events?ticket=...`: a signature over the user and their
 * token version that works for EVENT_TICKET_TTL_SECONDS, long enough for EventSource's own
 * reconnections after a short outage; after that the client asks for a new one.
 */
export const EVENT_TICKET_TTL_SECONDS = 60;
export const eventTicketSchema = z.object({ ticket: z.string(), expiresAt: z.string() });
export type EventTicket = z.infer<typeof eventTicketSchema>;

export const eventStreamQuerySchema = z.object({
  ticket: z.string().max(300).optional(),
  /** The last event id seen, for a stream opened anew (EventSource itself resends it as the Last-Event-ID header). */
  lastEventId: z.string().max(20).optional(),
  /**
   * For a tab's first stream: the server's time when the tab's data was first read. What changed
   * since then is replayed (or `reset` when too much), so the tab need not read everything again.
   */
  since: isoMomentSchema('since').optional(),
});

/**
 * What changed, so an open page refetches what shows it. Names records, never their contents:
 * a page fetches them again through the API, which checks access as always.
 */
export const streamChangeSchema = z.discriminatedUnion('type', [
  /** A material or an assignment was posted in a class (its topic's lists, the class, the dashboard, the lists). */
  z.object({ type: z.literal('content'), kind: commentTargetTypeSchema, id: z.string(), classId: z.string(), topicId: z.string() }),
  /** A comment was posted on a material or an assignment. */
  z.object({ type: z.literal('comments'), targetType: commentTargetTypeSchema, targetId: z.string() }),
  /** A student's work on an assignment changed (turned in, graded, returned...); studentId null: several students' at once. */
  z.object({ type: z.literal('submission'), assignmentId: z.string(), studentId: z.string().nullable(), classId: z.string() }),
  /** A private comment on a student's work. */
  z.object({ type: z.literal('privateComments'), assignmentId: z.string(), studentId: z.string() }),
  /** The members of a class changed, or the user joined or left it. */
  z.object({ type: z.literal('memberships'), classId: z.string() }),
  /** The user's notifications were read (in another tab, say). */
  z.object({ type: z.literal('notifications') }),
]);
export type StreamChange = z.infer<typeof streamChangeSchema>;

/** SSE event names of GET /api/events. */
export const STREAM_EVENTS = {
  /** First message: the stream is open; its id is where a later reconnection resumes. */
  ready: 'ready',
  /** Something happened: what changed, and the user's new notification if it made one. */
  update: 'update',
  /** Too much was missed to replay (a long absence): refetch everything shown. */
  reset: 'reset',
} as const;

/** The data of an `update` message; its SSE `id:` is `id`. */
export const streamUpdateSchema = z.object({
  id: z.number().int(),
  changes: z.array(streamChangeSchema),
  notification: notificationSchema.nullable(),
  /** The user's unread count after it, sent with a notification or a read. */
  unreadCount: z.number().int().nullable(),
});
export type StreamUpdate = z.infer<typeof streamUpdateSchema>;

/** What a notification says, as one line: "Tess Teacher posted a new assignment in Algebra". */
export function notificationHeadline(n: Pick<Notification, 'kind' | 'actor' | 'class' | 'title'>): string {
  const who = n.actor?.name ?? 'Someone';
  const where = n.class ? ` in ${n.class.name}` : '';
  switch (n.kind) {
    case 'new_material':
      return `${who} posted new material${where}`;
    case 'new_assignment':
      return `${who} posted a new assignment${where}`;
    case 'comment':
      return `${who} commented on ${n.title}`;
    case 'added_to_class':
      return `${who} added you to ${n.class?.name ?? n.title}`;
    case 'submission_turned_in':
      return `${who} turned in ${n.title}`;
    case 'work_returned':
      return `${who} returned your work on ${n.title}`;
    case 'private_comment':
      return `${who} left a private comment on ${n.title}`;
  }
}

/** Longest comment excerpt a notification carries, in characters. */
export const NOTIFICATION_EXCERPT_MAX = 140;
