import type { ReactNode } from 'react';
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
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-context';
import { uiMessages as um } from '@/components/ui-messages';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** The confirming button's text, and what its spinner announces while the server answers. */
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Runs before focus goes back to the opener; `preventDefault()` keeps it where the caller put it (the opener left with its screen). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The one confirmation step of the app (delete, regenerate, send): it stays open, its buttons
 * disabled, until the server answers, so a failure is seen in context; Escape and Cancel close it
 * only while nothing is pending.
 */
export function ConfirmDialog({ open, title, description, confirmLabel, pendingLabel, pending, onConfirm, onCancel, onCloseAutoFocus }: ConfirmDialogProps) {
  const t = useT();
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t(um.cancel)}</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(event) => {
              event.preventDefault();
              onConfirm();
            }}
          >
            {pending && <Spinner label={pendingLabel} />}
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
