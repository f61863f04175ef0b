import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import type { PublicUser } from '@lyceum/shared/users';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useLastPresent } from '@/components/ui/use-last-present';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { setUserActive, usersKeys } from '@/features/users/api/users-api';

/** Confirms, then deactivates (the person is signed out at once); the list refreshes afterwards. */
export function DeactivateUserDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  // The name stays in the dialog while it fades out.
  const shown = useLastPresent(user);
  const mutation = useMutation({
    mutationFn: (target: PublicUser) => setUserActive(target._id, false),
    onSuccess: async (_, target) => {
      toast.success(TEXT.userDeactivated(target.name));
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
      onClose();
    },
    onError: (error) => toast.error(TEXT.deactivateFailed, { description: errorMessage(error, '') || undefined }),
  });

  return (
    <ConfirmDialog
      open={user !== null}
      title={TEXT.deactivateTitle}
      description={shown && TEXT.deactivateText(shown.name, shown.email)}
      confirmLabel="Deactivate"
      pendingLabel="Deactivating"
      pending={mutation.isPending}
      onConfirm={() => {
        if (user) mutation.mutate(user);
      }}
      onCancel={onClose}
    />
  );
}
