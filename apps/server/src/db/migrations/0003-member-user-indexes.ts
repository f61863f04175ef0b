import type { Kysely } from 'kysely';

/**
 * The two membership indexes gain `user_id` as their last column: `(class_id, role, user_id)`
 * replaces `(class_id, role)` and `(role, class_id, user_id)` replaces `(role, class_id)`. The
 * counts they answered stay index-only, and listing the teachers or students of a class or of a
 * page of classes (class detail, the class list, the dashboard's newest classes) finds the member
 * ids in the index too, instead of reading each membership row for its user_id.
 */
const REPLACED = [
  { old: 'class_members_class_role_idx', oldColumns: ['class_id', 'role'], name: 'class_members_class_role_user_idx', columns: ['class_id', 'role', 'user_id'] },
  { old: 'class_members_role_idx', oldColumns: ['role', 'class_id'], name: 'class_members_role_class_user_idx', columns: ['role', 'class_id', 'user_id'] },
];

export function memberUserIndexes() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const index of REPLACED) {
        await db.schema.createIndex(index.name).on('class_members').columns(index.columns).execute();
        await db.schema.dropIndex(index.old).execute();
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const index of REPLACED) {
        await db.schema.createIndex(index.old).on('class_members').columns(index.oldColumns).execute();
        await db.schema.dropIndex(index.name).execute();
      }
    },
  };
}
