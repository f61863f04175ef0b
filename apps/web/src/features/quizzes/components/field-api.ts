import type { FieldControlProps } from '@/components/form-errors';

/** What a builder part needs of the form's errors (useFieldErrors, through the classwork form). */
export interface FieldApi {
  control(field: string, hintId?: string): FieldControlProps;
  message(field: string): { id: string; message: string | undefined };
  clear(field: string): void;
}

/** A question part's field name: `item-${id}-${part}` (its control's id is the form's prefix and this). */
export const itemField = (itemId: string, part: string) => `item-${itemId}-${part}`;

/** Native controls styled as the design system's: a select, and the 24×24 target of a checkbox or radio with its label. */
export const selectClass =
  'h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive dark:bg-input/30';
export const checkRowClass = 'flex min-h-6 items-center gap-2 text-sm';
export const checkClass = 'size-4 shrink-0 accent-primary';
