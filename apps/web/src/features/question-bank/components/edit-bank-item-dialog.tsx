import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankItem } from '@lyceum/shared/question-bank';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-context';
import { toast } from '@/lib/toast';
import { parsePoints } from '@/features/quizzes/lib/item-drafts';
import { bankApi, bankKeys } from '@/features/question-bank/api/bank-api';
import { bankMessages as m } from '@/features/question-bank/question-bank-messages';
import { promptText } from '@/features/question-bank/lib/prompt-text';
import { tagsFromText } from '@/features/question-bank/lib/tag-text';

/**
 * A bank question's tags and points. The question itself is edited in a quiz (add it, change
 * it, save it back): the bank keeps what was saved.
 */
export function EditBankItemDialog({ entry, onClose }: { entry: BankItem; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [tags, setTags] = useState(entry.tags.join(', '));
  const [points, setPoints] = useState(String(entry.item.points));
  const [error, setError] = useState('');
  const save = useMutation({
    mutationFn: (value: number) => bankApi.update(entry._id, { item: { ...entry.item, points: value }, tags: tagsFromText(tags) }),
    onSuccess: async () => {
      toast.success(t(m.saved));
      onClose();
      await queryClient.invalidateQueries({ queryKey: bankKeys.all });
    },
    onError: (failure) => toast.error(errorMessage(failure, t(m.failed))),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t(m.editTitle)}</DialogTitle>
          <DialogDescription>{promptText(entry.item.prompt)}</DialogDescription>
        </DialogHeader>
        <form
          id="edit-bank-item"
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const value = parsePoints(points);
            if (value === null || value <= 0 || value > 1000) {
              setError(t(m.pointsShape));
              document.getElementById('bank-item-points')?.focus();
              return;
            }
            save.mutate(value);
          }}
        >
          <div className="grid gap-1">
            <Label htmlFor="bank-item-tags">{t(m.tags)}</Label>
            <Input id="bank-item-tags" value={tags} onChange={(event) => setTags(event.target.value)} aria-describedby="bank-item-tags-hint" autoComplete="off" />
            <p id="bank-item-tags-hint" className="text-sm text-muted-foreground">
              {t(m.tagsHint)}
            </p>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="bank-item-points">{t(m.points)}</Label>
            <Input
              id="bank-item-points"
              inputMode="decimal"
              value={points}
              onChange={(event) => {
                setPoints(event.target.value);
                setError('');
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'bank-item-points-error' : undefined}
              className="max-w-32"
            />
            {error && (
              <p id="bank-item-points-error" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t(m.cancel)}
          </Button>
          <Button type="submit" form="edit-bank-item" disabled={save.isPending}>
            {t(m.save)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
