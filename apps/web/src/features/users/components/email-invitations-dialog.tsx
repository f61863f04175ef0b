import { EMAIL_TEXT as TEXT } from '@lyceum/shared/email';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface EmailInvitationsDialogProps {
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before everyone still without a password is emailed a new invitation link. */
export function EmailInvitationsDialog({ open, pending, onConfirm, onClose }: EmailInvitationsDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={TEXT.emailInvitations}
      description={TEXT.emailInvitationsConfirm}
      confirmLabel={TEXT.emailInvitations}
      pendingLabel="Sending"
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
