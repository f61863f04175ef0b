import type { ItemResponse } from './quiz-items';

// Free of zod (a type import only), so the player's chunk can read answers without the schemas.

/** Whether a response is an empty form, no answer at all: nothing chosen, blank text, an essay of tags only. */
export function isEmptyResponse(response: ItemResponse): boolean {
  switch (response.kind) {
    case 'single_choice':
      return response.choice === null;
    case 'true_false':
      return response.value === null;
    case 'multiple_response':
      return response.choices.length === 0;
    case 'text_entry':
    case 'numeric':
      return response.text.trim() === '';
    case 'essay':
      return response.text.replace(/<[^>]*>/g, '').trim() === '';
    case 'ordering':
      return response.order.length === 0;
    case 'matching':
      return response.pairs.length === 0;
    case 'inline_choice':
      return response.gaps.length === 0;
  }
}
