import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@lyceum/shared/users';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useLastPresent } from '@/components/ui/use-last-present';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { setUserActive, usersKeys } from '@/features/users/api/users-api';
import { useT } from '@/lib/i18n/i18n-context';
import { usersMessages as m } from '@/features/users/users-messages';

/** Confirms, then deactivates (the person is signed out at once); the list refreshes afterwards. */
export function DeactivateUserDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  // The name stays in the dialog while it fades out.
  const shown = useLastPresent(user);
  const mutation = useMutation({
    mutationFn: (target: PublicUser) => setUserActive(target._id, false),
    onSuccess: async (_, target) => {
      toast.success(t(m.deactivated, { name: target.name }));
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
      onClose();
    },
    onError: (error) => toast.error(t(m.deactivateFailed), { description: errorMessage(error, '') || undefined }),
  });

  return (
    <ConfirmDialog
      open={user !== null}
      title={t(m.deactivateTitle)}
      description={shown && t(m.deactivateText, { name: shown.name, email: shown.email })}
      confirmLabel={t(m.deactivate)}
      pendingLabel={t(m.deactivating)}
      pending={mutation.isPending}
      onConfirm={() => {
        if (user) mutation.mutate(user);
      }}
      onCancel={onClose}
    />
  );
}
