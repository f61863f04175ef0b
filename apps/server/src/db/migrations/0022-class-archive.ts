import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * `classes.archived_at`: set while a class is archived (the school year ended, or a OneRoster bulk
 * file no longer lists it). An archived class is read-only and off the main lists, and restorable;
 * nothing in it is deleted. The index serves the lists that leave archived classes out.
 */
export function classArchive(dialect: Dialect) {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('classes').addColumn('archived_at', ts).execute();
      await db.schema.createIndex('classes_archived_at_idx').on('classes').column('archived_at').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('classes_archived_at_idx').execute();
      await db.schema.alterTable('classes').dropColumn('archived_at').execute();
    },
  };
}
