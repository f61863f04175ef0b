import type { ImportProgress } from '@lyceum/shared/imports';
import type { StoredRecord } from './problem-text';

/**
 * The commits running in this server process, with their progress. Progress lives here only: with
 * SQLite the commit's transaction holds the single writer, so it could not be written to the
 * imports row as it moves, and on PostgreSQL rows written inside the transaction are invisible
 * until it commits anyway. The row holds the status (`running`, then `committed` or `failed`).
 */
const running = new Map<string, { record: StoredRecord; progress: ImportProgress }>();

/** Registers a commit this process is starting; returns its progress, which the job moves. */
export function trackJob(record: StoredRecord): ImportProgress {
  const progress = { done: 0, total: 0 };
  running.set(record._id, { record: { ...record, status: 'running' }, progress });
  return progress;
}

/** The imports this process is committing now (at most one: commits take turns). */
export function runningHere(): string[] {
  return [...running.keys()];
}

export function untrackJob(id: string): void {
  running.delete(id);
}

/**
 * The import as this process's running commit sees it, or undefined when none runs it here. Read
 * without the database: on SQLite, the commit's transaction holds the connection until it ends.
 */
export function runningRecord(id: string): StoredRecord | undefined {
  const job = running.get(id);
  return job && { ...job.record, progress: { ...job.progress } };
}

/** A stored record with its progress, when it is running in this process. */
export function withProgress(record: StoredRecord): StoredRecord {
  const job = record.status === 'running' ? running.get(record._id) : undefined;
  return job ? { ...record, progress: { ...job.progress } } : record;
}
