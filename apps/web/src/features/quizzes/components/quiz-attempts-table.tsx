import { Fragment, useState } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import type { GradedAttempt, TeacherQuiz } from '@lyceum/shared/quizzes';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { SafeHtml } from '@/components/safe-html';
import { formatDateTime } from '@/lib/dates';
import { useI18n } from '@/lib/i18n/i18n-context';
import { promptWithBlanks, responseText } from '@/features/quizzes/lib/answer-text';
import { quizPlayerMessages as p, quizResultsMessages as r } from '@/features/quizzes/quiz-player-messages';
import { ItemPointsForm } from '@/features/quizzes/components/item-points-form';

/** An answered essay the teacher has not given points yet (the server counts it 0 meanwhile). */
function needsGrading(quiz: TeacherQuiz, attempt: GradedAttempt): boolean {
  return quiz.items.some((item) => {
    if (item.kind !== 'essay') return false;
    const answer = attempt.answers.find((entry) => entry.item === item.id);
    return answer !== undefined && answer.response !== null && answer.points === null && answer.overridePoints === null;
  });
}

/** Every student's attempts with their scores; a row opens its answers, each item's points editable. */
export function QuizAttemptsTable({ quiz, attempts }: { quiz: TeacherQuiz; attempts: GradedAttempt[] }) {
  const { t, locale } = useI18n();
  const [openId, setOpenId] = useState<string | null>(null);
  const words = { true: t(p.trueLabel), false: t(p.falseLabel) };
  if (attempts.length === 0) return <p className="text-muted-foreground">{t(r.noAttempts)}</p>;
  const max = quiz.assignment.maxPoints ?? 0;
  return (
    <Table data-testid="quiz-attempts">
      <TableHeader>
        <TableRow>
          <TableHead>{t(r.student)}</TableHead>
          <TableHead>{t(r.attempt)}</TableHead>
          <TableHead>{t(r.status)}</TableHead>
          <TableHead className="text-end">{t(r.score)}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {attempts.map((attempt) => {
          const name = attempt.student.name ?? t(r.unknownStudent);
          const open = openId === attempt._id;
          const panelId = `attempt-panel-${attempt._id}`;
          return (
            <Fragment key={attempt._id}>
              <TableRow>
                <TableCell className="font-medium">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="-ms-3 h-auto min-h-8 whitespace-normal"
                    aria-expanded={open}
                    aria-controls={panelId}
                    aria-label={t(r.details, { name, number: attempt.number })}
                    onClick={() => setOpenId(open ? null : attempt._id)}
                  >
                    <ChevronDownIcon aria-hidden="true" className={open ? 'rotate-180' : ''} />
                    {name}
                  </Button>
                </TableCell>
                <TableCell>{attempt.number}</TableCell>
                {/* Wraps, so at phone width the score stays on screen beside it (the table scrolls sideways only past that). */}
                <TableCell className="whitespace-normal">{attempt.submittedAt ? t(r.turnedInAt, { when: formatDateTime(attempt.submittedAt, locale) }) : t(r.inProgress)}</TableCell>
                <TableCell className="text-end tabular-nums">
                  {attempt.submittedAt !== null && (
                    <>
                      {attempt.score === null ? '' : `${attempt.score} / ${max}`}
                      {needsGrading(quiz, attempt) && <span className="block text-sm text-destructive-text">{t(r.needsGrading)}</span>}
                    </>
                  )}
                </TableCell>
              </TableRow>
              {open && (
                <TableRow>
                  <TableCell colSpan={4} id={panelId} className="whitespace-normal">
                    <ol className="space-y-4 py-2">
                      {quiz.items.map((item, index) => {
                        const answer = attempt.answers.find((entry) => entry.item === item.id);
                        return (
                          <li key={item.id} className="space-y-2 rounded-md border p-3">
                            <SafeHtml html={promptWithBlanks(item.prompt)} context="assignment" headingLevel="none" className="text-sm" />
                            <p className="text-sm break-words whitespace-pre-wrap">
                              <span className="text-muted-foreground">{t(r.answer)}: </span>
                              {responseText(item, answer?.response, words) ?? t(r.noAnswer)}
                            </p>
                            {attempt.submittedAt !== null && (
                              <ItemPointsForm
                                quizId={quiz.assignment._id}
                                attemptId={attempt._id}
                                itemId={item.id}
                                number={index + 1}
                                max={item.points}
                                machine={answer?.points ?? null}
                                override={answer?.overridePoints ?? null}
                              />
                            )}
                          </li>
                        );
                      })}
                    </ol>
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
