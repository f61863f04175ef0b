import type { QuizStatistics, TeacherQuiz } from '@lyceum/shared/quizzes';
import type { QuizItem } from '@lyceum/shared/quiz-items';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useI18n } from '@/lib/i18n/i18n-context';
import { quizPlayerMessages as p, quizResultsMessages as r } from '@/features/quizzes/quiz-player-messages';

/** A choice's words: `choice`, or `gap:choice` for an inline-choice item (the statistics' keys). */
function choiceLabel(item: QuizItem | undefined, key: string, words: { true: string; false: string; gap: (number: number) => string }): string {
  if (!item) return key;
  if (item.kind === 'true_false') return key === 'true' ? words.true : key === 'false' ? words.false : key;
  if (item.kind === 'inline_choice') {
    const [gapId, choiceId] = key.split(':');
    const gapIndex = item.gaps.findIndex((gap) => gap.id === gapId);
    const text = item.gaps[gapIndex]?.choices.find((choice) => choice.id === choiceId)?.text;
    if (!text) return key;
    return item.gaps.length === 1 ? text : `${words.gap(gapIndex + 1)} · ${text}`;
  }
  const lists = 'choices' in item ? item.choices : item.kind === 'matching' ? [...item.sources, ...item.targets] : [];
  return lists.find((choice) => choice.id === key)?.text ?? key;
}

/** A part's words: an ordering's choice, a matching's source, or a gap ("Gap 2"). */
function partLabel(item: QuizItem | undefined, part: string, gap: (number: number) => string): string {
  if (item?.kind === 'ordering') return item.choices.find((choice) => choice.id === part)?.text ?? part;
  if (item?.kind === 'matching') return item.sources.find((source) => source.id === part)?.text ?? part;
  if (item?.kind === 'inline_choice') return gap(item.gaps.findIndex((entry) => entry.id === part) + 1);
  return part;
}

/** The item statistics and the score distribution as two tables: readable, sortable by eye, no chart library. */
export function QuizStatisticsTables({ quiz, statistics }: { quiz: TeacherQuiz; statistics: QuizStatistics }) {
  const { t, locale } = useI18n();
  const words = { true: t(p.trueLabel), false: t(p.falseLabel), gap: (number: number) => t(p.gapLabel, { number }) };
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <div className="space-y-6">
      <div className="overflow-x-auto">
        <Table data-testid="quiz-statistics">
          <TableCaption className="caption-top text-start">{t(r.statisticsCaption, { attempts: statistics.attempts })}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t(r.item)}</TableHead>
              <TableHead className="text-end">{t(r.answered)}</TableHead>
              <TableHead className="text-end">{t(r.shareCorrect)}</TableHead>
              {/* Two words that may wrap: at phone width the column then fits the screen. */}
              <TableHead className="whitespace-normal">{t(r.choices)}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {statistics.items.map((row) => {
              const index = quiz.items.findIndex((item) => item.id === row.item);
              const item = quiz.items[index];
              return (
                <TableRow key={row.item}>
                  <TableHead scope="row" className="font-medium">
                    {index + 1}
                  </TableHead>
                  <TableCell className="text-end tabular-nums">{row.answered}</TableCell>
                  <TableCell className="text-end tabular-nums">{row.shareCorrect === null ? t(r.notApplicable) : percent.format(row.shareCorrect)}</TableCell>
                  <TableCell className="whitespace-normal">
                    {row.choices.length + row.answers.length + row.parts.length === 0 ? (
                      t(r.notApplicable)
                    ) : (
                      <ul className="space-y-0.5">
                        {row.choices.map((choice) => (
                          <li key={choice.choice}>{t(r.choiceCount, { choice: choiceLabel(item, choice.choice, words), count: choice.count })}</li>
                        ))}
                        {row.answers.map((answer) => (
                          <li key={`answer-${answer.answer}`}>{t(r.choiceCount, { choice: answer.answer, count: answer.count })}</li>
                        ))}
                        {row.parts.map((part) => (
                          <li key={`part-${part.part}`}>{t(r.partShare, { part: partLabel(item, part.part, words.gap), share: percent.format(part.shareCorrect) })}</li>
                        ))}
                      </ul>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <div>
        <h4 className="mb-2 font-semibold">{t(r.scoresHeading)}</h4>
        <Table data-testid="quiz-score-distribution" className="w-auto">
          <TableHeader>
            <TableRow>
              <TableHead>{t(r.scoreColumn)}</TableHead>
              <TableHead className="text-end">{t(r.countColumn)}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {statistics.scores.map((row) => (
              <TableRow key={row.score}>
                <TableHead scope="row" className="tabular-nums">
                  {row.score}
                </TableHead>
                <TableCell className="text-end tabular-nums">{row.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
