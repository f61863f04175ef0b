import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Rosters: deactivated accounts, invitations, import bookkeeping, and the source systems' ids.
 *
 * `users.deactivated_at`: set while an account is deactivated (it cannot sign in); the row, its
 * memberships and its work stay, so classes' history and gradebooks keep it. Null: active.
 * `users.sourced_id`, `classes.sourced_id`: a student information system's stable id (OneRoster
 * `sourcedId`), so re-importing a bundle updates the same rows instead of duplicating them.
 * Unique where set (both engines let many rows hold null under a unique index).
 *
 * `invitations`: single-use set-password links. Only the SHA-256 of the token is kept, so a copy
 * of the database hands out no working link.
 *
 * `imports`: a previewed import (its parsed plan) that a commit refers to, and its result
 * afterwards (counts and problems), for the admin to look at later.
 */
export function rosters(dialect: Dialect) {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('deactivated_at', ts).execute();
      await db.schema.alterTable('users').addColumn('sourced_id', 'text').execute();
      await db.schema.createIndex('users_sourced_id_idx').on('users').column('sourced_id').unique().execute();
      await db.schema.alterTable('classes').addColumn('sourced_id', 'text').execute();
      await db.schema.createIndex('classes_sourced_id_idx').on('classes').column('sourced_id').unique().execute();

      await db.schema
        .createTable('invitations')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', ts, (c) => c.notNull())
        .addColumn('used_at', ts)
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('invitations_user_idx').on('invitations').column('user_id').execute();

      await db.schema
        .createTable('imports')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('plan', 'text', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('committed_at', ts)
        .execute();
      await db.schema.createIndex('imports_created_at_idx').on('imports').columns(['created_at', 'id']).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('imports').ifExists().execute();
      await db.schema.dropTable('invitations').ifExists().execute();
      await db.schema.dropIndex('classes_sourced_id_idx').ifExists().execute();
      await db.schema.alterTable('classes').dropColumn('sourced_id').execute();
      await db.schema.dropIndex('users_sourced_id_idx').ifExists().execute();
      await db.schema.alterTable('users').dropColumn('sourced_id').execute();
      await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
    },
  };
}
