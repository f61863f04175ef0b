import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What travels between the server processes: ids only, never contents. Each process reads the
 * rows itself and decides what its own open streams may see.
 * - `event`: events were published (their ids);
 * - `user`: a user changed (deleted, deactivated, password or role): drop them from caches.
 */
export type BusMessage = { type: 'event'; ids: number[] } | { type: 'user'; id: string };

export interface EventBus {
  /**
   * Sends event ids to every process, this one included. `trx` is the dispatcher's transaction
   * that marks them published: a bus that can (PostgreSQL NOTIFY) sends them only if it commits.
   */
  publishEvents(ids: number[], trx: Kysely<Database>): Promise<void>;
  /** Tells every other process that a user changed (this one has already acted). */
  publishUser(id: string): Promise<void>;
  /** Called for every message from any process (for `user`, from the others only). */
  subscribe(handler: (message: BusMessage) => void): void;
  /**
   * Called when the bus may have missed messages (its connection was lost and is back): streams
   * of this process should resume from the database.
   */
  onGap(handler: () => void): void;
  close(): Promise<void>;
}

/** Message text on the wire: `e:1,2,3` or `u:<user id>` (under PostgreSQL's 8,000-byte NOTIFY limit). */
export const encodeMessage = (message: BusMessage): string => (message.type === 'event' ? `e:${message.ids.join(',')}` : `u:${message.id}`);

export function decodeMessage(text: string): BusMessage | null {
  if (text.startsWith('u:') && text.length > 2) return { type: 'user', id: text.slice(2) };
  if (!text.startsWith('e:')) return null;
  const ids = text.slice(2).split(',').map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  return ids.length > 0 ? { type: 'event', ids } : null;
}

/** Most ids in one message: 500 ids of up to 15 digits stay well under NOTIFY's 8,000 bytes. */
export const IDS_PER_MESSAGE = 500;

/** One process (SQLite, or PostgreSQL without other processes to reach): handlers are called on a later turn. */
export class MemoryBus implements EventBus {
  private readonly handlers: ((message: BusMessage) => void)[] = [];

  async publishEvents(ids: number[]): Promise<void> {
    const message: BusMessage = { type: 'event', ids: [...ids] };
    setImmediate(() => this.handlers.forEach((handler) => handler(message)));
  }

  async publishUser(): Promise<void> {
    // No other process to tell.
  }

  subscribe(handler: (message: BusMessage) => void): void {
    this.handlers.push(handler);
  }

  onGap(): void {
    // An in-process bus never loses a message.
  }

  async close(): Promise<void> {
    this.handlers.length = 0;
  }
}
