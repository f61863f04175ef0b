import type { Kysely } from 'kysely';
import { BANK_LIMITS, normalizeTag, type BankItem, type BankPage } from '@lyceum/shared/question-bank';
import type { QuizItem } from '@lyceum/shared/quiz-items';
import type { Database } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import type { AuthUser } from '../../types';
import { inTransaction } from '../events/outbox';
import { decodeCursor, encodeCursor } from '../lists/cursor';
import { sanitizedItems } from '../quizzes/quiz-prompts';
import { requireBank, requireBankItem } from './bank-access';
import { bankCount, bankItemsById, bankPage, bankTags, deleteBankItem, insertBankItems, tagsOf, updateBankItem, type BankRow, type NewBankRow } from './bank.repository';
import { bankSearchText, bankWords } from './bank-search-text';
import { presentBankItem } from './bank.presenter';
import { copiedItem } from './item-copy';

interface ListQuery {
  classId?: string | undefined;
  q?: string | undefined;
  tag?: string | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}

async function present(db: Kysely<Database>, rows: BankRow[]): Promise<BankItem[]> {
  const tags = await tagsOf(db, rows.map((row) => row.id));
  return rows.map((row) => presentBankItem(row, tags.get(row.id) ?? []));
}

/** A page of a bank, newest first: every word of `q` starts a word of the prompt; `tag` one of its tags. */
export async function listBank(db: Kysely<Database>, actor: AuthUser, query: ListQuery): Promise<BankPage> {
  const bank = await requireBank(db, actor, query.classId, false);
  const tag = query.tag === undefined ? '' : normalizeTag(query.tag);
  const search = { words: [...new Set(bankWords(query.q ?? ''))], tag: tag === '' ? null : tag };
  const limit = query.limit ?? BANK_LIMITS.pageDefault;
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const [rows, total] = await Promise.all([bankPage(db, bank, search, after, limit + 1), bankCount(db, bank, search)]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: await present(db, page), total, nextCursor: rows.length > limit && last ? encodeCursor({ key: last.created_at, id: last.id }) : null };
}

export async function listBankTags(db: Kysely<Database>, actor: AuthUser, classId: string | undefined) {
  return bankTags(db, await requireBank(db, actor, classId, false));
}

/** Saves items (one, or a quiz's all) into one bank, as copies: the quiz's items stay its own. */
export async function saveToBank(db: Kysely<Database>, actor: AuthUser, classId: string | null, inputs: { item: QuizItem; tags: string[] }[]): Promise<BankItem[]> {
  const bank = await requireBank(db, actor, classId, true);
  const items = await sanitizedItems(inputs.map((input) => input.item));
  const now = nowIso();
  const rows: NewBankRow[] = items.map((item) => ({
    id: newId(),
    owner_id: bank.ownerId,
    class_id: bank.classId,
    item: JSON.stringify(item),
    search_text: bankSearchText(item.prompt),
    created_at: now,
    updated_at: now,
  }));
  await inTransaction(db, (trx) => insertBankItems(trx, rows, inputs.map((input) => input.tags)));
  return rows.map((row, index) => presentBankItem(row, [...(inputs[index]?.tags ?? [])].sort()));
}

async function usableItem(db: Kysely<Database>, actor: AuthUser, id: string, write: boolean) {
  const [row] = await bankItemsById(db, [id], actor.id);
  return requireBankItem(actor, row, write);
}

export async function updateInBank(db: Kysely<Database>, actor: AuthUser, id: string, input: { item: QuizItem; tags: string[] }): Promise<BankItem> {
  const row = await usableItem(db, actor, id, true);
  const [item] = await sanitizedItems([input.item]);
  const change = { item: JSON.stringify(item), search_text: bankSearchText(item?.prompt ?? ''), updated_at: nowIso() };
  await inTransaction(db, (trx) => updateBankItem(trx, id, change, input.tags));
  return presentBankItem({ ...row, ...change }, [...input.tags].sort());
}

export async function deleteFromBank(db: Kysely<Database>, actor: AuthUser, id: string): Promise<void> {
  await usableItem(db, actor, id, true);
  await deleteBankItem(db, id);
}

/**
 * Bank items as new quiz items, in the order asked, each with an id the quiz does not have yet:
 * copies, so what the quiz does to them never reaches the bank.
 */
export async function copiesForQuiz(db: Kysely<Database>, actor: AuthUser, ids: string[], takenIds: string[]): Promise<QuizItem[]> {
  const rows = new Map((await bankItemsById(db, [...new Set(ids)], actor.id)).map((row) => [row.id, row]));
  const taken = new Set(takenIds);
  return ids.map((id) => {
    const row = requireBankItem(actor, rows.get(id), false);
    const copy = copiedItem(presentBankItem(row, []).item, taken);
    taken.add(copy.id);
    return copy;
  });
}
