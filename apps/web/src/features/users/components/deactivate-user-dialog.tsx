import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import type { PublicUser } from '@lyceum/shared/users';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Spinner } from '@/components/ui/spinner';
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
    <AlertDialog open={user !== null} onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{TEXT.deactivateTitle}</AlertDialogTitle>
          <AlertDialogDescription>{shown && TEXT.deactivateText(shown.name, shown.email)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mutation.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={mutation.isPending}
            onClick={(event) => {
              // Stay open until the server answers, so a failure is seen in context.
              event.preventDefault();
              if (user) mutation.mutate(user);
            }}
          >
            {mutation.isPending && <Spinner label="Deactivating" />}
            Deactivate
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
