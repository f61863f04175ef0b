import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@lyceum/shared/dashboard';
import { actorOf } from '../../plugins/auth';
import { loadDashboard } from './dashboard.service';

/** GET /api/dashboard: the dashboard home in one round trip, for every role. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard', { schema: { operationId: 'getDashboard', summary: 'The dashboard home in one call', response: { 200: dashboardSchema } } }, async (request) =>
    loadDashboard(app.db.kysely, actorOf(request), app.storageQuotaBytes),
  );
};
