import type SQLite from 'better-sqlite3';
import { searchWords } from '@lyceum/shared/search';

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/**
 * The words of a rich-text body as plain text: tags out (each a space, so `<p>a</p><p>b</p>` stays
 * two words), the entities the editor writes back to characters, white space folded. What search
 * indexes and shows of a material or an assignment; the same rules as the SQL function of the
 * same name on PostgreSQL (migration 0023).
 */
export function searchText(html: string | null): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The distinct words of a text as a search reads them (`searchTerms` in packages/shared: runs of
 * letters, digits and combining marks, lower-cased), as a JSON array: what migration 0026 keeps in
 * `search_vocab`, so the last word of a search expands to the same words it would match whole.
 */
export function searchWordList(text: string | null): string {
  return JSON.stringify([...new Set(searchWords(text ?? ''))]);
}

/**
 * search_text(html) for the triggers of migration 0023 and search_word_list(text) for those of
 * 0026: every connection that may write registers them.
 */
export function registerSearchText(sqlite: SQLite.Database): void {
  sqlite.function('search_text', { deterministic: true }, (html: unknown) => searchText(typeof html === 'string' ? html : null));
  sqlite.function('search_word_list', { deterministic: true }, (text: unknown) => searchWordList(typeof text === 'string' ? text : null));
}
