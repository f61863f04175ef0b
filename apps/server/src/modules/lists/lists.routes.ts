import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// GET /api/assignments and GET /api/materials (across the caller's classes) are added by the dashboard issue.
export const listRoutes: FastifyPluginAsyncZod = async () => {};
