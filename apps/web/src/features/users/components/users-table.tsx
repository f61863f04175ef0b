import { PencilIcon, Trash2Icon, UserCheckIcon, UserXIcon } from 'lucide-react';
import { canEditUser } from '@lyceum/shared/permissions';
import type { Role } from '@lyceum/shared/roles';
import type { PublicUser } from '@lyceum/shared/users';
import { InvitationActions } from '@/components/invitation-actions';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { initialsOf } from '@/lib/utils';
import { RoleBadge } from '@/features/users/components/role-badge';
import { UserStatusBadge } from '@/features/users/components/user-status-badge';

interface UsersTableProps {
  users: PublicUser[];
  currentUser: { id: string; role: Role };
  onEdit: (user: PublicUser) => void;
  onDelete: (user: PublicUser) => void;
  /** Asks to deactivate (the page confirms first). */
  onDeactivate: (user: PublicUser) => void;
  onReactivate: (user: PublicUser) => void;
  /** The user whose reactivation is under way: their button waits. */
  pendingId?: string | null;
}

/**
 * Every account with its status, edit, deactivate or reactivate, and delete; your own row has none
 * of the actions (spec section 5; the server refuses deactivating yourself too). An invited
 * account's row also copies or emails their invitation.
 */
export function UsersTable({ users, currentUser, onEdit, onDelete, onDeactivate, onReactivate, pendingId = null }: UsersTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Name</TableHead>
          <TableHead className="hidden md:table-cell">Email</TableHead>
          <TableHead className="hidden md:table-cell">Role</TableHead>
          <TableHead className="hidden md:table-cell">Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => {
          const isSelf = user._id === currentUser.id;
          const editable = canEditUser(currentUser, user._id);
          const selfHint = isSelf ? 'You cannot edit or delete your own account' : undefined;
          const deactivated = user.status === 'deactivated';
          return (
            <TableRow key={user._id} data-testid="user-row">
              <TableCell>
                <div className="flex items-center gap-3">
                  <Avatar>
                    <AvatarFallback>{initialsOf(user.name)}</AvatarFallback>
                  </Avatar>
                  <div className="grid min-w-0 gap-1">
                    <span className="flex items-center gap-2 font-medium">
                      {user.name}
                      {isSelf && <Badge variant="secondary">You</Badge>}
                    </span>
                    {/* Narrow screens: the other columns fold in under the name. */}
                    <span className="truncate text-xs text-muted-foreground md:hidden">{user.email}</span>
                    <span className="flex gap-1.5 md:hidden">
                      <RoleBadge role={user.role} />
                      <UserStatusBadge status={user.status} />
                    </span>
                  </div>
                </div>
              </TableCell>
              <TableCell className="hidden text-muted-foreground md:table-cell">{user.email}</TableCell>
              <TableCell className="hidden md:table-cell">
                <RoleBadge role={user.role} />
              </TableCell>
              <TableCell className="hidden md:table-cell">
                <UserStatusBadge status={user.status} />
              </TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  {/* Waiting for a first password: their link to copy, or to email again. */}
                  {user.status === 'invited' && editable && <InvitationActions user={user} />}
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Edit ${user.name}`}
                    title={selfHint ?? `Edit ${user.name}`}
                    disabled={!editable}
                    onClick={() => onEdit(user)}
                  >
                    <PencilIcon />
                  </Button>
                  {deactivated ? (
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Reactivate ${user.name}`}
                      title={`Reactivate ${user.name}`}
                      disabled={!editable}
                      pending={pendingId === user._id}
                      onClick={() => onReactivate(user)}
                    >
                      <UserCheckIcon />
                    </Button>
                  ) : (
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Deactivate ${user.name}`}
                      title={isSelf ? 'You cannot deactivate your own account' : `Deactivate ${user.name}`}
                      disabled={!editable}
                      onClick={() => onDeactivate(user)}
                    >
                      <UserXIcon />
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Delete ${user.name}`}
                    title={selfHint ?? `Delete ${user.name}`}
                    disabled={!editable}
                    className="text-destructive-text hover:bg-destructive/10 hover:text-destructive-text"
                    onClick={() => onDelete(user)}
                  >
                    <Trash2Icon />
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
