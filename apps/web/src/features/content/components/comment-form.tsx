import { useState, type FormEvent } from 'react';
import { SendIcon } from 'lucide-react';
import { LIMITS } from '@lyceum/shared/limits';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

/** Spec section 5: blank text cannot be posted (the button stays disabled). Resolves true when posted. */
export function CommentForm({ busy, onSubmit }: { busy: boolean; onSubmit: (text: string) => Promise<boolean> }) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank || busy) return;
    if (await onSubmit(text.trim())) setText('');
  };

  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor="comment-text">Add a comment</Label>
      <Textarea
        id="comment-text"
        placeholder="Write a comment..."
        maxLength={LIMITS.comment}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={blank || busy}>
          {busy ? <Spinner label="Posting comment" /> : <SendIcon />}
          Post Comment
        </Button>
      </div>
    </form>
  );
}
