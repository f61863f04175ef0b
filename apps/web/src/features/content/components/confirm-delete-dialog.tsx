import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** The confirm step of the delete flow (spec section 4); stays open until the server answers. */
export function ConfirmDeleteDialog(props: {
  open: boolean;
  title: string;
  description: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return <ConfirmDialog {...props} confirmLabel="Delete" pendingLabel="Deleting" />;
}
