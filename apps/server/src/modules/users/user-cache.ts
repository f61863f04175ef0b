import type { Kysely } from 'kysely';
import type { Role } from '@lyceum/shared/roles';
import type { Database } from '../../db/schema';
import { ExpiringMap } from '../../lib/expiring-map';
import { findUserById } from './users.repository';

/** What authentication needs of a user: who they are, and which tokens are still theirs. */
export interface CachedUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  token_version: number;
  /** Their language choice, null for automatic (lib/request-locale.ts). */
  locale: string | null;
}

/**
 * How long an entry is trusted without a change seen by this process. Within the process, an edit
 * or delete evicts the entry at once, and the event bus (modules/events) tells the other server
 * processes at once too; this bounds how long another process could still accept a deleted user's
 * token, or one from before a password or role change, should that message be lost.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

class UserCache {
  private readonly entries = new ExpiringMap<CachedUser>(MAX_ENTRIES);
  /** Bumped by every eviction: a read that started before it must not store what it read. */
  private generation = 0;
  private readonly listeners = new Set<(id: string) => Promise<void> | void>();

  constructor(private readonly db: Kysely<Database>) {}

  /** The cached user while fresh, without touching the database (undefined: call load). */
  peek(id: string, now = Date.now()): CachedUser | undefined {
    return this.entries.get(id, now);
  }

  async load(id: string, now = Date.now()): Promise<CachedUser | undefined> {
    return this.peek(id, now) ?? this.reload(id, now);
  }

  /** Reads the user from the database, caching the row unless it changed meanwhile. */
  async reload(id: string, now = Date.now()): Promise<CachedUser | undefined> {
    const generation = this.generation;
    const row = await findUserById(this.db, id);
    if (generation !== this.generation) return row && pick(row);
    if (!row) {
      this.entries.delete(id);
      return undefined;
    }
    const user = pick(row);
    this.entries.set(id, user, now + TTL_MS);
    return user;
  }

  /**
   * Forgets the user here and tells the listeners (the event bus, which tells the other server
   * processes and ends the user's event streams); resolves once they have been told, so a request
   * that deleted or changed a user answers after every process has been asked to forget them.
   */
  async evict(id: string): Promise<void> {
    this.forget(id);
    await Promise.all([...this.listeners].map((listener) => Promise.resolve().then(() => listener(id)).catch(() => undefined)));
  }

  /** Forgets the user in this process only (another process said they changed). */
  forget(id: string): void {
    this.generation += 1;
    this.entries.delete(id);
  }

  /** Called with the id of every user evicted here; the returned function stops it. */
  onEvict(listener: (id: string) => Promise<void> | void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

const pick = (row: CachedUser): CachedUser => ({ id: row.id, name: row.name, email: row.email, role: row.role, token_version: row.token_version, locale: row.locale });

const caches = new WeakMap<Kysely<Database>, UserCache>();

/** The signed-in-user cache of one database (tests build many apps in one process, each with its own). */
export function userCache(db: Kysely<Database>): UserCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new UserCache(db);
    caches.set(db, cache);
  }
  return cache;
}
