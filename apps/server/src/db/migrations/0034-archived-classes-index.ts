import { sql, type Kysely } from 'kysely';

/**
 * The archived classes' index holds the archived classes alone (a partial index), in place of
 * 0022's index of every class's `archived_at`. Most classes are live, so 0022's index was one value
 * (null) repeated: once ANALYZE had counted it ("1000 1000" in sqlite_stat1) SQLite judged
 * `archived_at IS NOT NULL` unselective and scanned every class instead, in each list that leaves
 * archived classes out (the dashboard's three statements read all 1,000 classes of the bench's
 * district: 470-560 us of CPU a request). This one has a row per archived class, so the lookup
 * reads those rows and no others; PostgreSQL reads the same condition the same way.
 */
export function archivedClassesIndex() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('classes_archived_at_idx').execute();
      await db.schema.createIndex('classes_archived_idx').on('classes').column('archived_at').where(sql.ref('archived_at'), 'is not', null).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('classes_archived_idx').execute();
      await db.schema.createIndex('classes_archived_at_idx').on('classes').column('archived_at').execute();
    },
  };
}
