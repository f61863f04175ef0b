import { FIELD_MSG } from '@lyceum/shared/field-messages';

/**
 * What is wrong with an email field's text, by the browser's own check of its shape (spec section
 * 5: email-typed fields): empty (when it is required), or not shaped like an address.
 */
export function emailProblem(input: HTMLInputElement | null, required: boolean): string | undefined {
  if (!input) return undefined;
  if (!input.value.trim()) return required ? FIELD_MSG.emailRequired : undefined;
  return input.validity.typeMismatch ? FIELD_MSG.emailShape : undefined;
}
