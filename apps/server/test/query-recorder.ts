import { AsyncLocalStorage } from 'node:async_hooks';

/** The auth plugin's user lookup: it runs only when the caller is not in the sign-in cache (users/user-cache.ts). */
export const USER_LOOKUP = /^select \* from "users" where "id" = (\?|\$1)$/;

/**
 * Records the SQL run by one piece of work, for query-count tests: pass `onQuery` to
 * createTestContext, then `during(run)` answers what `run` answered and the statements it caused.
 *
 * Only statements run in `run`'s own asynchronous context count (AsyncLocalStorage), so the
 * app's background loops (the outbox's dispatcher, the email deliverer, the job runner), which
 * wake on their own timers, are never counted with a request they happened to overlap. A flag
 * set for the duration counted them: one sweep in the window failed CI on PostgreSQL
 * (gradebook-fresh, 2 statements for 1).
 */
export function queryRecorder() {
  const current = new AsyncLocalStorage<string[]>();
  return {
    onQuery: (sql: string) => {
      current.getStore()?.push(sql);
    },
    async during<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      const statements: string[] = [];
      // Awaited inside the context: app.inject answers a thenable that starts the request only
      // when awaited, which would otherwise happen outside it.
      const result = await current.run(statements, async () => await run());
      return { result, statements };
    },
  };
}
