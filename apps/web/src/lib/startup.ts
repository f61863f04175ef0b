/**
 * The first page's own downloads: what the entry started for the URL it was opened at (its
 * modules and first API reads: app/route-start.ts). Work that can wait (the toast outlet, the
 * shell's menus: lib/deferred-module.ts) waits for them to finish, so that it never shares the
 * phone's bandwidth or main thread with what the first page needs.
 */
const pending: Promise<unknown>[] = [];

/** Counts `work` as part of the first page's start-up. */
export function addStartupWork(work: Promise<unknown>): void {
  pending.push(work);
}

/** Resolves once every piece of start-up work has finished, failed or not. */
export function startupSettled(): Promise<void> {
  return Promise.allSettled(pending).then(() => undefined);
}
