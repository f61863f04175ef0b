import { z } from 'zod';
import { LOCALES } from './i18n';
import { publicUserSchema } from './users';

export const localeSchema = z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}` });
/** The IANA time zones the runtime knows (with UTC), as an enum: the API document lists what it takes. */
export const TIME_ZONES = [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])] as [string, ...string[]];
export const timeZoneSchema = z.enum(TIME_ZONES, { error: 'timeZone must be an IANA time zone, such as Europe/Madrid' });

/** PUT /api/auth/me/preferences: a field left out keeps its value; null means "automatic" (Accept-Language, the browser's zone). */
export const updatePreferencesRequestSchema = z.object({
  locale: localeSchema.nullable().optional(),
  timeZone: timeZoneSchema.nullable().optional(),
});
export type UpdatePreferencesRequest = z.input<typeof updatePreferencesRequestSchema>;

/** The signed-in user's language settings, in the profile response. */
export const userLanguageSchema = z.object({
  /** What they chose in Settings; null: automatic. */
  localePreference: localeSchema.nullable(),
  /** The language they read: their choice, else their browser's, else the school's default. */
  locale: localeSchema,
  /** What they chose in Settings; null: the browser's own zone. */
  timeZone: z.string().nullable(),
});

/** GET /api/auth/me: the signed-in user, with their language settings. */
export const profileSchema = publicUserSchema.extend(userLanguageSchema.shape);
export type Profile = z.infer<typeof profileSchema>;

/** The school's settings an admin changes (GET/PUT /api/school-settings). */
export const schoolSettingsSchema = z.object({ defaultLocale: localeSchema });
export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;
