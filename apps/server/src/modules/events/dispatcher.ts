import type { Kysely } from 'kysely';
import { engineOf } from '../../db/engine-of';
import { committedWrite } from '../../db/group-commit';
import type { Database } from '../../db/schema';
import { KickedLoop } from '../../lib/kicked-loop';
import { nowIso } from '../../lib/ids';
import { IDS_PER_MESSAGE, type EventBus } from './bus';
import { claimUnpublished, markPublished, pruneEvents } from './events.repository';

/**
 * How often unpublished events are looked for besides the kicks and the start-up run: those a
 * process left when it died and nobody restarted it, or a forgotten kick's. Streams that
 * reconnect get them by replay meanwhile.
 */
export const SWEEP_MS = 30_000;
/** Events that made no notification are kept this long, for streams that resume after an absence. */
export const EVENT_RETENTION_MS = 7 * 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

export interface DispatcherOptions {
  /**
   * TEST ONLY (TEST_ONLY_OUTBOX_DELAY_MS): waits this long before each publication, so a test can
   * kill the process between a change's commit and its event's delivery. Unset in production.
   */
  testDelayMs?: number;
  onError(error: unknown): void;
}

/**
 * Publishes the outbox: events committed but not yet sent to the server processes. Each run takes
 * the unpublished rows, sends their ids on the bus and marks them published: on PostgreSQL in one
 * transaction with the rows locked (two processes never take the same, and the NOTIFY goes out
 * exactly when the marks commit); on SQLite (one process) without a transaction of its own. With
 * Redis, or in one process, an event is sent at least once (again if the process dies before the
 * marks commit; streams ignore an id they have sent).
 * Runs when kicked after a commit, at start-up (whatever a killed process left unpublished goes
 * out then), and every SWEEP_MS.
 */
export class Dispatcher {
  private readonly loop: KickedLoop;
  private lastPrune = 0;
  private readonly wake = new Set<() => void>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: EventBus,
    private readonly options: DispatcherOptions,
  ) {
    this.loop = new KickedLoop(() => this.publishPending(), (error) => options.onError(error));
  }

  /** Publishes soon; kicks during a run make it go round once more. */
  kick(): void {
    this.loop.kick();
  }

  /** Resolves when no run is in progress (tests). */
  async idle(): Promise<void> {
    await this.loop.idle();
  }

  /** Publishes every unpublished event; answers how many. */
  async publishPending(): Promise<number> {
    if (this.options.testDelayMs) await this.sleep(this.options.testDelayMs);
    let published = 0;
    while (!this.loop.stopped) {
      const ids = engineOf(this.db) === 'postgres' ? await this.publishLocked() : await this.publishAlone();
      published += ids.length;
      if (ids.length < IDS_PER_MESSAGE) break;
    }
    return published;
  }

  /**
   * PostgreSQL, where several processes may run dispatchers: the rows are claimed FOR UPDATE SKIP
   * LOCKED, and the NOTIFY, sent in the same transaction, goes out when the marks commit.
   */
  private publishLocked(): Promise<number[]> {
    return this.db.transaction().execute(async (trx) => {
      const claimed = await claimUnpublished(trx, IDS_PER_MESSAGE);
      if (claimed.length > 0) {
        await this.bus.publishEvents(claimed, trx);
        await markPublished(trx, claimed, nowIso());
      }
      return claimed;
    });
  }

  /**
   * SQLite: one process, and this dispatcher runs once at a time, so nothing else takes the rows.
   * Publish, then mark in the group commit's next batch (db/group-commit.ts): a transaction of its
   * own would cost an fsync for every batch of comments and hold every read of the API meanwhile.
   */
  private async publishAlone(): Promise<number[]> {
    const claimed = await claimUnpublished(this.db, IDS_PER_MESSAGE);
    if (claimed.length === 0) return claimed;
    await this.bus.publishEvents(claimed, this.db);
    await committedWrite(this.db, (k) => markPublished(k, claimed, nowIso()));
    return claimed;
  }

  /** Publishes now and every SWEEP_MS; prunes old events hourly. */
  start(): void {
    this.loop.start(SWEEP_MS, () => {
      if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
      this.lastPrune = Date.now();
      pruneEvents(this.db, new Date(Date.now() - EVENT_RETENTION_MS).toISOString()).catch(this.options.onError);
    });
  }

  async stop(): Promise<void> {
    // The test delay is cut short first, so a closing app does not wait it out.
    const stopping = this.loop.stop();
    this.wake.forEach((wake) => wake());
    await stopping;
  }

  /** The test delay, cut short by stop() so a closing app does not wait it out. */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake.add(done);
    });
  }
}
