import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Uploaded files, the jobs table, and the school's storage total.
 *
 * `files`: one row per uploaded file (its bytes are the blob of the same id, see storage/). An
 * upload belongs to its class at once and to a material or an assignment once attached; until then
 * both are null (an unattached upload, collected after a grace period). Deleting the class, the
 * material or the assignment deletes the row by cascade, whatever deletes it.
 *
 * `jobs`: background work that must survive a crash (a durable outbox; jobs/runner.ts runs it).
 * Deleting a file row queues the deletion of its blob in the same transaction, by trigger: so
 * every way a row goes (the API, a cascade from a topic, a class, a user's pending uploads)
 * releases its bytes, and a crash between the commit and the blob's deletion only delays it.
 *
 * `storage_usage`: the bytes of all file rows, kept by triggers, for the quota and the admin
 * dashboard. One row that every upload updates: uploads are seconds apart, not microseconds, so
 * the row lock it takes on PostgreSQL is no queue.
 */
export function files(dialect: Dialect) {
  const ts = dialect === 'postgres' ? 'timestamptz' : 'text';
  const now = dialect === 'postgres' ? 'now()' : "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
  const onInsert = 'UPDATE storage_usage SET bytes = bytes + NEW.size WHERE id = 1;';
  const onDelete = `UPDATE storage_usage SET bytes = bytes - OLD.size WHERE id = 1;
  INSERT INTO jobs (kind, payload, run_after, attempts, created_at) VALUES ('delete-blob', OLD.id, ${now}, 0, ${now});`;
  const triggers =
    dialect === 'postgres'
      ? [
          `CREATE FUNCTION files_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${onInsert} RETURN NULL; END $$`,
          `CREATE FUNCTION files_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${onDelete} RETURN NULL; END $$`,
          'CREATE TRIGGER files_insert AFTER INSERT ON files FOR EACH ROW EXECUTE FUNCTION files_insert()',
          'CREATE TRIGGER files_delete AFTER DELETE ON files FOR EACH ROW EXECUTE FUNCTION files_delete()',
        ]
      : [
          `CREATE TRIGGER files_insert AFTER INSERT ON files BEGIN ${onInsert} END`,
          `CREATE TRIGGER files_delete AFTER DELETE ON files BEGIN ${onDelete} END`,
        ];

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('jobs')
        .addColumn('id', dialect === 'postgres' ? 'bigint' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('run_after', sql.raw(ts), (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', sql.raw(ts), (c) => c.notNull())
        .execute();
      await db.schema.createIndex('jobs_run_after_idx').on('jobs').columns(['run_after', 'id']).execute();

      await db.schema
        .createTable('storage_usage')
        .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`INSERT INTO storage_usage (id, bytes) VALUES (1, 0)`.execute(db);

      await db.schema
        .createTable('files')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id').onDelete('cascade'))
        .addColumn('material_id', 'text', (c) => c.references('materials.id').onDelete('cascade'))
        .addColumn('assignment_id', 'text', (c) => c.references('assignments.id').onDelete('cascade'))
        .addColumn('uploaded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('created_at', sql.raw(ts), (c) => c.notNull())
        .addCheckConstraint('files_one_parent', sql`material_id is null or assignment_id is null`)
        .execute();
      await db.schema.createIndex('files_class_idx').on('files').column('class_id').execute();
      await db.schema.createIndex('files_material_idx').on('files').column('material_id').execute();
      await db.schema.createIndex('files_assignment_idx').on('files').column('assignment_id').execute();
      await db.schema.createIndex('files_uploaded_by_idx').on('files').column('uploaded_by').execute();
      // The sweep's question: unattached uploads older than the grace period.
      await db.schema
        .createIndex('files_unattached_idx')
        .on('files')
        .column('created_at')
        .where(sql.ref('material_id'), 'is', null)
        .where(sql.ref('assignment_id'), 'is', null)
        .execute();
      for (const statement of triggers) await sql.raw(statement).execute(db);

      await db.schema.alterTable('assignments').addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]')).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('assignments').dropColumn('attachments').execute();
      await db.schema.dropTable('files').ifExists().execute();
      if (dialect === 'postgres') {
        await sql`DROP FUNCTION IF EXISTS files_insert()`.execute(db);
        await sql`DROP FUNCTION IF EXISTS files_delete()`.execute(db);
      }
      await db.schema.dropTable('storage_usage').ifExists().execute();
      await db.schema.dropTable('jobs').ifExists().execute();
    },
  };
}
