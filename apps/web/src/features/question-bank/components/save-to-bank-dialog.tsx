import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuizItem } from '@lyceum/shared/quiz-items';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-context';
import { toast } from '@/lib/toast';
import { bankApi, bankKeys, type BankOf } from '@/features/question-bank/api/bank-api';
import { bankMessages as m } from '@/features/question-bank/question-bank-messages';
import { BankChoice } from '@/features/question-bank/components/bank-choice';
import { promptText } from '@/features/question-bank/lib/prompt-text';
import { tagsFromText } from '@/features/question-bank/lib/tag-text';

/** A question of the quiz as the dialog offers it: its item when finished, null while the builder would refuse it. */
export interface SavableQuestion {
  id: string;
  item: QuizItem | null;
}

/**
 * The quiz builder's Save to bank: every finished question ticked (untick the ones to leave
 * out), one line of tags for them all, my bank or the class's. The bank keeps copies.
 */
export function SaveToBankDialog({ classId, questions, onClose }: { classId: string; questions: SavableQuestion[]; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<string[]>(() => questions.filter((q) => q.item).map((q) => q.id));
  const [tags, setTags] = useState('');
  const [bank, setBank] = useState<BankOf>(null);
  const [error, setError] = useState('');
  const save = useMutation({
    mutationFn: () => {
      const chosen = questions.filter((q) => q.item && picked.includes(q.id)).map((q) => ({ item: q.item as QuizItem, tags: tagsFromText(tags) }));
      return bankApi.save(bank, chosen);
    },
    onSuccess: async (answer) => {
      toast.success(answer.message);
      onClose();
      await queryClient.invalidateQueries({ queryKey: bankKeys.all });
    },
    onError: (failure) => toast.error(errorMessage(failure, t(m.saveFailed))),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl" data-testid="save-to-bank-dialog">
        <DialogHeader>
          <DialogTitle>{t(m.saveTitle)}</DialogTitle>
          <DialogDescription>{t(m.saveIntro)}</DialogDescription>
        </DialogHeader>
        <form
          id="save-to-bank"
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (picked.length === 0) {
              setError(t(m.saveNothing));
              return;
            }
            save.mutate();
          }}
        >
          <ul className="grid gap-2">
            {questions.map((question, index) => (
              <li key={question.id}>
                <label className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-6 shrink-0 accent-primary sm:mt-1 sm:size-4"
                    disabled={!question.item}
                    checked={picked.includes(question.id)}
                    onChange={(event) => {
                      setError('');
                      setPicked((list) => (event.target.checked ? [...list, question.id] : list.filter((id) => id !== question.id)));
                    }}
                  />
                  <span className="min-w-0 break-words">
                    {question.item ? t(m.questionN, { n: index + 1, text: promptText(question.item.prompt, 70) }) : t(m.unfinished, { n: index + 1 })}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="grid gap-1">
            <Label htmlFor="save-to-bank-tags">{t(m.tags)}</Label>
            <Input id="save-to-bank-tags" value={tags} onChange={(event) => setTags(event.target.value)} aria-describedby="save-to-bank-tags-hint" autoComplete="off" />
            <p id="save-to-bank-tags-hint" className="text-sm text-muted-foreground">
              {t(m.tagsHint)}
            </p>
          </div>
          <BankChoice name="save-to-bank" classId={classId} value={bank} onChange={setBank} />
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t(m.cancel)}
          </Button>
          <Button type="submit" form="save-to-bank" disabled={save.isPending}>
            {t(m.saveSubmit, { count: picked.length })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
