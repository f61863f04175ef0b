import type { Kysely } from 'kysely';
import { DEFAULT_LOCALE, resolveLocale, type Locale } from '@lyceum/shared/i18n';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { formatMessage } from '../../lib/i18n';
import { nowIso } from '../../lib/ids';
import { feedToken, hashFeedToken, newFeedNonce } from './feed-token';
import * as repo from './calendar.repository';
import type { EventCache } from './event-cache';
import { CALENDAR_FEED } from './calendar-feed.messages';
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

/** Shown as the calendar's name in the subscriber's list of calendars (in English; see headOf). */
export const CALENDAR_NAME = formatMessage(DEFAULT_LOCALE, CALENDAR_FEED.name);
const heads = new Map<Locale, Buffer>();
/** The calendar's opening, its name in the feed owner's language: made once per language. */
function headOf(locale: Locale): Buffer {
  let head = heads.get(locale);
  if (!head) {
    head = Buffer.from(calendarHead(formatMessage(locale, CALENDAR_FEED.name)));
    heads.set(locale, head);
  }
  return head;
}
const TAIL = Buffer.from(CALENDAR_TAIL);
const EMPTY = Buffer.alloc(0);

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

/**
 * The iCalendar text (UTF-8) of the feed with this token: one event per assignment of the user's
 * classes, as they are now (a deleted assignment, or a class the user left, is simply not in it).
 * One indexed statement says which assignments, when each last changed and its class's name;
 * events whose text `events` holds for those values are used as they are, and only the others
 * are read in full (a second statement, by primary key) and written. An unknown token and a
 * deactivated user's get the same 404 from the first statement.
 */
export async function renderFeed(db: Kysely<Database>, token: string, base: string, events: EventCache): Promise<Buffer> {
  const stamps = await repo.feedStamps(db, hashFeedToken(token));
  if (stamps.length === 0) throw notFound(CALENDAR_FEED.notFound);
  const owner = stamps[0];
  const locale = resolveLocale({ user: owner?.owner_locale, school: owner?.school_locale });
  const parts: Buffer[] = [headOf(locale)];
  // Assignments to write, with their class's name and their place among the parts.
  const missing = new Map<string, { className: string; at: number }>();
  for (const { id, updated_at: updated, class_name: className } of stamps) {
    // A class without assignments (left join): nothing to show for it.
    if (id === null || updated === null || className === null) continue;
    const bytes = events.find(id, updated, className, base);
    if (!bytes) missing.set(id, { className, at: parts.length });
    parts.push(bytes ?? EMPTY);
  }
  if (missing.size > 0) {
    const pageOf = assignmentPages(base);
    // An assignment deleted since the first read is not found: its part stays empty.
    for (const row of await repo.assignmentsForEvents(db, [...missing.keys()])) {
      const { className, at } = missing.get(row.id) ?? { className: '', at: -1 };
      const text = writeEvent({
        uid: `${row.id}@lyceum`,
        start: row.due_date,
        modified: row.updated_at,
        summary: `${className}: ${row.title}`,
        url: pageOf(row.class_id, row.topic_id, row.id),
      });
      const bytes = Buffer.from(text);
      events.keep(row.id, row.updated_at, className, base, bytes);
      parts[at] = bytes;
    }
  }
  parts.push(TAIL);
  return Buffer.concat(parts);
}
