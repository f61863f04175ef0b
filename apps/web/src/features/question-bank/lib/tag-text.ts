import { BANK_LIMITS, normalizeTag } from '@lyceum/shared/question-bank-limits';

/** Tags typed as one line, comma-separated, as the server will store them (trimmed, folded, lower case, once each). */
export function tagsFromText(text: string): string[] {
  return [...new Set(text.split(',').map(normalizeTag).filter((tag) => tag !== ''))].slice(0, BANK_LIMITS.tags);
}
