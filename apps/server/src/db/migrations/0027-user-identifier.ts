import type { Kysely } from 'kysely';

/**
 * `users.identifier`: OneRoster's `identifier` of a user (users.csv), the id people know them by in
 * the school's other systems (a student number, a staff code), kept by the roster import so single
 * sign-on can find people by it when the identity provider carries it in a claim or attribute
 * (modules/sso, docs/sso.md). Not unique: the standard does not require it to be; a sign-in
 * matching more than one user is refused. Indexed for that lookup.
 */
export function userIdentifier() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('identifier', 'text').execute();
      await db.schema.createIndex('users_identifier_idx').on('users').column('identifier').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('users_identifier_idx').ifExists().execute();
      await db.schema.alterTable('users').dropColumn('identifier').execute();
    },
  };
}
