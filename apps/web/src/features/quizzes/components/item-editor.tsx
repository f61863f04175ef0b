import { FieldError } from '@/components/form-errors';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n/i18n-context';
import { RichTextField } from '@/features/content/components/rich-text-field';
import { quizzesMessages as m } from '@/features/quizzes/quizzes-messages';
import { KIND_NAMES, type ItemDraft } from '@/features/quizzes/lib/item-drafts';
import { partOf, type KeyEditorProps } from '@/features/quizzes/components/key-props';
import { ListButtons } from '@/features/quizzes/components/list-buttons';
import { ChoiceKeys } from '@/features/quizzes/components/choice-keys';
import { NumericKey, TextEntryKey, TrueFalseKey } from '@/features/quizzes/components/answer-keys';
import { MatchingKey } from '@/features/quizzes/components/matching-key';
import { GapsKey } from '@/features/quizzes/components/gaps-key';

const KEY_EDITORS: Record<ItemDraft['kind'], ((props: KeyEditorProps) => React.ReactNode) | null> = {
  single_choice: ChoiceKeys,
  multiple_response: ChoiceKeys,
  ordering: ChoiceKeys,
  true_false: TrueFalseKey,
  text_entry: TextEntryKey,
  numeric: NumericKey,
  matching: MatchingKey,
  inline_choice: GapsKey,
  essay: null,
};

/** One question in the builder: its number and kind, its order buttons, its text, points and key. */
export function ItemEditor({
  index,
  count,
  onMove,
  onRemove,
  ...props
}: KeyEditorProps & { index: number; count: number; onMove: (step: -1 | 1) => void; onRemove: () => void }) {
  const { draft, set } = props;
  const t = useT();
  const n = index + 1;
  const prompt = partOf(props, 'prompt');
  const points = partOf(props, 'points');
  const KeyEditor = KEY_EDITORS[draft.kind];
  const headingId = `item-${draft.id}-heading`;
  return (
    <li className="grid gap-4 rounded-lg border bg-card p-3 sm:p-4" aria-labelledby={headingId} data-testid="quiz-item">
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="pt-1 font-semibold">
          {t(m.itemHeading, { n, kind: t(KIND_NAMES[draft.kind]) })}
        </h3>
        <ListButtons
          index={index}
          count={count}
          labels={{ up: t(m.moveUp, { n }), down: t(m.moveDown, { n }), remove: t(m.remove, { n }) }}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <RichTextField
        label={t(m.prompt)}
        labelId={`item-${draft.id}-prompt-label`}
        control={prompt.control}
        error={prompt.error}
        value={draft.prompt}
        onChange={(html) => {
          set({ prompt: html });
          if (html) prompt.clear();
        }}
      />
      <div className="grid gap-1">
        <Label htmlFor={points.control.id}>{t(m.points)}</Label>
        <Input
          {...points.control}
          inputMode="decimal"
          autoComplete="off"
          value={draft.points}
          onChange={(event) => {
            set({ points: event.target.value });
            points.clear();
          }}
          className="sm:max-w-32"
        />
        <FieldError {...points.error} />
      </div>
      {KeyEditor ? <KeyEditor {...props} /> : <p className="text-sm text-muted-foreground">{t(m.essayHint)}</p>}
    </li>
  );
}
