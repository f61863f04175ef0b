import { useId, useRef, useState, type FormEvent } from 'react';
import { SendIcon } from 'lucide-react';
import { LIMITS } from '@lyceum/shared/limits';
import { FieldError, useFieldErrors } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/i18n-context';
import { contentViewMessages as v } from '@/features/content/content-view-messages';

/**
 * Spec section 5: blank text cannot be posted (the button stays disabled). `onSubmit` resolves
 * true when posted, or the reason it was not, which is shown at the text (the caller raises the
 * toast) with focus there, the text kept. The texts differ for a submission's private comments,
 * which may share a page with the public ones.
 */
export function CommentForm({
  busy,
  onSubmit,
  label,
  placeholder,
  submitLabel,
}: {
  busy: boolean;
  onSubmit: (text: string) => Promise<true | string>;
  label?: string;
  placeholder?: string;
  submitLabel?: string;
}) {
  const id = useId();
  const t = useT();
  const fields = useFieldErrors(id, ['text'] as const);
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const blank = text.trim() === '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank || busy) return;
    const posted = await onSubmit(text.trim());
    if (posted !== true) {
      fields.show({ text: posted });
      return;
    }
    setText('');
    // The emptied form disables its button, which drops focus to <body>: back to the text, for the next comment.
    field.current?.focus();
  };

  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor={fields.control('text').id}>{label ?? t(v.addComment)}</Label>
      <Textarea
        {...fields.control('text')}
        ref={field}
        placeholder={placeholder ?? t(v.commentPlaceholder)}
        maxLength={LIMITS.comment}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          fields.clear('text');
        }}
      />
      <FieldError {...fields.message('text')} />
      <div className="flex justify-end">
        <Button type="submit" disabled={blank} pending={busy}>
          {busy ? <Spinner label={t(v.posting)} /> : <SendIcon />}
          {submitLabel ?? t(v.postComment)}
        </Button>
      </div>
    </form>
  );
}
