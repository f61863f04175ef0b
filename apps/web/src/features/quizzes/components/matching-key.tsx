import { FieldError } from '@/components/form-errors';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n/i18n-context';
import { quizzesMessages as m } from '@/features/quizzes/quizzes-messages';
import { selectClass } from '@/features/quizzes/components/field-api';
import { ChoiceList } from '@/features/quizzes/components/choice-list';
import { partOf, type KeyEditorProps } from '@/features/quizzes/components/key-props';
import { ScoringSelect, ShuffleCheck } from '@/features/quizzes/components/key-options';

/**
 * A matching question's key: the two columns, then for each left entry a select of its right
 * match (selects, not lines drawn by dragging, so the key is set by keyboard too).
 */
export function MatchingKey(props: KeyEditorProps) {
  const { draft, set } = props;
  const t = useT();
  const part = partOf(props, 'pairs');
  // The error is shown once, under the matches; both columns are marked with it.
  const noError = { id: `${part.error.id}-none`, message: undefined };
  return (
    <div className="grid gap-4">
      <div id={part.control.id} className="grid gap-4 md:grid-cols-2">
        <ChoiceList
          legend={t(m.sources)}
          fieldId={`${part.control.id}-sources`}
          invalid={part.invalid}
          error={noError}
          choices={draft.sources}
          onChange={(sources) => {
            set({ sources, pairs: Object.fromEntries(Object.entries(draft.pairs).filter(([source]) => sources.some((s) => s.id === source))) });
            part.clear();
          }}
          idPrefix="s"
          label={(n) => t(m.sourceLabel, { n })}
          addLabel={t(m.addSource)}
          removeLabel={(n) => t(m.removeSource, { n })}
          minimum={1}
        />
        <ChoiceList
          legend={t(m.targets)}
          fieldId={`${part.control.id}-targets`}
          invalid={part.invalid}
          error={noError}
          choices={draft.targets}
          onChange={(targets) => {
            set({ targets, pairs: Object.fromEntries(Object.entries(draft.pairs).filter(([, target]) => targets.some((tg) => tg.id === target))) });
            part.clear();
          }}
          idPrefix="t"
          label={(n) => t(m.targetLabel, { n })}
          addLabel={t(m.addTarget)}
          removeLabel={(n) => t(m.removeTarget, { n })}
          minimum={1}
        />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {draft.sources.map((source, index) => {
          const id = `${part.control.id}-match-${source.id}`;
          return (
            <div key={source.id} className="grid gap-1">
              <Label htmlFor={id}>{t(m.matchOf, { n: index + 1 })}</Label>
              <select
                id={id}
                className={selectClass}
                aria-describedby={part.invalid ? part.error.id : undefined}
                value={draft.pairs[source.id] ?? ''}
                onChange={(event) => {
                  set({ pairs: { ...draft.pairs, [source.id]: event.target.value } });
                  part.clear();
                }}
              >
                <option value="">{t(m.noMatch)}</option>
                {draft.targets.map((target, n) => (
                  <option key={target.id} value={target.id}>
                    {target.text.trim() || t(m.targetLabel, { n: n + 1 })}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      <FieldError {...part.error} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <ScoringSelect {...props} />
        <ShuffleCheck {...props} />
      </div>
    </div>
  );
}
