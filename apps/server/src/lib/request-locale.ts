import type { FastifyRequest } from 'fastify';
import { isLocale, negotiateLocale, type Locale } from '@lyceum/shared/i18n';
import { schoolDefaultLocale } from '../modules/school-settings/school-settings.repository';

/**
 * The language a request is answered in: the signed-in user's choice (Settings), else the
 * request's Accept-Language (the web app sends its active language), else the school's default.
 * The school's default is read only when the first two say nothing, so most answers cost no query.
 */
export async function requestLocale(request: FastifyRequest): Promise<Locale> {
  const chosen = request.auth?.locale;
  if (isLocale(chosen)) return chosen;
  return negotiateLocale(request.headers['accept-language']) ?? (await schoolDefaultLocale(request.server.db.kysely));
}
