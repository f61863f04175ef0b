import { Fragment, useMemo } from 'react';
import { useT } from '@/lib/i18n/i18n-context';
import { quizPlayerMessages as p } from '@/features/quizzes/quiz-player-messages';
import { selectClass, type ItemFieldProps } from '@/features/quizzes/components/item-props';

/**
 * The prompt's words with a select in each gap (`{{gapId}}`). The prompt is read as text (a DOM
 * parser makes it inert): a select cannot sit inside sanitised HTML, and a gap's sentence is plain
 * words in practice.
 */
export function InlineChoiceField({ item, response, onChange, promptId, errorId, disabled }: ItemFieldProps<'inline_choice'>) {
  const t = useT();
  const parts = useMemo(() => {
    const text = new DOMParser().parseFromString(item.prompt, 'text/html').body.textContent ?? '';
    return text.split(/\{\{([A-Za-z_][A-Za-z0-9_.-]*)\}\}/);
  }, [item.prompt]);
  const chosen = response?.gaps ?? [];
  const choiceOf = (gap: string) => chosen.find((entry) => entry.gap === gap)?.choice ?? '';
  const pick = (gap: string, choice: string) => {
    const next = item.gaps.map((g) => ({ gap: g.id, choice: g.id === gap ? choice : choiceOf(g.id) })).filter((entry) => entry.choice !== '');
    onChange({ kind: 'inline_choice', gaps: next });
  };
  return (
    <p id={promptId} aria-describedby={errorId} className="leading-10">
      {parts.map((part, index) => {
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
        const gapIndex = item.gaps.findIndex((gap) => gap.id === part);
        const gap = item.gaps[gapIndex];
        if (!gap) return <Fragment key={index}>{`{{${part}}}`}</Fragment>;
        return (
          <select
            key={index}
            aria-label={t(p.gapLabel, { number: gapIndex + 1 })}
            className={`${selectClass} mx-1 inline-block align-baseline`}
            value={choiceOf(gap.id)}
            disabled={disabled}
            onChange={(event) => pick(gap.id, event.target.value)}
          >
            <option value="">{t(p.matchPlaceholder)}</option>
            {gap.choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.text}
              </option>
            ))}
          </select>
        );
      })}
    </p>
  );
}
