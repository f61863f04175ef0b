import { sql, type Kysely } from 'kysely';
import { engineOf } from '../db/engine-of';
import type { Database } from '../db/schema';
import { KickedLoop } from '../lib/kicked-loop';

export type JobHandler = (payload: string) => Promise<void>;

/** Jobs taken per query; a run goes on until none is due. */
const BATCH = 100;
/** A failed job waits 1, 2, 4... minutes before its next try, at most an hour. */
const backoffMs = (attempts: number): number => Math.min(60 * 60_000, 60_000 * 2 ** Math.min(attempts, 6));

/**
 * Runs the durable jobs table (migration 0011): work queued in the same transaction as the change
 * that needs it (a file row deleted queues its blob's deletion), so a crash delays it, never loses
 * it. Handlers must be idempotent: a job runs at least once, and two processes sharing a database
 * may both run it. Runs when kicked (after a change), on a timer, and at start-up.
 */
export class JobRunner {
  private readonly loop: KickedLoop;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly handlers: Readonly<Record<string, JobHandler>>,
    private readonly onError: (error: unknown, job: { kind: string; payload: string }) => void,
    /** Work done on the timer besides the jobs (the orphan sweep); its own schedule is its business. */
    private readonly periodic: () => Promise<void> = async () => undefined,
  ) {
    this.loop = new KickedLoop(() => this.runDue(), (error) => onError(error, { kind: 'runner', payload: '' }));
  }

  /** Runs the due jobs soon; kicks during a run make it go round once more. */
  kick(): void {
    this.loop.kick();
  }

  /** Resolves when no run is in progress or kicked (tests wait for the deletions a request queued). */
  async idle(): Promise<void> {
    await this.loop.idle();
  }

  /**
   * Runs every job due by now, by the database's own clock: the triggers that queue jobs stamp
   * them with it, to the microsecond on PostgreSQL, so a JavaScript time of the same millisecond
   * could find a job just queued not due yet. Answers how many succeeded.
   */
  async runDue(): Promise<number> {
    const now = new Date();
    const dueBy = engineOf(this.db) === 'postgres' ? sql<string>`CURRENT_TIMESTAMP` : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
    let done = 0;
    for (;;) {
      const due = await this.db
        .selectFrom('jobs')
        .select(['id', 'kind', 'payload', 'attempts'])
        .where('run_after', '<=', dueBy)
        .orderBy('run_after')
        .orderBy('id')
        .limit(BATCH)
        .execute();
      let progressed = false;
      for (const job of due) {
        const handler = this.handlers[job.kind];
        try {
          if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
          await handler(job.payload);
          await this.db.deleteFrom('jobs').where('id', '=', job.id).execute();
          done += 1;
          progressed = true;
        } catch (error) {
          this.onError(error, job);
          const retryAt = new Date(now.getTime() + backoffMs(job.attempts)).toISOString();
          await this.db.updateTable('jobs').set({ attempts: job.attempts + 1, run_after: retryAt }).where('id', '=', job.id).execute();
        }
      }
      if (due.length < BATCH || !progressed) return done;
    }
  }

  /** Runs due jobs and the periodic work now, then every `intervalMs`. */
  start(intervalMs: number): void {
    const periodic = () => {
      this.periodic().catch((error: unknown) => this.onError(error, { kind: 'periodic', payload: '' }));
    };
    periodic();
    this.loop.start(intervalMs, periodic);
  }

  async stop(): Promise<void> {
    await this.loop.stop();
  }
}
