import { Trash2Icon } from 'lucide-react';
import type { Comment } from '@lyceum/shared/comments';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { keepFocusNear } from '@/components/ui/return-focus';
import { Spinner } from '@/components/ui/spinner';
import { initialsOf } from '@/lib/utils';
import { formatDateTime } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n-context';
import { contentViewMessages as v } from '@/features/content/content-view-messages';

/** One comment. Its text is plain text, rendered as such: never HTML. */
export function CommentItem({
  comment,
  canDelete,
  deleting,
  onDelete,
}: {
  /** A public comment, or a submission's private one (the same shape without its target). */
  comment: Pick<Comment, '_id' | 'text' | 'author' | 'createdAt'>;
  canDelete: boolean;
  deleting: boolean;
  onDelete: () => void;
}) {
  const t = useT();
  const author = comment.author?.name || t(v.anonymous);
  return (
    <li data-testid="comment" className="flex gap-3 py-4">
      <Avatar className="size-9">
        <AvatarFallback aria-hidden="true">{initialsOf(author, 'A')}</AvatarFallback>
      </Avatar>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-sm font-medium">{author}</span>
          <time className="text-xs text-muted-foreground" dateTime={comment.createdAt}>
            {formatDateTime(comment.createdAt)}
          </time>
        </div>
        <p className="text-sm break-words whitespace-pre-wrap">{comment.text}</p>
      </div>
      {canDelete && (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t(v.deleteComment, { name: author })}
          pending={deleting}
          onClick={(event) => {
            // The comment leaves the list with its button: focus then goes to its neighbour, not <body>.
            keepFocusNear(event.currentTarget);
            onDelete();
          }}
          className="text-muted-foreground hover:text-destructive-text"
        >
          {deleting ? <Spinner label={t(v.deletingComment)} /> : <Trash2Icon />}
        </Button>
      )}
    </li>
  );
}
