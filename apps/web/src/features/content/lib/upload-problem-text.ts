import { FILE_MSG } from '@lyceum/shared/messages';
import type { Translate } from '@/lib/i18n/i18n-context';
import { contentViewMessages as v } from '@/features/content/content-view-messages';

/**
 * precheckUpload's answer (the server's own words, FILE_MSG, in English as the server and the
 * tests have them) in the reader's language; null stays null.
 */
export function uploadProblemText(problem: string | null, t: Translate): string | null {
  if (problem === FILE_MSG.empty) return t(v.fileEmpty);
  if (problem === FILE_MSG.typeNotAllowed) return t(v.typeNotAllowed, { types: t(v.allowedTypes) });
  return problem;
}
