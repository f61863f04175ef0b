import type { Kysely } from 'kysely';
import {
  DEFAULT_NOTIFICATION_CHANNEL,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_DEFAULT,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationPreferencesRequest,
} from '@lyceum/shared/notifications';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-errors';
import { nowIso } from '../../lib/ids';
import type { AuthUser } from '../../types';
import { eventsCommitted, recordEvent } from '../events/outbox';
import * as repo from './notifications.repository';
import { NOTIFY_ERRORS } from './notification-errors.messages';

/** Notification ids are positive integers; anything else is no notification of anyone's. */
const ID = /^[1-9]\d{0,14}$/;

/** The cursor is the id of the last notification of the page before, as text. */
function beforeIdOf(cursor: string | undefined): number | null {
  if (cursor === undefined) return null;
  if (!ID.test(cursor)) throw badRequest(NOTIFY_ERRORS.badCursor);
  return Number(cursor);
}

/** A page of the actor's bell, newest first, with their unread count. */
export async function listNotifications(db: Kysely<Database>, actor: AuthUser, query: { cursor?: string | undefined; limit?: number | undefined }): Promise<NotificationPage> {
  const limit = query.limit ?? NOTIFICATIONS_PAGE_DEFAULT;
  const rows = await repo.listPage(db, actor.id, beforeIdOf(query.cursor), limit);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(repo.toNotification),
    nextCursor: rows.length > limit && last ? String(last.id) : null,
    unreadCount: await repo.unreadCount(db, actor.id),
  };
}

export const countUnread = async (db: Kysely<Database>, actor: AuthUser): Promise<number> => repo.unreadCount(db, actor.id);

/** Tells the actor's other tabs that what their bell shows changed. */
async function readElsewhere(trx: Kysely<Database>, actor: AuthUser): Promise<void> {
  await recordEvent(trx, { kind: 'notifications.read', classId: null, audience: 'user', userId: actor.id, actorId: actor.id, changes: [{ type: 'notifications' }] });
}

/** Marks one of the actor's notifications read; someone else's is not found, like a missing one. */
export async function readNotification(db: Kysely<Database>, actor: AuthUser, idText: string): Promise<number> {
  const id = ID.test(idText) ? Number(idText) : null;
  if (id === null || !(await repo.exists(db, actor.id, id))) throw notFound(NOTIFY_ERRORS.notFound);
  const changed = await db.transaction().execute(async (trx) => {
    const marked = await repo.markRead(trx, actor.id, id, nowIso());
    if (marked) await readElsewhere(trx, actor);
    return marked;
  });
  if (changed) eventsCommitted(db);
  return repo.unreadCount(db, actor.id);
}

/** Marks every notification of the actor's bell read; answers the unread count after (one may have come meanwhile). */
export async function readAllNotifications(db: Kysely<Database>, actor: AuthUser): Promise<number> {
  const changed = await db.transaction().execute(async (trx) => {
    const count = await repo.markAllRead(trx, actor.id, nowIso());
    if (count > 0) await readElsewhere(trx, actor);
    return count;
  });
  if (changed > 0) eventsCommitted(db);
  return repo.unreadCount(db, actor.id);
}

/**
 * The actor's choice for every kind (the default where they made none), when their emails arrive,
 * and whether this server emails at all (`emailEnabled`: SMTP is set up).
 */
export async function getPreferences(db: Kysely<Database>, actor: AuthUser, emailEnabled: boolean): Promise<NotificationPreferences> {
  const [chosen, emailDigest] = await Promise.all([repo.preferencesOf(db, actor.id), repo.emailDigestOf(db, actor.id)]);
  return { preferences: NOTIFICATION_KINDS.map((kind) => ({ kind, channel: chosen.get(kind) ?? DEFAULT_NOTIFICATION_CHANNEL })), emailDigest, emailEnabled };
}

/** Changes the kinds named (the others keep their choice) and the email digest if named. Applies to notifications made from now on. */
export async function setPreferences(db: Kysely<Database>, actor: AuthUser, request: NotificationPreferencesRequest, emailEnabled: boolean): Promise<NotificationPreferences> {
  const at = nowIso();
  if (request.preferences) await repo.savePreferences(db, actor.id, request.preferences, at);
  if (request.emailDigest) await repo.saveEmailDigest(db, actor.id, request.emailDigest, at);
  return getPreferences(db, actor, emailEnabled);
}
