import type { FastifyInstance, RouteOptions } from 'fastify';
import { JobRunner, type JobHandler } from './runner';

/** The runner's timer: due jobs at least this often, and the periodic work's chance to run. */
const TICK_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

/**
 * The app's job runner: started when the app is ready, stopped when it closes, and kicked after
 * every answered PUT and DELETE under /api, the requests that queue work (a deleted material's
 * files, an edit's removed attachments). Added to those routes only, so reads carry no extra hook.
 * Register before the routes.
 */
export function registerJobs(app: FastifyInstance, handlers: Record<string, JobHandler>, periodic?: () => Promise<void>): void {
  const runner = new JobRunner(app.db.kysely, handlers, (error, job) => app.log.error({ err: error, job }, 'background job failed'), periodic);
  app.decorate('jobs', runner);
  const kick = (_request: unknown, _reply: unknown, done: () => void) => {
    runner.kick();
    done();
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (!route.url.startsWith('/api/') || !methods.some((method) => method === 'PUT' || method === 'DELETE')) return;
    const existing = route.onResponse;
    route.onResponse = existing ? [...(Array.isArray(existing) ? existing : [existing]), kick] : [kick];
  });
  app.addHook('onReady', async () => runner.start(TICK_MS));
  app.addHook('onClose', async () => runner.stop());
}
