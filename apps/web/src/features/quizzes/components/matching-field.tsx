import { useT } from '@/lib/i18n/i18n-context';
import { quizPlayerMessages as p } from '@/features/quizzes/quiz-player-messages';
import { selectClass, type ItemFieldProps } from '@/features/quizzes/components/item-props';

/** A matching item as one select per source: its label is the source, its options the targets. */
export function MatchingField({ item, response, onChange, promptId, errorId, disabled }: ItemFieldProps<'matching'>) {
  const t = useT();
  const pairs = response?.pairs ?? [];
  const targetOf = (source: string) => pairs.find((pair) => pair.source === source)?.target ?? '';
  const pick = (source: string, target: string) => {
    // In the order the sources are shown; a source set back to "Choose..." has no pair.
    const next = item.sources
      .map((s) => ({ source: s.id, target: s.id === source ? target : targetOf(s.id) }))
      .filter((pair) => pair.target !== '');
    onChange({ kind: 'matching', pairs: next });
  };
  return (
    <div role="group" aria-labelledby={promptId} aria-describedby={errorId} className="grid gap-2">
      {item.sources.map((source) => {
        const id = `match-${item.id}-${source.id}`;
        return (
          <div key={source.id} className="grid gap-1 rounded-md border px-3 py-2 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-3">
            <label htmlFor={id} className="break-words">
              {source.text}
            </label>
            <select id={id} className={selectClass} value={targetOf(source.id)} disabled={disabled} onChange={(event) => pick(source.id, event.target.value)}>
              <option value="">{t(p.matchPlaceholder)}</option>
              {item.targets.map((target) => (
                <option key={target.id} value={target.id}>
                  {target.text}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}
