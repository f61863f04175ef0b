import type { QuestionSettings } from '@lyceum/shared/questions';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const UNESCAPES = Object.fromEntries(Object.entries(ESCAPES).map(([char, entity]) => [entity, char]));

/**
 * An answer as the submission keeps it: one escaped paragraph, so the grading panel, which shows a
 * submission's answer as rich text, shows the typed text as typed (no markup of the student's).
 * A choice is kept as its text, so the answer reads alone in the grading panel and the CSV.
 */
export const answerHtml = (text: string): string => `<p>${text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)}</p>`;

/** The text back from answerHtml (only the question routes write a question's answers). */
export const answerTextOf = (html: string): string =>
  html.replace(/^<p>/, '').replace(/<\/p>$/, '').replace(/&(amp|lt|gt|quot|#39);/g, (entity) => UNESCAPES[entity] ?? entity);

/** The index of the choice an answer names (multiple choice), else null. */
export function choiceOf(settings: QuestionSettings, text: string): number | null {
  if (settings.kind !== 'multiple_choice') return null;
  const index = settings.choices.indexOf(text);
  return index === -1 ? null : index;
}
