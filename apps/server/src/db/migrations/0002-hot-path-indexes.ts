import type { Kysely } from 'kysely';

/**
 * Indexes for the whole-district reads of an admin (every class): without them the newest
 * assignments, the due-date page and the materials page sort all 50,000 rows per request
 * (~70 ms on the large data set); with them each is a walk of the first rows of one index.
 * `class_members(role, class_id)` answers "how many teachers" without scanning the memberships.
 */
export function hotPathIndexes() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.createIndex('assignments_due_idx').on('assignments').columns(['due_date', 'id']).execute();
      await db.schema.createIndex('assignments_created_idx').on('assignments').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('materials_created_idx').on('materials').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('class_members_role_idx').on('class_members').columns(['role', 'class_id']).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const name of ['assignments_due_idx', 'assignments_created_idx', 'materials_created_idx', 'class_members_role_idx']) {
        await db.schema.dropIndex(name).ifExists().execute();
      }
    },
  };
}
