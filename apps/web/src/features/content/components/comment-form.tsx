import { useId, useRef, useState, type FormEvent } from 'react';
import { SendIcon } from 'lucide-react';
import { LIMITS } from '@lyceum/shared/limits';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

/**
 * Spec section 5: blank text cannot be posted (the button stays disabled). Resolves true when posted.
 * The texts differ for a submission's private comments, which may share a page with the public ones.
 */
export function CommentForm({
  busy,
  onSubmit,
  label = 'Add a comment',
  placeholder = 'Write a comment...',
  submitLabel = 'Post Comment',
}: {
  busy: boolean;
  onSubmit: (text: string) => Promise<boolean>;
  label?: string;
  placeholder?: string;
  submitLabel?: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const blank = text.trim() === '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank || busy) return;
    if (!(await onSubmit(text.trim()))) return;
    setText('');
    // The emptied form disables its button, which drops focus to <body>: back to the text, for the next comment.
    field.current?.focus();
  };

  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        ref={field}
        placeholder={placeholder}
        maxLength={LIMITS.comment}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={blank} pending={busy}>
          {busy ? <Spinner label="Posting comment" /> : <SendIcon />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
