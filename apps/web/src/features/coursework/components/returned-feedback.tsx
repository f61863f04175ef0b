import { formatPoints, type Submission } from '@lyceum/shared/submissions';
import { useT } from '@/lib/i18n/i18n-context';
import { courseworkMessages as m } from '@/features/coursework/coursework-messages';

/**
 * The grade and feedback last returned, as the student sees them (never a draft). Feedback is
 * plain text, rendered as text. Nothing until something has been returned.
 */
export function ReturnedFeedback({ submission, maxPoints }: { submission: Submission; maxPoints: number | null }) {
  const t = useT();
  const { grade, feedback } = submission;
  if (submission.returnedAt === null || (grade === null && !feedback)) return null;
  return (
    <dl className="grid gap-3 rounded-lg border bg-muted/40 p-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6" data-testid="returned-feedback">
      {grade !== null && (
        <div className="space-y-0.5">
          <dt className="text-muted-foreground">{t(m.grade)}</dt>
          <dd className="text-lg font-semibold" data-testid="returned-grade">
            {formatPoints(grade)}
            {maxPoints !== null && <span className="text-muted-foreground">/{maxPoints}</span>}
          </dd>
        </div>
      )}
      {feedback && (
        <div className="min-w-0 space-y-0.5">
          <dt className="text-muted-foreground">{t(m.feedback)}</dt>
          <dd className="break-words whitespace-pre-wrap">{feedback}</dd>
        </div>
      )}
    </dl>
  );
}
