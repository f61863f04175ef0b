import { CompiledQuery, type Kysely } from 'kysely';
import type { NotificationKind, StreamChange } from '@lyceum/shared/notifications';
import { engineOf } from '../../db/engine-of';
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
  const n = event.notify;
  const values = [
    event.kind,
    event.classId,
    event.audience,
    event.userId ?? null,
    event.actorId,
    JSON.stringify(event.changes),
    n?.kind ?? null,
    n?.subjectType ?? null,
    n?.subjectId ?? null,
    n?.title ?? '',
    n?.excerpt ?? '',
    n?.link ?? '',
    at,
  ];
  const { rows } = await trx.executeQuery<{ id: number | string }>(CompiledQuery.raw(INSERT_EVENT[engineOf(trx)], values));
  const id = Number(rows[0]?.id);
  if (n) await fanOut(trx, id, n.recipients);
  return id;
}

const EVENT_COLUMNS = 'kind, class_id, audience, user_id, actor_id, changes, notify_kind, subject_type, subject_id, title, excerpt, link, created_at';

/**
 * The event's INSERT, written once per engine rather than built by Kysely with every change: it
 * runs with every comment, where building and compiling the query tree cost more than the insert.
 */
const INSERT_EVENT = {
  sqlite: `insert into events (${EVENT_COLUMNS}) values (${Array.from({ length: 13 }, () => '?').join(', ')}) returning id`,
  postgres: `insert into events (${EVENT_COLUMNS}) values (${Array.from({ length: 13 }, (_, i) => `$${i + 1}`).join(', ')}) returning id`,
} as const;

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
