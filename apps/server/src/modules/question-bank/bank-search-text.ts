import { searchWords } from '@lyceum/shared/search';
import { searchText } from '../../db/search-text';

/** The words of a text as the bank searches them: runs of letters, digits and marks, lower-cased. */
export function bankWords(text: string): string[] {
  return searchWords(text);
}

/**
 * What `bank_items.search_text` holds for a prompt: its words one space apart, with a space at
 * each end, so `LIKE '% word%'` finds a word's start and nothing across two words.
 */
export function bankSearchText(promptHtml: string): string {
  return ` ${bankWords(searchText(promptHtml)).join(' ')} `;
}
