import type { ItemResponse, StudentItem } from '@lyceum/shared/quiz-items';

/** What each kind's answer field gets: its item, the answer so far, and where a new one goes. */
export interface ItemFieldProps<K extends StudentItem['kind'] = StudentItem['kind']> {
  item: Extract<StudentItem, { kind: K }>;
  response: Extract<ItemResponse, { kind: K }> | undefined;
  /** `typing`: a text still being typed, saved after a pause; a click or a choice is saved at once. */
  onChange: (response: Extract<ItemResponse, { kind: K }>, typing?: boolean) => void;
  /** The id of the item's prompt, which names the field or group. */
  promptId: string;
  /** The id of the item's error under it, when there is one. */
  errorId: string | undefined;
  disabled: boolean;
}

/** A native select styled as the design system's input, with a 24 px and more target. */
export const selectClass =
  'h-9 min-w-32 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/80 disabled:opacity-50 aria-invalid:border-destructive';
