import type { Kysely } from 'kysely';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@lyceum/shared/i18n';
import type { Database } from '../../db/schema';

/** The school_settings row of the default language (a feed's statement joins it too). */
export const SCHOOL_DEFAULT_LOCALE_KEY = 'default_locale';

/** The school's language for people who chose none and whose browser asks for none Lyceum ships; English until an admin sets one. */
export async function schoolDefaultLocale(db: Kysely<Database>): Promise<Locale> {
  const row = await db.selectFrom('school_settings').select('value').where('key', '=', SCHOOL_DEFAULT_LOCALE_KEY).executeTakeFirst();
  return isLocale(row?.value) ? row.value : DEFAULT_LOCALE;
}

export async function setSchoolDefaultLocale(db: Kysely<Database>, locale: Locale): Promise<void> {
  await db
    .insertInto('school_settings')
    .values({ key: SCHOOL_DEFAULT_LOCALE_KEY, value: locale })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: locale }))
    .execute();
}
