import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG } from '@lyceum/shared/messages';
import type { PublicUser } from '@lyceum/shared/users';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useLastPresent } from '@/components/ui/use-last-present';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { deleteUser, usersKeys } from '@/features/users/api/users-api';

/** Confirms, then deletes; the list refreshes from the server afterwards. */
export function DeleteUserDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  // The name stays in the dialog while it fades out.
  const shown = useLastPresent(user);
  const mutation = useMutation({
    mutationFn: (id: string) => deleteUser(id),
    onSuccess: async () => {
      toast.success(MSG.userDeleted);
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
      onClose();
    },
    onError: (error) => toast.error(MSG.userDeleteFailed, { description: errorMessage(error, '') || undefined }),
  });

  return (
    <ConfirmDialog
      open={user !== null}
      title="Delete this user?"
      description={
        <>
          {shown?.name} ({shown?.email}) will lose access at once. This cannot be undone.
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting"
      pending={mutation.isPending}
      onConfirm={() => {
        if (user) mutation.mutate(user._id);
      }}
      onCancel={onClose}
    />
  );
}
