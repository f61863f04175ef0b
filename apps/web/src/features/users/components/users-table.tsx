import { PencilIcon, Trash2Icon, UserCheckIcon, UserXIcon, type LucideIcon } from 'lucide-react';
import { canEditUser } from '@lyceum/shared/permissions';
import type { Role } from '@lyceum/shared/roles';
import type { PublicUser } from '@lyceum/shared/users';
import { InvitationActions } from '@/components/invitation-actions';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn, initialsOf } from '@/lib/utils';
import { RoleBadge } from '@/features/users/components/role-badge';
import { UserStatusBadge } from '@/features/users/components/user-status-badge';
import { useT, type Translate } from '@/lib/i18n/i18n-context';
import { usersMessages as m } from '@/features/users/users-messages';

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

/** One action of a row: its visible label, the name it has for assistive tech (with the user's), what it does. */
export interface RowAction {
  key: string;
  label: string;
  accessibleName: string;
  icon: LucideIcon;
  onSelect: () => void;
  disabled?: boolean;
  /** Under way: the button stays focusable (aria-disabled) so focus does not fall to <body>. */
  pending?: boolean;
  /** Why it is disabled (your own row), as a tooltip. */
  hint?: string;
  destructive?: boolean;
}

type RowHandlers = Pick<UsersTableProps, 'onEdit' | 'onDelete' | 'onDeactivate' | 'onReactivate'>;

/**
 * The actions of a user's row, in order; a new one is one more entry here. Deactivate and
 * Reactivate share a key: one button that changes its word, so the focus stays on it after either.
 */
function rowActions(t: Translate, user: PublicUser, { isSelf, editable, pending }: { isSelf: boolean; editable: boolean; pending: boolean }, on: RowHandlers): RowAction[] {
  const selfHint = isSelf ? t(m.selfEditHint) : undefined;
  const actions: RowAction[] = [
    { key: 'edit', label: t(m.edit), accessibleName: t(m.editUser, { name: user.name }), icon: PencilIcon, onSelect: () => on.onEdit(user), disabled: !editable, hint: selfHint },
  ];
  if (user.status === 'deactivated') {
    actions.push({ key: 'status', label: t(m.reactivate), accessibleName: t(m.reactivateUser, { name: user.name }), icon: UserCheckIcon, onSelect: () => on.onReactivate(user), disabled: !editable, pending });
  } else {
    const hint = isSelf ? t(m.selfDeactivateHint) : undefined;
    actions.push({ key: 'status', label: t(m.deactivate), accessibleName: t(m.deactivateUser, { name: user.name }), icon: UserXIcon, onSelect: () => on.onDeactivate(user), disabled: !editable, hint });
  }
  actions.push({ key: 'delete', label: t(m.delete), accessibleName: t(m.deleteUser, { name: user.name }), icon: Trash2Icon, onSelect: () => on.onDelete(user), disabled: !editable, hint: selfHint, destructive: true });
  return actions;
}

/**
 * Labelled buttons, not icons named only on hover: stacked in their column on phones (beside the
 * name, email and badges), in a line from md up. The accessible name starts with the visible label.
 * Names and emails wrap anywhere, so a long one cannot widen the table past a phone's width.
 */
function UserRowActions({ actions }: { actions: RowAction[] }) {
  const t = useT();
  return (
    <ul className="flex flex-col items-stretch gap-1 md:flex-row md:justify-end" aria-label={t(m.actions)}>
      {actions.map(({ key, label, accessibleName, icon: Icon, onSelect, disabled, pending, hint, destructive }) => (
        <li key={key}>
          <Button
            variant="ghost"
            size="sm"
            aria-label={accessibleName}
            title={hint}
            disabled={disabled}
            pending={pending}
            className={cn('w-full justify-start px-2', destructive && 'text-destructive-text hover:bg-destructive/10 hover:text-destructive-text')}
            onClick={onSelect}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Every account with its status, edit, deactivate or reactivate, and delete; your own row has none
 * of the actions (spec section 5; the server refuses deactivating yourself too). An invited
 * account's row also copies or emails their invitation.
 */
export function UsersTable({ users, currentUser, onEdit, onDelete, onDeactivate, onReactivate, pendingId = null }: UsersTableProps) {
  const t = useT();
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{t(m.name)}</TableHead>
          <TableHead className="hidden md:table-cell">{t(m.email)}</TableHead>
          <TableHead className="hidden md:table-cell">{t(m.role)}</TableHead>
          <TableHead className="hidden md:table-cell">{t(m.status)}</TableHead>
          <TableHead className="text-end">{t(m.actions)}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => {
          const isSelf = user._id === currentUser.id;
          const editable = canEditUser(currentUser, user._id);
          return (
            <TableRow key={user._id} data-testid="user-row">
              <TableCell className="whitespace-normal">
                <div className="flex items-center gap-3">
                  <Avatar>
                    <AvatarFallback>{initialsOf(user.name)}</AvatarFallback>
                  </Avatar>
                  <div className="grid min-w-0 gap-1">
                    <span className="flex flex-wrap items-center gap-x-2 font-medium wrap-anywhere">
                      {user.name}
                      {isSelf && <Badge variant="secondary">{t(m.you)}</Badge>}
                    </span>
                    {/* Narrow screens: the other columns fold in under the name. */}
                    <span className="text-xs wrap-anywhere text-muted-foreground md:hidden">{user.email}</span>
                    <span className="flex gap-1.5 md:hidden">
                      <RoleBadge role={user.role} />
                      <UserStatusBadge status={user.status} />
                    </span>
                  </div>
                </div>
              </TableCell>
              <TableCell className="hidden whitespace-normal wrap-anywhere text-muted-foreground md:table-cell xl:whitespace-nowrap">{user.email}</TableCell>
              <TableCell className="hidden md:table-cell">
                <RoleBadge role={user.role} />
              </TableCell>
              <TableCell className="hidden md:table-cell">
                <UserStatusBadge status={user.status} />
              </TableCell>
              <TableCell className="align-top md:align-middle">
                <div className="flex flex-col items-stretch gap-1 md:flex-row md:items-center md:justify-end">
                  {/* Waiting for a first password: their link to copy, or to email again. */}
                  {user.status === 'invited' && editable && <InvitationActions user={user} />}
                  <UserRowActions actions={rowActions(t, user, { isSelf, editable, pending: pendingId === user._id }, { onEdit, onDelete, onDeactivate, onReactivate })} />
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
