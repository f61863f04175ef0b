import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Undo2Icon } from 'lucide-react';
import type { Assignment } from '@lyceum/shared/assignments';
import { workStatus } from '@lyceum/shared/submissions';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useNow } from '@/features/lists/hooks/use-now';
import { afterWorkChanged } from '@/features/coursework/api/coursework-cache';
import { submissionQueryOptions, unsubmit } from '@/features/coursework/api/submissions-api';
import { PrivateComments } from '@/features/coursework/components/private-comments';
import { ReturnedFeedback } from '@/features/coursework/components/returned-feedback';
import { SubmittedWork } from '@/features/coursework/components/submitted-work';
import { WorkEditor } from '@/features/coursework/components/work-editor';
import { WorkStatusBadge } from '@/features/coursework/components/work-status-badge';
import { useT } from '@/lib/i18n/i18n-context';
import { courseworkMessages as m } from '@/features/coursework/coursework-messages';

/**
 * The student's "Your work" card on an assignment: where it stands, the returned grade and
 * feedback, the answer and files (editable until turned in; read-only while turned in, with
 * Unsubmit), and the private comments with the class's teachers.
 */
export default function YourWorkCard({ assignment, classId, studentId }: { assignment: Assignment; classId: string; studentId: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const now = useNow();
  const work = useQuery(submissionQueryOptions(assignment._id, studentId));
  // After Turn in or Unsubmit the button pressed is gone: focus moves to the one that replaces it.
  const action = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  const state = work.data?.state;
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    action.current?.focus();
  }, [state]);

  const takeBack = useMutation({
    mutationFn: () => unsubmit(assignment._id, studentId),
    onSuccess: async (result) => {
      toast.success(t(m.unsubmitted));
      moveFocus.current = true;
      await afterWorkChanged(queryClient, result);
    },
    onError: (error) => toast.error(errorMessage(error, t(m.unsubmitFailed))),
  });

  const submission = work.data;
  const status = submission ? workStatus(submission, assignment.dueDate, now) : null;
  return (
    <Card className="gap-4" data-testid="your-work" aria-labelledby="your-work-title">
      <CardHeader>
        <CardTitle asLevel="h2" id="your-work-title" className="text-lg">
          {t(m.yourWork)}
        </CardTitle>
        <CardAction>
          {/* Announced when it changes: Turned in, Unsubmitted (Assigned or Missing), Returned. */}
          <div role="status" aria-live="polite" aria-atomic="true">
            {status && <WorkStatusBadge status={status} grade={submission?.grade} maxPoints={assignment.maxPoints} className="text-sm" />}
          </div>
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-5 px-4 sm:px-6">
        {work.isPending ? (
          <Skeleton className="h-40 w-full" aria-label={t(m.loadingWork)} />
        ) : work.isError || !submission ? (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(work.error, t(m.workLoadFailed))}</AlertDescription>
          </Alert>
        ) : (
          <>
            <ReturnedFeedback submission={submission} maxPoints={assignment.maxPoints} />
            {submission.state === 'turned_in' ? (
              <div className="space-y-4">
                <p className="text-sm text-muted-foreground">{t(m.readOnlyHint)}</p>
                <SubmittedWork submission={submission} reload={work.refetch} headingLevel={3} />
                <div className="flex justify-end">
                  <Button ref={action} variant="outline" disabled={takeBack.isPending} onClick={() => takeBack.mutate()}>
                    {takeBack.isPending ? <Spinner label={t(m.unsubmitting)} /> : <Undo2Icon aria-hidden="true" />}
                    {t(m.unsubmit)}
                  </Button>
                </div>
              </div>
            ) : (
              <div className="space-y-4">
                {submission.state === 'returned' && <p className="text-sm text-muted-foreground">{t(m.returnedHint)}</p>}
                <WorkEditor
                  submission={submission}
                  classId={classId}
                  turnInRef={action}
                  onTurnedIn={() => {
                    moveFocus.current = true;
                  }}
                />
              </div>
            )}
          </>
        )}
        <Separator />
        <PrivateComments assignmentId={assignment._id} studentId={studentId} audience="student" />
      </CardContent>
    </Card>
  );
}
