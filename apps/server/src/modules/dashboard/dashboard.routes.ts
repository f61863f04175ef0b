import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Routes of this feature are added by its issue.
export const dashboardRoutes: FastifyPluginAsyncZod = async () => {};
