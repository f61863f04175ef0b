import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankItem } from '@lyceum/shared/question-bank';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-context';
import { toast } from '@/lib/toast';
import { bankApi, bankKeys } from '@/features/question-bank/api/bank-api';
import { bankMessages as m } from '@/features/question-bank/question-bank-messages';

/** Asks before a bank question goes; quizzes that copied it keep their copy. */
export function DeleteBankItemDialog({ entry, onClose }: { entry: BankItem; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => bankApi.remove(entry._id),
    onSuccess: async () => {
      toast.success(t(m.removed));
      onClose();
      await queryClient.invalidateQueries({ queryKey: bankKeys.all });
    },
    onError: (failure) => toast.error(errorMessage(failure, t(m.failed))),
  });
  return (
    <AlertDialog open onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t(m.removeTitle)}</AlertDialogTitle>
          <AlertDialogDescription>{t(m.removeIntro)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t(m.cancel)}</AlertDialogCancel>
          <AlertDialogAction
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              remove.mutate();
            }}
          >
            {t(m.removeShort)}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
