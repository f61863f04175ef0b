import { useQuery } from '@tanstack/react-query';
import type { RegradeChange, TeacherQuiz } from '@lyceum/shared/quizzes';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n/i18n-context';
import { quizApi } from '@/features/quizzes/api/quizzes-api';
import { quizzesMessages as m } from '@/features/quizzes/quizzes-messages';

/**
 * What a changed key did to attempts already turned in (PUT /api/quizzes/:id answers them): per
 * student, each question whose points changed and each attempt's score, before and after.
 * Students are named from the quiz's attempts; until those arrive, by their id.
 */
export function RegradeDialog({ quiz, changes, onClose }: { quiz: TeacherQuiz; changes: RegradeChange[]; onClose: () => void }) {
  const t = useT();
  const attempts = useQuery(quizApi.attemptsOptions(quiz.assignment._id));
  const names = new Map((attempts.data ?? []).map((attempt) => [attempt.student._id, attempt.student.name]));
  const itemNumber = new Map(quiz.items.map((item, index) => [item.id, index + 1]));
  const score = (value: number | null) => (value === null ? t(m.noScore) : String(value));
  const attemptChanges = changes.filter((change) => change.item === null).length;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t(m.changesTitle)}</DialogTitle>
          <DialogDescription>{t(m.changesIntro, { count: attemptChanges || changes.length })}</DialogDescription>
        </DialogHeader>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-start">
              <th className="py-1 pe-2 text-start font-medium">{t(m.changeStudent)}</th>
              <th className="py-1 pe-2 text-start font-medium">{t(m.changeItem)}</th>
              <th className="py-1 pe-2 text-end font-medium">{t(m.changeBefore)}</th>
              <th className="py-1 text-end font-medium">{t(m.changeAfter)}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={`${change.attempt}-${change.item ?? ''}`} className="border-b last:border-0">
                <td className="py-1 pe-2 break-words">
                  <bdi>{names.get(change.student) ?? change.student}</bdi>
                </td>
                <td className="py-1 pe-2">{change.item === null ? t(m.changeWhole) : t(m.changeItemNumber, { n: itemNumber.get(change.item) ?? '?' })}</td>
                <td className="py-1 pe-2 text-end tabular-nums">{score(change.before)}</td>
                <td className="py-1 text-end tabular-nums">{score(change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <DialogFooter>
          <Button type="button" onClick={onClose}>
            {t(m.close)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
