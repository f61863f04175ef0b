import type { QuizImportPreview } from '@lyceum/shared/quizzes';
import type { QuizItemKind } from '@lyceum/shared/quiz-items';
import { Checkbox } from '@/components/ui/checkbox';
import { useT } from '@/lib/i18n/i18n-context';
import { KIND_NAMES } from '@/features/quizzes/lib/item-drafts';
import { quizImportMessages as m } from '@/features/quizzes/components/quiz-import-messages';

type Question = QuizImportPreview['questions'][number];

/** A question that cannot be imported as it is: no item, or a problem named. */
export const hasProblem = (question: Question) => question.item === null || question.problems.length > 0;

/** The prompt as plain text (it is sanitised rich text; the preview shows it without its markup). */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/**
 * The preview's questions, each with a tick (Import this question), its place and title, its kind,
 * its prompt, and each problem and each part not kept named; a question with a problem is marked.
 */
export function QuizImportPreviewList({ preview, ticked, onTick }: { preview: QuizImportPreview; ticked: Set<number>; onTick: (index: number, on: boolean) => void }) {
  const t = useT();
  return (
    <div className="grid gap-2">
      <h3 className="font-medium" id="quiz-import-found">
        {t(m.found, { count: preview.questions.length })}
      </h3>
      {preview.warnings.length > 0 && (
        <ul className="list-disc ps-5 text-sm text-muted-foreground">
          {preview.warnings.map((warning) => (
            <li key={warning}>{t(m.warning, { text: warning })}</li>
          ))}
        </ul>
      )}
      <ol className="grid gap-2" aria-labelledby="quiz-import-found">
        {preview.questions.map((question) => {
          const id = `quiz-import-q${question.index}`;
          const title = question.title || t(m.untitled);
          const name = question.line === null ? t(m.question, { n: question.index, title }) : t(m.questionLine, { n: question.index, line: question.line, title });
          const problem = hasProblem(question);
          return (
            <li key={question.index} className={`grid gap-1 rounded-md border p-2 text-sm ${problem ? 'border-destructive' : ''}`} data-problem={problem ? '' : undefined}>
              <label htmlFor={id} className="flex min-h-6 items-start gap-2 font-medium">
                <Checkbox id={id} className="mt-px" checked={ticked.has(question.index)} onCheckedChange={(checked) => onTick(question.index, checked === true)} aria-describedby={`${id}-details`} />
                <span className="min-w-0 break-words">
                  <bdi>{name}</bdi>
                  <span className="sr-only"> — {t(m.include)}</span>
                </span>
              </label>
              <div id={`${id}-details`} className="grid gap-1 ps-6">
                <p className={problem ? 'font-medium text-destructive-text' : 'text-muted-foreground'}>
                  {question.item ? t(KIND_NAMES[question.item.kind as QuizItemKind]) : t(m.notImportable)}
                </p>
                {question.item && <p className="line-clamp-3 break-words">{plainText(question.item.prompt)}</p>}
                {(question.problems.length > 0 || question.warnings.length > 0) && (
                  <ul className="grid gap-0.5">
                    {question.problems.map((text) => (
                      <li key={`p-${text}`} className="text-destructive-text">
                        {t(m.problem, { text })}
                      </li>
                    ))}
                    {question.warnings.map((text) => (
                      <li key={`w-${text}`} className="text-muted-foreground">
                        {t(m.warning, { text })}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
