import { lazy, Suspense, useDeferredValue, useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AwardIcon } from 'lucide-react';
import { canManageContent } from '@lyceum/shared/permissions';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { differentMoments, formatDateTime } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n-context';
import { useSession } from '@/lib/session/session-context';
import { contentViewMessages as v } from '@/features/content/content-view-messages';
import { assignmentApi } from '@/features/content/api/classwork-item-api';
import { AttachmentsSection } from '@/features/content/components/attachments-section';
import { ClassworkBody, ClassworkView } from '@/features/content/components/classwork-view';
import { CommentsSection } from '@/features/content/components/comments-section';
import { DueDateBadge } from '@/features/content/components/due-date-badge';
import { submissionQueryOptions } from '@/features/coursework/api/submissions-api';
import { myQuizQueryOptions, teacherQuizQueryOptions } from '@/features/quizzes/api/quiz-api';
import { quizTabMessages } from '@/features/quizzes/quiz-tab-messages';
import { questionMessages } from '@/features/questions/question-messages';

// The parts of each role arrive with that role: students never download the tabs and grading screens.
const loadYourWorkCard = () => import('@/features/coursework/components/your-work-card');
const YourWorkCard = lazy(loadYourWorkCard);
const AssignmentStaffTabs = lazy(() => import('@/features/content/components/assignment-staff-tabs'));
// A quiz's screens come only with a quiz (features/quizzes).
const loadQuizStudentCard = () => import('@/features/quizzes/components/quiz-student-card');
const QuizStudentCard = lazy(loadQuizStudentCard);
const QuizResultsTab = lazy(() => import('@/features/quizzes/components/quiz-results-tab'));
// A question post's likewise (features/questions).
const loadQuestionAnswerCard = () => import('@/features/questions/components/question-answer-card');
const QuestionAnswerCard = lazy(loadQuestionAnswerCard);
const QuestionAnswersTab = lazy(() => import('@/features/questions/components/question-answers-tab'));

/**
 * Assignment view: class, topic, creator, due badge, points, description, dates, attachments,
 * comments. A student also gets "Your work" (or a quiz's or a question's card); teachers and
 * admins get the Instructions and Student work tabs. `addressed` is the kind the address names
 * (a quiz has an address of its own: contentPaths.quiz), the page's guess until the assignment is read.
 */
export function AssignmentViewPage({ addressed = 'assignment' }: { addressed?: 'assignment' | 'quiz' }) {
  const { assignmentId = '' } = useParams();
  const { user } = useSession();
  const t = useT();
  // The content renders as a transition, in slices, not one long task.
  const assignment = useDeferredValue(useQuery(assignmentApi.queryOptions(assignmentId)));
  const canGrade = user !== null && canManageContent(user.role);
  // Which card the student gets: what the address says until the assignment says otherwise.
  const workType = assignment.data?.workType ?? addressed;
  const isQuiz = workType === 'quiz';
  const myQuiz = useQuery({ ...myQuizQueryOptions(assignmentId), enabled: isQuiz && user?.role === 'student' });
  const teacherQuiz = useQuery({ ...teacherQuizQueryOptions(assignmentId), enabled: assignment.data?.workType === 'quiz' && canGrade });
  // While the assignment is asked, its card downloads and reads the student's work (the route
  // started both: app/route-table.ts): no waterfall after it.
  const student = user?.role === 'student' ? user._id : null;
  useQuery({ ...submissionQueryOptions(assignmentId, student ?? ''), enabled: student !== null && workType === 'assignment' });
  useEffect(() => {
    if (student === null) return;
    if (workType === 'assignment') void loadYourWorkCard();
    if (workType === 'quiz') void loadQuizStudentCard();
    if (workType === 'question') void loadQuestionAnswerCard();
  }, [student, workType]);
  const workPlaceholder = <Skeleton className="h-64 w-full rounded-xl" aria-label={t(v.loadingYourWork)} />;

  return (
    <ClassworkView
      kind="assignment"
      item={assignment}
      wide={canGrade}
      headingClassName="space-y-3"
      meta={(a) => (
        <div className="flex flex-wrap items-center gap-2">
          <DueDateBadge dueDate={a.dueDate} />
          <Badge variant="outline" className="text-sm" data-testid="assignment-points">
            <AwardIcon aria-hidden="true" />
            {a.maxPoints === null ? t(v.ungraded) : t(v.points, { points: a.maxPoints })}
          </Badge>
        </div>
      )}
    >
      {(a, { classId, className, topicName }) => {
        const instructions = (
          <>
            <dl className="grid gap-x-6 gap-y-3 rounded-xl border bg-card p-4 text-sm sm:grid-cols-2">
              <Detail term={t(v.class)} value={className} />
              <Detail term={t(v.topic)} value={topicName} />
              <Detail term={t(v.createdBy)} value={a.createdBy?.name ?? t(v.unknownCreator)} />
              <Detail term={t(v.created)} value={<time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>} />
              {differentMoments(a.updatedAt, a.createdAt) && (
                <Detail term={t(v.lastUpdated)} value={<time dateTime={a.updatedAt}>{formatDateTime(a.updatedAt)}</time>} />
              )}
            </dl>
            <ClassworkBody kind="assignment" html={a.description} />
            <AttachmentsSection attachments={a.attachments} reload={assignment.refetch} />
          </>
        );
        if (canGrade) {
          return (
            <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" aria-label={t(v.loadingAssignment)} />}>
              <AssignmentStaffTabs
                assignment={a}
                instructions={
                  <>
                    {instructions}
                    <CommentsSection targetType="assignment" targetId={a._id} />
                  </>
                }
                results={a.workType === 'question' ? { label: t(questionMessages.tab), content: (
                          <Suspense fallback={<Skeleton className="h-64 w-full" aria-label={t(questionMessages.loading)} />}>
                            <QuestionAnswersTab questionId={a._id} />
                          </Suspense>
                        ),
                      } : teacherQuiz.data ? { label: t(quizTabMessages.tab), content: (
                          <Suspense fallback={<Skeleton className="h-64 w-full" aria-label={t(quizTabMessages.loading)} />}>
                            <QuizResultsTab quiz={teacherQuiz.data} />
                          </Suspense>
                        ),
                      } : undefined}
              />
            </Suspense>
          );
        }
        return (
          <>
            {instructions}
            {user?.role === 'student' ? (
              // The comments come with the card, not before it: shown under its placeholder, they were
              // pushed down when the card (taller than any placeholder) arrived, a layout shift. And
              // shown before the card's code had arrived, they were hidden by this boundary when it
              // suspended for it, taking the focus of someone already typing a comment to <body>.
              a.workType === 'quiz' && myQuiz.isPending ? (
                workPlaceholder
              ) : (
                <Suspense fallback={workPlaceholder}>
                  {a.workType === 'quiz' ? (
                    <QuizStudentCard quizId={a._id} />
                  ) : a.workType === 'question' ? (
                    <QuestionAnswerCard questionId={a._id} />
                  ) : (
                    <YourWorkCard assignment={a} classId={classId} studentId={user._id} />
                  )}
                  <CommentsSection targetType="assignment" targetId={a._id} />
                </Suspense>
              )
            ) : (
              <CommentsSection targetType="assignment" targetId={a._id} />
            )}
          </>
        );
      }}
    </ClassworkView>
  );
}

function Detail({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
}

/** A quiz at its own address (contentPaths.quiz). */
export function QuizViewPage() {
  return <AssignmentViewPage addressed="quiz" />;
}
