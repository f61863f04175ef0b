import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import type { PublicUser } from '@lyceum/shared/users';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { setUserActive, usersKeys } from '@/features/users/api/users-api';

/** Reactivates at once: it gives access back, so it needs no confirmation. */
export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: PublicUser) => setUserActive(user._id, true),
    onSuccess: async (_, user) => {
      toast.success(TEXT.userReactivated(user.name));
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
    },
    onError: (error) => toast.error(TEXT.reactivateFailed, { description: errorMessage(error, '') || undefined }),
  });
}
