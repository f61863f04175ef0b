import { useId, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-context';
import { withNames } from '@/lib/i18n/with-names';
import { classesMessages as m } from '@/features/classes/classes-messages';

export interface DeleteClassDialogProps {
  open: boolean;
  className: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Deleting a class takes everything in it for good, so the admin types the class's name: the
 * Delete button stays disabled until it matches exactly (the server checks the same name).
 */
export function DeleteClassDialog({ open, className, pending, onConfirm, onCancel }: DeleteClassDialogProps) {
  const [typed, setTyped] = useState('');
  const t = useT();
  const inputId = useId();
  const matches = typed === className;
  const close = () => {
    if (pending) return;
    setTyped('');
    onCancel();
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && close()}>
      <AlertDialogContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (matches && !pending) onConfirm();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>{t(m.deleteTitle)}</AlertDialogTitle>
            <AlertDialogDescription>{t(m.deleteText)}</AlertDialogDescription>
          </AlertDialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={inputId}>
              {withNames(t, m.deleteConfirm, {
                name: (
                  <bdi className="font-semibold break-all">{className}</bdi>
                ),
              })}
            </Label>
            <Input id={inputId} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" spellCheck={false} disabled={pending} />
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={pending}>
              {t(m.cancel)}
            </AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!matches || pending}>
              {pending && <Spinner label={t(m.deleting)} />}
              {t(m.deleteClass)}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
