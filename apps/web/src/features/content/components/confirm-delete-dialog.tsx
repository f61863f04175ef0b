import { ConfirmDialog, type ConfirmDialogProps } from '@/components/confirm-dialog';
import { useT } from '@/lib/i18n/i18n-context';
import { topicsMessages as m } from '@/features/content/topics-messages';

/** The confirm step of the delete flow (spec section 4); stays open until the server answers. */
export function ConfirmDeleteDialog(props: Omit<ConfirmDialogProps, 'confirmLabel' | 'pendingLabel'>) {
  const t = useT();
  return <ConfirmDialog {...props} confirmLabel={t(m.delete)} pendingLabel={t(m.deleting)} />;
}
