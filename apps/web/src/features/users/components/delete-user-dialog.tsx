import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@lyceum/shared/users';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useLastPresent } from '@/components/ui/use-last-present';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { deleteUser, usersKeys } from '@/features/users/api/users-api';
import { useT } from '@/lib/i18n/i18n-context';
import { withNames } from '@/lib/i18n/with-names';
import { usersMessages as m } from '@/features/users/users-messages';

/** Confirms, then deletes; the list refreshes from the server afterwards. */
export function DeleteUserDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  // The name stays in the dialog while it fades out.
  const shown = useLastPresent(user);
  const mutation = useMutation({
    mutationFn: (id: string) => deleteUser(id),
    onSuccess: async () => {
      toast.success(t(m.deleted));
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
      onClose();
    },
    onError: (error) => toast.error(t(m.deleteFailed), { description: errorMessage(error, '') || undefined }),
  });

  return (
    <ConfirmDialog
      open={user !== null}
      title={t(m.deleteTitle)}
      description={withNames(t, m.deleteText, { name: shown?.name ?? '', email: shown?.email ?? '' })}
      confirmLabel={t(m.delete)}
      pendingLabel={t(m.deleting)}
      pending={mutation.isPending}
      onConfirm={() => {
        if (user) mutation.mutate(user._id);
      }}
      onCancel={onClose}
    />
  );
}
