import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * One write statement (an insert, say). On SQLite it runs inside a transaction shared with other
 * writes, so it must not start one of its own; on PostgreSQL it runs as its own autocommit statement.
 */
export type Write<T> = (db: Kysely<Database>) => Promise<T>;

interface Job {
  write: Write<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

const MAX_BATCH = 500;

/**
 * Group commit for SQLite. With synchronous=FULL every commit waits for an fsync of the WAL
 * (about 2 ms on this kind of disk), so one transaction per request caps writes near 400/s. Writes
 * that arrive together run in one transaction and share its fsync; each caller's promise settles
 * only after that COMMIT has returned, so every acknowledged write is on disk exactly as before.
 * If any write in a batch fails, the batch rolls back and each write reruns in its own
 * transaction, so one bad write fails alone.
 */
export class GroupCommit {
  private pending: Job[] = [];
  private flushing = false;

  constructor(private readonly kysely: Kysely<Database>) {}

  run<T>(write: Write<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ write, resolve: resolve as (value: unknown) => void, reject });
      if (!this.flushing) {
        this.flushing = true;
        // Let the requests already read from the sockets in this turn join the batch.
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, MAX_BATCH);
      try {
        const results = await this.kysely.transaction().execute(async (trx) => {
          const out: unknown[] = [];
          for (const job of batch) out.push(await job.write(trx));
          return out;
        });
        batch.forEach((job, i) => job.resolve(results[i]));
      } catch {
        for (const job of batch) {
          try {
            job.resolve(await this.kysely.transaction().execute((trx) => job.write(trx)));
          } catch (error) {
            job.reject(error);
          }
        }
      }
    }
    this.flushing = false;
  }
}

const groups = new WeakMap<Kysely<Database>, GroupCommit>();

/** Turns on group commit for this (SQLite) database. */
export function enableGroupCommit(kysely: Kysely<Database>): void {
  groups.set(kysely, new GroupCommit(kysely));
}

/**
 * Runs one write statement and resolves once it is committed: batched with concurrent writes on
 * SQLite; directly elsewhere (PostgreSQL commits concurrent statements in parallel and already
 * flushes its WAL for them together).
 */
export function committedWrite<T>(kysely: Kysely<Database>, write: Write<T>): Promise<T> {
  const group = groups.get(kysely);
  return group ? group.run(write) : write(kysely);
}
