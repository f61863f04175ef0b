import type { ItemResponse, QuizItem } from '@lyceum/shared/quiz-items';
import { optionalRichText, requireRichText } from '../../lib/rich-text';

/**
 * Items with their prompts sanitised as any rich text is before it is stored (a 400 naming the
 * item's prompt when nothing visible is left). An inline-choice item's `{{gap}}` markers are text,
 * and survive. Choice texts are plain text, shown as text, never as markup.
 */
export function sanitizedItems(items: QuizItem[]): Promise<QuizItem[]> {
  return Promise.all(items.map(async (item, index) => ({ ...item, prompt: await requireRichText(item.prompt, 'assignment', `items.${index}.prompt`) })));
}

/** An essay's answer sanitised like a student's written work; other answers are data, stored as given. */
export async function sanitizedResponse(response: ItemResponse): Promise<ItemResponse> {
  return response.kind === 'essay' ? { kind: 'essay', text: await optionalRichText(response.text, 'assignment', 'text') } : response;
}
