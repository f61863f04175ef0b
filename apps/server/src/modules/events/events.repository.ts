import type { Kysely } from 'kysely';
import type { Role } from '@lyceum/shared/roles';
import { engineOf } from '../../db/engine-of';
import type { Database, EventsTable } from '../../db/schema';

/** What a stream needs of an event to decide who hears of it and what to say. */
export interface EventRow {
  id: number;
  class_id: string | null;
  audience: EventsTable['audience'];
  user_id: string | null;
  changes: string;
}

const EVENT_COLUMNS = ['id', 'class_id', 'audience', 'user_id', 'changes'] as const;

export async function loadEvents(db: Kysely<Database>, ids: readonly number[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('events').select(EVENT_COLUMNS).where('id', 'in', ids).orderBy('id').execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** The members of some classes, with their role. */
export async function membersOf(db: Kysely<Database>, classIds: readonly string[]): Promise<{ class_id: string; user_id: string; role: string }[]> {
  if (classIds.length === 0) return [];
  return db.selectFrom('class_members').select(['class_id', 'user_id', 'role']).where('class_id', 'in', classIds).execute();
}

/**
 * The events after `afterId` a user may hear of, oldest first, at most `limit`: theirs, their
 * classes' (`staff` ones only where they teach), and for an admin every class's. Read when a
 * stream resumes, so what it missed while away is sent before anything new.
 */
export async function eventsSince(db: Kysely<Database>, user: { id: string; role: Role }, afterId: number, limit: number): Promise<EventRow[]> {
  const rows = await db
    .selectFrom('events')
    .select(EVENT_COLUMNS)
    .where('id', '>', afterId)
    .where((eb) => {
      const own = eb('user_id', '=', user.id);
      if (user.role === 'admin') return eb.or([own, eb('audience', 'in', ['class', 'staff'])]);
      const classesWhere = (teaching: boolean) => {
        let classes = eb.selectFrom('class_members').select('class_members.class_id').where('class_members.user_id', '=', user.id);
        if (teaching) classes = classes.where('class_members.role', '=', 'teacher');
        return classes;
      };
      return eb.or([
        own,
        eb.and([eb('audience', '=', 'class'), eb('class_id', 'in', classesWhere(false))]),
        eb.and([eb('audience', '=', 'staff'), eb('class_id', 'in', classesWhere(true))]),
      ]);
    })
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** The newest event's id (0 when there is none): where a new stream starts. */
export async function latestEventId(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * The first event from `since` on (null when none): events before it may have been pruned, so a
 * stream resuming from before it gets a reset rather than a replay with holes.
 */
export async function firstEventSince(db: Kysely<Database>, since: string): Promise<number | null> {
  // The first by time, one step down events_created_idx (min(id) would read the whole week's range);
  // ids grow with time, so it is the first id as well, give or take events of the same instant.
  const row = await db.selectFrom('events').select('id').where('created_at', '>=', since).orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
  return row === undefined ? null : Number(row.id);
}

/**
 * Events not yet published, oldest first. On PostgreSQL the rows are locked for the caller's
 * transaction and rows another process has locked are skipped: two dispatchers never publish
 * the same event, and one that dies mid-way leaves its rows to the next.
 */
export async function claimUnpublished(trx: Kysely<Database>, limit: number): Promise<number[]> {
  let query = trx.selectFrom('events').select('id').where('published_at', 'is', null).orderBy('id').limit(limit);
  if (engineOf(trx) === 'postgres') query = query.forUpdate().skipLocked();
  return (await query.execute()).map((row) => Number(row.id));
}

export async function markPublished(trx: Kysely<Database>, ids: readonly number[], at: string): Promise<void> {
  await trx.updateTable('events').set({ published_at: at }).where('id', 'in', ids).execute();
}

/**
 * Deletes published events older than `before` that made no notification (those stay with their
 * notifications). A stream resuming from before the oldest event kept gets a reset instead.
 */
export async function pruneEvents(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db
    .deleteFrom('events')
    .where('created_at', '<', before)
    .where('published_at', 'is not', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('notifications').select('notifications.id').whereRef('notifications.event_id', '=', 'events.id'))))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** An assignment's class, topic and title, for the events of work on it; undefined once it is gone. */
export async function assignmentRef(db: Kysely<Database>, id: string): Promise<{ classId: string; topicId: string; title: string } | undefined> {
  const row = await db.selectFrom('assignments').select(['class_id', 'topic_id', 'title']).where('id', '=', id).executeTakeFirst();
  return row && { classId: row.class_id, topicId: row.topic_id, title: row.title };
}
