import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { STREAM_EVENTS, type StreamChange, type StreamUpdate } from '@lyceum/shared/notifications';
import type { Role } from '@lyceum/shared/roles';
import type { Database } from '../../db/schema';
import { forEvents, toNotification, unreadCount, unreadCounts, type NotificationView } from '../notifications/notifications.repository';
import { EVENT_RETENTION_MS } from './dispatcher';
import { eventsSince, firstEventSince, latestEventId, loadEvents, membersOf, type EventRow } from './events.repository';
import { HEARTBEAT, RETRY_LINE, sseMessage } from './sse';

/** Bytes a stream may have waiting to be sent: past SOFT for STALL_MS, or past HARD at all, the client is dropped. */
export const SOFT_LIMIT_BYTES = 64 * 1024;
export const HARD_LIMIT_BYTES = 1024 * 1024;
export const STALL_MS = 10_000;
export const HEARTBEAT_MS = 25_000;
/** Most events replayed to a resuming stream; past it, a reset (refetch everything) is cheaper. */
export const REPLAY_LIMIT = 200;
/** Event ids this process remembers having delivered, so an event published twice is sent once. */
const REMEMBERED_IDS = 20_000;

export interface StreamUser {
  id: string;
  role: Role;
}

interface Stream {
  user: StreamUser;
  res: ServerResponse;
  /** Messages held while the stream replays what it missed, so ids go out in order. */
  held: { id: number; text: string }[] | null;
  /** Ids the replay sent: the same event arriving live is not sent again. */
  replayed: Set<number>;
  /** When its waiting bytes went past SOFT_LIMIT_BYTES; null while under. */
  overSince: number | null;
  closed: boolean;
}

/** A bounded set of recent numbers: the oldest is forgotten first. */
class RecentIds {
  private readonly ids = new Set<number>();
  constructor(private readonly capacity: number) {}
  /** Adds the id; answers false when it was already there. */
  add(id: number): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.ids.size > this.capacity) this.ids.delete(this.ids.values().next().value as number);
    return true;
  }
}

/**
 * The open event streams of this process, and delivery to them. Every event id from the bus is
 * read once from the database for all streams: who may hear of it (its audience, checked against
 * the class's members at that moment, so someone removed from a class hears nothing more of it),
 * what changed, and the notifications it made. A stream gets only what its user may read.
 * Writing never waits for a slow client: its bytes are bounded, past the bound it is dropped and
 * resumes with Last-Event-ID when it reads again.
 */
export class StreamHub {
  private readonly byUser = new Map<string, Set<Stream>>();
  private readonly admins = new Set<Stream>();
  private readonly delivered = new RecentIds(REMEMBERED_IDS);
  private pending: number[] = [];
  private delivering: Promise<void> = Promise.resolve();
  private flushScheduled = false;
  private heartbeat: NodeJS.Timeout | null = null;
  /** For tests and operators: the most bytes one stream had waiting, and streams dropped for it. */
  readonly stats = { maxBuffered: 0, dropped: 0 };

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {}

  get size(): number {
    let count = 0;
    for (const streams of this.byUser.values()) count += streams.size;
    return count;
  }

  /** Starts the heartbeats (an unref'd timer). */
  start(): void {
    this.heartbeat = setInterval(() => {
      for (const streams of this.byUser.values()) for (const stream of streams) this.write(stream, HEARTBEAT);
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /**
   * Serves a stream on a response whose headers are sent: first what it missed since
   * `lastEventId`, or since the moment `since` (a tab's first stream: the server's time when the
   * tab first read what it shows), or else a `ready` naming where it starts; then every event as it comes.
   */
  async open(user: StreamUser, res: ServerResponse, lastEventId: number | null, since: Date | null = null): Promise<void> {
    const stream: Stream = { user, res, held: [], replayed: new Set(), overSince: null, closed: false };
    this.add(stream);
    res.on('close', () => this.remove(stream));
    this.write(stream, RETRY_LINE);
    try {
      if (lastEventId !== null) await this.replay(stream, lastEventId);
      else if (since !== null) await this.replaySince(stream, since);
      else this.write(stream, sseMessage(STREAM_EVENTS.ready, {}, await latestEventId(this.db)));
    } catch (error) {
      this.log.error({ err: error }, 'event stream could not start');
      res.destroy();
      return;
    }
    const held = stream.held ?? [];
    stream.held = null;
    for (const message of held) if (!stream.replayed.has(message.id)) this.write(stream, message.text);
  }

  /**
   * A tab's first stream: what happened from `since` on, replayed like a resumed stream's (a
   * `reset` when too much). Nothing happened: a `ready`, and the tab keeps what it read, instead of
   * reading every query again for what was, nearly always, nothing. Ids grow with time, give or
   * take events of the same instant; the tab's `since` is early by a margin (lib/server-clock.ts).
   */
  private async replaySince(stream: Stream, since: Date): Promise<void> {
    const first = await firstEventSince(this.db, since.toISOString());
    if (first === null) this.write(stream, sseMessage(STREAM_EVENTS.ready, {}, await latestEventId(this.db)));
    else await this.replay(stream, first - 1);
  }

  private async replay(stream: Stream, lastEventId: number): Promise<void> {
    const first = await firstEventSince(this.db, new Date(Date.now() - EVENT_RETENTION_MS).toISOString());
    const events = first !== null && lastEventId < first - 1 ? null : await eventsSince(this.db, stream.user, lastEventId, REPLAY_LIMIT + 1);
    if (events === null || events.length > REPLAY_LIMIT) {
      this.write(stream, sseMessage(STREAM_EVENTS.reset, {}, await latestEventId(this.db)));
      return;
    }
    this.write(stream, sseMessage(STREAM_EVENTS.ready, {}));
    if (events.length === 0) return;
    const notes = (await forEvents(this.db, events.map((e) => e.id))).filter((n) => n.user_id === stream.user.id);
    const count = await unreadCount(this.db, stream.user.id);
    const noteOf = new Map(notes.map((n) => [n.event_id, n]));
    for (const event of events) {
      stream.replayed.add(event.id);
      const changes = JSON.parse(event.changes) as StreamChange[];
      const note = noteOf.get(event.id) ?? null;
      this.write(stream, update(event.id, changes, note, note || changes.some((c) => c.type === 'notifications') ? count : null));
    }
  }

  /** Event ids from the bus: delivered in order, a batch at a time, each id once. */
  receive(ids: readonly number[]): void {
    for (const id of ids) if (this.delivered.add(id)) this.pending.push(id);
    if (this.flushScheduled || this.pending.length === 0) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      const batch = this.pending;
      this.pending = [];
      this.delivering = this.delivering
        .then(() => this.deliver(batch))
        .catch((error: unknown) => this.log.error({ err: error }, 'event delivery failed'));
    });
  }

  /** Resolves when everything received so far is delivered (tests). */
  async idle(): Promise<void> {
    while (this.flushScheduled || this.pending.length > 0) await new Promise((resolve) => setImmediate(resolve));
    await this.delivering;
  }

  private async deliver(ids: number[]): Promise<void> {
    if (this.size === 0) return;
    const events = await loadEvents(this.db, ids);
    if (events.length === 0) return;
    const audiences = await this.audiencesOf(events);
    const notes = (await forEvents(this.db, ids)).filter((n) => this.byUser.has(n.user_id));
    const notesOf = new Map<number, Map<string, NotificationView>>();
    for (const note of notes) {
      const forEvent = notesOf.get(note.event_id) ?? new Map<string, NotificationView>();
      forEvent.set(note.user_id, note);
      notesOf.set(note.event_id, forEvent);
    }
    const readers = new Set(notes.map((n) => n.user_id));
    const changesOf = new Map(events.map((e) => [e.id, JSON.parse(e.changes) as StreamChange[]]));
    for (const event of events) {
      if (changesOf.get(event.id)?.some((c) => c.type === 'notifications') && event.user_id) readers.add(event.user_id);
    }
    const counts = await unreadCounts(this.db, [...readers]);
    for (const event of events) {
      const changes = changesOf.get(event.id) ?? [];
      const recipients = audiences.get(event.id) ?? new Set<Stream>();
      const eventNotes = notesOf.get(event.id);
      for (const userId of eventNotes?.keys() ?? []) this.streamsOf(userId).forEach((s) => recipients.add(s));
      // The same text for everyone without a notification of their own: built once.
      let shared: string | null = null;
      for (const stream of recipients) {
        const note = eventNotes?.get(stream.user.id) ?? null;
        const count = readers.has(stream.user.id) ? (counts.get(stream.user.id) ?? 0) : null;
        const text = note || count !== null ? update(event.id, changes, note, count) : (shared ??= update(event.id, changes, null, null));
        this.send(stream, event.id, text);
      }
    }
  }

  /** The open streams each event's audience has here (before its notifications' recipients). */
  private async audiencesOf(events: EventRow[]): Promise<Map<number, Set<Stream>>> {
    const classIds = [...new Set(events.filter((e) => e.audience !== 'user' && e.class_id !== null).map((e) => e.class_id as string))];
    const members = await membersOf(this.db, classIds);
    const byClass = new Map<string, { user_id: string; role: string }[]>();
    for (const member of members) {
      const list = byClass.get(member.class_id) ?? [];
      list.push(member);
      byClass.set(member.class_id, list);
    }
    const audiences = new Map<number, Set<Stream>>();
    for (const event of events) {
      const streams = new Set<Stream>();
      if (event.audience === 'user') {
        if (event.user_id) this.streamsOf(event.user_id).forEach((s) => streams.add(s));
      } else {
        this.admins.forEach((s) => streams.add(s));
        for (const member of byClass.get(event.class_id ?? '') ?? []) {
          const hears = event.audience === 'class' || member.role === 'teacher' || member.user_id === event.user_id;
          if (hears) this.streamsOf(member.user_id).forEach((s) => streams.add(s));
        }
      }
      audiences.set(event.id, streams);
    }
    return audiences;
  }

  private streamsOf(userId: string): Set<Stream> {
    return this.byUser.get(userId) ?? new Set();
  }

  private send(stream: Stream, id: number, text: string): void {
    if (stream.held) stream.held.push({ id, text });
    else if (!stream.replayed.has(id)) this.write(stream, text);
  }

  /**
   * Writes without waiting. Node keeps what the socket cannot take yet; past the bounds the
   * client is not reading (or cannot keep up) and is dropped: its memory is freed at once, and it
   * resumes from its Last-Event-ID when it reconnects.
   */
  private write(stream: Stream, text: string): void {
    if (stream.closed) return;
    stream.res.write(text);
    const waiting = stream.res.writableLength;
    if (waiting > this.stats.maxBuffered) this.stats.maxBuffered = waiting;
    if (waiting <= SOFT_LIMIT_BYTES) {
      stream.overSince = null;
      return;
    }
    const now = Date.now();
    stream.overSince ??= now;
    if (waiting > HARD_LIMIT_BYTES || now - stream.overSince >= STALL_MS) {
      this.stats.dropped += 1;
      this.log.info({ user: stream.user.id, waiting }, 'event stream dropped: the client is not reading');
      this.remove(stream);
      stream.res.destroy();
    }
  }

  private add(stream: Stream): void {
    let streams = this.byUser.get(stream.user.id);
    if (!streams) {
      streams = new Set();
      this.byUser.set(stream.user.id, streams);
    }
    streams.add(stream);
    if (stream.user.role === 'admin') this.admins.add(stream);
  }

  private remove(stream: Stream): void {
    if (stream.closed) return;
    stream.closed = true;
    const streams = this.byUser.get(stream.user.id);
    streams?.delete(stream);
    if (streams?.size === 0) this.byUser.delete(stream.user.id);
    this.admins.delete(stream);
  }

  /** Ends a user's streams (deleted, deactivated, role or password changed): they reconnect, and are checked again. */
  closeUser(userId: string): void {
    for (const stream of [...this.streamsOf(userId)]) this.end(stream);
  }

  /** Ends every stream: at shutdown (clients reconnect to another process), or after the bus lost messages. */
  closeAll(): void {
    for (const streams of [...this.byUser.values()]) for (const stream of [...streams]) this.end(stream);
  }

  private end(stream: Stream): void {
    this.remove(stream);
    stream.res.end();
  }

  stop(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    this.closeAll();
  }
}

function update(id: number, changes: StreamChange[], note: NotificationView | null, unread: number | null): string {
  const data: StreamUpdate = { id, changes, notification: note ? toNotification(note) : null, unreadCount: unread };
  return sseMessage(STREAM_EVENTS.update, data, id);
}
