import { CALENDAR_MSG as TEXT } from '@lyceum/shared/calendar';
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

interface RegenerateFeedDialogProps {
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before replacing the address: calendars subscribed to the old one stop updating. */
export function RegenerateFeedDialog({ open, pending, onConfirm, onClose }: RegenerateFeedDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{TEXT.confirmTitle}</AlertDialogTitle>
          <AlertDialogDescription>{TEXT.confirmText}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{TEXT.cancel}</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(event) => {
              // Stay open until the server answers, so a failure is seen in context.
              event.preventDefault();
              onConfirm();
            }}
          >
            {pending && <Spinner label="Regenerating" />}
            {TEXT.confirmAction}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
