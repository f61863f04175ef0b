import type { Kysely } from 'kysely';
import type { NotificationKind, StreamChange } from '@lyceum/shared/notifications';
import type { Database, EventsTable } from '../../db/schema';
import { nowIso } from '../../lib/ids';
import { fanOut, type Recipients } from '../notifications/fan-out';

/**
 * Who may hear of an event: `class` every member of its class (and admins), `staff` the class's
 * teachers, admins and the student `userId`, `user` that user alone.
 */
export type Audience = EventsTable['audience'];

/** The notifications an event makes: of which kind, for whom, saying what, leading where. */
export interface NotificationPlan {
  kind: NotificationKind;
  recipients: Recipients;
  subjectType: 'material' | 'assignment' | 'class';
  subjectId: string;
  /** The subject's title (or the class's name): shown, never trusted as HTML. */
  title: string;
  excerpt?: string;
  /** A path of the web app. */
  link: string;
}

export interface NewEvent {
  /** For logs and tests: 'assignment.created', 'comment.created'... */
  kind: string;
  classId: string | null;
  audience: Audience;
  userId?: string | null;
  actorId: string | null;
  changes: StreamChange[];
  notify?: NotificationPlan;
}

/**
 * Writes an event, and the notifications it makes, inside the caller's transaction: they commit
 * or roll back with the change itself. Call `eventsCommitted(db)` once the transaction is
 * committed, so the event goes out at once rather than at the dispatcher's next sweep.
 */
export async function recordEvent(trx: Kysely<Database>, event: NewEvent, at: string = nowIso()): Promise<number> {
  const row = await trx
    .insertInto('events')
    .values({
      kind: event.kind,
      class_id: event.classId,
      audience: event.audience,
      user_id: event.userId ?? null,
      actor_id: event.actorId,
      changes: JSON.stringify(event.changes),
      notify_kind: event.notify?.kind ?? null,
      subject_type: event.notify?.subjectType ?? null,
      subject_id: event.notify?.subjectId ?? null,
      title: event.notify?.title ?? '',
      excerpt: event.notify?.excerpt ?? '',
      link: event.notify?.link ?? '',
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (event.notify) await fanOut(trx, id, event.notify.recipients);
  return id;
}

/**
 * Runs `write` in the caller's transaction, or in a new one: for a change and its event written
 * through committedWrite (db/group-commit.ts), which hands SQLite writes a shared transaction and
 * PostgreSQL ones the bare database.
 */
export function inTransaction<T>(k: Kysely<Database>, write: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return k.isTransaction ? write(k) : k.transaction().execute(write);
}

/** What a process does once events are committed: its dispatcher publishes them. */
type Kick = () => void;
const kicks = new WeakMap<Kysely<Database>, Set<Kick>>();

/** Registers a dispatcher of this database (events-plugin.ts); the returned function removes it. */
export function onEventsCommitted(db: Kysely<Database>, kick: Kick): () => void {
  let set = kicks.get(db);
  if (!set) {
    set = new Set();
    kicks.set(db, set);
  }
  set.add(kick);
  return () => set.delete(kick);
}

/**
 * After the commit of a transaction that recorded events: the dispatcher publishes them now. A
 * forgotten call only delays them to the dispatcher's next sweep (SWEEP_MS), never loses them.
 */
export function eventsCommitted(db: Kysely<Database>): void {
  for (const kick of kicks.get(db) ?? []) kick();
}
