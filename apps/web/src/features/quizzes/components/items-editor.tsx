import { useState } from 'react';
import { PlusIcon } from 'lucide-react';
import type { QuizItemKind } from '@lyceum/shared/quiz-items';
import { QUIZ_ITEM_KINDS, QUIZ_SETTINGS_LIMITS } from '@lyceum/shared/quiz-limits';
import { FieldError, focusField } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n/i18n-context';
import { quizzesMessages as m } from '@/features/quizzes/quizzes-messages';
import { freshId, KIND_NAMES, moved, newDraft, parsePoints, toDraft, toItem, type ItemDraft } from '@/features/quizzes/lib/item-drafts';
import { itemField, selectClass, type FieldApi } from '@/features/quizzes/components/field-api';
import { ItemEditor } from '@/features/quizzes/components/item-editor';
import { QuizImportButton } from '@/features/quizzes/components/quiz-import-button';
import { quizImportMessages as im } from '@/features/quizzes/components/quiz-import-messages';
import { BankToolbar } from '@/features/question-bank/components/bank-toolbar';

/**
 * The quiz's questions: each in its editor, in order, with the total of their points (the quiz's
 * points), Add question with a chooser of the nine kinds, and Import questions. Moves, removals
 * and imports are announced.
 */
export function ItemsEditor({ drafts, onChange, fields }: { drafts: ItemDraft[]; onChange: (next: ItemDraft[]) => void; fields: FieldApi }) {
  const t = useT();
  const [kind, setKind] = useState<QuizItemKind>('single_choice');
  const [announcement, setAnnouncement] = useState('');
  const total = drafts.reduce((sum, draft) => sum + (parsePoints(draft.points) ?? 0), 0);
  const itemsError = fields.message('items');
  const set = (id: string) => (patch: Partial<ItemDraft>) => onChange(drafts.map((draft) => (draft.id === id ? { ...draft, ...patch } : draft)));
  return (
    <section aria-labelledby="quiz-items-heading" className="grid gap-3" data-list="">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="quiz-items-heading" className="text-lg font-semibold">
          {t(m.itemsHeading)}
        </h2>
        <p className="text-sm text-muted-foreground" id="quiz-total">
          {t(m.totalPoints, { points: Math.round(total * 100) / 100 })}
        </p>
      </div>
      <ol className="grid gap-4">
        {drafts.map((draft, index) => (
          <ItemEditor
            key={draft.id}
            draft={draft}
            set={set(draft.id)}
            fields={fields}
            index={index}
            count={drafts.length}
            onMove={(step) => {
              onChange(moved(drafts, index, step));
              setAnnouncement(t(m.moved, { n: index + 1 + step }));
            }}
            onRemove={() => {
              onChange(drafts.filter((d) => d.id !== draft.id));
              setAnnouncement(t(m.removed));
            }}
          />
        ))}
      </ol>
      <div id={fields.control('items').id} className="flex flex-col gap-2 rounded-lg border border-dashed p-3 sm:flex-row sm:items-end">
        <div className="grid gap-1">
          <Label htmlFor="quiz-new-kind">{t(m.newKind)}</Label>
          <select id="quiz-new-kind" className={selectClass} value={kind} onChange={(event) => setKind(event.target.value as QuizItemKind)} aria-describedby={itemsError.message ? itemsError.id : undefined}>
            {QUIZ_ITEM_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(KIND_NAMES[k])}
              </option>
            ))}
          </select>
        </div>
        <Button
          type="button"
          variant="outline"
          data-list-add=""
          disabled={drafts.length >= QUIZ_SETTINGS_LIMITS.items}
          onClick={() => {
            const draft = newDraft(kind, drafts.map((d) => d.id));
            onChange([...drafts, draft]);
            fields.clear('items');
            requestAnimationFrame(() => focusField(document.getElementById(fields.control(itemField(draft.id, 'prompt')).id)));
          }}
        >
          <PlusIcon aria-hidden="true" /> {t(m.addItem)}
        </Button>
        <QuizImportButton
          room={QUIZ_SETTINGS_LIMITS.items - drafts.length}
          onImport={(items) => {
            const taken = drafts.map((d) => d.id);
            const added = items.map((item) => {
              const id = taken.includes(item.id) ? freshId('q', taken) : item.id;
              taken.push(id);
              return { ...toDraft(item), id };
            });
            onChange([...drafts, ...added]);
            fields.clear('items');
            setAnnouncement(t(im.imported, { count: added.length }));
          }}
        />
      </div>
      <BankToolbar
        questions={() => drafts.map((draft) => ({ id: draft.id, item: ((check) => (check.ok ? check.item : null))(toItem(draft)) }))}
        onAdd={(items) => onChange([...drafts, ...items.map(toDraft)])}
      />
      <FieldError {...itemsError} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
