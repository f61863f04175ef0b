import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * The question bank (issue 36, modules/question-bank). A bank item belongs to exactly one bank:
 * a teacher's own (`owner_id`) or a class's (`class_id`), and goes with it (cascade).
 *
 * - `bank_items`: the teacher's item as JSON with its key (its points inside), and `search_text`:
 *   the prompt's words lower-cased, one space apart, with a space at each end, written by the
 *   service. A search is `search_text LIKE '% word%'` per word within one bank: the bank's index
 *   narrows the scan to that bank's rows (a few thousand at most), so no full-text index is kept
 *   (the search module's vocabulary and triggers are per class and per engine; this is simpler).
 * - `bank_item_tags`: an item's tags, normalised (trimmed, folded, lower case); indexed by tag so
 *   a tag filter reads only the items that carry it.
 */
export function questionBank(dialect: Dialect) {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('bank_items')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('class_id', 'text', (c) => c.references('classes.id').onDelete('cascade'))
        .addColumn('item', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .addCheckConstraint('bank_items_one_bank', sql`(owner_id is null) <> (class_id is null)`)
        .execute();
      // A bank's items, newest first (the list's order and its cursor); also the owner's and the class's cascade lookups.
      await db.schema.createIndex('bank_items_owner_idx').on('bank_items').columns(['owner_id', 'created_at', 'id']).execute();
      await db.schema.createIndex('bank_items_class_idx').on('bank_items').columns(['class_id', 'created_at', 'id']).execute();

      await db.schema
        .createTable('bank_item_tags')
        .addColumn('item_id', 'text', (c) => c.notNull().references('bank_items.id').onDelete('cascade'))
        .addColumn('tag', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('bank_item_tags_pk', ['item_id', 'tag'])
        .execute();
      await db.schema.createIndex('bank_item_tags_tag_idx').on('bank_item_tags').columns(['tag', 'item_id']).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('bank_item_tags').ifExists().execute();
      await db.schema.dropTable('bank_items').ifExists().execute();
    },
  };
}
