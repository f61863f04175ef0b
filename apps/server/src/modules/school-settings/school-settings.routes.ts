import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schoolSettingsSchema } from '@lyceum/shared/i18n-schemas';
import { requireRole } from '../../plugins/auth';
import { schoolDefaultLocale, setSchoolDefaultLocale } from './school-settings.repository';

/** The school's own settings (admins): its default language (docs/translating.md). */
export const schoolSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.get(
    '/school-settings',
    { schema: { operationId: 'getSchoolSettings', summary: "The school's settings (admins)", refuses: [403], response: { 200: schoolSettingsSchema } } },
    async (request) => {
      requireRole(request, 'admin');
      return { defaultLocale: await schoolDefaultLocale(db) };
    },
  );

  app.put(
    '/school-settings',
    { schema: { operationId: 'updateSchoolSettings', summary: "Change the school's settings (admins)", refuses: [403], body: schoolSettingsSchema, response: { 200: schoolSettingsSchema } } },
    async (request) => {
      requireRole(request, 'admin');
      await setSchoolDefaultLocale(db, request.body.defaultLocale);
      return { defaultLocale: await schoolDefaultLocale(db) };
    },
  );
};
