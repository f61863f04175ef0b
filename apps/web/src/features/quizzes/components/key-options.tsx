import { Label } from '@/components/ui/label';
import type { PartScoring } from '@lyceum/shared/quiz-items';
import { useT } from '@/lib/i18n/i18n-context';
import { quizzesMessages as m } from '@/features/quizzes/quizzes-messages';
import { checkClass, checkRowClass, selectClass } from '@/features/quizzes/components/field-api';
import type { KeyEditorProps } from '@/features/quizzes/components/key-props';

/** How a partly right answer counts (multiple response, ordering, matching, gaps). */
export function ScoringSelect({ draft, set }: KeyEditorProps) {
  const t = useT();
  const id = `item-${draft.id}-scoring`;
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{t(m.partScoring)}</Label>
      <select id={id} className={selectClass} value={draft.scoring} onChange={(event) => set({ scoring: event.target.value as PartScoring })}>
        <option value="all_or_nothing">{t(m.scoringAll)}</option>
        <option value="partial">{t(m.scoringPartial)}</option>
      </select>
    </div>
  );
}

/** Whether each student sees the choices in their own order. */
export function ShuffleCheck({ draft, set }: KeyEditorProps) {
  const t = useT();
  return (
    <label className={`${checkRowClass} self-end`}>
      <input type="checkbox" className={checkClass} checked={draft.shuffle} onChange={(event) => set({ shuffle: event.target.checked })} />
      {t(m.shuffleChoices)}
    </label>
  );
}
