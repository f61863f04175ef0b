import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG } from '@lyceum/shared/messages';
import type { PublicUser } from '@lyceum/shared/users';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useLastPresent } from '@/components/ui/use-last-present';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { updateUser, usersKeys } from '@/features/users/api/users-api';
import { RoleSelect } from '@/features/users/components/role-select';
import { buildUserUpdate, type UserEditForm } from '@/features/users/lib/user-update';

interface EditUserDialogProps {
  /** The user being edited; null closes the dialog. */
  user: PublicUser | null;
  currentUserId: string;
  onClose: () => void;
}

export function EditUserDialog({ user, currentUserId, onClose }: EditUserDialogProps) {
  // The form stays in the dialog while it fades out, rather than an empty box.
  const shown = useLastPresent(user);
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {/* Keyed by user so the form starts from that user's values each time it opens. */}
        {shown && <EditUserForm key={shown._id} user={shown} isSelf={shown._id === currentUserId} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EditUserForm({ user, isSelf, onDone }: { user: PublicUser; isSelf: boolean; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<UserEditForm>({ name: user.name, email: user.email, password: '', role: user.role });
  const set = (changes: Partial<UserEditForm>) => setForm((current) => ({ ...current, ...changes }));

  const mutation = useMutation({
    mutationFn: () => updateUser(user._id, buildUserUpdate(form, { isSelf })),
    onSuccess: async () => {
      toast.success(MSG.userUpdated);
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
      onDone();
    },
    onError: (error) => toast.error(MSG.userUpdateFailed, { description: errorMessage(error, '') || undefined }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate();
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>Edit user</DialogTitle>
        <DialogDescription>Change {user.name}&apos;s details. Fields left blank keep their current value.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="edit-user-name">Full Name</Label>
        <Input id="edit-user-name" value={form.name} onChange={(e) => set({ name: e.target.value })} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="edit-user-email">Email Address</Label>
        <Input id="edit-user-email" type="email" value={form.email} onChange={(e) => set({ email: e.target.value })} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="edit-user-password">New Password</Label>
        <Input
          id="edit-user-password"
          type="password"
          autoComplete="new-password"
          placeholder="Leave blank to keep the current password"
          value={form.password}
          onChange={(e) => set({ password: e.target.value })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="edit-user-role">Role</Label>
        <RoleSelect
          id="edit-user-role"
          value={form.role || user.role}
          onChange={(role) => set({ role })}
          disabled={isSelf}
        />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Saving" />}
          Save changes
        </Button>
      </DialogFooter>
    </form>
  );
}
