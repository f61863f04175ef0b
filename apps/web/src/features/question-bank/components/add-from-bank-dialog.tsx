import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { QuizItem } from '@lyceum/shared/quiz-items';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-context';
import { toast } from '@/lib/toast';
import { bankApi, type BankSearch } from '@/features/question-bank/api/bank-api';
import { bankMessages as m } from '@/features/question-bank/question-bank-messages';
import { BankChoice } from '@/features/question-bank/components/bank-choice';
import { BankItemLine } from '@/features/question-bank/components/bank-item-line';
import { BankResults } from '@/features/question-bank/components/bank-results';
import { BankSearchFields } from '@/features/question-bank/components/bank-search-fields';

/**
 * The quiz builder's Add from bank: search my bank or the class's, tick questions (the ticks
 * survive a new search), and add them: the server hands back copies with ids the quiz has not
 * used, which the builder appends as new questions.
 */
export function AddFromBankDialog({ classId, takenIds, onAdd, onClose }: { classId: string; takenIds: string[]; onAdd: (items: QuizItem[]) => void; onClose: () => void }) {
  const t = useT();
  const [search, setSearch] = useState<BankSearch>({ bank: null, q: '', tag: '' });
  const [picked, setPicked] = useState<string[]>([]);
  const add = useMutation({
    mutationFn: () => bankApi.copies(picked, takenIds),
    onSuccess: ({ items }) => {
      onAdd(items);
      toast.success(t(m.added, { count: items.length }));
      onClose();
    },
    onError: (failure) => toast.error(errorMessage(failure, t(m.addFailed))),
  });
  const toggle = (id: string, on: boolean) => setPicked((list) => (on ? [...list, id] : list.filter((entry) => entry !== id)));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl" data-testid="add-from-bank-dialog">
        <DialogHeader>
          <DialogTitle>{t(m.addTitle)}</DialogTitle>
          <DialogDescription>{t(m.addIntro)}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <BankChoice name="add-from-bank" classId={classId} value={search.bank} onChange={(bank) => setSearch({ bank, q: search.q, tag: '' })} />
          <BankSearchFields key={search.bank ?? 'mine'} idPrefix="add-from-bank" search={search} onChange={setSearch} />
          <BankResults
            search={search}
            row={(entry) => (
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-0.5 size-6 shrink-0 accent-primary sm:mt-1 sm:size-4"
                  checked={picked.includes(entry._id)}
                  onChange={(event) => toggle(entry._id, event.target.checked)}
                />
                <BankItemLine entry={entry} textId={`bank-add-${entry._id}`} />
              </label>
            )}
          />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t(m.cancel)}
          </Button>
          <Button type="button" disabled={picked.length === 0 || add.isPending} onClick={() => add.mutate()}>
            {t(m.addSelected, { count: picked.length })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
