import { QUIZ_LIMITS } from '@lyceum/shared/quiz-limits';
import { PlusIcon } from 'lucide-react';
import { FieldError } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n/i18n-context';
import { quizzesMessages as m } from '@/features/quizzes/quizzes-messages';
import { checkClass, checkRowClass, selectClass } from '@/features/quizzes/components/field-api';
import { partOf, type KeyEditorProps } from '@/features/quizzes/components/key-props';
import { ListButtons } from '@/features/quizzes/components/list-buttons';
import type { ItemDraft } from '@/features/quizzes/lib/item-drafts';

/** A true-or-false question's key: two radios. */
export function TrueFalseKey({ draft, set }: KeyEditorProps) {
  const t = useT();
  const name = `item-${draft.id}-truefalse`;
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-sm font-medium">{t(m.trueFalseKey)}</legend>
      {[true, false].map((value) => (
        <label key={String(value)} className={checkRowClass}>
          <input type="radio" name={name} className={checkClass} checked={draft.trueFalse === value} onChange={() => set({ trueFalse: value })} />
          {t(value ? m.isTrue : m.isFalse)}
        </label>
      ))}
    </fieldset>
  );
}

/** A text-entry question's key: the accepted answers, and how capitals and spaces are compared. */
export function TextEntryKey(props: KeyEditorProps) {
  const { draft, set } = props;
  const t = useT();
  const part = partOf(props, 'accepted');
  const change = (accepted: string[]) => {
    set({ accepted });
    part.clear();
  };
  return (
    <div className="grid gap-3">
      <fieldset id={part.control.id} data-list="" aria-describedby={part.control['aria-describedby']} className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t(m.accepted)}</legend>
        <ol className="grid gap-2">
          {draft.accepted.map((answer, index) => (
            // Answers have no ids of their own: the place is their identity while editing.
            <li key={index} className="flex items-center gap-2">
              <Input
                id={`${part.control.id}-${index}`}
                aria-label={t(m.acceptedLabel, { n: index + 1 })}
                aria-invalid={part.invalid && answer.trim() === '' ? true : undefined}
                maxLength={QUIZ_LIMITS.answerText}
                value={answer}
                onChange={(event) => change(draft.accepted.map((a, i) => (i === index ? event.target.value : a)))}
                className="min-w-0 flex-1"
              />
              <ListButtons index={index} count={draft.accepted.length} minimum={1} labels={{ remove: t(m.removeAccepted, { n: index + 1 }) }} onRemove={() => change(draft.accepted.filter((_, i) => i !== index))} />
            </li>
          ))}
        </ol>
        <FieldError {...part.error} />
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            data-list-add=""
            disabled={draft.accepted.length >= QUIZ_LIMITS.acceptedAnswers}
            onClick={() => {
              const index = draft.accepted.length;
              change([...draft.accepted, '']);
              requestAnimationFrame(() => document.getElementById(`${part.control.id}-${index}`)?.focus());
            }}
          >
            <PlusIcon aria-hidden="true" /> {t(m.addAccepted)}
          </Button>
        </div>
      </fieldset>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
        <label className={checkRowClass}>
          <input type="checkbox" className={checkClass} checked={draft.caseSensitive} onChange={(event) => set({ caseSensitive: event.target.checked })} />
          {t(m.caseSensitive)}
        </label>
        <div className="grid gap-1">
          <Label htmlFor={`item-${draft.id}-whitespace`}>{t(m.whitespace)}</Label>
          <select
            id={`item-${draft.id}-whitespace`}
            className={selectClass}
            value={draft.whitespace}
            onChange={(event) => set({ whitespace: event.target.value as ItemDraft['whitespace'] })}
          >
            <option value="trim">{t(m.whitespaceTrim)}</option>
            <option value="collapse">{t(m.whitespaceCollapse)}</option>
            <option value="exact">{t(m.whitespaceExact)}</option>
          </select>
        </div>
      </div>
    </div>
  );
}

/** A numeric question's key: the number, and how far from it is still right. */
export function NumericKey(props: KeyEditorProps) {
  const { draft, set } = props;
  const t = useT();
  const answer = partOf(props, 'answer');
  const tolerance = partOf(props, 'tolerance');
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <div className="grid content-start gap-1">
        <Label htmlFor={answer.control.id}>{t(m.answer)}</Label>
        <Input
          {...answer.control}
          inputMode="decimal"
          autoComplete="off"
          value={draft.answer}
          onChange={(event) => {
            set({ answer: event.target.value });
            answer.clear();
          }}
        />
        <FieldError {...answer.error} />
      </div>
      <div className="grid content-start gap-1">
        <Label htmlFor={tolerance.control.id}>{t(m.tolerance)}</Label>
        <Input
          {...tolerance.control}
          inputMode="decimal"
          autoComplete="off"
          value={draft.tolerance}
          onChange={(event) => {
            set({ tolerance: event.target.value });
            tolerance.clear();
          }}
        />
        <FieldError {...tolerance.error} />
      </div>
      <div className="grid content-start gap-1">
        <Label htmlFor={`item-${draft.id}-tolerance-mode`}>{t(m.toleranceMode)}</Label>
        <select
          id={`item-${draft.id}-tolerance-mode`}
          className={selectClass}
          value={draft.toleranceMode}
          onChange={(event) => set({ toleranceMode: event.target.value as ItemDraft['toleranceMode'] })}
        >
          <option value="absolute">{t(m.toleranceAbsolute)}</option>
          <option value="relative">{t(m.toleranceRelative)}</option>
        </select>
      </div>
    </div>
  );
}
