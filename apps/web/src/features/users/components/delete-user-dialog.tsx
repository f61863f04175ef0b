import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG } from '@lyceum/shared/messages';
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
    <AlertDialog open={user !== null} onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this user?</AlertDialogTitle>
          <AlertDialogDescription>
            {shown?.name} ({shown?.email}) will lose access at once. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mutation.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={mutation.isPending}
            onClick={(event) => {
              // Stay open until the server answers, so a failure is seen in context.
              event.preventDefault();
              if (user) mutation.mutate(user._id);
            }}
          >
            {mutation.isPending && <Spinner label="Deleting" />}
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
