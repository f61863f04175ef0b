import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { AlertCircleIcon } from 'lucide-react';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { cn } from '@/lib/utils';

type Errors<F extends string> = Partial<Record<F, string>>;

/** What a field's control carries: its id, whether it is invalid, and the texts describing it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * Where a form's errors are shown: each at its field (the control `aria-invalid`, the message
 * tied to it by `aria-describedby`), and what concerns no field in an alert at the top of the
 * form. Showing errors moves focus to the first invalid field in `order` (the form's own order),
 * or to the alert, so a keyboard or screen-reader user lands on what needs changing, not on the
 * button that was pressed; the toasts the spec names are raised as well, by the form itself.
 *
 * A field's id is `${idPrefix}-${field}`; a control that is not a plain input (the rich-text
 * editor) gets the id on a wrapper, and focus goes to the first editable thing inside it.
 */
/** What a field of its own needs of its form's errors (useFieldErrors'), under the field's name `N`. */
export interface WorkFieldErrors<N extends string> {
  control(field: N, hintId?: string): FieldControlProps;
  message(field: N): { id: string; message: string | undefined };
  clear(field: N): void;
}

export function useFieldErrors<F extends string>(idPrefix: string, order: readonly F[]) {
  const [errors, setErrors] = useState<Errors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Bumped by show/showForm: focus moves once the messages are on the page, not on every render.
  const [focusRequest, setFocusRequest] = useState(0);
  const alertRef = useRef<HTMLDivElement>(null);

  const id = (field: F) => `${idPrefix}-${field}`;
  const errorId = (field: F) => `${idPrefix}-${field}-error`;

  useEffect(() => {
    if (focusRequest === 0) return;
    const first = order.find((field) => errors[field]);
    if (first) focusField(document.getElementById(`${idPrefix}-${first}`));
    else if (formError) alertRef.current?.focus();
    // Only a new request moves focus, not an error cleared as its field is edited.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  /** Shows these field errors (replacing the previous ones) and focuses the first; true when there were any. */
  const show = (next: Errors<F>): boolean => {
    const kept = Object.fromEntries(Object.entries(next).filter(([, message]) => message)) as Errors<F>;
    setErrors(kept);
    setFormError(null);
    const any = Object.keys(kept).length > 0;
    if (any) setFocusRequest((count) => count + 1);
    return any;
  };
  /** Shows a message that names no field in the form's alert, and focuses it. */
  const showForm = (message: string) => {
    setErrors({});
    setFormError(message);
    setFocusRequest((count) => count + 1);
  };

  return {
    errors,
    formError,
    show,
    showForm,
    /**
     * Shows a server's message at the field it names (fieldNamedBy), else in the form's alert.
     * `aliases` maps other names the server uses to a field (e.g. `dueDate` to `due`).
     */
    showServer(message: string, aliases: Partial<Record<string, F>> = {}) {
      const named = fieldNamedBy(message, [...order, ...Object.keys(aliases)]);
      const field = named === undefined ? undefined : (aliases[named] ?? (named as F));
      if (field) show({ [field]: message } as Errors<F>);
      else showForm(message);
    },
    /** Clears one field's error (as it is edited) and the form's alert. */
    clear(field: F) {
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
      setFormError(null);
    },
    reset() {
      setErrors({});
      setFormError(null);
    },
    /** Props for a field's control; `hintId` names a hint that describes it as well. */
    control(field: F, hintId?: string): FieldControlProps {
      const described = [errors[field] ? errorId(field) : undefined, hintId].filter(Boolean).join(' ');
      return { id: id(field), 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': described || undefined };
    },
    /** Props for the field's <FieldError>. */
    message(field: F): { id: string; message: string | undefined } {
      return { id: errorId(field), message: errors[field] };
    },
    /** Props for the form's <FormAlert>. */
    alert: { ref: alertRef, message: formError },
  };
}

/**
 * Inside a wrapper, what takes a field's focus, best first: the text area of a rich-text editor
 * (not the first button of its toolbar, which comes before it), its stand-in while the editor is
 * being built, then any control.
 */
const FOCUS_ORDER = ['[contenteditable="true"]', '[role="textbox"][tabindex]', 'input, textarea, select, button'];
/** Not inside something hidden (a rich-text editor built but not yet shown), which cannot take focus. */
const shown = (element: HTMLElement) => element.closest('[hidden], .hidden') === null;

/** Focuses a field: the element itself, or the editable thing inside a wrapper (FOCUS_ORDER). */
export function focusField(element: HTMLElement | null): void {
  if (!element) return;
  if (element.matches('input, textarea, select, button, [contenteditable="true"], [tabindex]')) {
    element.focus();
    return;
  }
  for (const selector of FOCUS_ORDER) {
    const found = [...element.querySelectorAll<HTMLElement>(selector)].find(shown);
    if (found) {
      found.focus();
      return;
    }
  }
}

/** A field's error message, below its control. */
export function FieldError({ id, message, className }: { id: string; message: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={cn('text-sm text-destructive-text', className)}>
      {message}
    </p>
  );
}

/** A form's error that names no field, at its top; it takes focus when shown (`tabIndex=-1`). */
export function FormAlert({
  message,
  ref,
  className,
}: {
  message: string | null;
  ref: ComponentProps<'div'>['ref'];
  className?: string;
}) {
  if (!message) return null;
  return (
    <Alert ref={ref} variant="destructive" tabIndex={-1} className={cn('outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80', className)}>
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle>{message}</AlertTitle>
    </Alert>
  );
}

/**
 * The field a server's message is about, when it names one of `fields` at its start ("email: must
 * be an email address", "title must be at most 200 characters"); the server's validation messages
 * are shaped so (plugins/errors.ts).
 */
export function fieldNamedBy<F extends string>(message: string, fields: readonly F[]): F | undefined {
  return fields.find((field) => new RegExp(`^${field}\\b`, 'i').test(message));
}
