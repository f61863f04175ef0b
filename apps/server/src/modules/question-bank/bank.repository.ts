import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Cursor } from '../lists/cursor';

/** Which bank: a teacher's own, or a class's. */
export type BankRef = { ownerId: string; classId: null } | { ownerId: null; classId: string };

export interface BankRow {
  id: string;
  owner_id: string | null;
  class_id: string | null;
  item: string;
  created_at: string;
  updated_at: string;
}

export interface NewBankRow extends BankRow {
  search_text: string;
}

export interface BankSearch {
  /** Words, lower-cased, each to start a word of the prompt. */
  words: string[];
  tag: string | null;
}

const COLUMNS = ['bank_items.id', 'bank_items.owner_id', 'bank_items.class_id', 'bank_items.item', 'bank_items.created_at', 'bank_items.updated_at'] as const;

/** One bank's rows matching a search: the bank's index first, then the words (at most a few thousand rows to read). */
function matching(db: Kysely<Database>, bank: BankRef, search: BankSearch) {
  let query = db.selectFrom('bank_items');
  query = bank.classId === null ? query.where('bank_items.owner_id', '=', bank.ownerId) : query.where('bank_items.class_id', '=', bank.classId);
  for (const word of search.words) query = query.where('bank_items.search_text', 'like', `% ${word}%`);
  const { tag } = search;
  if (tag !== null) {
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('bank_item_tags').select(sql.lit(1).as('one')).whereRef('bank_item_tags.item_id', '=', 'bank_items.id').where('bank_item_tags.tag', '=', tag)),
    );
  }
  return query;
}

/** A page of a bank, newest first, after the cursor. */
export function bankPage(db: Kysely<Database>, bank: BankRef, search: BankSearch, after: Cursor | null, limit: number): Promise<BankRow[]> {
  let query = matching(db, bank, search).select(COLUMNS);
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('bank_items.created_at', '<', after.key), eb.and([eb('bank_items.created_at', '=', after.key), eb('bank_items.id', '<', after.id)])]),
    );
  }
  return query.orderBy('bank_items.created_at', 'desc').orderBy('bank_items.id', 'desc').limit(limit).execute();
}

export async function bankCount(db: Kysely<Database>, bank: BankRef, search: BankSearch): Promise<number> {
  const row = await matching(db, bank, search).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Tags of the given items, as a map of item id to its tags (sorted). */
export async function tagsOf(db: Kysely<Database>, ids: string[]): Promise<Map<string, string[]>> {
  const tags = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return tags;
  const rows = await db.selectFrom('bank_item_tags').select(['item_id', 'tag']).where('item_id', 'in', ids).orderBy('tag').execute();
  for (const row of rows) tags.get(row.item_id)?.push(row.tag);
  return tags;
}

/** A bank's tags and how many items carry each. */
export async function bankTags(db: Kysely<Database>, bank: BankRef): Promise<{ tag: string; count: number }[]> {
  let query = db.selectFrom('bank_item_tags').innerJoin('bank_items', 'bank_items.id', 'bank_item_tags.item_id');
  query = bank.classId === null ? query.where('bank_items.owner_id', '=', bank.ownerId) : query.where('bank_items.class_id', '=', bank.classId);
  const rows = await query.select((eb) => ['bank_item_tags.tag', eb.fn.countAll().as('n')]).groupBy('bank_item_tags.tag').orderBy('bank_item_tags.tag').execute();
  return rows.map((row) => ({ tag: row.tag, count: Number(row.n) }));
}

/** Items by id, with the caller's role in each class item's class (null: not a member, or an own-bank item). */
export function bankItemsById(db: Kysely<Database>, ids: string[], userId: string) {
  return db
    .selectFrom('bank_items')
    .select(COLUMNS)
    .select((eb) => [
      eb.selectFrom('class_members').select('class_members.role').whereRef('class_members.class_id', '=', 'bank_items.class_id').where('class_members.user_id', '=', userId).as('viewer_role'),
      eb.selectFrom('classes').select('classes.archived_at').whereRef('classes.id', '=', 'bank_items.class_id').as('class_archived_at'),
    ])
    .where('bank_items.id', 'in', ids)
    .execute();
}
export type BankItemWithRole = Awaited<ReturnType<typeof bankItemsById>>[number];

export async function insertBankItems(db: Kysely<Database>, rows: NewBankRow[], tags: string[][]): Promise<void> {
  await db.insertInto('bank_items').values(rows).execute();
  const tagRows = rows.flatMap((row, index) => (tags[index] ?? []).map((tag) => ({ item_id: row.id, tag })));
  if (tagRows.length > 0) await db.insertInto('bank_item_tags').values(tagRows).execute();
}

export async function updateBankItem(db: Kysely<Database>, id: string, change: { item: string; search_text: string; updated_at: string }, tags: string[]): Promise<void> {
  await db.updateTable('bank_items').set(change).where('id', '=', id).execute();
  await db.deleteFrom('bank_item_tags').where('item_id', '=', id).execute();
  if (tags.length > 0) await db.insertInto('bank_item_tags').values(tags.map((tag) => ({ item_id: id, tag }))).execute();
}

export async function deleteBankItem(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('bank_items').where('id', '=', id).execute();
}
