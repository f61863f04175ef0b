import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquareLockIcon } from 'lucide-react';
import type { SubmissionComment } from '@lyceum/shared/submissions';
import { CommentsSkeleton } from '@/components/page-skeletons';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { CommentForm } from '@/features/content/components/comment-form';
import { CommentItem } from '@/features/content/components/comment-item';
import { courseworkKeys } from '@/features/coursework/api/coursework-keys';
import { addPrivateComment, privateCommentsQueryOptions } from '@/features/coursework/api/submissions-api';
import { useT } from '@/lib/i18n/i18n-context';
import { courseworkMessages as m } from '@/features/coursework/coursework-messages';

const noop = () => undefined;

/**
 * The private thread of one student's work: only that student and the class's teachers (and
 * admins) read it. Comments are plain text, rendered as text; there is no delete.
 */
export function PrivateComments({
  assignmentId,
  studentId,
  audience,
  headingLevel = 'h2',
  className,
}: {
  assignmentId: string;
  studentId: string;
  /** Who is reading: the hint under the heading says who else can. */
  audience: 'student' | 'teacher';
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const comments = useQuery(privateCommentsQueryOptions(assignmentId, studentId));
  const failed = comments.isError;
  useEffect(() => {
    if (failed) toast.error(t(m.privateCommentsLoadFailed), { id: `private-comments-${assignmentId}-${studentId}` });
  }, [failed, assignmentId, studentId, t]);

  const add = useMutation({
    mutationFn: (text: string) => addPrivateComment(assignmentId, studentId, text),
    onSuccess: (comment) => {
      queryClient.setQueryData<SubmissionComment[]>(courseworkKeys.privateComments(assignmentId, studentId), (list = []) => [
        ...list,
        comment,
      ]);
      toast.success(t(m.privateCommentAdded));
    },
    onError: (error) => toast.error(errorMessage(error, t(m.privateCommentAddFailed))),
  });

  const Heading = headingLevel;
  const list = comments.data ?? [];
  return (
    <section aria-labelledby={`private-comments-${studentId}`} className={cn('space-y-3', className)} data-testid="private-comments">
      <div className="space-y-1">
        <Heading id={`private-comments-${studentId}`} className="flex items-center gap-2 font-semibold">
          <MessageSquareLockIcon className="size-4" aria-hidden="true" />
          {t(m.privateComments)} {comments.isSuccess && <span className="text-muted-foreground">({list.length})</span>}
        </Heading>
        <p className="text-xs text-muted-foreground">
          {audience === 'student' ? t(m.privateCommentsHint) : t(m.privateCommentsHintTeacher)}
        </p>
      </div>
      {comments.isPending ? (
        <CommentsSkeleton />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{failed ? t(m.privateCommentsLoadFailed) : t(m.noPrivateComments)}</p>
      ) : (
        <ul className="divide-y">
          {list.map((comment) => (
            <CommentItem key={comment._id} comment={comment} canDelete={false} deleting={false} onDelete={noop} />
          ))}
        </ul>
      )}
      <CommentForm
        busy={add.isPending}
        label={t(m.addPrivateComment)}
        placeholder={t(m.privateCommentPlaceholder)}
        submitLabel={t(m.postPrivateComment)}
        onSubmit={async (text) => {
          try {
            await add.mutateAsync(text);
            return true;
          } catch (error) {
            return errorMessage(error, t(m.privateCommentAddFailed));
          }
        }}
      />
    </section>
  );
}
