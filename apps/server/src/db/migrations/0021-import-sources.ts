import type { Kysely } from 'kysely';

/**
 * `imports.source_hash`: the SHA-256 of the file an import was previewed from (with its kind and
 * the plan's format; modules/imports/import-source.ts). A student information system sends the
 * same bundle night after night; a file previewed before is not parsed again (a district's bundle
 * takes about a second): its plan is read from the import that has it. Old imports have none.
 */
export function importSources() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('imports').addColumn('source_hash', 'text').execute();
      await db.schema.createIndex('imports_source_idx').on('imports').columns(['source_hash', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('imports_source_idx').execute();
      await db.schema.alterTable('imports').dropColumn('source_hash').execute();
    },
  };
}
