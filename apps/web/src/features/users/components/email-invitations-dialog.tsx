import { EMAIL_TEXT as TEXT } from '@lyceum/shared/email';
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

interface EmailInvitationsDialogProps {
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** The confirmation before everyone still without a password is emailed a new invitation link. */
export function EmailInvitationsDialog({ open, pending, onOpenChange, onConfirm }: EmailInvitationsDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{TEXT.emailInvitations}</AlertDialogTitle>
          <AlertDialogDescription>{TEXT.emailInvitationsConfirm}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(event) => {
              // Stay open until the server answers, so a failure is seen in context.
              event.preventDefault();
              onConfirm();
            }}
          >
            {pending && <Spinner label="Sending" />}
            {TEXT.emailInvitations}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
