import type { Kysely } from 'kysely';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@lyceum/shared/i18n';
import type { Database } from '../../db/schema';

/** The school_settings row of the default language (a feed's statement joins it too). */
export const SCHOOL_DEFAULT_LOCALE_KEY = 'default_locale';

/**
 * The default language as last read, per database handle. It is asked for on answers that must not
 * wait: an error to a caller who chose no language and sent no Accept-Language, while on SQLite a
 * long write (an import's commit) holds the one connection — a refusal that should come at once
 * waited for the whole commit. Read once at start-up (school-settings.routes.ts), changed here when an
 * admin changes it, and read again in the background once older than FRESH_MS, for another server
 * process's change.
 */
const known = new WeakMap<Kysely<Database>, { locale: Locale; readAt: number; refreshing: boolean }>();
const FRESH_MS = 30_000;

/** The school's language for people who chose none and whose browser asks for none Lyceum ships; English until an admin sets one. */
export async function schoolDefaultLocale(db: Kysely<Database>): Promise<Locale> {
  const seen = known.get(db);
  if (!seen) return readSchoolDefaultLocale(db);
  if (Date.now() - seen.readAt > FRESH_MS && !seen.refreshing) {
    seen.refreshing = true;
    readSchoolDefaultLocale(db).catch(() => (seen.refreshing = false));
  }
  return seen.locale;
}

/** Reads the school's language from the database (and keeps it for schoolDefaultLocale). */
export async function readSchoolDefaultLocale(db: Kysely<Database>): Promise<Locale> {
  const row = await db.selectFrom('school_settings').select('value').where('key', '=', SCHOOL_DEFAULT_LOCALE_KEY).executeTakeFirst();
  const locale = isLocale(row?.value) ? row.value : DEFAULT_LOCALE;
  known.set(db, { locale, readAt: Date.now(), refreshing: false });
  return locale;
}

export async function setSchoolDefaultLocale(db: Kysely<Database>, locale: Locale): Promise<void> {
  await db
    .insertInto('school_settings')
    .values({ key: SCHOOL_DEFAULT_LOCALE_KEY, value: locale })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: locale }))
    .execute();
  known.set(db, { locale, readAt: Date.now(), refreshing: false });
}
