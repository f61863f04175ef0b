import { CALENDAR_MSG as TEXT } from '@lyceum/shared/calendar';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface RegenerateFeedDialogProps {
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before replacing the address: calendars subscribed to the old one stop updating. */
export function RegenerateFeedDialog({ open, pending, onConfirm, onClose }: RegenerateFeedDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={TEXT.confirmTitle}
      description={TEXT.confirmText}
      confirmLabel={TEXT.confirmAction}
      pendingLabel="Regenerating"
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
