import type { ItemDraft, ItemPart } from '@/features/quizzes/lib/item-drafts';
import { itemField, type FieldApi } from '@/features/quizzes/components/field-api';

/** What each kind's key editor is given: the question, a way to change it, and the form's errors. */
export interface KeyEditorProps {
  draft: ItemDraft;
  set: (patch: Partial<ItemDraft>) => void;
  fields: FieldApi;
}

/** A part's field name, control id and error, and a change that clears its error. */
export function partOf({ draft, fields }: KeyEditorProps, part: ItemPart) {
  const name = itemField(draft.id, part);
  const control = fields.control(name);
  return { name, control, invalid: control['aria-invalid'] === true, error: fields.message(name), clear: () => fields.clear(name) };
}
