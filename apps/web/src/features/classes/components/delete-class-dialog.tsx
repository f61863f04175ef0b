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
            <AlertDialogTitle>Delete this class for good?</AlertDialogTitle>
            <AlertDialogDescription>
              Its topics, materials, assignments, students' work, grades, comments and files are deleted with it. This cannot be undone; archive the
              class instead to keep it.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={inputId}>
              Type <span className="font-semibold break-all">{className}</span> to confirm
            </Label>
            <Input id={inputId} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" spellCheck={false} disabled={pending} />
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={pending}>
              Cancel
            </AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!matches || pending}>
              {pending && <Spinner label="Deleting" />}
              Delete class
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
