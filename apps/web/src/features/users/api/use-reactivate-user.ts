import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@lyceum/shared/users';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { setUserActive, usersKeys } from '@/features/users/api/users-api';
import { useT } from '@/lib/i18n/i18n-context';
import { usersMessages as m } from '@/features/users/users-messages';

/** Reactivates at once: it gives access back, so it needs no confirmation. */
export function useReactivateUser() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: PublicUser) => setUserActive(user._id, true),
    onSuccess: async (_, user) => {
      toast.success(t(m.reactivated, { name: user.name }));
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
    },
    onError: (error) => toast.error(t(m.reactivateFailed), { description: errorMessage(error, '') || undefined }),
  });
}
