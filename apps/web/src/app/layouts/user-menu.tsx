import { useNavigate } from 'react-router';
import { ChevronsUpDownIcon, LogOutIcon, SettingsIcon } from 'lucide-react';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { DeferredDropdownMenu } from '@/components/ui/deferred-dropdown-menu';
import { useT } from '@/lib/i18n/i18n-context';
import { useSession } from '@/lib/session/session-context';
import { initialsOf } from '@/lib/utils';
import { offerProviderSignOut } from '@/features/auth/lib/sso-sign-out';
import { shellMessages as m } from '@/app/layouts/shell-messages';

const ROLE_NAMES = { admin: m.roleAdmin, teacher: m.roleTeacher, student: m.roleStudent } as const;

/** Avatar (initials, 'U' fallback), name and role; the menu offers Settings and Log out. */
export function UserMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const t = useT();
  const roleLabel = user ? t(ROLE_NAMES[user.role]) : '';
  // WCAG 2.5.3: the name starts with the text the button shows, so "click Ada Admin" works in voice control.
  const name = user ? t(m.userMenuNamed, { name: user.name, role: roleLabel }) : t(m.userMenu);
  const go = (to: string) => {
    onNavigate?.();
    navigate(to);
  };

  return (
    <DeferredDropdownMenu
      trigger={
        <button
          type="button"
          className="flex w-full items-center gap-3 rounded-md p-2 text-left outline-none hover:bg-sidebar-accent focus-visible:ring-[3px] focus-visible:ring-ring/80 data-[state=open]:bg-sidebar-accent"
          aria-label={name}
        >
          <Avatar className="size-9">
            <AvatarFallback>{initialsOf(user?.name)}</AvatarFallback>
          </Avatar>
          <span className="grid min-w-0 flex-1 leading-tight">
            <span className="truncate text-sm font-medium" data-testid="user-menu-name">
              {user?.name}
            </span>
            <span className="truncate text-xs text-muted-foreground">{roleLabel}</span>
          </span>
          <ChevronsUpDownIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        </button>
      }
    >
      {(ui) => (
        <ui.DropdownMenuContent side="top" align="start" className="w-(--radix-dropdown-menu-trigger-width) min-w-56">
          <ui.DropdownMenuLabel>{t(m.myAccount)}</ui.DropdownMenuLabel>
          <ui.DropdownMenuSeparator />
          <ui.DropdownMenuItem onSelect={() => go('/dashboard/profile')}>
            <SettingsIcon aria-hidden="true" /> {t(m.settings)}
          </ui.DropdownMenuItem>
          <ui.DropdownMenuItem
            variant="destructive"
            onSelect={() => {
              offerProviderSignOut();
              signOut();
              go('/login');
            }}
          >
            <LogOutIcon aria-hidden="true" /> {t(m.logOut)}
          </ui.DropdownMenuItem>
        </ui.DropdownMenuContent>
      )}
    </DeferredDropdownMenu>
  );
}
