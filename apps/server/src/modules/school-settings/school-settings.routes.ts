import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schoolSettingsSchema } from '@lyceum/shared/i18n-schemas';
import { requireRole } from '../../plugins/auth';
import { readSchoolDefaultLocale, setSchoolDefaultLocale } from './school-settings.repository';

/** The school's own settings (admins): its default language (docs/translating.md). */
export const schoolSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  // Known before the first request that may need it without waiting (school-settings.repository.ts).
  // A warm-up only: if it fails, the first request that needs the language reads it.
  app.addHook('onReady', async () => {
    await readSchoolDefaultLocale(db).catch(() => undefined);
  });

  app.get(
    '/school-settings',
    { schema: { operationId: 'getSchoolSettings', summary: "The school's settings (admins)", refuses: [403], response: { 200: schoolSettingsSchema } } },
    async (request) => {
      requireRole(request, 'admin');
      return { defaultLocale: await readSchoolDefaultLocale(db) };
    },
  );

  app.put(
    '/school-settings',
    { schema: { operationId: 'updateSchoolSettings', summary: "Change the school's settings (admins)", refuses: [403], body: schoolSettingsSchema, response: { 200: schoolSettingsSchema } } },
    async (request) => {
      requireRole(request, 'admin');
      await setSchoolDefaultLocale(db, request.body.defaultLocale);
      return { defaultLocale: await readSchoolDefaultLocale(db) };
    },
  );
};
