import { ConfirmDialog, type ConfirmDialogProps } from '@/components/confirm-dialog';

/** The confirm step of the delete flow (spec section 4); stays open until the server answers. */
export function ConfirmDeleteDialog(props: Omit<ConfirmDialogProps, 'confirmLabel' | 'pendingLabel'>) {
  return <ConfirmDialog {...props} confirmLabel="Delete" pendingLabel="Deleting" />;
}
