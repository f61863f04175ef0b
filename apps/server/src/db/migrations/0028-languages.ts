import type { Kysely } from 'kysely';

/**
 * Languages (issue 38, docs/translating.md): `users.locale` and `users.time_zone`, what a person
 * chose in Settings (null: automatic, their browser's language and zone); and `school_settings`,
 * the school's own settings an admin changes, one row per key (`default_locale`: the language of
 * people who chose none and whose browser asks for none Lyceum ships).
 */
export function languages() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('locale', 'text').execute();
      await db.schema.alterTable('users').addColumn('time_zone', 'text').execute();
      await db.schema
        .createTable('school_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('school_settings').ifExists().execute();
      await db.schema.alterTable('users').dropColumn('time_zone').execute();
      await db.schema.alterTable('users').dropColumn('locale').execute();
    },
  };
}
