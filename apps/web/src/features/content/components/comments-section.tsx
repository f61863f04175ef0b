import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquareIcon } from 'lucide-react';
import type { Comment, CommentTargetType } from '@lyceum/shared/comments';
import { canDeleteComment } from '@lyceum/shared/permissions';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CommentsSkeleton } from '@/components/page-skeletons';
import { useSession } from '@/lib/session/session-context';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n/i18n-context';
import { contentViewMessages as v } from '@/features/content/content-view-messages';
import { contentKeys } from '@/features/content/api/content-keys';
import { addComment, commentsQueryOptions, deleteComment } from '@/features/content/api/comments-api';
import { CommentForm } from '@/features/content/components/comment-form';
import { CommentItem } from '@/features/content/components/comment-item';

/** Comments of a material or an assignment: the list, the add form, and delete where allowed. */
export function CommentsSection({ targetType, targetId }: { targetType: CommentTargetType; targetId: string }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const t = useT();
  const key = contentKeys.comments(targetType, targetId);
  const comments = useQuery(commentsQueryOptions(targetType, targetId));

  const failed = comments.isError;
  useEffect(() => {
    // A fixed id keeps a repeated failure to one toast.
    if (failed) toast.error(t(v.commentsLoadFailed), { id: `comments-${targetId}` });
  }, [failed, targetId, t]);

  const add = useMutation({
    mutationFn: (text: string) => addComment(targetType, targetId, text),
    onSuccess: (comment) => {
      queryClient.setQueryData<Comment[]>(key, (list = []) => [...list, comment]);
      toast.success(t(v.commentAdded));
    },
    onError: () => toast.error(t(v.commentAddFailed)),
  });

  const remove = useMutation({
    mutationFn: (id: string) => deleteComment(id),
    onSuccess: (_, id) => {
      queryClient.setQueryData<Comment[]>(key, (list) => list?.filter((c) => c._id !== id));
      toast.success(t(v.commentDeleted));
    },
    onError: () => toast.error(t(v.commentDeleteFailed)),
  });

  const list = comments.data ?? [];
  const actor = user ? { id: user._id, role: user.role } : null;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asLevel="h2" className="flex items-center gap-2 text-lg">
          <MessageSquareIcon className="size-5" aria-hidden="true" />
          {t(v.comments)} {comments.isSuccess && <span className="text-muted-foreground">{t(v.commentsCount, { count: list.length })}</span>}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {comments.isPending ? (
          <CommentsSkeleton />
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t(v.noComments)}</p>
        ) : (
          <ul className="divide-y">
            {list.map((comment) => (
              <CommentItem
                key={comment._id}
                comment={comment}
                canDelete={actor !== null && canDeleteComment(actor, comment.author?._id ?? null)}
                deleting={remove.isPending && remove.variables === comment._id}
                onDelete={() => remove.mutate(comment._id)}
              />
            ))}
          </ul>
        )}
        <CommentForm
          busy={add.isPending}
          onSubmit={async (text) => {
            try {
              await add.mutateAsync(text);
              return true;
            } catch (error) {
              return errorMessage(error, t(v.commentAddFailed));
            }
          }}
        />
      </CardContent>
    </Card>
  );
}
