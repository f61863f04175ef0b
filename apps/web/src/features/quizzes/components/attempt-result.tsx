import type { StudentAttempt } from '@lyceum/shared/quizzes';
import { useI18n } from '@/lib/i18n/i18n-context';
import { formatDateTime } from '@/lib/dates';
import { keyText, promptWithBlanks, responseText } from '@/features/quizzes/lib/answer-text';
import { SafeHtml } from '@/components/safe-html';
import { quizCardMessages as c, quizPlayerMessages as p } from '@/features/quizzes/quiz-player-messages';

/**
 * A turned-in attempt as its student sees it: before the results are released only that the
 * answers are kept; after, the score and each item's points, answer and right answer.
 */
export function AttemptResult({ attempt }: { attempt: StudentAttempt }) {
  const { t, locale } = useI18n();
  const words = { true: t(p.trueLabel), false: t(p.falseLabel) };
  const answerOf = (item: string) => attempt.answers.find((answer) => answer.item === item)?.response;
  return (
    <section aria-labelledby={`attempt-${attempt._id}`} className="space-y-3 rounded-xl border p-4" data-testid="quiz-attempt-result">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`attempt-${attempt._id}`} className="font-semibold">
          {t(c.attemptHeading, { number: attempt.number })}
        </h3>
        {attempt.submittedAt && (
          <span className="text-sm text-muted-foreground">
            {t(c.turnedInAt, { when: formatDateTime(attempt.submittedAt, locale) })}
          </span>
        )}
      </div>
      {attempt.results === null ? (
        <p>{t(c.resultsLater)}</p>
      ) : (
        <>
          <p className="font-medium" data-testid="quiz-attempt-score">
            {attempt.results.score === null ? t(c.scorePending) : t(c.score, { score: attempt.results.score, max: attempt.results.maxScore })}
          </p>
          <ol className="space-y-3">
            {attempt.results.items.map((result, index) => {
              const item = attempt.items.find((entry) => entry.id === result.item);
              const given = item ? responseText(item, answerOf(result.item), words) : null;
              const key = keyText(result.key, words);
              return (
                <li key={result.item} className="space-y-1 rounded-md border p-3 text-sm">
                  <div className="flex flex-wrap justify-between gap-2">
                    <span className="font-medium">{t(c.question, { number: index + 1 })}</span>
                    <span>{result.points === null ? t(c.itemNotGraded) : t(c.itemPoints, { points: result.points, max: result.max })}</span>
                  </div>
                  {item && <SafeHtml html={promptWithBlanks(item.prompt)} context="assignment" headingLevel="none" className="text-sm" />}
                  <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
                    <dt className="text-muted-foreground">{t(c.yourAnswer)}</dt>
                    <dd className="break-words whitespace-pre-wrap">{given ?? t(c.noAnswer)}</dd>
                    <dt className="text-muted-foreground">{t(c.rightAnswer)}</dt>
                    <dd className="break-words">{key ?? t(c.gradedByTeacher)}</dd>
                  </dl>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
