import type { Kysely } from 'kysely';
import { CALENDAR_MSG } from '@lyceum/shared/calendar';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { nowIso } from '../../lib/ids';
import { feedToken, hashFeedToken, newFeedNonce } from './feed-token';
import * as repo from './calendar.repository';
import type { EventCache, EventSource } from './event-cache';
import { CALENDAR_TAIL, calendarHead, writeEvent } from './ical-writer';

const seg = encodeURIComponent;
const trimmed = (base: string) => base.replace(/\/+$/, '');

/** The public address of a feed (the route in calendar.routes.ts). */
export const feedLink = (base: string, token: string): string => `${trimmed(base)}/api/calendar/${token}.ics`;

/** The web app's pages of assignments (apps/web's router, features/content/lib/content-paths.ts), under `base`. */
export function assignmentPages(base: string): (classId: string, topicId: string, id: string) => string {
  const classes = `${trimmed(base)}/dashboard/classes/`;
  return (classId, topicId, id) => `${classes}${seg(classId)}/topics/${seg(topicId)}/assignments/${seg(id)}`;
}

/** Shown as the calendar's name in the subscriber's list of calendars. */
export const CALENDAR_NAME = 'Lyceum due dates';
const HEAD = Buffer.from(calendarHead(CALENDAR_NAME));
const TAIL = Buffer.from(CALENDAR_TAIL);

/**
 * The user's feed address, or null when they have none, or when it was made under another
 * server secret (its token can no longer be shown, and the user creates a new one). Writes nothing.
 */
export async function feedUrlOf(db: Kysely<Database>, secret: string, userId: string, base: string): Promise<string | null> {
  const feed = await repo.findFeedOfUser(db, userId);
  if (!feed) return null;
  const token = feedToken(secret, userId, feed.nonce);
  return hashFeedToken(token) === feed.token_hash ? feedLink(base, token) : null;
}

/** A new feed address for the user; the one they had stops working as this commits. */
export async function createFeed(db: Kysely<Database>, secret: string, userId: string, base: string): Promise<string> {
  const nonce = newFeedNonce();
  const token = feedToken(secret, userId, nonce);
  await repo.saveFeed(db, { user_id: userId, token_hash: hashFeedToken(token), nonce, created_at: nowIso() });
  return feedLink(base, token);
}

/** One event of a feed row. */
function eventText(source: EventSource): string {
  const pageOf = assignmentPages(source.base);
  return writeEvent({
    uid: `${source.id}@lyceum`,
    start: source.due,
    modified: source.updated,
    summary: `${source.className}: ${source.title}`,
    url: pageOf(source.classId, source.topicId, source.id),
  });
}

/**
 * The iCalendar text (UTF-8) of the feed with this token: one event per assignment of the user's
 * classes, as they are now (a deleted assignment, or a class the user left, is simply not in it),
 * each event's text from `events` while what it shows is unchanged. An unknown token and a
 * deactivated user's get the same 404 from the same single query.
 */
export async function renderFeed(db: Kysely<Database>, token: string, base: string, events: EventCache): Promise<Buffer> {
  const rows = await repo.feedRows(db, hashFeedToken(token));
  if (rows.length === 0) throw notFound(CALENDAR_MSG.feedNotFound);
  const parts: Buffer[] = [HEAD];
  let length = HEAD.length;
  for (const row of rows) {
    const { id, title, due_date: due, updated_at: updated, class_id: classId, topic_id: topicId, class_name: className } = row;
    // A class without assignments (left join): nothing to show for it.
    if (id === null || title === null || due === null || updated === null || classId === null || topicId === null || className === null) continue;
    const bytes = events.bytesOf({ id, title, due, updated, classId, topicId, className, base }, eventText);
    parts.push(bytes);
    length += bytes.length;
  }
  parts.push(TAIL);
  return Buffer.concat(parts, length + TAIL.length);
}
